import FitnessTestSupport
import SwiftScanner
import Testing

@Suite struct ImportScanningTests {
  private func imports(_ text: String) -> [ImportDeclaration] {
    ScannedSource(Array(text.utf8)).imports
  }

  @Test func plainSubmoduleAndScopedImports() {
    let source = MarkedSource(
      """
      ↓import Foundation
      ↓import CloudKit.CKRecord
      ↓import struct Darwin.timeval
      ↓import func Ops.+
      ↓import typealias A.B; ↓import class C.D
      ↓import enum E.F
      ↓import protocol G.H
      ↓import let I.j
      ↓import var K.l
      """)
    let found = imports(source.text)
    #expect(
      found.map(\.name) == [
        "Foundation", "CloudKit.CKRecord", "Darwin.timeval", "Ops.+", "A.B", "C.D", "E.F", "G.H",
        "I.j", "K.l",
      ])
    #expect(found.map(\.module) == ["Foundation", "CloudKit", "Darwin", "Ops", "A", "C", "E", "G", "I", "K"])
    #expect(found.map(\.kind) == [nil, nil, "struct", "func", "typealias", "class", "enum", "protocol", "let", "var"])
    #expect(found.map { [$0.position.line, $0.position.column] } == source.markers.map { [$0.line, $0.column] })
  }

  @Test func attributesAndAccessLevels() {
    let source = MarkedSource(
      """
      ↓@testable import App
      ↓@_exported import Exported
      ↓@preconcurrency
      import Legacy
      ↓@_implementationOnly import Hidden
      ↓@_spi(Internal) @_weakLinked public import Spi
      ↓public import Pub; ↓package import Pack
      ↓internal import Int1
      ↓fileprivate import File1
      ↓private import Priv
      """)
    let found = imports(source.text)
    #expect(
      found.map(\.module) == [
        "App", "Exported", "Legacy", "Hidden", "Spi", "Pub", "Pack", "Int1", "File1", "Priv",
      ])
    #expect(found[0].attributes == ["@testable"])
    #expect(found[2].attributes == ["@preconcurrency"])
    #expect(found[4].attributes == ["@_spi(Internal)", "@_weakLinked"])
    #expect(found[4].access == "public")
    #expect(
      found.map(\.access) == [
        nil, nil, nil, nil, "public", "public", "package", "internal", "fileprivate", "private",
      ])
    #expect(found.map { [$0.position.line, $0.position.column] } == source.markers.map { [$0.line, $0.column] })
  }

  @Test func everyConditionalBranchCounts() {
    let found = imports(
      """
      #if os(iOS) && canImport(UIKit)
      import UIKit
      #elseif canImport(AppKit)
      import AppKit
      #else
      import Cocoa
      #endif
      """)
    #expect(found.map(\.module) == ["UIKit", "AppKit", "Cocoa"])
  }

  @Test func commentsAndStringsAreNotImports() {
    let found = imports(
      #"""
      // import LineComment
      /// import DocComment
      /* import Block /* import Nested */ import StillBlock */
      let a = "import InString"
      let b = """
        import InMultiline
        """
      let c = #"import "Raw" \(import)"#
      let d = ##"import "#Raw2"# "##
      let e = "\(f("import InInterpolationString"))"
      let g = x.import
      func h(import: Int) {}
      struct S { import Nope }
      let `import` = 1
      import Real
      """#)
    #expect(found.map(\.module) == ["Real"])
  }

  @Test func backtickedModuleNames() {
    #expect(imports("import `Foo`.`Bar`").map(\.name) == ["Foo.Bar"])
  }

  @Test func positionsSkipALeadingByteOrderMark() {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("import A\r\nimport B\rimport C".utf8)
    let found = ScannedSource(bytes).imports
    #expect(found.map(\.module) == ["A", "B", "C"])
    #expect(found.map(\.position.description) == ["1:1", "2:1", "3:1"])
  }

  @Test func latin1TextStillYieldsImports() {
    let bytes: [UInt8] = Array("// caf".utf8) + [0xE9] + Array("\nimport Foundation\nlet s = \"".utf8) + [0xE9, 0x22]
    #expect(ScannedSource(bytes).imports.map(\.module) == ["Foundation"])
  }
}

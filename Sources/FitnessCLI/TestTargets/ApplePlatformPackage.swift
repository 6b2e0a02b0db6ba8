import RuleEngine

/// A package that builds for Apple's devices only: its manifest declares platforms and none
/// is macOS, and its code imports UIKit. `swift test` cannot build it (it runs for the Mac),
/// so its tests run the way such repositories run them: `xcodebuild test` on a simulator,
/// with the scheme Xcode makes for the package.
struct ApplePlatformPackage {
  /// The scheme Xcode generates: the library's name when the package has one library,
  /// else `<package name>-Package`.
  var scheme: String
  /// The simulator to run on, for the first platform the manifest declares.
  var destination: String

  static let simulators: [(platform: String, destination: String)] = [
    ("iOS", "platform=iOS Simulator,name=iPhone 16"),
    ("visionOS", "platform=visionOS Simulator,name=Apple Vision Pro"),
    ("tvOS", "platform=tvOS Simulator,name=Apple TV"),
    ("watchOS", "platform=watchOS Simulator,name=Apple Watch Series 10 (46mm)"),
    ("macCatalyst", "platform=macOS,variant=Mac Catalyst"),
  ]

  /// Reads `manifest` (the package at `package`) and whether its files import UIKit. The
  /// manifest decides first: a package that lists platforms and no macOS is built for the
  /// Mac at SwiftPM's oldest default, where the APIs of its listed versions are missing, so
  /// `swift test` cannot build it whatever it imports. Only a manifest that lists no
  /// platforms leaves it to the imports: UIKit means a device.
  init?(manifest: String, importsUIKit: Bool) {
    if let platforms = Self.platforms(in: manifest), !platforms.isEmpty {
      guard !platforms.contains("macOS"), let first = Self.simulators.first(where: { platforms.contains($0.platform) })
      else { return nil }
      destination = first.destination
    } else {
      guard importsUIKit else { return nil }
      destination = Self.simulators[0].destination
    }
    let libraries = Self.names(after: ".library(", in: manifest)
    let name = Self.names(after: "Package(", in: manifest).first ?? "Package"
    scheme = libraries.count == 1 ? libraries[0] : "\(name)-Package"
  }

  /// The command that runs `suite` of `testTarget` in the package at `package`.
  func command(package: String, testTarget: String, suite: String) -> String {
    (package.isEmpty ? "" : "cd \(package) && ")
      + "xcodebuild test -scheme \(scheme) -destination '\(destination)' -only-testing:\(testTarget)/\(suite)"
  }

  /// The platforms of `platforms: [.iOS(.v17), .visionOS(.v1)]`; nil when none are declared.
  static func platforms(in manifest: String) -> Set<String>? {
    guard let start = manifest.range(of: "platforms:") else { return nil }
    let rest = manifest[start.upperBound...]
    guard let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") else { return nil }
    var found = Set<String>()
    for part in rest[open..<close].split(separator: ".") {
      let name = part.prefix { $0.isLetter }
      if simulators.contains(where: { $0.platform == name }) || name == "macOS" { found.insert(String(name)) }
    }
    return found
  }

  /// The first `name:` string of every call that starts with `opener`.
  static func names(after opener: String, in manifest: String) -> [String] {
    manifest.components(separatedBy: opener).dropFirst().compactMap { call in
      guard let label = call.range(of: "name:") else { return nil }
      let value = call[label.upperBound...].drop { $0 == " " || $0 == "\n" }
      guard value.first == "\"" else { return nil }
      return String(value.dropFirst().prefix { $0 != "\"" })
    }
  }
}

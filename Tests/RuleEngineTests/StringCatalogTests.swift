import FitnessTestSupport
import Foundation
import RuleEngine
import SwiftScanner
import Testing

/// The streaming catalog reader against Foundation's JSON parser: the same keys and values,
/// and the same documents refused, on hand-written catalogs and thousands of damaged ones.
struct StringCatalogTests {
  static let catalog = """
    {
      "sourceLanguage" : "fr",
      "strings" : {
        "mode.classic" : {
          "comment" : "The first mode, \\"classic\\"",
          "extractionState" : "manual",
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Classic" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Classique" } }
          }
        },
        "mode.d\\u00e9fi" : {
          "localizations" : {
            "fr" : { "stringUnit" : { "state" : "new", "value" : "D\\u00e9fi \\ud83d\\ude00\\n\\t\\/" } }
          }
        },
        "mode.empty" : { },
        "mode.plural" : {
          "localizations" : {
            "fr" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "value" : "un" } } } } }
          }
        },
        "mode.number" : { "localizations" : { "fr" : { "stringUnit" : { "value" : 12.5e-3 } } } },
        "other.key" : { "localizations" : { "fr" : { "stringUnit" : { "value" : "Autre" } } } },
        "mode.list" : { "shouldTranslate" : false, "x" : [1, -0, true, null, [], {}, [[{"a" : ["b"]}]]] }
      },
      "version" : "1.0"
    }
    """

  /// What Foundation reads, as the reader promises to: keys under the prefix, each with its
  /// source language's strings (`stringUnit.value`, then every variation's and
  /// substitution's, each a list sorted here since Foundation's dictionaries have no
  /// order), or the key itself when there are none.
  static func reference(_ bytes: [UInt8], prefix: String?) -> [String: [String]]? {
    guard let root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
      let strings = root["strings"] as? [String: Any]
    else { return nil }
    let language = root["sourceLanguage"] as? String ?? "en"
    func found(in object: [String: Any]?, depth: Int) -> [String] {
      guard let object else { return [] }
      var all = ((object["stringUnit"] as? [String: Any])?["value"] as? String).map { [$0] } ?? []
      guard depth < 8 else { return all }
      for kind in (object["variations"] as? [String: Any] ?? [:]).values {
        for variant in (kind as? [String: Any] ?? [:]).values {
          all += found(in: variant as? [String: Any], depth: depth + 1)
        }
      }
      for substitution in (object["substitutions"] as? [String: Any] ?? [:]).values {
        all += found(in: substitution as? [String: Any], depth: depth + 1)
      }
      return all
    }
    var values: [String: [String]] = [:]
    for key in strings.keys where prefix.map(key.hasPrefix) ?? true {
      let localizations = (strings[key] as? [String: Any])?["localizations"] as? [String: Any]
      let all = found(in: localizations?[language] as? [String: Any], depth: 0)
      values[key] = all.isEmpty ? [key] : all.sorted()
    }
    return values
  }

  static func streamed(_ bytes: [UInt8], prefix: String?) -> [String: [String]]? {
    StringCatalog.values(bytes, keys: prefix, path: "L.xcstrings").map { values in
      Dictionary(uniqueKeysWithValues: values.map { ($0.name, $0.items.map { $0.value ?? "" }.sorted()) })
    }
  }

  /// Apple's plural, device and substitution variations, nested as Xcode writes them: every
  /// form is copy the app ships, so every form is read.
  static let varied = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "inbox.count" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld message" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld messages" } }
                }
              }
            },
            "fr" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "value" : "%lld message" } } } } }
          }
        },
        "inbox.device" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "device" : {
                  "iphone" : { "stringUnit" : { "value" : "Tap to open" } },
                  "mac" : {
                    "variations" : {
                      "plural" : {
                        "one" : { "stringUnit" : { "value" : "Click the row" } },
                        "other" : { "stringUnit" : { "value" : "Click the rows" } }
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "inbox.summary" : {
          "localizations" : {
            "en" : {
              "stringUnit" : { "value" : "%#@unread@ in %#@folders@" },
              "substitutions" : {
                "unread" : {
                  "argNum" : 1, "formatSpecifier" : "lld",
                  "variations" : { "plural" : { "one" : { "stringUnit" : { "value" : "%arg unread" } },
                    "other" : { "stringUnit" : { "value" : "%arg unread" } } } }
                },
                "folders" : {
                  "argNum" : 2, "formatSpecifier" : "lld",
                  "variations" : { "plural" : { "other" : { "stringUnit" : { "value" : "%d folders, sorry" } } } }
                }
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  @Test func everyVariationAndSubstitutionIsRead() throws {
    let bytes = Array(Self.varied.utf8)
    let expected = try #require(Self.reference(bytes, prefix: nil))
    #expect(Self.streamed(bytes, prefix: nil) == expected)
    #expect(expected["inbox.count"] == ["%lld message", "%lld messages"])
    #expect(expected["inbox.device"] == ["Click the row", "Click the rows", "Tap to open"])
    #expect(expected["inbox.summary"]?.count == 4)
    // Written order: the value, then the variations, then the substitutions.
    let summary = try #require(StringCatalog.values(bytes, keys: "inbox.summary", path: "L.xcstrings")?.first)
    #expect(
      summary.items.map(\.value) == ["%#@unread@ in %#@folders@", "%arg unread", "%arg unread", "%d folders, sorry"])
  }

  /// A contract that forbids a word finds it in a substitution's plural form, which it never
  /// saw when only `stringUnit` was read.
  @Test func aContractJudgesTheFormsOfAPlural() throws {
    let contract = CopyContract(id: "calm", catalog: "L.xcstrings", keys: "inbox.", forbid: ["sorry"])
    let values = try contract.catalogCopy(Array(Self.varied.utf8), path: "L.xcstrings")
    let found = CopyEvaluation.violations(of: contract, values: values, site: RuleSite(suitePath: "S"))
    #expect(found.count == 1, "\(found)")
    #expect(found.first?.message.description.contains("inbox.summary") == true, "\(found)")
    #expect(found.first?.message.description.contains("%d folders, sorry") == true, "\(found)")
  }

  @Test(arguments: [nil, "mode.", "mode.d\u{e9}", "other", "nothing", ""])
  func readsWhatFoundationReads(prefix: String?) throws {
    let bytes = Array(Self.catalog.utf8)
    let expected = try #require(Self.reference(bytes, prefix: prefix))
    #expect(Self.streamed(bytes, prefix: prefix) == expected)
  }

  @Test func keysComeInOrderWhereTheyAreWritten() throws {
    let values = try #require(StringCatalog.values(Array(Self.catalog.utf8), keys: "mode.", path: "L.xcstrings"))
    #expect(values.map(\.name) == values.map(\.name).sorted())
    let classic = try #require(values.first { $0.name == "mode.classic" })
    #expect(classic.items.map(\.value) == ["Classique"])
    #expect(classic.position == SourcePosition(line: 4, column: 5))
    let defi = try #require(values.first { $0.name == "mode.d\u{e9}fi" })
    #expect(defi.items[0].value == "D\u{e9}fi \u{1F600}\n\t/")
    #expect(defi.position == SourcePosition(line: 12, column: 5))
  }

  @Test(arguments: [
    "", "[]", "{}", "{\"strings\": []}", "{\"strings\": {}} x", "{\"strings\": {,}}", "{\"strings\": {\"a\": 01}}",
    "{\"strings\": {\"a\": 1.}}", "{\"strings\": {\"a\": -}}", "{\"strings\": {\"a\": tru}}",
    "{\"strings\": {\"a\": \"\u{1}\"}}", "{\"strings\": {\"a\": \"\\x\"}}", "{\"strings\": {\"a\": \"\\u12\"}}",
    "{\"strings\": {\"a\": [1 2]}}", "{\"strings\": {\"a\" {}}}", "{\"strings\": {\"a\": {}}",
    "{\"strings\": {\"a\": [}]}}",
    "{\"strings\": {\"a\": {\"b\": 1,,}}}", "{\"strings\": {\"a\": [1,,]}}", "{\"strings\": {\"a\": 1e}}",
    "{\"strings\": {\"a\": \"unterminated}}",
  ])
  func refusesWhatIsNotACatalog(text: String) {
    let bytes = Array(text.utf8)
    #expect(Self.reference(bytes, prefix: nil) == nil)
    #expect(Self.streamed(bytes, prefix: nil) == nil)
  }

  /// Seeded damage, in ASCII (Foundation refuses invalid UTF-8 anywhere; the reader only
  /// decodes the strings it keeps): every damaged catalog reads the same both ways.
  @Test func damagedCatalogsReadAsFoundationReadsThem() {
    let clean = Array(Self.catalog.utf8)
    var generator = SplitMix(seed: 0x5EED)
    let alphabet = Array("{}[]\":,\\ \n0123456789-+.eEtrufalsn\u{7f}x".utf8)
    var refused = 0
    for round in 0..<3000 {
      var bytes = clean
      for _ in 0..<(1 + round % 3) {
        let place = Int(generator.next() % UInt64(bytes.count))
        switch generator.next() % 3 {
        case 0: bytes[place] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
        case 1: bytes.remove(at: place)
        default: bytes.insert(alphabet[Int(generator.next() % UInt64(alphabet.count))], at: place)
        }
      }
      let expected = Self.reference(bytes, prefix: "mode.")
      if expected == nil { refused += 1 }
      #expect(
        Self.streamed(bytes, prefix: "mode.") == expected, "round \(round): \(String(decoding: bytes, as: UTF8.self))")
    }
    // Both outcomes were exercised.
    #expect(refused > 300 && refused < 2900)
  }

  @Test func deepNestingIsNoCrash() {
    let depth = 200_000
    let text =
      "{\"strings\": {\"k\": {\"x\": " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
      + "}}}"
    #expect(Self.streamed(Array(text.utf8), prefix: nil) == ["k": ["k"]])
    #expect(Self.streamed(Array((text.dropLast(3)).utf8), prefix: nil) == nil)
    // Variations nested past what is read are stepped over, not followed down the stack.
    let level = "{\"stringUnit\": {\"value\": \"v\"}, \"variations\": {\"plural\": {\"other\": "
    let varied =
      "{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": {\"en\": "
      + String(repeating: level, count: 50_000) + "{}" + String(repeating: "}}}", count: 50_000) + "}}}}"
    let bytes = Array(varied.utf8)
    #expect(Self.streamed(bytes, prefix: nil) == ["k": Array(repeating: "v", count: 9)])
  }
}

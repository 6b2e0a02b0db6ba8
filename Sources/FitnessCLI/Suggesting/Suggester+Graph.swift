import RuleEngine
import SwiftScanner

/// What `suggest` reads from the module graph beyond a module's importers: the local
/// packages a team would keep apart, and the system frameworks no team fences.
extension Suggester {
  /// Apple frameworks for drawing, images, media formats and system plumbing: imported by a
  /// file or two wherever they are needed, never a boundary a team draws, so no draft.
  static let utilityFrameworks: Set<String> = [
    "Accelerate", "AudioToolbox", "CoreFoundation", "CoreGraphics", "CoreHaptics", "CoreImage", "CoreMedia",
    "CoreServices", "CoreText", "CoreTransferable", "CoreVideo", "ImageIO", "LinkPresentation", "Metal", "MetalKit",
    "MobileCoreServices", "OSLog", "ObjectiveC", "QuartzCore", "QuickLook", "SafariServices", "Symbols",
    "UniformTypeIdentifiers", "VideoToolbox", "simd", "DeveloperToolsSupport", "PhotosUI", "AVKit",
    // The language's and the platform's own: a regex builder or a watch face is no boundary.
    "RegexBuilder", "WatchKit", "ClockKit", "_Concurrency", "Synchronization",
  ]

  /// The nested local packages (`<folder>/<Package>/Package.swift`) whose modules no other
  /// local package imports (the app shell may) and that build on the shared ones (each
  /// imports a local module), by the folder that holds the packages: the top of the module
  /// graph (features, screens), which a team keeps independent of each other. A module that
  /// imports no local module is a base (models, networking), not a feature, however few
  /// import it. Two or more under one folder make a set. None of them imports another, by
  /// construction, so the draft starts with an empty fence.
  func packageSets() -> [(folder: String, homes: [(name: String, path: String)])] {
    let manifests = Set(paths.filter { $0.hasSuffix("/Package.swift") })
    var homes: [String: (path: String, folder: String)] = [:]
    var moduleOf: [String: String] = [:]
    for path in swift.keys.sorted() where ShippingCode.ships(path) {
      let parts = path.split(separator: "/").map(String.init)
      guard let sources = parts.firstIndex(of: "Sources"), sources >= 2, sources + 2 < parts.count else { continue }
      let package = parts[..<sources].joined(separator: "/")
      guard manifests.contains(package + "/Package.swift") else { continue }
      let module = parts[sources + 1]
      moduleOf[path] = module
      if homes[module] == nil {
        homes[module] = (package + "/Sources/" + module, parts[..<(sources - 1)].joined(separator: "/"))
      }
    }
    // Imported by another local package: the app shell above them all imports every
    // feature, and does not make one a dependency of another.
    var imported = Set<String>()
    var buildsOnShared = Set<String>()
    for (path, source) in swift {
      guard let own = moduleOf[path] else { continue }
      for declaration in source.imports where homes[declaration.module] != nil && declaration.module != own {
        imported.insert(declaration.module)
        buildsOnShared.insert(own)
      }
    }
    var sets: [String: [(name: String, path: String)]] = [:]
    for (module, home) in homes
    where !imported.contains(module) && buildsOnShared.contains(module) && !home.folder.isEmpty {
      sets[home.folder, default: []].append((module, home.path))
    }
    return sets.filter { $0.value.count >= 2 }.sorted { $0.key < $1.key }
      .map { ($0.key, $0.value.sorted { $0.name < $1.name }) }
  }

  /// How a team would rank a module as a fence, lowest first: the code's own modules and
  /// third-party ones, then Apple's frameworks that hold data or reach out (CloudKit,
  /// StoreKit, HealthKit, …).
  func fenceRank(_ module: String, local: Set<String>) -> Int {
    !local.contains(module) && Self.appleFrameworks.contains(module) ? 1 : 0
  }

  /// Apple frameworks a team does fence: what holds the user's data or reaches outside.
  static let appleFrameworks: Set<String> = [
    "AVFoundation", "AuthenticationServices", "CloudKit", "Contacts", "CoreBluetooth", "CoreData", "CoreLocation",
    "CoreML", "CoreMotion", "CoreNFC", "CoreSpotlight", "CryptoKit", "EventKit", "GameKit", "HealthKit",
    "LocalAuthentication", "MapKit", "MessageUI", "Network", "Photos", "Security", "StoreKit", "SwiftData",
    "UserNotifications", "WatchConnectivity", "WebKit", "WidgetKit", "ActivityKit", "AppIntents", "BackgroundTasks",
  ]
}

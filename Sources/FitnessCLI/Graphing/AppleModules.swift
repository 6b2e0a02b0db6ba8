/// The modules Apple's SDKs and the Swift toolchain provide: every app imports a few of
/// them, so the graph leaves them out unless a rule names one (`--all-modules` shows them).
enum AppleModules {
  static let names: Set<String> =
    [
      "Foundation", "FoundationEssentials", "FoundationNetworking", "SwiftUI", "UIKit", "AppKit", "Combine",
      "Observation", "os", "Darwin", "Glibc", "Dispatch", "XCTest", "Testing", "Swift", "SwiftData", "CoreData",
      "Charts", "TipKit", "StoreKit", "Cocoa", "CryptoKit", "Network", "Security", "SystemConfiguration",
      "UserNotifications", "BackgroundTasks", "CoreLocation", "MapKit", "AVFoundation", "Photos", "WebKit",
      "CloudKit", "GameKit", "HealthKit", "WidgetKit", "ActivityKit", "AppIntents", "Intents", "IntentsUI",
      "NaturalLanguage", "Vision", "VisionKit", "Speech", "SoundAnalysis", "SwiftUICore", "Accessibility",
      "GroupActivities", "MessageUI", "Messages", "MultipeerConnectivity", "NetworkExtension", "PassKit", "PDFKit",
      "PencilKit", "RealityKit", "ARKit", "SceneKit", "SpriteKit", "StoreKitTest", "Social", "Contacts",
      "ContactsUI", "EventKit", "EventKitUI", "LocalAuthentication", "AuthenticationServices", "CoreBluetooth",
      "CoreML", "CoreMotion", "CoreNFC", "CoreSpotlight", "WatchConnectivity", "CallKit", "PushKit", "OSLog",
    ]
    .reduce(into: Suggester.utilityFrameworks.union(Suggester.appleFrameworks)) { $0.insert($1) }
}

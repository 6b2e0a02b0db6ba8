/// A Tuist `Project.swift` of a shop: an app, two frameworks (one renamed by its
/// `productName`) and a test target, with each kind of dependency Tuist writes.
public enum TuistFixture {
  public static let project = """
    import ProjectDescription

    let project = Project(
      name: "Shop",
      targets: [
        .target(
          name: "Shop",
          destinations: .iOS,
          product: .app,
          bundleId: "io.shop.app",
          sources: ["App/Sources/**"],
          dependencies: [
            .target(name: "Checkout"),
            .external(name: "Alamofire"),
            .project(target: "Widgets", path: "../Widgets"),
            .sdk(name: "StoreKit", type: .framework),
          ]
        ),
        .target(
          name: "Checkout",
          destinations: .iOS,
          product: .staticFramework,
          bundleId: "io.shop.checkout",
          sources: ["Features/Checkout/Sources/**/*.swift"],
          dependencies: [.target(name: "Domain")]
        ),
        Target.target(
          name: "Domain",
          destinations: .iOS,
          product: .framework,
          productName: "DomainKit",
          bundleId: "io.shop.domain",
          sources: .paths(["Domain/Sources/**"])
        ),
        // .target(name: "Retired", destinations: .iOS, product: .framework, bundleId: "x"),
        .target(
          name: "ShopTests",
          destinations: .iOS,
          product: .unitTests,
          bundleId: "io.shop.tests",
          sources: ["App/Tests/**"],
          dependencies: [.target(name: "Shop")]
        ),
      ]
    )

    """
}

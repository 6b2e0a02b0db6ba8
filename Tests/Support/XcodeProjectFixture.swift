/// An Xcode project file written by hand in the format Xcode writes (`project.pbxproj`),
/// for the tests of the rules that read a project's targets: an app with a classic sources
/// phase, two frameworks on synchronized folders, a static library whose build settings name
/// its module `DomainKit`, a unit-test bundle, and a dependency on another project's target;
/// Checkout's folder leaves `Legacy/Old.swift` out and gives `Shared/Money.swift` to Profile.
/// It lies at `Shop/Shop.xcodeproj/project.pbxproj`.
public enum XcodeProjectFixture {
  public static let path = "Shop/Shop.xcodeproj/project.pbxproj"

  public static let project = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 77;
    \tobjects = {

    /* Begin PBXBuildFile section */
    \t\tB001 /* AppMain.swift in Sources */ = {isa = PBXBuildFile; fileRef = F001 /* AppMain.swift */; };
    \t\tB002 /* Order.swift in Sources */ = {isa = PBXBuildFile; fileRef = F002 /* Order.swift */; };
    /* End PBXBuildFile section */

    /* Begin PBXFileReference section */
    \t\tF001 /* AppMain.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppMain.swift; sourceTree = "<group>"; };
    \t\tF002 /* Order.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Order.swift; sourceTree = "<group>"; };
    \t\tF003 /* Shop.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; path = Shop.app; sourceTree = BUILT_PRODUCTS_DIR; };
    /* End PBXFileReference section */

    /* Begin PBXFileSystemSynchronizedRootGroup section */
    \t\tS001 /* Checkout */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E001, E002, ); path = Features/Checkout; sourceTree = "<group>"; };
    \t\tS002 /* Profile */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Features/Profile; sourceTree = "<group>"; };
    \t\tS003 /* ShopTests */ = {isa = PBXFileSystemSynchronizedRootGroup; path = ShopTests; sourceTree = "<group>"; };
    /* End PBXFileSystemSynchronizedRootGroup section */

    /* Begin PBXGroup section */
    \t\tG000 = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tG001 /* App */,
    \t\t\t\tG002 /* Domain */,
    \t\t\t\tS001 /* Checkout */,
    \t\t\t\tS002 /* Profile */,
    \t\t\t\tS003 /* ShopTests */,
    \t\t\t);
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tG001 /* App */ = {isa = PBXGroup; children = (F001 /* AppMain.swift */, ); path = App; sourceTree = "<group>"; };
    \t\tG002 /* Domain */ = {isa = PBXGroup; children = (F002 /* Order.swift */, ); path = "Domain Sources"; sourceTree = "<group>"; };
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    \t\tT001 /* Shop */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildConfigurationList = L001;
    \t\t\tbuildPhases = (P001 /* Sources */, );
    \t\t\tdependencies = (
    \t\t\t\tD001 /* PBXTargetDependency */,
    \t\t\t\tD002 /* PBXTargetDependency */,
    \t\t\t\tD005 /* PBXTargetDependency */,
    \t\t\t);
    \t\t\tname = Shop;
    \t\t\tproductReference = F003 /* Shop.app */;
    \t\t\tproductType = "com.apple.product-type.application";
    \t\t};
    \t\tT002 /* Checkout */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildPhases = ();
    \t\t\tdependencies = (
    \t\t\t\tD003 /* PBXTargetDependency */,
    \t\t\t);
    \t\t\tfileSystemSynchronizedGroups = (S001 /* Checkout */, );
    \t\t\tname = Checkout;
    \t\t\tproductType = "com.apple.product-type.framework";
    \t\t};
    \t\tT003 /* Profile */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildPhases = ();
    \t\t\tdependencies = (
    \t\t\t\tD004 /* PBXTargetDependency */,
    \t\t\t);
    \t\t\tfileSystemSynchronizedGroups = (S002 /* Profile */, );
    \t\t\tname = Profile;
    \t\t\tproductType = "com.apple.product-type.framework";
    \t\t};
    \t\tT004 /* Domain */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildConfigurationList = L004;
    \t\t\tbuildPhases = (P004 /* Sources */, );
    \t\t\tdependencies = ();
    \t\t\tname = Domain;
    \t\t\tproductType = "com.apple.product-type.library.static";
    \t\t};
    \t\tT005 /* ShopTests */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildPhases = ();
    \t\t\tdependencies = (
    \t\t\t\tD006 /* PBXTargetDependency */,
    \t\t\t);
    \t\t\tfileSystemSynchronizedGroups = (S003 /* ShopTests */, );
    \t\t\tname = ShopTests;
    \t\t\tproductType = "com.apple.product-type.bundle.unit-test";
    \t\t};
    /* End PBXNativeTarget section */

    /* Begin PBXProject section */
    \t\tR001 /* Project object */ = {
    \t\t\tisa = PBXProject;
    \t\t\tmainGroup = G000;
    \t\t\ttargets = (T001, T002, T003, T004, T005, );
    \t\t};
    /* End PBXProject section */

    /* Begin PBXSourcesBuildPhase section */
    \t\tP001 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B001 /* AppMain.swift in Sources */, ); };
    \t\tP004 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B002 /* Order.swift in Sources */, ); };
    /* End PBXSourcesBuildPhase section */

    /* Begin PBXTargetDependency section */
    \t\tD001 /* PBXTargetDependency */ = {isa = PBXTargetDependency; target = T002 /* Checkout */; targetProxy = X001; };
    \t\tD002 /* PBXTargetDependency */ = {isa = PBXTargetDependency; target = T003 /* Profile */; targetProxy = X002; };
    \t\tD003 /* PBXTargetDependency */ = {isa = PBXTargetDependency; target = T004 /* Domain */; targetProxy = X003; };
    \t\tD004 /* PBXTargetDependency */ = {isa = PBXTargetDependency; target = T004 /* Domain */; targetProxy = X004; };
    \t\tD005 /* PBXTargetDependency */ = {isa = PBXTargetDependency; name = Widgets; targetProxy = X005; };
    \t\tD006 /* PBXTargetDependency */ = {isa = PBXTargetDependency; target = T001 /* Shop */; targetProxy = X006; };
    /* End PBXTargetDependency section */

    /* Begin PBXContainerItemProxy section */
    \t\tX005 = {isa = PBXContainerItemProxy; containerPortal = F009; proxyType = 1; remoteGlobalIDString = W001; remoteInfo = Widgets; };
    /* End PBXContainerItemProxy section */

    /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
    \t\tE001 /* Exceptions for "Checkout" folder in "Checkout" target */ = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Legacy/Old.swift, Shared/Money.swift, ); target = T002 /* Checkout */; };
    \t\tE002 /* Exceptions for "Checkout" folder in "Profile" target */ = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Shared/Money.swift, ); target = T003 /* Profile */; };
    /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

    /* Begin XCBuildConfiguration section */
    \t\tC001 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
    \t\tC004 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = DomainKit; PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
    /* End XCBuildConfiguration section */

    /* Begin XCConfigurationList section */
    \t\tL001 = {isa = XCConfigurationList; buildConfigurations = (C001 /* Debug */, ); };
    \t\tL004 = {isa = XCConfigurationList; buildConfigurations = (C004 /* Debug */, ); };
    /* End XCConfigurationList section */
    \t};
    \trootObject = R001 /* Project object */;
    }

    """
}

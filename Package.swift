// swift-tools-version: 6.0
import PackageDescription

// The one-way rule of DESIGN.md is enforced here: EaselLayout and EaselGraphics depend on nothing of ours,
// EaselViews builds on both, and the umbrella `Easel` re-exports the public API.
let package = Package(
    name: "Easel",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Easel", targets: ["Easel"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "EaselTesting", targets: ["EaselTesting"]),
    ],
    targets: [
        .target(name: "EaselLayout"),
        .target(name: "EaselGraphics"),
        .target(name: "EaselViews", dependencies: ["EaselLayout", "EaselGraphics"]),
        .target(name: "Easel", dependencies: ["EaselLayout", "EaselGraphics", "EaselViews"]),
        // On Linux `import SwiftUI` resolves to this re-export, so SwiftUI code compiles unchanged.
        .target(name: "SwiftUI", dependencies: ["Easel"]),
        .target(name: "EaselTesting", dependencies: ["Easel"]),
        .testTarget(name: "EaselLayoutTests", dependencies: ["EaselLayout"]),
        .testTarget(name: "EaselViewsTests", dependencies: ["Easel", "EaselTesting"]),
    ],
    swiftLanguageModes: [.v6]
)

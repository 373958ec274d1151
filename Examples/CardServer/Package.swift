// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A small server that renders a SwiftUI card per request, on Hummingbird 2 (a well-kept Swift HTTP server on
// SwiftNIO). A package of its own, so the main build and CI never compile it; `scripts/card-server-load.sh`
// builds it, starts it and loads it with wrk.
//
// Easel is two folders up, and SwiftPM names a package found by path after its folder: the name is read from
// the path, so this builds from a checkout of any name.
let easel = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
    name: "CardServer",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        .executableTarget(
            name: "CardServer",
            dependencies: [
                .product(name: "Easel", package: easel),
                .product(name: "Hummingbird", package: "hummingbird"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

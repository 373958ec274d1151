// swift-tools-version: 6.1
import Foundation
import PackageDescription

// Easel is this folder's parent, and SwiftPM names a package found by path after its folder: a checkout
// called `easel` is the package `easel`, one called `main` is `main`. The name is read from the path, so
// the benchmarks build from a checkout of any name.
let easel = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent.lowercased()

// Easel's benchmarks: a separate package, so the main build and CI never compile or run them.
// Run with `make bench` (or `swift package benchmark` in this folder).
let package = Package(
    name: "EaselBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(name: "Scenarios", dependencies: [.product(name: "Easel", package: easel)], path: "Sources/Scenarios"),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                "Scenarios",
                .product(name: "Easel", package: easel),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .target(name: "CAllocated", path: "Sources/CAllocated"),
        // HarfBuzz, libdeflate and zlib called directly, to time Easel against them in one process.
        .target(
            name: "CPeers", path: "Sources/CPeers",
            linkerSettings: [.linkedLibrary("harfbuzz"), .linkedLibrary("deflate"), .linkedLibrary("z")]),
        .executableTarget(
            name: "BenchRunner",
            dependencies: [
                "Scenarios", "CAllocated", "CPeers", .product(name: "Easel", package: easel),
                .product(name: "EaselGallery", package: easel),
            ],
            path: "Sources/BenchRunner"
        ),
        .executableTarget(
            name: "LayoutProfile",
            dependencies: ["Scenarios", "CAllocated", .product(name: "Easel", package: easel)],
            path: "Sources/LayoutProfile"
        ),
    ]
)

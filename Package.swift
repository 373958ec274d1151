// swift-tools-version: 6.0
import PackageDescription

// The one-way rule of docs/Architecture.md is enforced here: EaselLayout and EaselGraphics depend on nothing of
// ours but the shared geometry of EaselGeometry, EaselText builds on both, EaselViews on all three, and the
// umbrella `Easel` re-exports the public API.
let package = Package(
    name: "Easel",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Easel", targets: ["Easel"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "EaselTesting", targets: ["EaselTesting"]),
        // The seed tutorials' scenes, for the benchmarks package.
        .library(name: "EaselGallery", targets: ["EaselGallery"]),
        .executable(name: "easel", targets: ["easel"]),
        // What `easel render` links a user's previews against: Easel as one shared library, so a file
        // compiles in seconds against the modules this package already built.
        .library(name: "EaselPreviewRuntime", type: .dynamic, targets: ["SwiftUI", "Combine", "EaselTools"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // ObservableObject and @Published on Linux, where Apple's Combine does not exist.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `make docs`: builds the DocC catalog into a static site (a command plugin; nothing links it).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // `easel preview`: the HTTP and WebSocket server of live previews (docs/Decisions.md says why SwiftNIO
        // itself rather than a framework on top of it).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        // The affine transform that layout (extents), drawing and hit testing share: Core Graphics' own on
        // Apple platforms, Easel's declaration of it on Linux.
        .target(name: "EaselGeometry"),
        .target(name: "EaselLayout", dependencies: ["EaselGeometry"]),
        // Set operations on paths (union, intersection, …): GEOS's overlay of polygons. Only its header is
        // used at build time; the library is opened when the first operation runs (GEOSLibrary.swift).
        .systemLibrary(name: "CGEOS", providers: [.apt(["libgeos-dev"])]),
        .target(name: "EaselGraphics", dependencies: ["EaselGeometry", "CGEOS"]),
        // Text: fonts, Dynamic Type, shaping (HarfBuzz), fallback (fontconfig), line breaking (libunibreak),
        // bidirectional levels (FriBidi).
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CUnibreak", pkgConfig: "libunibreak", providers: [.apt(["libunibreak-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        .target(
            name: "EaselText",
            dependencies: ["EaselLayout", "EaselGraphics", "CHarfBuzz", "CFontconfig", "CUnibreak", "CFriBidi"]),
        .target(
            name: "EaselViews",
            dependencies: ["EaselLayout", "EaselText", "EaselGraphics", .product(name: "OpenCombine", package: "OpenCombine")]),
        // Rendering: Cairo (with its FreeType font backend) draws display lists; zlib compresses PNGs;
        // TurboJPEG decodes JPEG images (Cairo decodes PNGs itself).
        .systemLibrary(name: "CCairo", pkgConfig: "cairo-ft", providers: [.apt(["libcairo2-dev", "libfreetype-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        // libdeflate: decompressing PNG image data, about twice as fast as zlib's inflate (docs/Decisions.md).
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .target(name: "EaselRender", dependencies: ["EaselGraphics", "EaselText", "CCairo", "CZlib", "CTurboJPEG", "CDeflate"]),
        .target(
            name: "Easel", dependencies: ["EaselLayout", "EaselGraphics", "EaselText", "EaselViews", "EaselRender"]),
        // On Linux `import SwiftUI` resolves to this re-export, so SwiftUI code compiles unchanged.
        .target(name: "SwiftUI", dependencies: ["Easel"]),
        // On Linux `import Combine` resolves to OpenCombine, so view models written for Apple platforms compile.
        .target(name: "Combine", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]),
        // Rendering scenes and previews for the command line: variants, output files, the layout narration, and
        // recording animations (EaselRender's animated PNG writer, ffmpeg for MP4).
        .target(name: "EaselTools", dependencies: ["Easel", "EaselRender"]),
        // The seeds' scenes with sample data and the project's own artwork, and the gallery page.
        .target(name: "EaselGallery", dependencies: ["Easel", "EaselTools", "Combine"], resources: [.copy("Artwork")]),
        .executableTarget(
            name: "easel",
            dependencies: [
                "Easel", "EaselTools", "EaselGallery",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ]),
        .target(
            name: "EaselTesting",
            dependencies: ["Easel", "EaselRender", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        .testTarget(name: "EaselLayoutTests", dependencies: ["EaselLayout"]),
        .testTarget(name: "EaselTextTests", dependencies: ["EaselText"]),
        .testTarget(name: "EaselViewsTests", dependencies: ["Easel", "EaselTesting"]),
        .testTarget(
            name: "EaselRenderTests",
            dependencies: [
                "Easel", "EaselRender", "EaselTesting", "EaselTools", "EaselGallery",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)

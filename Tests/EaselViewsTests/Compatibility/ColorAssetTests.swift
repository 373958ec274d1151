import EaselGraphics
import EaselLayout
import EaselViews
import Foundation
import SwiftUI
import Testing

// Color("name") from asset catalogs (Xcode's layout: Assets.xcassets/…/name.colorset/Contents.json). Expected values
// are worked from the file's numbers and the published conversions, never taken from running Easel:
// - components: "0.5" is 0.5, "128" is 128/255, "0x80" is 128/255; alpha is 0…1;
// - Display P3 → sRGB: decode with sRGB's curve, multiply by CSS Color 4's linear-P3→XYZ then XYZ→linear-sRGB
//   matrices (together ≈ [[1.2249, -0.2249, 0], [-0.0421, 1.0421, 0], [-0.0196, -0.0786, 1.0983]]), encode, clamp;
// - a missing or unreadable color draws magenta (255, 0, 255) with a diagnostic (docs/Decisions.md).

/// A folder holding `Assets.xcassets`, made for one test.
private struct ColorCatalog {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-colors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
    }

    var catalog: URL { folder.appendingPathComponent("Assets.xcassets") }

    /// Deletes the folder, when its test is done with it.
    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Writes `Assets.xcassets/<path>.colorset/Contents.json`.
    func colorSet(_ path: String, _ json: String) throws {
        try write(path + ".colorset/Contents.json", json)
    }

    /// Writes a file inside the catalog.
    func write(_ path: String, _ text: String) throws {
        let file = catalog.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    func find(_ name: String) -> Result<ColorAssetSet, ColorAssetProblem> {
        ColorAssets.find(name, bundlePath: nil, directory: folder)
    }

    func set(_ name: String) -> ColorAssetSet? {
        if case .success(let set) = find(name) { return set }
        return nil
    }

    func environment(_ scheme: ColorScheme = .light) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.imageDirectory = folder
        environment.colorScheme = scheme
        return environment
    }
}

/// One entry of a color set's "colors", as Xcode writes it.
private func entry(_ components: String, space: String = "srgb", appearance: String? = nil, idiom: String = "universal") -> String {
    let appearances = appearance.map { #", "appearances": [{"appearance": "luminosity", "value": "\#($0)"}]"# } ?? ""
    return #"{"idiom": "\#(idiom)"\#(appearances), "color": {"color-space": "\#(space)", "components": {\#(components)}}}"#
}

/// A color set's Contents.json.
private func contents(_ entries: String...) -> String {
    #"{"colors": [\#(entries.joined(separator: ", "))], "info": {"author": "xcode", "version": 1}}"#
}

private func rgb(_ red: String, _ green: String, _ blue: String, alpha: String = "1.000") -> String {
    #""red": "\#(red)", "green": "\#(green)", "blue": "\#(blue)", "alpha": "\#(alpha)""#
}

/// Whether the components are within `tolerance` of the expected ones.
private func isClose(_ actual: RGBA?, _ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1, tolerance: Double = 5e-4) -> Bool {
    guard let actual else { return false }
    return abs(actual.red - red) <= tolerance && abs(actual.green - green) <= tolerance
        && abs(actual.blue - blue) <= tolerance && abs(actual.opacity - opacity) <= tolerance
}

/// The colors of the plain fills a host draws, in order.
private func fillColors(_ host: ViewHost) -> [RGBA] { fills(in: host.displayList(scale: 1)) }

@Suite("Color assets: Color(\"name\") from asset catalogs")
struct ColorAssetTests {
    @Test("sRGB components: a decimal is 0…1, a whole number 0…255, 0x.. a hexadecimal byte")
    func componentSpellings() throws {
        let catalog = try ColorCatalog()
        defer { catalog.remove() }
        try catalog.colorSet("spelled", contents(entry(rgb("0.5", "128", "0x80", alpha: "0.250"))))
        let set = try #require(catalog.set("spelled"))
        #expect(isClose(set.light, 0.5, 128.0 / 255, 128.0 / 255, 0.25, tolerance: 1e-12))
        // No dark appearance: dark mode draws the same color.
        #expect(set.dark == set.light)
    }

    @Test("Display P3 components are converted to sRGB and clamped to its gamut")
    func displayP3() throws {
        let catalog = try ColorCatalog()
        defer { catalog.remove() }
        // P3 red is ≈ (1.093, -0.227, -0.150) in extended sRGB, outside the gamut: clamped to (1, 0, 0).
        // (0.8, 0.6, 0.4): linear (0.6038, 0.3185, 0.1329) → linear sRGB (0.6680, 0.3065, 0.1090) → sRGB
        // (0.8367, 0.5896, 0.3640). Each row of the matrix sums to 1: a gray stays the same gray.
        // (A catalog is read once per process: every set is written before the first look-up.)
        try catalog.colorSet("p3red", contents(entry(rgb("1.000", "0.000", "0.000"), space: "display-p3")))
        try catalog.colorSet("p3tan", contents(entry(rgb("0.800", "0.600", "0.400"), space: "display-p3")))
        try catalog.colorSet("p3gray", contents(entry(rgb("0.500", "0.500", "0.500"), space: "display-p3")))
        #expect(isClose(catalog.set("p3red")?.light, 1, 0, 0))
        #expect(isClose(catalog.set("p3tan")?.light, 0.8367, 0.5896, 0.3640))
        #expect(isClose(catalog.set("p3gray")?.light, 0.5, 0.5, 0.5))
    }

    @Test("Color(.displayP3, …) and Color(.sRGBLinear, …) convert as a P3 or linear color set does")
    func colorInitializerSpaces() {
        // The same numbers as the color sets above: P3 (0.8, 0.6, 0.4) → sRGB (0.8367, 0.5896, 0.3640); linear
        // (0.2, 0.5, 1) → sRGB (0.4845, 0.7354, 1); a linear gray of 0.5 → 0.7354.
        #expect(isClose(Color(.displayP3, red: 0.8, green: 0.6, blue: 0.4).resolved(dark: false), 0.8367, 0.5896, 0.3640))
        #expect(isClose(Color(.sRGBLinear, red: 0.2, green: 0.5, blue: 1).resolved(dark: false), 0.4845, 0.7354, 1))
        #expect(isClose(Color(.sRGBLinear, white: 0.5).resolved(dark: false), 0.7354, 0.7354, 0.7354))
        #expect(isClose(Color(.displayP3, white: 0.5).resolved(dark: false), 0.5, 0.5, 0.5))
    }

    @Test("Linear sRGB is encoded with sRGB's curve; Gray Gamma 2.2 becomes an sRGB gray")
    func otherSpaces() throws {
        let catalog = try ColorCatalog()
        defer { catalog.remove() }
        // 1.055 · 0.2^(1/2.4) − 0.055 = 0.4845; 1.055 · 0.5^(1/2.4) − 0.055 = 0.7354.
        // 0.5^2.2 = 0.2176 linear → 0.5039 in sRGB. Extended sRGB values beyond 0…1 are clamped.
        try catalog.colorSet("linear", contents(entry(rgb("0.200", "0.500", "1.000"), space: "extended-linear-srgb")))
        try catalog.colorSet("graygamma", contents(entry(#""white": "0.500", "alpha": "1.000""#, space: "gray-gamma-22")))
        try catalog.colorSet("extended", contents(entry(rgb("1.200", "-0.100", "0.500"), space: "extended-srgb")))
        #expect(isClose(catalog.set("linear")?.light, 0.4845, 0.7354, 1))
        #expect(isClose(catalog.set("graygamma")?.light, 0.5039, 0.5039, 0.5039))
        #expect(isClose(catalog.set("extended")?.light, 1, 0, 0.5))
    }

    @Test("A dark appearance is used in dark mode, the universal entry in light mode")
    func lightAndDark() throws {
        let catalog = try ColorCatalog()
        defer { catalog.remove() }
        try catalog.colorSet("brand", contents(
            entry(rgb("1.000", "0.000", "0.000")),
            entry(rgb("0.000", "0.000", "1.000"), appearance: "dark")))
        #expect(isClose(catalog.set("brand")?.light, 1, 0, 0))
        #expect(isClose(catalog.set("brand")?.dark, 0, 0, 1))
        // Resolved in a view's environment: the environment's image folder is searched, and the scheme chosen.
        let light = _ViewInputs(environment: catalog.environment(.light), context: LayoutContext())
        let dark = _ViewInputs(environment: catalog.environment(.dark), context: LayoutContext())
        #expect(light.resolve(color: Color("brand")) == RGBA(255, 0, 0))
        #expect(dark.resolve(color: Color("brand")) == RGBA(0, 0, 255))
        #expect(dark.resolve(color: Color("brand").opacity(0.5)) == RGBA(0, 0, 255, 0.5))
        #expect(light.context.diagnostics.isEmpty && dark.context.diagnostics.isEmpty)
    }

    @Test("A named color drawn by a host switches with the color scheme")
    func hostDrawsBothSchemes() throws {
        let catalog = try ColorCatalog()
        defer { catalog.remove() }
        try catalog.colorSet("accent", contents(
            entry(rgb("0.000", "1.000", "0.000"), appearance: "light"),
            entry(rgb("1.000", "1.000", "0.000"), appearance: "dark")))
        // `Color("accent", bundle:)` names the bundle's resource folder; here the folder is named directly.
        let accent = Color(storage: .asset(ColorAssetReference(name: "accent", bundlePath: catalog.folder.path)))
        let view = accent.frame(width: 10, height: 10)
        var environment = EnvironmentValues()
        #expect(fillColors(ViewHost(view, environment: environment)).contains(RGBA(0, 255, 0)))
        environment.colorScheme = .dark
        #expect(fillColors(ViewHost(view, environment: environment)).contains(RGBA(255, 255, 0)))
    }

    @Test("Color(name) records its name and bundle, and compares by them")
    func reference() {
        #expect(Color("brand").storage == .asset(ColorAssetReference(name: "brand", bundlePath: nil)))
        #expect(Color("brand") == Color("brand"))
        #expect(Color("brand") != Color("other"))
    }

    @Test("A missing color draws magenta and records a diagnostic naming it")
    func missing() throws {
        let catalog = try ColorCatalog()
        defer { catalog.remove() }
        let inputs = _ViewInputs(environment: catalog.environment(), context: LayoutContext())
        #expect(inputs.resolve(color: Color("nowhere-to-be-found")) == RGBA(255, 0, 255))
        #expect(inputs.context.diagnostics.contains { $0.message.contains("no color named \"nowhere-to-be-found\"") })
        // Without an environment (gradients, shadows), the same placeholder.
        #expect(Color("nowhere-to-be-found").resolved(dark: false) == ColorAssets.placeholder)
        // An empty name says so.
        guard case .failure(let problem) = catalog.find("") else { Issue.record("an empty name was found"); return }
        #expect(problem.message.contains("empty name"))
    }

    @Test("A malformed Contents.json draws magenta and says what is wrong with it")
    func malformed() throws {
        let catalog = try ColorCatalog()
        defer { catalog.remove() }
        try catalog.colorSet("broken", "{ this is not JSON")
        try catalog.colorSet("empty", #"{"info": {"author": "xcode", "version": 1}}"#)
        try catalog.colorSet("words", contents(entry(rgb("red", "0", "0"))))
        try catalog.colorSet("unknownSpace", contents(entry(rgb("1", "0", "0"), space: "cmyk")))
        func reason(_ name: String) -> String {
            guard case .failure(let problem) = catalog.find(name) else { return "found" }
            return problem.message
        }
        #expect(reason("broken").contains("is not valid JSON"))
        #expect(reason("empty").contains("has no \"colors\""))
        #expect(reason("words").contains("gives red as \"red\", which is not a number"))
        #expect(reason("unknownSpace").contains("\"cmyk\""))
        let inputs = _ViewInputs(environment: catalog.environment(), context: LayoutContext())
        #expect(inputs.resolve(color: Color("broken")) == ColorAssets.placeholder)
        #expect(inputs.context.diagnostics.contains { $0.message.contains("broken.colorset") })
    }

    @Test("Color sets are found in groups; a group that provides a namespace prefixes its sets' names")
    func groups() throws {
        let catalog = try ColorCatalog()
        defer { catalog.remove() }
        try catalog.colorSet("Plain/inGroup", contents(entry(rgb("0.000", "0.000", "0.000"))))
        try catalog.write("Brand/Contents.json", #"{"info": {"author": "xcode", "version": 1}, "properties": {"provides-namespace": true}}"#)
        try catalog.colorSet("Brand/primary", contents(entry(rgb("1.000", "1.000", "1.000"))))
        #expect(catalog.set("inGroup") != nil)
        #expect(catalog.set("Brand/primary") != nil)
        #expect(catalog.set("primary") == nil)
    }

    @Test("Entries for other devices and high contrast are left out; an iPhone entry wins over a universal one")
    func entrySelection() throws {
        let catalog = try ColorCatalog()
        defer { catalog.remove() }
        let highContrast = #"{"idiom": "universal", "appearances": [{"appearance": "contrast", "value": "high"}], "#
            + #""color": {"color-space": "srgb", "components": {"red": "0.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}}"#
        try catalog.colorSet("picked", contents(
            entry(rgb("1.000", "0.000", "0.000"), idiom: "mac"),
            entry(rgb("0.000", "1.000", "0.000")),
            entry(rgb("0.000", "0.000", "1.000"), idiom: "iphone"),
            highContrast))
        #expect(isClose(catalog.set("picked")?.light, 0, 0, 1))
    }

    @Test("A color set may refer to a system color, which keeps its light and dark values, or to a fixed UIKit color")
    func systemReference() throws {
        let catalog = try ColorCatalog()
        defer { catalog.remove() }
        try catalog.colorSet("tint", #"{"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "systemBlueColor"}}]}"#)
        // Xcode's fixed colors are UIKit's: "redColor" is (1, 0, 0) and "darkGrayColor" a third, in both modes.
        try catalog.colorSet("fixedRed", #"{"colors": [{"idiom": "universal", "color": {"reference": "redColor"}}]}"#)
        try catalog.colorSet("fixedGray", #"{"colors": [{"idiom": "universal", "color": {"reference": "darkGrayColor"}}]}"#)
        // iOS's system blue: (0, 122, 255) light, (10, 132, 255) dark.
        #expect(catalog.set("tint") == ColorAssetSet(light: RGBA(0, 122, 255), dark: RGBA(10, 132, 255)))
        #expect(catalog.set("fixedRed") == ColorAssetSet(light: RGBA(255, 0, 0), dark: RGBA(255, 0, 0)))
        #expect(isClose(catalog.set("fixedGray")?.dark, 1.0 / 3, 1.0 / 3, 1.0 / 3))
    }

    @Test("Lookups from many threads at once agree")
    func concurrentLookups() async throws {
        let catalog = try ColorCatalog()
        defer { catalog.remove() }
        try catalog.colorSet("shared", contents(entry(rgb("0.250", "0.500", "0.750"))))
        let folder = catalog.folder
        let results = await withTaskGroup(of: ColorAssetSet?.self) { group in
            for _ in 0..<16 {
                group.addTask {
                    if case .success(let set) = ColorAssets.find("shared", bundlePath: nil, directory: folder) { return set }
                    return nil
                }
            }
            var all: [ColorAssetSet?] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 16)
        #expect(results.allSatisfy { isClose($0?.light, 0.25, 0.5, 0.75, tolerance: 1e-12) })
    }
}

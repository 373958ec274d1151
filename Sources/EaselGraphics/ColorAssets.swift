import Foundation
import Synchronization

extension Color {
    /// Creates a color from an asset catalog: the color set `name.colorset` in an `*.xcassets` folder (at any depth
    /// of its groups) in the bundle's resources, the environment's image folder, or the current directory. It
    /// takes its light and dark values from the catalog as the color scheme changes. A name no catalog has draws
    /// magenta, with a diagnostic (docs/Decisions.md).
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(storage: .asset(ColorAssetReference(name: name, bundlePath: bundle?.resourcePath ?? bundle?.bundlePath)))
    }
}

/// A color named in an asset catalog, found when it is drawn: views look in their environment's image folder too
/// and report what went wrong (`_ViewInputs.resolve(color:)`); without an environment the other folders are used.
package struct ColorAssetReference: Hashable, Sendable {
    package var name: String
    /// The resource folder of the bundle the color was asked from.
    package var bundlePath: String?

    package init(name: String, bundlePath: String?) {
        self.name = name
        self.bundlePath = bundlePath
    }

    /// The color in a color scheme, or the placeholder, with the problem reported, when it cannot be found.
    package func resolved(dark: Bool, directory: URL?, report: (ColorAssetProblem) -> Void) -> RGBA {
        switch ColorAssets.find(name, bundlePath: bundlePath, directory: directory) {
        case .success(let set):
            return set.rgba(dark: dark)
        case .failure(let problem):
            report(problem)
            return ColorAssets.placeholder
        }
    }
}

/// A color set's values, in sRGB: one for light mode and one for dark (the same when the set has no dark
/// appearance).
package struct ColorAssetSet: Hashable, Sendable {
    package var light: RGBA
    package var dark: RGBA

    package init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }

    package func rgba(dark isDark: Bool) -> RGBA { isDark ? dark : light }
}

/// Why a named color could not be drawn, worded as a diagnostic.
package struct ColorAssetProblem: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String
    package var fix: String

    package var description: String { "\(message) (\(fix))" }
}

/// Finds named colors in asset catalogs, as Xcode lays them out (`Assets.xcassets/Group/name.colorset/Contents.json`),
/// in the folders images are found in (`AssetFolders`).
///
/// A catalog is listed once per process, and each lookup (a name in a list of folders) is answered once, then
/// kept: drawing a named color again costs a dictionary lookup under a lock.
package enum ColorAssets {
    /// What a color that cannot be found draws: magenta, which no design uses by accident and shows on light
    /// and dark backgrounds alike (SwiftUI draws nothing and logs; Easel's rule is a visible placeholder).
    package static let placeholder = RGBA(255, 0, 255)

    private struct LookupKey: Hashable {
        var name: String
        var folders: [String]
    }

    /// Lookups answered, found or not, the most recent 2,048 to 4,096 of them.
    private static let lookups = Mutex(TwoGenerationCache<LookupKey, Result<ColorAssetSet, ColorAssetProblem>>(budget: 2048))
    /// Each catalog's sets of each kind, by name (with the namespaces of its groups), to the set's folder.
    private static let indexedCatalogs = Mutex<[String: [String: String]]>([:])

    /// The color set `name` in the first catalog that has it, in the folders `AssetFolders` lists.
    package static func find(_ name: String, bundlePath: String?, directory: URL?) -> Result<ColorAssetSet, ColorAssetProblem> {
        let folders = AssetFolders.search(bundlePath: bundlePath, directory: directory)
        let key = LookupKey(name: name, folders: folders)
        if let known = lookups.withLock({ $0.value(for: key) }) { return known }
        let result = look(for: name, in: folders)
        lookups.withLock { $0.insert(result, for: key, cost: 1) }
        return result
    }

    private static let placeholderWords = "a magenta placeholder is drawn"

    private static func look(for name: String, in folders: [String]) -> Result<ColorAssetSet, ColorAssetProblem> {
        guard !name.isEmpty, !name.contains("\0") else {
            return .failure(ColorAssetProblem(
                message: "a color was asked for with an empty name; \(placeholderWords)", fix: "pass a color set's name"))
        }
        for folder in folders {
            for catalog in AssetFolders.catalogs(in: folder) {
                // Names are matched against the sets a catalog holds, never joined into a path.
                guard let set = sets(withExtension: "colorset", in: catalog)[name] else { continue }
                return parse(set + "/Contents.json")
            }
        }
        return .failure(ColorAssetProblem(
            message: "no color named \"\(name)\" in an asset catalog (*.xcassets/\(name).colorset) in "
                + "\(folders.joined(separator: ", ")); \(placeholderWords)",
            fix: "add \(name).colorset to an asset catalog in one of those folders, or set \\.imageDirectory"))
    }

    /// The sets of a kind (`colorset`, `imageset`) in a catalog, by their names (with their namespaces), in name
    /// order of their paths; listed once a process for each catalog and kind.
    package static func sets(withExtension kind: String, in catalog: String) -> [String: String] {
        let key = catalog + "/*." + kind
        if let known = indexedCatalogs.withLock({ $0[key] }) { return known }
        var names: [String: String] = [:]
        walk(catalog, namespace: "", depth: 0, kind: kind, into: &names)
        indexedCatalogs.withLock { $0[key] = names }
        return names
    }

    /// Lists the sets of a kind under `folder`: a group whose Contents.json says `"provides-namespace": true` puts
    /// its name in front of its sets' ("Brand/primary"), as Xcode does.
    private static func walk(
        _ folder: String, namespace: String, depth: Int, kind: String, into names: inout [String: String]
    ) {
        guard depth < 16, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries.sorted() {
            let path = folder + "/" + entry
            // Links inside a catalog are not followed: its sets are its own (attributes describe the link itself).
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            guard attributes?[.type] as? FileAttributeType == .typeDirectory else { continue }
            let pathExtension = (entry as NSString).pathExtension
            if pathExtension == kind {
                let name = namespace + (entry as NSString).deletingPathExtension
                if names[name] == nil { names[name] = path }
            } else if pathExtension.isEmpty {
                let inner = providesNamespace(path) ? namespace + entry + "/" : namespace
                walk(path, namespace: inner, depth: depth + 1, kind: kind, into: &names)
            }
        }
    }

    private struct FolderContents: Decodable {
        struct Properties: Decodable {
            var providesNamespace: Bool?

            enum CodingKeys: String, CodingKey {
                case providesNamespace = "provides-namespace"
            }
        }

        var properties: Properties?
    }

    private static func providesNamespace(_ folder: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder + "/Contents.json"),
              let contents = try? JSONDecoder().decode(FolderContents.self, from: data)
        else { return false }
        return contents.properties?.providesNamespace ?? false
    }

    // MARK: Contents.json

    /// A color set's Contents.json, as Xcode writes it.
    private struct ColorSetContents: Decodable {
        var colors: [Entry]?

        struct Entry: Decodable {
            var idiom: String?
            var appearances: [Appearance]?
            var displayGamut: String?
            var color: ColorValue?

            enum CodingKeys: String, CodingKey {
                case idiom, appearances, color
                case displayGamut = "display-gamut"
            }
        }

        struct Appearance: Decodable {
            var appearance: String?
            var value: String?
        }

        struct ColorValue: Decodable {
            var colorSpace: String?
            var components: [String: Component]?
            /// A system color instead of components: `"platform": "ios", "reference": "systemBlueColor"`.
            var platform: String?
            var reference: String?

            enum CodingKeys: String, CodingKey {
                case colorSpace = "color-space"
                case components, platform, reference
            }
        }

        /// A component as written: a string ("0.500", "128", "0x80"), or a bare number.
        enum Component: Decodable {
            case text(String)
            case number(Double)

            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let text = try? container.decode(String.self) {
                    self = .text(text)
                } else {
                    self = .number(try container.decode(Double.self))
                }
            }

            var spelling: String {
                switch self {
                case .text(let text): "\"\(text)\""
                case .number(let number): "\(number)"
                }
            }
        }
    }

    /// Which color scheme an entry is for.
    private enum Slot: Hashable {
        case any, light, dark
    }

    /// What is wrong with a color set, as the end of a sentence that begins with its path.
    private struct Malformed: Error {
        let reason: String
    }

    private static func parse(_ path: String) -> Result<ColorAssetSet, ColorAssetProblem> {
        do {
            guard let data = FileManager.default.contents(atPath: path) else { throw Malformed(reason: "cannot be read") }
            let contents: ColorSetContents
            do {
                contents = try JSONDecoder().decode(ColorSetContents.self, from: data)
            } catch {
                throw Malformed(reason: describe(error))
            }
            return .success(try colorSet(contents))
        } catch {
            let reason = (error as? Malformed)?.reason ?? "\(error)"
            return .failure(ColorAssetProblem(
                message: "the color set \(path) \(reason); \(placeholderWords)",
                fix: "write it as Xcode does: \"colors\": [{\"idiom\": \"universal\", \"color\": {\"color-space\": \"srgb\", "
                    + "\"components\": {\"red\": \"0.5\", \"green\": \"0.5\", \"blue\": \"0.5\", \"alpha\": \"1.000\"}}}]"))
        }
    }

    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "cannot be decoded (\(error))" }
        var context: DecodingError.Context?
        if case .dataCorrupted(let found) = error { context = found }
        if case .typeMismatch(_, let found) = error { context = found }
        if case .valueNotFound(_, let found) = error { context = found }
        if case .keyNotFound(_, let found) = error { context = found }
        guard let context else { return "cannot be decoded" }
        let location = context.codingPath.map { key in key.intValue.map { "\($0)" } ?? key.stringValue }.joined(separator: ".")
        if location.isEmpty, case .dataCorrupted = error { return "is not valid JSON" }
        return "does not have a color set's shape at \(location.isEmpty ? "its top" : location) (\(context.debugDescription))"
    }

    /// The set's light and dark values. Entries for other devices (Mac, Watch, TV) and for high contrast are left
    /// out; an iPhone entry wins over a universal one, and an sRGB one over a Display P3 one.
    private static func colorSet(_ contents: ColorSetContents) throws -> ColorAssetSet {
        guard let entries = contents.colors, !entries.isEmpty else { throw Malformed(reason: "has no \"colors\"") }
        var best: [Slot: (score: Int, entry: ColorSetContents.Entry)] = [:]
        for entry in entries {
            guard let entrySlot = slot(of: entry), let entryScore = score(of: entry) else { continue }
            if let current = best[entrySlot], current.score >= entryScore { continue }
            best[entrySlot] = (entryScore, entry)
        }
        guard let lightEntry = best[.light] ?? best[.any] ?? best[.dark],
              let darkEntry = best[.dark] ?? best[.any] ?? best[.light]
        else { throw Malformed(reason: "has no color for iPhone (every entry is for another device or for high contrast)") }
        return ColorAssetSet(
            light: try color(of: lightEntry.entry).resolved(dark: false),
            dark: try color(of: darkEntry.entry).resolved(dark: true))
    }

    private static func slot(of entry: ColorSetContents.Entry) -> Slot? {
        var slot = Slot.any
        for appearance in entry.appearances ?? [] {
            guard appearance.appearance == "luminosity" else { return nil }
            switch appearance.value {
            case "light"?: slot = .light
            case "dark"?: slot = .dark
            default: return nil
            }
        }
        return slot
    }

    private static func score(of entry: ColorSetContents.Entry) -> Int? {
        let idiom: Int
        switch entry.idiom?.lowercased() {
        case nil, "universal"?: idiom = 1
        case "iphone"?: idiom = 2
        default: return nil
        }
        return idiom * 2 + (entry.displayGamut?.lowercased() == "display-p3" ? 0 : 1)
    }

    /// An entry's color: its components converted to sRGB, or the system color it refers to.
    private static func color(of entry: ColorSetContents.Entry) throws -> Color {
        guard let value = entry.color else { throw Malformed(reason: "has an entry without a \"color\"") }
        if let reference = value.reference {
            let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            if let fixed = SystemColor.uiKitFixedColors[name] { return Color(storage: .rgba(fixed)) }
            guard let system = SystemColor(uiKitName: reference) else {
                throw Malformed(reason: "refers to the system color \"\(reference)\", which Easel does not know")
            }
            return Color(storage: .system(system))
        }
        guard let components = value.components else { throw Malformed(reason: "has a color without \"components\"") }
        func component(_ key: String, isAlpha: Bool = false) throws -> Double? {
            guard let written = components[key] else { return nil }
            guard let number = number(written, isAlpha: isAlpha) else {
                throw Malformed(reason: "gives \(key) as \(written.spelling), which is not a number (0 to 1, 0 to 255 or 0x00 to 0xFF)")
            }
            return number
        }
        let alpha = try component("alpha", isAlpha: true) ?? 1
        let white = try component("white")
        let space = (value.colorSpace ?? "srgb").lowercased()
        let rgb: (red: Double, green: Double, blue: Double)
        switch space {
        case "gray-gamma-22", "extended-gray":
            guard let white else { throw Malformed(reason: "has a gray color (\(space)) without a \"white\" component") }
            // Extended gray is UIColor(white:)'s space, whose grays are sRGB's; Gray Gamma 2.2 is converted.
            let gray = space == "extended-gray" ? white : ColorSpaces.grayGamma22ToSRGB(white)
            rgb = (gray, gray, gray)
        case "srgb", "extended-srgb", "display-p3", "extended-display-p3", "extended-linear-srgb":
            let given: (Double, Double, Double)
            if let r = try component("red"), let g = try component("green"), let b = try component("blue") {
                given = (r, g, b)
            } else if let white {
                given = (white, white, white)
            } else {
                throw Malformed(reason: "has a color without its \"red\", \"green\" and \"blue\" components")
            }
            switch space {
            case "display-p3", "extended-display-p3":
                rgb = ColorSpaces.displayP3ToSRGB(red: given.0, green: given.1, blue: given.2)
            case "extended-linear-srgb":
                rgb = ColorSpaces.linearSRGBToSRGB(red: given.0, green: given.1, blue: given.2)
            default:
                rgb = given
            }
        default:
            throw Malformed(reason: "uses the color space \"\(space)\", which Easel does not convert "
                + "(srgb, extended-srgb, display-p3, extended-linear-srgb, gray-gamma-22 are)")
        }
        return Color(storage: .rgba(RGBA(red: rgb.red, green: rgb.green, blue: rgb.blue, opacity: alpha)))
    }

    /// A component's value. Strings follow Xcode's spellings: a decimal ("0.500") is 0…1, a whole number ("128")
    /// is 0…255, and "0x80" is a hexadecimal byte. Alpha is always 0…1 unless written in hexadecimal. A bare
    /// JSON number is 0…1, or 0…255 when it is a whole number above 1.
    private static func number(_ component: ColorSetContents.Component, isAlpha: Bool) -> Double? {
        switch component {
        case .number(let value):
            guard value.isFinite else { return nil }
            return !isAlpha && value > 1 && value == value.rounded() ? value / 255 : value
        case .text(let written):
            let text = written.trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x") {
                guard let byte = Int(text.dropFirst(2), radix: 16) else { return nil }
                return Double(byte) / 255
            }
            if !isAlpha, let whole = Int(text) { return Double(whole) / 255 }
            guard let value = Double(text), value.isFinite else { return nil }
            return value
        }
    }
}

extension SystemColor {
    /// UIKit's fixed colors, in sRGB and the same in light and dark mode: `UIColor.red` and a catalog's "redColor"
    /// are (1, 0, 0), not the system palette's red.
    package static let uiKitFixedColors: [String: RGBA] = [
        "black": RGBA(red: 0, green: 0, blue: 0, opacity: 1), "darkGray": RGBA(red: 1 / 3, green: 1 / 3, blue: 1 / 3, opacity: 1),
        "lightGray": RGBA(red: 2 / 3, green: 2 / 3, blue: 2 / 3, opacity: 1), "white": RGBA(red: 1, green: 1, blue: 1, opacity: 1),
        "gray": RGBA(red: 0.5, green: 0.5, blue: 0.5, opacity: 1), "red": RGBA(red: 1, green: 0, blue: 0, opacity: 1),
        "green": RGBA(red: 0, green: 1, blue: 0, opacity: 1), "blue": RGBA(red: 0, green: 0, blue: 1, opacity: 1),
        "cyan": RGBA(red: 0, green: 1, blue: 1, opacity: 1), "yellow": RGBA(red: 1, green: 1, blue: 0, opacity: 1),
        "magenta": RGBA(red: 1, green: 0, blue: 1, opacity: 1), "orange": RGBA(red: 1, green: 0.5, blue: 0, opacity: 1),
        "purple": RGBA(red: 0.5, green: 0, blue: 0.5, opacity: 1), "brown": RGBA(red: 0.6, green: 0.4, blue: 0.2, opacity: 1),
        "clear": RGBA(red: 0, green: 0, blue: 0, opacity: 0),
    ]

    /// The system color an asset catalog refers to by UIKit's name: "systemBlueColor", "labelColor",
    /// "secondarySystemBackgroundColor".
    package init?(uiKitName: String) {
        var name = uiKitName
        if name.hasSuffix("Color") { name.removeLast(5) }
        if let color = SystemColor(rawValue: name) {
            self = color
            return
        }
        guard name.hasPrefix("system"), name.count > 6 else { return nil }
        let rest = name.dropFirst(6)
        guard let color = SystemColor(rawValue: String(rest.prefix(1)).lowercased() + String(rest.dropFirst())) else {
            return nil
        }
        self = color
    }
}

import Easel
import EaselGraphics
import EaselViews
import Foundation

/// How a scene is shown: its Dynamic Type size, color scheme, scale and debug overlays.
public struct SceneVariant: Hashable, Sendable {
    public var dynamicTypeSize: DynamicTypeSize
    public var colorScheme: ColorScheme
    public var scale: CGFloat
    public var debug: DebugOverlays
    public var layoutDirection: LayoutDirection

    public init(
        dynamicTypeSize: DynamicTypeSize = .large, colorScheme: ColorScheme = .light, scale: CGFloat = 2,
        debug: DebugOverlays = [], layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.dynamicTypeSize = dynamicTypeSize
        self.colorScheme = colorScheme
        self.scale = scale
        self.debug = debug
        self.layoutDirection = layoutDirection
    }

    /// A file-name-safe name: `large-light`, `accessibility3-dark`, `large-light-debug`.
    public var name: String {
        "\(dynamicTypeSize)-\(colorScheme)" + (debug.isEmpty ? "" : "-debug")
    }

    /// A caption: "Large, light", "accessibility3, dark, debug overlays".
    public var caption: String {
        "\(dynamicTypeSize), \(colorScheme)" + (debug.isEmpty ? "" : ", debug overlays")
    }
}

/// Lays views out and renders them the way the command line shows them.
@MainActor
public enum SceneRendering {
    /// A host for `view` offered `proposal` (or on `device`'s screen), in the variant's environment. Staged, it is drawn on the color
    /// scheme's background with `margin` points around it (so shadows and outer borders show); unstaged,
    /// the view is the host's root, as its layout tree should show it.
    public static func host(
        _ view: AnyView, proposal: ProposedViewSize, variant: SceneVariant, margin: CGFloat = 0,
        imageDirectory: URL? = nil, staged: Bool = true, device: Device? = nil
    ) -> ViewHost {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = variant.dynamicTypeSize
        environment.colorScheme = variant.colorScheme
        environment.displayScale = variant.scale
        environment.layoutDirection = variant.layoutDirection
        environment.imageDirectory = imageDirectory
        // A device's screen is its own stage: the view in its safe area, on the system background.
        if let device { return ViewHost(view, device: device, environment: environment) }
        guard staged else { return ViewHost(view, proposal: proposal, environment: environment) }
        let staged = view.padding(margin).background(Color.systemBackground)
        let grown = ProposedViewSize(
            width: proposal.width.map { $0 + 2 * margin }, height: proposal.height.map { $0 + 2 * margin })
        return ViewHost(staged, proposal: grown, environment: environment)
    }

    /// Makes `folder` (and its parents) and checks a file can be written there, before any work is done.
    nonisolated public static func prepareOutput(_ folder: URL) throws(OutputError) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw OutputError(description: "cannot create the output folder \(folder.path): \(error.localizedDescription)")
        }
        let probe = folder.appendingPathComponent(".easel-write-check-\(getpid())")
        guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else {
            throw OutputError(description: "the output folder \(folder.path) is not writable")
        }
        try? FileManager.default.removeItem(at: probe)
    }
}

/// Prints a line to standard error: the command line's warnings and errors.
package func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// The output folder cannot be used.
public struct OutputError: Error, CustomStringConvertible, Sendable {
    public let description: String
}

extension String {
    /// A file-name-safe version of a preview's or scene's name.
    public var fileSlug: String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
        var slug = ""
        for character in self {
            if allowed.contains(character) {
                slug.append(character)
            } else if !slug.hasSuffix("-") {
                slug.append("-")
            }
        }
        let trimmed = slug.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return trimmed.isEmpty ? "preview" : trimmed
    }
}

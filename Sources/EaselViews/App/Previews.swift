import EaselLayout
import Foundation

/// A type that produces view previews, as in SwiftUI. Easel's `easel render` command finds the types
/// conforming to it in a Swift file and renders each of their previews to an image.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View

    /// The views to preview. Each view of a `Group` (or of the builder's block) is a separate preview.
    @ViewBuilder static var previews: Previews { get }

    /// The platform to preview on (Easel renders every platform the same way).
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platforms a preview can name.
public enum PreviewPlatform: Sendable, Hashable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// A size in which a preview is laid out.
public enum PreviewLayout: Sendable, Hashable {
    /// The preview's device screen, the view centered on it.
    case device
    /// The size the view chooses when offered the device's screen, with nothing around it.
    case sizeThatFits
    /// Exactly this size, the view centered in it.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device a preview is shown on, by name (`PreviewDevice(rawValue: "iPhone 15")`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The device's screen in points: known iPhone and iPad names, otherwise a 393×852 iPhone.
    public var screenSize: CGSize { Device(named: rawValue).screenSize }
}

/// What a preview's modifiers say about how to show it.
package struct PreviewTraits: Sendable, Hashable {
    package var displayName: String?
    package var layout: PreviewLayout?
    package var device: PreviewDevice?
    package var colorScheme: ColorScheme?

    package init() {}

    /// These traits where set, `outer`'s elsewhere: the modifier nearest the view wins.
    package func merged(under outer: PreviewTraits) -> PreviewTraits {
        var merged = self
        merged.displayName = displayName ?? outer.displayName
        merged.layout = layout ?? outer.layout
        merged.device = device ?? outer.device
        merged.colorScheme = colorScheme ?? outer.colorScheme
        return merged
    }
}

/// One preview: a view and how to show it.
package struct PreviewItem {
    package var view: AnyView
    package var traits: PreviewTraits

    package init(view: AnyView, traits: PreviewTraits) {
        self.view = view
        self.traits = traits
    }

    /// The previews a provider's `previews` holds: each view of a `Group`, a builder block or a `ForEach`
    /// is a preview of its own, as Xcode shows them; modifiers on a group apply to each.
    @MainActor package static func items<V: View>(of view: V) -> [PreviewItem] {
        if let split = view as? any PreviewSplitting { return split.previewItems() }
        return [PreviewItem(view: AnyView(view), traits: PreviewTraits())]
    }

    @MainActor static func items(ofAny view: any View) -> [PreviewItem] {
        func open<V: View>(_ view: V) -> [PreviewItem] { items(of: view) }
        return open(view)
    }
}

/// A view that holds several previews.
@MainActor protocol PreviewSplitting {
    func previewItems() -> [PreviewItem]
}

extension Group: PreviewSplitting where Content: View {
    func previewItems() -> [PreviewItem] { PreviewItem.items(of: content) }
}

extension TupleView: PreviewSplitting {
    func previewItems() -> [PreviewItem] {
        Mirror(reflecting: value).children.compactMap { $0.value as? any View }.flatMap { PreviewItem.items(ofAny: $0) }
    }
}

extension AnyView: PreviewSplitting {
    func previewItems() -> [PreviewItem] { PreviewItem.items(ofAny: view) }
}

extension ForEach: PreviewSplitting where Content: View {
    func previewItems() -> [PreviewItem] { data.flatMap { PreviewItem.items(of: content($0)) } }
}

extension ModifiedContent: PreviewSplitting where Content: View, Modifier: ViewModifier {
    func previewItems() -> [PreviewItem] {
        let inner = PreviewItem.items(of: content)
        if let trait = modifier as? _PreviewTraitModifier {
            return inner.map { PreviewItem(view: $0.view, traits: $0.traits.merged(under: trait.traits)) }
        }
        return inner.map { PreviewItem(view: AnyView($0.view.modifier(modifier)), traits: $0.traits) }
    }
}

/// Records a preview trait; draws and lays out nothing of its own.
public struct _PreviewTraitModifier: ViewModifier {
    let traits: PreviewTraits

    public func body(content: Content) -> some View {
        content.environment(\.colorSchemeIfSet, traits.colorScheme)
    }
}

extension EnvironmentValues {
    /// Sets the color scheme when a preview names one, and leaves it alone otherwise.
    fileprivate var colorSchemeIfSet: ColorScheme? {
        get { colorScheme }
        set { if let newValue { colorScheme = newValue } }
    }
}

extension View {
    /// The name a preview's image is given.
    public func previewDisplayName(_ displayName: String?) -> some View {
        var traits = PreviewTraits()
        traits.displayName = displayName
        return modifier(_PreviewTraitModifier(traits: traits))
    }

    /// The size a preview is laid out in.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        var traits = PreviewTraits()
        traits.layout = value
        return modifier(_PreviewTraitModifier(traits: traits))
    }

    /// The device a preview is shown on; its screen is the size offered to the view.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        var traits = PreviewTraits()
        traits.device = value
        return modifier(_PreviewTraitModifier(traits: traits))
    }

    /// The color scheme of a preview, as `.environment(\.colorScheme, _)` would set it.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        var traits = PreviewTraits()
        traits.colorScheme = colorScheme
        return modifier(_PreviewTraitModifier(traits: traits))
    }
}

/// The views of a `#Preview` block. Easel has no macros: `easel render` rewrites `#Preview { … }` in a file
/// into a value of this type (on the same line, so the compiler's line numbers stay the file's own).
public struct _EaselPreview: Sendable {
    package let name: String?
    package let traits: PreviewTraits
    /// The block's views, made by calling it: what its trait modifiers are read from. Its `@Previewable` properties
    /// made this way hold their initial values and ignore writes.
    package let make: @MainActor @Sendable () -> AnyView
    /// The block as a view whose body runs it, so that its `@Previewable` properties live in the host: what a
    /// preview shows.
    package let live: @MainActor @Sendable () -> AnyView

    public init<V: View>(
        _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor @Sendable () -> V
    ) {
        self.name = name
        self.traits = traits.reduce(PreviewTraits()) { $1.traits.merged(under: $0) }
        self.make = { AnyView(body()) }
        self.live = { AnyView(PreviewBody(body)) }
    }
}

/// Names for the traits a `#Preview` can take.
public enum Preview {
    public enum ViewTraits {}
}

/// A trait of a `#Preview`: its layout or orientation.
public struct PreviewTrait<T>: Sendable {
    let traits: PreviewTraits

    init(_ traits: PreviewTraits) { self.traits = traits }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The view at the size it chooses.
    public static var sizeThatFitsLayout: PreviewTrait<T> {
        var traits = PreviewTraits()
        traits.layout = .sizeThatFits
        return PreviewTrait(traits)
    }

    /// The view centered in a fixed size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        var traits = PreviewTraits()
        traits.layout = .fixed(width: width, height: height)
        return PreviewTrait(traits)
    }

    /// The view on its device's screen (the default).
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(PreviewTraits()) }

    /// Orientation traits are accepted and ignored: Easel's device screens are portrait.
    public static var portrait: PreviewTrait<T> { PreviewTrait(PreviewTraits()) }
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(PreviewTraits()) }
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(PreviewTraits()) }
}

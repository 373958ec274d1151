import EaselGraphics
import EaselLayout
import Foundation

// MARK: - Transferable

/// A type that can be shared (Apple's `Transferable`, from Core Transferable, which Linux does not have).
///
/// Easel's protocol only marks the types a `ShareLink` can share: it has no requirements, so Easel has no
/// `transferRepresentation` or `TransferRepresentation` types, and a type that implements Apple's requirement keeps a
/// static property nothing reads. `String`, `URL`, `Data`, `AttributedString`, `Image` and `Never` conform, as on
/// Apple platforms (docs/Decisions.md, "Links and share links").
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension AttributedString: Transferable {}
extension Image: Transferable {}
extension Never: Transferable {}

// MARK: - ShareLink

/// A view that controls a sharing presentation.
///
/// Drawn as a button in the button style around it: by default its label is "Share" with the square-and-arrow-up
/// symbol, in the tint. A headless host has no share sheet: a tap presents nothing and records nothing
/// (docs/Decisions.md, "Links and share links").
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    let items: Data
    let subject: Text?
    let message: Text?
    let label: Label

    public var body: some View {
        Button(action: {}) { label }
    }
}

/// The default label of a share link: its title (by default "Share") with the square-and-arrow-up symbol.
public struct DefaultShareLinkLabel: View {
    let title: Text

    public var body: some View {
        Label { title } icon: { Image(systemName: "square.and.arrow.up") }
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Creates an instance that presents the share interface for an item, with a preview.
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// Creates an instance that presents the share interface for items, with a preview of each.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// Creates an instance, with a title, that presents the share interface for an item, with a preview.
    public init<I: Transferable>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// Creates an instance, with a title, that presents the share interface for an item, with a preview.
    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(
        _ title: S, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// Creates an instance, with a title, that presents the share interface for items, with a preview of each.
    public init(
        _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// Creates an instance, with a title, that presents the share interface for items, with a preview of each.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(title)))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// Creates an instance that presents the share interface for a string.
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// Creates an instance that presents the share interface for a URL.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// Creates an instance that presents the share interface for strings.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// Creates an instance that presents the share interface for URLs.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// Creates an instance, with a title, that presents the share interface for a string.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// Creates an instance, with a title, that presents the share interface for a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// Creates an instance, with a title, that presents the share interface for a URL.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// Creates an instance, with a title, that presents the share interface for a URL.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// Creates an instance, with a title, that presents the share interface for strings.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil)
    where Data.Element == String {
        self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// Creates an instance, with a title, that presents the share interface for URLs.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil)
    where Data.Element == URL {
        self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
}

extension ShareLink {
    /// Creates an instance, with a custom label, that presents the share interface for an item, with a preview.
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label())
    }

    /// Creates an instance, with a custom label, that presents the share interface for items, with a preview of
    /// each.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) {
        self.init(items: items, subject: subject, message: message, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// Creates an instance, with a custom label, that presents the share interface for a string.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label())
    }

    /// Creates an instance, with a custom label, that presents the share interface for a URL.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label())
    }

    /// Creates an instance, with a custom label, that presents the share interface for strings.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data.Element == String {
        self.init(items: items, subject: subject, message: message, label: label())
    }

    /// Creates an instance, with a custom label, that presents the share interface for URLs.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data.Element == URL {
        self.init(items: items, subject: subject, message: message, label: label())
    }
}

// MARK: - SharePreview

/// A representation of a type to display in a share preview. Easel presents no share interface, so a preview is
/// kept but never drawn.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    let title: Text
    let image: Image?
    let icon: Icon?

    /// Creates a preview representation with a title, an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        self.init(title: Text(titleKey), image: image, icon: icon)
    }

    /// Creates a preview representation with a title, an image and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.init(title: Text(title), image: image, icon: icon)
    }

    /// Creates a preview representation with a title, an image and an icon.
    public init(_ title: Text, image: Image, icon: Icon) {
        self.init(title: title, image: image, icon: icon)
    }

    init(title: Text, image: Image?, icon: Icon?) {
        self.title = title
        self.image = image
        self.icon = icon
    }
}

extension SharePreview where Icon == Never {
    /// Creates a preview representation with a title and an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) {
        self.init(title: Text(titleKey), image: image, icon: nil)
    }

    /// Creates a preview representation with a title and an image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) {
        self.init(title: Text(title), image: image, icon: nil)
    }
}

extension SharePreview where Image == Never {
    /// Creates a preview representation with a title and an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {
        self.init(title: Text(titleKey), image: nil, icon: icon)
    }

    /// Creates a preview representation with a title and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) {
        self.init(title: Text(title), image: nil, icon: icon)
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// Creates a preview representation with a title.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(title: Text(titleKey), image: nil, icon: nil)
    }

    /// Creates a preview representation with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(title: Text(title), image: nil, icon: nil)
    }
}

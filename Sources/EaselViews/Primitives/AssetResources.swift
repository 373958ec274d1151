import EaselGraphics
import Foundation

/// An image resource in an asset catalog: what Xcode's generated asset symbols name (`Image(.logo)`), and what
/// `easel render` and `easel preview` generate from the catalogs beside a file.
public struct ImageResource: Hashable, Sendable {
    let name: String
    /// The resource folder of the bundle the image is in.
    let bundlePath: String?

    /// An image resource with a name in a bundle.
    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = bundle.resourcePath ?? bundle.bundlePath
    }
}

/// A color resource in an asset catalog: what Xcode's generated asset symbols name (`Color(.brand)`).
public struct ColorResource: Hashable, Sendable {
    let name: String
    let bundlePath: String?

    /// A color resource with a name in a bundle.
    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = bundle.resourcePath ?? bundle.bundlePath
    }
}

extension Image {
    /// The image of an asset catalog's image resource, found as `Image(_:bundle:)` finds a named image.
    public init(_ resource: ImageResource) {
        self.init(source: .named(resource.name, bundlePath: resource.bundlePath))
    }
}

extension Color {
    /// The color of an asset catalog's color resource, in light and dark mode, found as `Color(_:bundle:)` finds a
    /// named color.
    public init(_ resource: ColorResource) {
        self.init(storage: .asset(ColorAssetReference(name: resource.name, bundlePath: resource.bundlePath)))
    }
}

extension UIImage {
    /// The image of an asset catalog's image resource.
    public convenience init(resource: ImageResource) {
        self.init(source: .named(resource.name, bundlePath: resource.bundlePath), renderingMode: .automatic)
    }
}

extension UIColor {
    /// The color of an asset catalog's color resource.
    public convenience init(resource: ColorResource) {
        self.init(Color(resource))
    }
}

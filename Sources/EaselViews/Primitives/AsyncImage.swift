import EaselGraphics
import EaselLayout
import Foundation

/// The current phase of an asynchronous image loading operation.
public enum AsyncImagePhase: Sendable {
    /// No image is loaded.
    case empty
    /// An image succesfully loaded.
    case success(Image)
    /// An image failed to load with an error.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error that occurred when attempting to load an image, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Why `AsyncImage` could not show the image at its URL.
public struct AsyncImageError: Error, CustomStringConvertible, Sendable {
    public let description: String
}

/// A view that loads and displays an image from a URL.
///
/// Easel reads images, it does not download them, so that a picture is the same on every machine and needs no
/// network: a `file:` URL is read from disk and a `data:` URL decoded; any other URL (`https:`) is looked for by its
/// file name where `Image(_:)` looks for assets (the bundle's resources, `\.imageDirectory`, the current directory),
/// so tests and servers can keep the pictures their views fetch beside them. The image is there on the first
/// frame; one that cannot be found or read is the failure phase, with a diagnostic. Until an image loads (no URL,
/// or a failure) the plain initializer shows a gray placeholder as large as it is offered, and a loaded image
/// shows at its own size (`scale` pixels a point).
public struct AsyncImage<Content: View>: View {
    public typealias Body = Never

    let url: URL?
    let scale: CGFloat
    let content: (AsyncImagePhase) -> AnyView

    /// Loads and displays an image from `url`, a gray placeholder until it loads.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.init(url: url, scale: scale) { phase -> AnyView in
            if let image = phase.image { AnyView(image) } else { AnyView(Color.secondarySystemFill) }
        }
    }

    /// Loads and displays a modifiable image from `url`, `placeholder` until it loads.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase -> AnyView in
            if let image = phase.image { AnyView(content(image)) } else { AnyView(placeholder()) }
        }
    }

    /// Loads an image from `url` and hands each phase of the loading to `content`. The image is there on the first
    /// frame, so no phase changes under `transaction`: it is accepted for SwiftUI's signature.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.init(url: url, scale: scale) { AnyView(content($0)) }
    }

    private init(url: URL?, scale: CGFloat, phases: @escaping (AsyncImagePhase) -> AnyView) {
        self.url = url
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.content = phases
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("AsyncImage")
        view.content(phase(of: view.url, scale: view.scale, inputs: inputs)).makeView(inputs: inputs, outputs: &outputs)
    }

    /// The phase the image at `url` is in: read from a file or a data URL, or found by its file name among the
    /// image folders; empty without a URL.
    static func phase(of url: URL?, scale: CGFloat, inputs: _ViewInputs) -> AsyncImagePhase {
        guard let url else { return .empty }
        func failure(_ reason: String, fix: String) -> AsyncImagePhase {
            inputs.diagnose("AsyncImage: \(url.absoluteString.prefix(200)) \(reason); the failure phase is shown", fix: fix)
            return .failure(AsyncImageError(description: "\(url.absoluteString.prefix(200)) \(reason)"))
        }
        switch url.scheme?.lowercased() {
        case "file":
            switch ImageAssets.file(atPath: url.path, scale: scale) {
            case .success(let source): return .success(Image(source: .loaded(source)))
            case .failure(let error): return failure("\(error.description)", fix: "point the URL at a readable PNG or JPEG file")
            }
        case "data":
            guard let data = dataURLBytes(url.absoluteString) else {
                return failure("is not a base64 data URL", fix: "use data:image/png;base64,…")
            }
            do {
                return .success(Image(source: .loaded(try ImageSource(name: "data URL", data: data, scale: scale))))
            } catch {
                return failure(error.description, fix: "encode a PNG or JPEG image")
            }
        default:
            let name = url.lastPathComponent
            guard !name.isEmpty, name != "/",
                let source = ImageAssets.find(
                    name, bundlePath: nil, directory: inputs.environment.imageDirectory, scale: scale, inputs: inputs,
                    reportsMissing: false)
            else {
                return failure(
                    "was not downloaded (Easel reads images, it does not fetch them) and no image named \"\(name)\" is in the image folders",
                    fix: "put \(name.isEmpty ? "the image" : name) in \\.imageDirectory, or use a file: URL")
            }
            return .success(Image(source: .loaded(source)))
        }
    }

    /// The bytes of a base64 `data:` URL.
    private static func dataURLBytes(_ string: String) -> Data? {
        guard let comma = string.firstIndex(of: ","), string[..<comma].hasSuffix(";base64") else { return nil }
        let payload = string[string.index(after: comma)...].removingPercentEncoding ?? String(string[string.index(after: comma)...])
        return Data(base64Encoded: payload, options: .ignoreUnknownCharacters)
    }
}

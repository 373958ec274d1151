import Easel
import Foundation
import SnapshotTesting

// Snapshot strategies for pointfreeco/swift-snapshot-testing that work on Linux: a view rendered by Easel
// as PNG (compared with pixel and perceptual tolerances), as SVG text, or as its layout tree.
//
//     assertSnapshot(of: CardView(), as: .png(proposal: ProposedViewSize(width: 320, height: nil), scale: 2))

extension Snapshotting where Value: View, Format == Data {
    /// The view rendered to PNG.
    ///
    /// - Parameters:
    ///   - proposal: What the view is proposed; unspecified gives its ideal size.
    ///   - scale: Pixels per point; the view is laid out with this `displayScale`.
    ///   - precision: The share of pixels that must match (1: all).
    ///   - perceptualPrecision: How close a pixel must be to match (1: the same bytes; 0.98: a color
    ///     difference a person barely sees).
    ///   - environment: The environment the view is made in (its `displayScale` is set to `scale`).
    public static func png(
        proposal: ProposedViewSize = .unspecified, scale: CGFloat = 1, precision: Float = 1,
        perceptualPrecision: Float = 1, environment: EnvironmentValues = EnvironmentValues()
    ) -> Snapshotting {
        Snapshotting<Data, Data>.easelPNG(precision: precision, perceptualPrecision: perceptualPrecision).pullback { view in
            var environment = environment
            environment.displayScale = scale
            let host = ViewHost(view, proposal: proposal, environment: environment)
            return (try? host.render(as: .png, scale: scale)) ?? Data()
        }
    }
}

extension Snapshotting where Value == Data, Format == Data {
    /// PNG bytes compared as images: equal bytes match at once; otherwise pixels are compared within the
    /// tolerances, and a failure names how many differ and attaches (and writes beside the failed snapshot)
    /// an image of where.
    public static func easelPNG(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        let comparison = ImageComparison(precision: precision, perceptualPrecision: perceptualPrecision)
        return Snapshotting(
            pathExtension: "png",
            diffing: .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
                guard !actual.isEmpty else { return ("the view could not be rendered (see the host's diagnostics)", []) }
                guard let (message, image) = comparison.difference(reference, actual) else { return nil }
                var attachments: [DiffAttachment] = []
                var text = message
                if let image {
                    attachments.append(.data(image, name: "difference.png"))
                    let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory())
                    let file = folder.appendingPathComponent("easel-difference-\(UUID().uuidString).png")
                    if (try? image.write(to: file)) != nil { text += "; differences drawn in \(file.path)" }
                }
                return (text, attachments)
            },
            snapshot: { $0 })
    }
}

extension Snapshotting where Value: View, Format == String {
    /// The view rendered to SVG, compared as text (Easel's SVG is deterministic).
    public static func svg(
        proposal: ProposedViewSize = .unspecified, scale: CGFloat = 1, environment: EnvironmentValues = EnvironmentValues()
    ) -> Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            var environment = environment
            environment.displayScale = scale
            let host = ViewHost(view, proposal: proposal, environment: environment)
            let data = (try? host.render(as: .svg, scale: scale)) ?? Data()
            return String(decoding: data, as: UTF8.self)
        }.withPathExtension("svg")
    }

    /// The view's placed layout tree: one line per view with its proposal, size and position.
    public static func layoutTree(
        proposal: ProposedViewSize = .unspecified, environment: EnvironmentValues = EnvironmentValues()
    ) -> Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            ViewHost(view, proposal: proposal, environment: environment).layoutDescription() + "\n"
        }.withPathExtension("txt")
    }
}

extension Snapshotting {
    fileprivate func withPathExtension(_ pathExtension: String) -> Snapshotting {
        var copy = self
        copy.pathExtension = pathExtension
        return copy
    }
}

import EaselLayout
import EaselText
import Foundation

/// A view that displays an image. Easel draws SF Symbol names (`Image(systemName:)`) with Material Icons
/// stand-ins, sized by the environment's font (spec §12); named images arrive with rendering.
public struct Image: View, Equatable, Sendable {
    public typealias Body = Never

    package var systemName: String
    package var isResizable = false

    /// Creates a system symbol image: a stand-in for the SF Symbol of that name.
    public init(systemName: String) {
        self.systemName = systemName
    }

    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// Sets the mode by which SwiftUI resizes an image to fit its space: it then takes the proposed size
    /// (its own size where a dimension is unspecified) instead of keeping its own (spec §3.5).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("Image")
        guard let resolved = inputs.resolve(inputs.environmentFont) else {
            outputs.append(inputs.makeNode(ProposalLayout(name: "Image", measure: { _ in .zero })))
            return
        }
        _ = inputs.symbol(named: view.systemName, placeholder: "a placeholder of the same size is drawn")
        outputs.append(inputs.makeNode(SymbolLayout(font: resolved, isResizable: view.isResizable, name: view.systemName)))
    }
}

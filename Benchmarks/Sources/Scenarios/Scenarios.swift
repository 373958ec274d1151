// The generated scenes both benchmark executables lay out, written once.
import Easel

/// The 10,001-view grid of the core issue: a VStack of 100 HStacks of 99 fixed 10×20 frames, spacing 2.
/// (Each fixed frame wraps a Color, so Easel's tree has 19,901 layout nodes.)
public func grid() -> some View {
    VStack(spacing: 2) {
        ForEach(0..<100) { _ in
            HStack(spacing: 2) {
                ForEach(0..<99) { _ in
                    Color.clear.frame(width: 10, height: 20)
                }
            }
        }
    }
}

/// The proposal the grid is laid out with.
public let gridProposal = ProposedViewSize(width: 1200, height: 2200)

/// A chain of 10,000 paddings around one Color.
public func paddingChain() -> AnyView {
    var view = AnyView(Color.clear.frame(width: 1, height: 1))
    for _ in 0..<10_000 {
        view = AnyView(view.padding(1))
    }
    return view
}

/// 10,000 Texts in a VStack, each wrapping at narrow widths.
public func paragraphs() -> some View {
    VStack {
        ForEach(0..<10_000) { index in
            Text("Paragraph \(index): a great and warm welcome to Kuchi, wrapped at narrow widths")
        }
    }
}

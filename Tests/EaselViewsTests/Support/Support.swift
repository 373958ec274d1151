import EaselGraphics
import EaselTesting
import Foundation
import SwiftUI
import Testing

// Helpers for the fixture tests. Expected values in the tests come from docs/LayoutRules.md
// (docs/LayoutRules.md), worked by hand; each test names the section it follows.

/// A view of exactly this size whatever it is offered: a Color in a fixed frame.
func box(_ width: CGFloat, _ height: CGFloat) -> some View {
    Color.gray.frame(width: width, height: height)
}

/// Lays `view` out with a proposal.
func layOut<V: View>(
    _ width: CGFloat?, _ height: CGFloat?, environment: EnvironmentValues = EnvironmentValues(),
    @ViewBuilder _ view: () -> V
) -> ViewHost {
    ViewHost(view(), proposal: ProposedViewSize(width: width, height: height), environment: environment)
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

extension ViewHost {
    subscript(identifier: String) -> CGRect? { frame(of: identifier) }
}

/// Whether two optional frames agree to within a thousandth of a point (for shares such as 284/3).
func approximately(_ actual: CGRect?, _ expected: CGRect) -> Bool {
    actual?.isApproximately(expected) ?? false
}

/// The colors of the plain fills in a display list, in drawing order.
func fills(in list: DisplayList) -> [RGBA] {
    list.items.flatMap { item -> [RGBA] in
        switch item {
        case .fill(_, .color(let rgba), _): [rgba]
        case .group(_, let content), .list(let content): fills(in: content)
        default: []
        }
    }
}

/// Whether a length agrees with the expected one to within a thousandth of a point (sums of row heights and
/// insets are floating point).
func nearly(_ actual: CGFloat?, _ expected: CGFloat) -> Bool {
    guard let actual else { return false }
    return abs(actual - expected) < 0.001
}

/// The effects of the groups in a display list, outermost first (an opacity, a transform, a clip…).
func groupEffects(in list: DisplayList) -> [DisplayEffect] {
    list.items.flatMap { item -> [DisplayEffect] in
        switch item {
        case .group(let effect, let content): [effect] + groupEffects(in: content)
        case .list(let content): groupEffects(in: content)
        default: []
        }
    }
}

/// The area a path fills, from its rings' signed areas (the set operations and `strokedPath(_:)` orient holes
/// against their outer rings, so the signed sum is the filled area).
func area(_ path: Path) -> CGFloat {
    var total: CGFloat = 0
    var ring: [CGPoint] = []
    func close() {
        guard ring.count >= 3 else { ring = []; return }
        var sum: CGFloat = 0
        for index in ring.indices {
            let a = ring[index], b = ring[(index + 1) % ring.count]
            sum += a.x * b.y - b.x * a.y
        }
        total += sum / 2
        ring = []
    }
    path.forEach { element in
        switch element {
        case .move(let to): close(); ring = [to]
        case .line(let to): ring.append(to)
        case .closeSubpath: close()
        default: Issue.record("the operations return straight lines only")
        }
    }
    close()
    return abs(total)
}

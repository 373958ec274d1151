import EaselLayout
import Foundation

/// A view that doesn't contain any content: no child, no size, no spacing (LayoutRules §3.9).
public struct EmptyView: View {
    public typealias Body = Never
    public init() {}
    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {}
}

import Foundation

/// A proposal for the size of a view (LayoutRules §1.2).
///
/// A nil dimension asks for the view's ideal size in that dimension; `.zero` asks for its minimum and
/// `.infinity` for its maximum.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal with each nil dimension replaced by the matching dimension of `size`
    /// (10×10 by default, LayoutRules §1.2).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    package subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    package init(_ axis: Axis, major: CGFloat?, minor: CGFloat?) {
        self = axis == .horizontal
            ? ProposedViewSize(width: major, height: minor) : ProposedViewSize(width: minor, height: major)
    }
}

extension ProposedViewSize: CustomStringConvertible {
    public var description: String { "\(LayoutFormat.number(width))×\(LayoutFormat.number(height))" }
}

/// Number formatting shared by every description Easel prints: stable, short, locale-free.
package enum LayoutFormat {
    package static func number(_ value: CGFloat?) -> String {
        guard let value else { return "nil" }
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(format: "%.3f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    package static func size(_ size: CGSize) -> String { "\(number(size.width))×\(number(size.height))" }
    package static func point(_ point: CGPoint) -> String { "(\(number(point.x)), \(number(point.y)))" }
    package static func rect(_ rect: CGRect) -> String { "\(point(rect.origin)) \(size(rect.size))" }
}

import Foundation

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
    package let key: AlignmentKey

    /// Creates a custom horizontal alignment from an alignment identifier.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: id, axis: .horizontal)
    }

    public static let leading = HorizontalAlignment(LeadingAlignment.self)
    public static let center = HorizontalAlignment(HorizontalCenterAlignment.self)
    public static let trailing = HorizontalAlignment(TrailingAlignment.self)
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
    package let key: AlignmentKey

    /// Creates a custom vertical alignment from an alignment identifier.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: id, axis: .vertical)
    }

    public static let top = VerticalAlignment(TopAlignment.self)
    public static let center = VerticalAlignment(VerticalCenterAlignment.self)
    public static let bottom = VerticalAlignment(BottomAlignment.self)
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineAlignment.self)
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineAlignment.self)
}

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    package subscript(axis: Axis) -> AlignmentKey { axis == .horizontal ? horizontal.key : vertical.key }
}

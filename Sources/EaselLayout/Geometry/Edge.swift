import Foundation

/// An enumeration to indicate one edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// An efficient set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// The inset distances for the sides of a rectangle.
public struct EdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    package init(_all value: CGFloat) { self.init(top: value, leading: value, bottom: value, trailing: value) }

    package var horizontal: CGFloat { leading + trailing }
    package var vertical: CGFloat { top + bottom }

    package subscript(edge: Edge) -> CGFloat {
        switch edge {
        case .top: top
        case .leading: leading
        case .bottom: bottom
        case .trailing: trailing
        }
    }
}

extension EdgeInsets {
    /// Insets of `length` on one edge.
    package init(_ edge: Edge, _ length: CGFloat) {
        self.init()
        switch edge {
        case .top: top = length
        case .leading: leading = length
        case .bottom: bottom = length
        case .trailing: trailing = length
        }
    }
}

extension CGRect {
    /// The rectangle with `insets` taken off its edges (leading on the left), never of negative size; negative
    /// insets grow it.
    package func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.leading, y: minY + insets.top, width: Swift.max(0, width - insets.horizontal),
            height: Swift.max(0, height - insets.vertical))
    }

    /// The rectangle grown by `insets` on each edge.
    package func outset(by insets: EdgeInsets) -> CGRect {
        inset(by: EdgeInsets(top: -insets.top, leading: -insets.leading, bottom: -insets.bottom, trailing: -insets.trailing))
    }
}

extension Edge {
    /// The edge across from this one.
    package var opposite: Edge {
        switch self {
        case .top: .bottom
        case .leading: .trailing
        case .bottom: .top
        case .trailing: .leading
        }
    }
}

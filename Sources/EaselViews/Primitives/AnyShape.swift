import EaselGraphics
import EaselLayout
import Foundation

/// A type-erased shape value.
public struct AnyShape: Shape, @unchecked Sendable {
    private let makePath: (CGRect) -> Path
    private let fits: (ProposedViewSize) -> CGSize

    /// Creates a type-erased shape.
    public init<S: Shape>(_ shape: S) {
        if let any = shape as? AnyShape {
            self = any
        } else {
            makePath = { shape.path(in: $0) }
            fits = { shape.sizeThatFits($0) }
        }
    }

    public func path(in rect: CGRect) -> Path { makePath(rect) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fits(proposal) }
}

// The shapes by their short names, so that `.background(.blue, in: .capsule)` and `.clipShape(.rect(cornerRadius:
// 8))` read as in SwiftUI.

extension Shape where Self == Rectangle {
    /// A rectangular shape aligned inside the frame of the view containing it.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangular shape with rounded corners of the given size.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangular shape with rounded corners with different values.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangular shape with rounded corners with different values.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule shape aligned inside the frame of the view containing it.
    public static var capsule: Capsule { Capsule() }

    /// A capsule shape with the given corner style.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
    /// An ellipse aligned inside the frame of the view containing it.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Circle {
    /// A circle centered on the frame of the view containing it.
    public static var circle: Circle { Circle() }
}

import EaselLayout
import Foundation

/// An opaque value derived from an anchor source and a particular view: a rectangle or point in that view's
/// frame, resolved into another view's coordinate space by `GeometryProxy`'s subscript.
public struct Anchor<Value> {
    /// The value in the root's coordinate space, for comparing anchors.
    let global: Value
    /// The value in the coordinate space whose origin is at the given point of the root's space.
    let relative: (CGPoint) -> Value

    init(_ source: Source, frame: CGRect) {
        global = source.resolve(frame, .zero)
        relative = { source.resolve(frame, $0) }
    }

    /// A type-erased geometry value that produces an anchored value of a given type.
    public struct Source {
        /// The value for a view whose frame (in the root's space) is the first argument, in the space whose origin
        /// is the second.
        let resolve: (_ frame: CGRect, _ origin: CGPoint) -> Value

        init(resolve: @escaping (_ frame: CGRect, _ origin: CGPoint) -> Value) {
            self.resolve = resolve
        }

        /// The sources' values, in order.
        public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
            resolve = { frame, origin in array.map { $0.resolve(frame, origin) } }
        }

        /// The source's value, or nil.
        public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
            resolve = { frame, origin in anchor?.resolve(frame, origin) }
        }
    }
}

extension Anchor: Equatable where Value: Equatable {
    public static func == (lhs: Anchor<Value>, rhs: Anchor<Value>) -> Bool { lhs.global == rhs.global }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(global) }
}

// Safety: an anchor holds its resolved value and a closure over frames and sources that are values; nothing in it
// changes after it is made.
extension Anchor: @unchecked Sendable where Value: Sendable {}
extension Anchor.Source: @unchecked Sendable where Value: Sendable {}

extension Anchor.Source where Value == CGRect {
    /// A rectangle in the view's own coordinate space.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame, origin in r.offsetBy(dx: frame.minX - origin.x, dy: frame.minY - origin.y) }
    }

    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame, origin in frame.offsetBy(dx: -origin.x, dy: -origin.y) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinate space.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame, origin in CGPoint(x: frame.minX + p.x - origin.x, y: frame.minY + p.y - origin.y) }
    }

    /// A point at a fraction of the view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame, origin in
            CGPoint(x: frame.minX + p.x * frame.width - origin.x, y: frame.minY + p.y * frame.height - origin.y)
        }
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// Resolves the value of an anchor to the container view's coordinate space.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.relative(frame(in: .global).origin)
    }
}

import EaselGraphics
import Foundation

// The set operations on shapes (iOS 17): each makes a shape whose path, in a rectangle, is the operation on the two
// shapes' paths in that rectangle (see Path+SetOperations.swift).
extension Shape {
    /// A shape whose filled region is this shape's together with `other`'s.
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeSetOperation(first: self, second: other) { $0.union($1, eoFill: eoFill) }
    }

    /// A shape whose filled region is where this shape's and `other`'s overlap.
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeSetOperation(first: self, second: other) { $0.intersection($1, eoFill: eoFill) }
    }

    /// A shape whose filled region is this shape's with `other`'s removed from it.
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeSetOperation(first: self, second: other) { $0.subtracting($1, eoFill: eoFill) }
    }

    /// A shape whose filled region is where either this shape's or `other`'s is filled, but not both.
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeSetOperation(first: self, second: other) { $0.symmetricDifference($1, eoFill: eoFill) }
    }

    /// A shape of the parts of this shape's line inside `other`'s filled region.
    public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeSetOperation(first: self, second: other) { $0.lineIntersection($1, eoFill: eoFill) }
    }

    /// A shape of the parts of this shape's line outside `other`'s filled region.
    public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeSetOperation(first: self, second: other) { $0.lineSubtraction($1, eoFill: eoFill) }
    }
}

/// Two shapes combined by a path operation, in the rectangle the combination is drawn in.
struct _ShapeSetOperation<First: Shape, Second: Shape>: Shape {
    let first: First
    let second: Second
    let operation: @Sendable (Path, Path) -> Path

    init(first: First, second: Second, operation: @escaping @Sendable (Path, Path) -> Path) {
        self.first = first
        self.second = second
        self.operation = operation
    }

    func path(in rect: CGRect) -> Path { operation(first.path(in: rect), second.path(in: rect)) }
}

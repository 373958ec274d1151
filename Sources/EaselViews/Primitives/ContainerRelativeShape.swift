import EaselGraphics
import EaselLayout
import Foundation

/// A shape that is replaced by the current container shape (`.containerShape(_:)` on an ancestor), laid in its
/// own frame; a rectangle when no container shape is set, as outside a widget on iOS.
public struct ContainerRelativeShape: Shape, Sendable {
    public init() {}

    /// Outside a view (where no container is known) the shape is a rectangle.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Shape where Self == ContainerRelativeShape {
    /// A shape that is replaced by an inset version of the current container shape.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

private struct ContainerShapeKey: EnvironmentKey {
    static let defaultValue: AnyShape? = nil
}

extension EnvironmentValues {
    /// The shape `ContainerRelativeShape` takes below a `.containerShape(_:)`.
    var containerShape: AnyShape? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the container shape that `ContainerRelativeShape` takes inside this view.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        environment(\.containerShape, AnyShape(shape))
    }
}

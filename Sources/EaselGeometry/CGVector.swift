import Foundation

#if !canImport(CoreGraphics)
/// A two-dimensional vector, as Core Graphics declares it (a scroll's velocity, say). Foundation on Linux has
/// none, so Easel declares it with Core Graphics' names.
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() {
        dx = 0
        dy = 0
    }

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public static var zero: CGVector { CGVector() }
}
#endif

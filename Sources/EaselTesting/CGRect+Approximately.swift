import Easel
import Foundation

extension CGRect {
    /// Whether two frames are equal within a tolerance, for values computed with divisions.
    public func isApproximately(_ other: CGRect, tolerance: CGFloat = 0.001) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}

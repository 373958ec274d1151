import Foundation

/// Snapping to device pixels (LayoutRules §1.3): a coordinate goes to the nearest multiple of 1/scale, halves
/// rounding up; a frame's origin and far corner are snapped separately, so sizes follow.
package struct PixelGrid {
    package let pixelLength: CGFloat

    package init(scale: CGFloat) {
        pixelLength = scale.isFinite && scale > 0 ? 1 / scale : 1
    }

    package func align(_ value: CGFloat) -> CGFloat {
        guard value.isFinite else { return value }
        return ((value + pixelLength / 2) / pixelLength).rounded(.down) * pixelLength
    }

    /// Up to the next multiple of the pixel length (text measurements, LayoutRules §1.3), forgiving the last bits
    /// of floating-point noise so that a value already on the grid stays there.
    package func roundUp(_ value: CGFloat) -> CGFloat {
        guard value.isFinite else { return value }
        return (value / pixelLength - 1e-9).rounded(.up) * pixelLength
    }

    package func align(_ rect: CGRect) -> CGRect {
        let r = rect.standardized
        let minX = align(r.minX), minY = align(r.minY)
        let maxX = align(r.maxX), maxY = align(r.maxY)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

import Foundation

extension DisplayList {
    /// What Easel draws for a missing image or symbol, or an image that does not decode: a light gray box,
    /// outlined, crossed corner to corner.
    package static func placeholder(in frame: CGRect) -> DisplayList {
        guard frame.width > 0, frame.height > 0 else { return DisplayList() }
        var cross = Path()
        cross.addLines([CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.maxY)])
        cross.addLines([CGPoint(x: frame.maxX, y: frame.minY), CGPoint(x: frame.minX, y: frame.maxY)])
        let line = RGBA(142, 142, 147)
        return DisplayList([
            .fill(Path(frame), .color(RGBA(229, 229, 234)), FillRule()),
            .group(.clip(Path(frame), FillRule()), DisplayList([
                .stroke(cross, .color(line), StrokeStyle(lineWidth: 1)),
                .stroke(Path(frame.insetBy(dx: 0.5, dy: 0.5)), .color(line), StrokeStyle(lineWidth: 1)),
            ])),
        ])
    }
}

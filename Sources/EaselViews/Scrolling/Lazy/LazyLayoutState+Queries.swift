import EaselLayout
import Foundation

extension LazyLayoutState {
    // MARK: Questions

    /// Where the line holding the item with `id` is (made or estimated), in the root's space; nil when no
    /// item has it.
    func estimatedFrame(of id: AnyHashable) -> CGRect? {
        guard let node, let measured = measurements, let index = items.index(of: id) else { return nil }
        let line = measured.lines.line(ofItem: index)
        let extents = measured.extents
        let start = start(line, in: extents)
        let length = extents.prefix(line + 1) - start
        let frame = node.globalFrame
        return axis == .vertical
            ? CGRect(x: frame.minX, y: frame.minY + start, width: frame.width, height: length)
            : CGRect(x: frame.minX + start, y: frame.minY, width: length, height: frame.height)
    }
}

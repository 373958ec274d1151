import Foundation

// The fields few nodes have, kept out of line (`LayoutNode.extras`), so the nodes layout walks stay small.
extension LayoutNode {
    /// What few nodes have, kept out of line so the nodes that layout walks stay small in memory. The fields fewer
    /// nodes still have (a coordinate space, content made when placed, a transform, a safe area) are out of line
    /// again: a node with only a priority or an identifier keeps 112 bytes here rather than 288.
    final class Extras {
        var identifier: String?
        var interaction: AnyObject?
        var accessibility: AnyObject?
        var preferences: AnyObject?
        var traits = LayoutTraits()
        /// The priority the layout gives the node when no trait sets one (a stack of one child takes its
        /// child's), kept only when it is not zero.
        var inherentPriority: Double?
        private var rare: Rare?

        private final class Rare {
            var coordinateSpaceName: AnyHashable?
            var deferredContent: ((LayoutNode) -> [LayoutNode])?
            var lazyChildren: ((LayoutNode) -> [LayoutNode])?
            var drawingTransform: ((CGRect) -> CGAffineTransform)?
            var drawingProjection: ((CGRect) -> ProjectionTransform)?
            var safeArea: SafeAreaRegion?
        }

        /// The rare fields, made when one is first set to a value (setting nil makes nothing).
        private func rare(making: Bool) -> Rare? {
            if let rare { return rare }
            guard making else { return nil }
            let made = Rare()
            rare = made
            return made
        }

        var coordinateSpaceName: AnyHashable? {
            get { rare?.coordinateSpaceName }
            set { rare(making: newValue != nil)?.coordinateSpaceName = newValue }
        }
        var deferredContent: ((LayoutNode) -> [LayoutNode])? {
            get { rare?.deferredContent }
            set { rare(making: newValue != nil)?.deferredContent = newValue }
        }
        var lazyChildren: ((LayoutNode) -> [LayoutNode])? {
            get { rare?.lazyChildren }
            set { rare(making: newValue != nil)?.lazyChildren = newValue }
        }
        var drawingTransform: ((CGRect) -> CGAffineTransform)? {
            get { rare?.drawingTransform }
            set { rare(making: newValue != nil)?.drawingTransform = newValue }
        }
        var drawingProjection: ((CGRect) -> ProjectionTransform)? {
            get { rare?.drawingProjection }
            set { rare(making: newValue != nil)?.drawingProjection = newValue }
        }
        var safeArea: SafeAreaRegion? {
            get { rare?.safeArea }
            set { rare(making: newValue != nil)?.safeArea = newValue }
        }
    }

    func makeExtras() -> Extras {
        if let extras { return extras }
        let made = Extras()
        extras = made
        return made
    }
}

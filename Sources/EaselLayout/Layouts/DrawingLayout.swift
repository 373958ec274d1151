import Foundation

/// A modifier that only changes how its child is drawn (hidden, opacity, clipping, shadows): layout sees
/// the child exactly as it is — size, guides, spacing and priority.
package struct DrawingLayout: PassThroughLayout {
    package var name: String

    package init(name: String) {
        self.name = name
    }
}

import Foundation

// Finding the nodes whose frames define coordinate spaces.
extension LayoutNode {
    /// The nearest node up the tree, this one included, named `name` by `.coordinateSpace(name:)`.
    package func ancestor(namedSpace name: AnyHashable) -> LayoutNode? {
        var node: LayoutNode? = self
        while let current = node {
            if current.coordinateSpaceName == name { return current }
            node = current.parent
        }
        return nil
    }
}

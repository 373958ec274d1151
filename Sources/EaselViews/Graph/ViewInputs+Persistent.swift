import EaselGraphics
import EaselLayout
import Foundation

extension _ViewInputs {
    /// An object that lives as long as the view at this position (made the first time; the same object on
    /// every later update), for primitives that remember something: a scroll offset, a lazy container's
    /// items. Outside a host a new object is made each time.
    func persistent<T: AnyObject>(_ name: String, make: () -> T) -> T {
        guard let graph, let owner else { return make() }
        let entryInputs = pushing(name)
        let entry = graph.entry(
            BodyKey(path: entryInputs.path, scope: owner.inputs.path), in: owner, type: T.self, inputs: entryInputs)
        return entry.storage(0, make: make)
    }
}

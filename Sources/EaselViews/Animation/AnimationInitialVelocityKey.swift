import EaselLayout
import Foundation

/// The velocity a merging spring starts with: how the engine carries a running animation's speed into the one
/// that replaces it.
///
/// The contract between the animation values and the engine that runs them:
///
/// 1. **Running.** An animation on a property is given `value` = new value − old value and the seconds since it
///    began, and answers the part of `value` covered (the engine shows old value + answer), or nil once finished.
///    Each animation keeps one `AnimationContext` for its whole run, passed `inout` to every call.
/// 2. **Merging.** When a new animation starts on a property that is still animating, the engine asks the new
///    one `shouldMerge(previous:value:time:context:)`, with `time` the previous animation's elapsed time.
///    - `false` (timing curves, `interpolatingSpring`, delays, repeats): both run to their ends, the new one over
///      the change from the value the property was heading for, and their answers add.
///    - `true` (`spring`, `smooth`, `snappy`, `bouncy`, `interactiveSpring`, `default`): the new animation
///      replaces the old. The engine takes the velocity the old one had, `previous.velocity(value:time:context:)`
///      with the old animation's value, time and context (nil counts as zero), starts the new one at time 0 over
///      the change from the currently shown value to the new value, and stores the velocity in the new
///      context's state under this key.
/// 3. **Velocity.** A spring animation reads this key when it animates and reports velocities: value units per
///    second, positive toward `value`. The key's default, nil, is a spring starting at rest.
package struct AnimationInitialVelocityKey<V: VectorArithmetic>: AnimationStateKey {
    package static var defaultValue: V? { nil }
}

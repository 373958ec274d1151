import EaselGraphics
import EaselLayout
import Foundation

// Here rather than beside Angle: EaselGraphics does not depend on EaselLayout, where Animatable lives. The
// conformance is not retroactive in the compiler's sense, since all three modules are in one package.

extension Angle: Animatable {
    public typealias AnimatableData = Double

    /// The angle in radians, as SwiftUI animates it.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

import Foundation

// The scalars SwiftUI animates directly. Scaling by a Double and converting back loses nothing for Double and
// CGFloat (a Double on 64-bit platforms); Float rounds as its own arithmetic would.

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self = CGFloat(Double(self) * rhs) }
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}

// A number is animatable as itself: a keyframe track or a custom animatable view can animate a plain Double.
extension Double: Animatable {
    public var animatableData: Double {
        get { self }
        set { self = newValue }
    }
}

extension Float: Animatable {
    public var animatableData: Float {
        get { self }
        set { self = newValue }
    }
}

extension CGFloat: Animatable {
    public var animatableData: CGFloat {
        get { self }
        set { self = newValue }
    }
}

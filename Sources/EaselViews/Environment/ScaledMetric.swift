import EaselText
import Foundation

/// A dynamic property that scales a numeric value with the environment's Dynamic Type size, as the text style it
/// is relative to (body unless given) scales: the value as written at the large size (the default), and in that
/// proportion at the others (at accessibility 5, a value relative to body is 53 ÷ 17 times as large).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let baseValue: Value
    private let textStyle: Font.TextStyle
    private var size: DynamicTypeSize = .large

    /// Scales `wrappedValue` as body text scales.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// Scales `wrappedValue` as text of `textStyle` scales.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// The value scaled for the current Dynamic Type size.
    public var wrappedValue: Value {
        let large = textStyle.pointSize(at: .large)
        guard large > 0 else { return baseValue }
        return baseValue * Value(textStyle.pointSize(at: size) / large)
    }
}

extension ScaledMetric: GraphProperty {
    mutating func install(_ context: PropertyContext, slot: Int) {
        size = context.environment.dynamicTypeSize
    }

    /// Read from the view's environment, which is compared on its own.
    func isSameInput(as other: ScaledMetric<Value>) -> Bool { true }
}

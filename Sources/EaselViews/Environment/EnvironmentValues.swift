import EaselLayout
import EaselText
import Foundation
import Synchronization

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A collection of environment values propagated through a view hierarchy: set with
/// `.environment(_:_:)`, read with `@Environment`, flowing down to every view below.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]
    /// Changed by every write: two environments with the same generation are copies of one value.
    private var generation: UInt64 = 0
    /// `layoutDirection == .rightToLeft`, kept beside the values so that making a node reads one flag.
    package internal(set) var isRightToLeft = false

    private static let generations = Atomic<UInt64>(0)

    /// The defaults: Large Dynamic Type, light appearance, left-to-right, display scale 1 (LayoutRules §12).
    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // Unwrapped first: a missing entry cast to an optional `Value` would succeed as nil and hide the
            // key's default.
            guard let value = values[ObjectIdentifier(key)] else { return K.defaultValue }
            return (value as? K.Value) ?? K.defaultValue
        }
        set {
            values[ObjectIdentifier(key)] = newValue
            generation = Self.generations.add(1, ordering: .relaxed).newValue
        }
    }

    /// Whether a view in `other` sees what it sees in this environment: the same copy, or the same keys with
    /// equal values (objects by identity; values that cannot be compared count as different).
    package func isSame(as other: EnvironmentValues) -> Bool {
        if generation == other.generation { return true }
        guard values.count == other.values.count else { return false }
        for (key, value) in values {
            guard let otherValue = other.values[key], ValueComparison.equal(any: value, otherValue) else { return false }
        }
        return true
    }

    public var description: String { "EnvironmentValues(\(values.count) values set)" }
}

// MARK: - Values Easel's layout reads

private struct DisplayScaleKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}

private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue: LayoutDirection = .leftToRight
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue: ColorScheme = .light
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue: DynamicTypeSize = .large
}

private struct DefaultPaddingKey: EnvironmentKey {
    /// SwiftUI's default padding on iOS (LayoutRules §3.1).
    static let defaultValue = EdgeInsets(_all: 16)
}

extension EnvironmentValues {
    /// The number of pixels per point (1 by default, as for `ImageRenderer`); pixel rounding follows it.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The size of a pixel in points: 1 / displayScale (LayoutRules §1.3).
    public var pixelLength: CGFloat {
        PixelGrid(scale: displayScale).pixelLength
    }

    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set {
            self[LayoutDirectionKey.self] = newValue
            isRightToLeft = newValue == .rightToLeft
        }
    }

    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The insets of `.padding()` with no length.
    package var defaultPadding: EdgeInsets {
        get { self[DefaultPaddingKey.self] }
        set { self[DefaultPaddingKey.self] = newValue }
    }

    /// A Divider's thickness: one pixel, or one point at accessibility sizes (LayoutRules §3.8).
    package var dividerThickness: CGFloat {
        dynamicTypeSize.isAccessibilitySize ? 1 : pixelLength
    }
}

/// The possible color schemes.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    case light
    case dark
}

/// Sets one environment value for the views below.
struct EnvironmentWritingModifier<Value>: ViewModifier {
    typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    static func _makeView(
        modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs
    ) {
        var inputs = inputs
        inputs.environment[keyPath: modifier.keyPath] = modifier.value
        content.make(inputs, &outputs)
    }
}

/// Rewrites the environment for the views below.
struct EnvironmentTransformModifier<Value>: ViewModifier {
    typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void

    static func _makeView(
        modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs
    ) {
        var inputs = inputs
        modifier.transform(&inputs.environment[keyPath: modifier.keyPath])
        content.make(inputs, &outputs)
    }
}

extension View {
    /// Sets the environment value of the specified key path to the given value.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWritingModifier(keyPath: keyPath, value: value))
    }

    /// Transforms the environment value of the specified key path with the given function.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(EnvironmentTransformModifier(keyPath: keyPath, transform: transform))
    }

    /// Sets the Dynamic Type size within the view to the given value.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }
}

import EaselLayout
import Foundation

extension View {
    /// Applies the given animation to this view when the specified value changes.
    ///
    /// While the view is made after `value` changed, the changes below this modifier animate with `animation`
    /// (nil: they do not animate), whatever transaction the change came with.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationValueModifier(animation: animation, value: value))
    }

    /// Applies the given animation to all animatable values within this view.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        modifier(_ImplicitAnimationModifier(animation: animation))
    }

    /// Applies the given animation to the animatable modifiers `body` applies to this view, and to nothing else:
    /// the view itself (the placeholder) changes with the transaction it had.
    public func animation<V: View>(
        _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        modifier(_AnimationBodyModifier(animation: animation, body: body(PlaceholderContentView())))
    }

    /// Applies the given transaction mutation function to all animations used within the view.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform))
    }

    /// Applies the given transaction mutation function to all animations used within the view, when `value`
    /// changes.
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform, value: _AnyEquatable(value)))
    }
}

extension ViewModifier {
    /// Returns a new version of the modifier that will apply the transaction mutation function `transform` to all
    /// transactions within the modifier.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier {
        _ChainedTransactionModifier(base: self, transform: transform)
    }

    /// Returns a new version of the modifier that will apply `animation` to all animatable values within the
    /// modifier.
    public func animation(_ animation: Animation?) -> some ViewModifier {
        _ChainedTransactionModifier(base: self) { $0.animation = animation }
    }
}

/// `.animation(_:value:)`: remembers the value it saw last, and gives the content's changes its animation when
/// the value differs.
public struct _AnimationValueModifier<Value: Equatable>: ViewModifier {
    public typealias Body = Never
    let animation: Animation?
    let value: Value

    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs) {
        guard let graph = inputs.graph, let owner = inputs.owner else {
            content.make(inputs, &outputs)
            return
        }
        let memory = owner.animationStore().entry(inputs.animationKey(Self.self, owner: owner)) { LastValue<Value>() }
        let changed = memory.value.map { $0 != modifier.value } ?? false
        memory.value = modifier.value
        var transaction = graph.animation.transaction
        guard changed, !transaction.disablesAnimations else {
            content.make(inputs, &outputs)
            return
        }
        transaction.animation = modifier.animation
        if let animation = modifier.animation {
            graph.animation.geometry.willChange(with: animation, completions: transaction.completions, below: inputs.path)
        }
        graph.animation.with(transaction) { content.make(inputs, &outputs) }
    }
}

/// `.animation(_:body:)`: the modifiers `body` applies are made with the animation; the modified view, where the
/// body shows its placeholder, with the transaction from outside.
public struct _AnimationBodyModifier<Body: View>: ViewModifier {
    let animation: Animation?
    let body: Body

    public func body(content: Content) -> Body { body }

    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs) {
        guard let graph = inputs.graph else {
            makeCustomModifier(modifier, inputs: inputs, content: content, outputs: &outputs)
            return
        }
        let outside = graph.animation.transaction
        let placeholder = _ModifierContent { inputs, outputs in
            graph.animation.with(outside) { content.make(inputs, &outputs) }
        }
        var transaction = outside
        if !transaction.disablesAnimations { transaction.animation = modifier.animation }
        graph.animation.with(transaction) {
            makeCustomModifier(modifier, inputs: inputs, content: placeholder, outputs: &outputs)
        }
    }
}

/// `.animation(_:)`: every change below it animates with the animation, including changes of state made by the
/// views below it alone (the inputs carry the animation to their bodies).
public struct _ImplicitAnimationModifier: ViewModifier {
    public typealias Body = Never
    let animation: Animation?

    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs) {
        var inputs = inputs
        inputs.implicitAnimation = modifier.animation
        guard let graph = inputs.graph else {
            content.make(inputs, &outputs)
            return
        }
        var transaction = graph.animation.transaction
        if !transaction.disablesAnimations { transaction.animation = modifier.animation }
        graph.animation.with(transaction) { content.make(inputs, &outputs) }
    }
}

/// `.transaction(_:)` and `.transaction(value:_:)`: the content is made with the transformed transaction (for
/// the second form, only when the value changed).
public struct _TransactionModifier: ViewModifier {
    public typealias Body = Never
    let transform: (inout Transaction) -> Void
    var value: _AnyEquatable?

    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs) {
        guard let graph = inputs.graph else {
            content.make(inputs, &outputs)
            return
        }
        if let value = modifier.value, let owner = inputs.owner {
            let memory = owner.animationStore().entry(inputs.animationKey(Self.self, owner: owner)) { LastValue<_AnyEquatable>() }
            let changed = memory.value.map { $0 != value } ?? false
            memory.value = value
            guard changed else {
                content.make(inputs, &outputs)
                return
            }
        }
        var transaction = graph.animation.transaction
        modifier.transform(&transaction)
        graph.animation.with(transaction) { content.make(inputs, &outputs) }
    }
}

/// A modifier with a transaction transform applied around it (`ViewModifier.transaction(_:)`).
struct _ChainedTransactionModifier<Base: ViewModifier>: ViewModifier {
    let base: Base
    let transform: (inout Transaction) -> Void

    func body(content: Content) -> some View {
        content.modifier(base).transaction(transform)
    }
}

/// An equatable value of any type, compared with its own `==`.
public struct _AnyEquatable: Equatable {
    private let value: Any
    private let equals: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        equals = { ($0 as? T) == value }
    }

    public static func == (lhs: _AnyEquatable, rhs: _AnyEquatable) -> Bool { lhs.equals(rhs.value) }
}

/// The value an `.animation(_:value:)` or `.transaction(value:_:)` saw when last made.
final class LastValue<Value>: AnimationStoreEntry {
    var value: Value?
    override var isAnimating: Bool { false }
    override func removed(in graph: ViewGraph) {}
}

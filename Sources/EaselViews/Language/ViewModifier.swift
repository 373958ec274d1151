import EaselLayout
import Foundation

/// A modifier that you apply to a view or another view modifier, producing a different version of the
/// original value.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>

    @ViewBuilder func body(content: Self.Content) -> Self.Body

    /// Makes the nodes of the modified view; `content` makes the nodes of the view being modified.
    /// Not for use by apps.
    static func _makeView(modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs)
}

extension ViewModifier {
    /// A custom modifier's body is evaluated once, with `content` standing for the whole modified view.
    public static func _makeView(
        modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs
    ) {
        makeCustomModifier(modifier, inputs: inputs, content: content, outputs: &outputs)
    }

    static func makeCustomModifier(
        _ modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs
    ) {
        guard Body.self != Never.self else {
            inputs.diagnose(
                "\(Self.self) has no body and is not a modifier Easel knows; the view is shown unmodified",
                fix: "give the modifier a body(content:)")
            content.make(inputs, &outputs)
            return
        }
        let inputs = inputs.pushing(Self.self)
        let chain = ModifierContent(content: content, outer: inputs.modifierContent)
        guard let graph = inputs.graph else {
            var modifier = modifier
            DynamicPropertyInstaller.install(into: &modifier, context: PropertyContext(environment: inputs.environment, node: nil))
            var bodyInputs = inputs
            bodyInputs.modifierContent = chain
            modifier.body(content: _ViewModifier_Content()).makeView(inputs: bodyInputs, outputs: &outputs)
            return
        }
        // A modifier's node is never skipped: the content it wraps comes from its parent's evaluation.
        graph.makeBody(modifier, inputs: inputs, outputs: &outputs, canSkip: false) { modifier, node, inputs in
            node.graph?.evaluate(&modifier, node: node, inputs: inputs, body: { $0.body(content: _ViewModifier_Content()) }) {
                body, inputs in
                var bodyInputs = inputs
                bodyInputs.modifierContent = chain
                return body.makeNodes(inputs: bodyInputs)
            } ?? []
        }
    }
}

extension ViewModifier where Body == Never {
    public func body(content: Self.Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier; its body is never evaluated")
    }
}

/// The view a modifier's `body(content:)` receives: the view being modified.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        inputs.makeModifierContent(
            &outputs, misplaced: "a modifier's content was used outside its body", fix: "use content only in body(content:)")
    }
}

extension _ViewInputs {
    /// Makes the view that the innermost modifier body in scope stands in for: a modifier's `content`, and a
    /// transition's (`PlaceholderContentView`), whose body is made as a modifier's is. `misplaced` and `fix` are
    /// the diagnostic for a placeholder used where no such body is being made.
    package func makeModifierContent(_ outputs: inout _ViewOutputs, misplaced: String, fix: String) {
        guard let current = modifierContent else {
            diagnose(misplaced, fix: fix)
            return
        }
        // The content resolves in the modifier's environment but outside the modifier's own body.
        var contentInputs = self
        contentInputs.modifierContent = current.outer
        current.content.make(contentInputs, &outputs)
    }
}

/// Makes the nodes of the view a modifier modifies. Not for use by apps.
public struct _ModifierContent {
    package let make: (_ViewInputs, inout _ViewOutputs) -> Void
}

/// The chain of modifier contents in scope, innermost first.
package final class ModifierContent {
    package let content: _ModifierContent
    package let outer: ModifierContent?

    init(content: _ModifierContent, outer: ModifierContent?) {
        self.content = content
        self.outer = outer
    }
}

/// A value with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let content = view.content
        Modifier._makeView(
            modifier: view.modifier, inputs: inputs,
            content: _ModifierContent { inputs, outputs in
                var inputs = inputs
                inputs.modifierDepth += 1
                content.makeView(inputs: inputs, outputs: &outputs)
            },
            outputs: &outputs)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never

    /// Two modifiers chained: the outer one modifies the result of the inner one.
    public static func _makeView(
        modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs
    ) {
        let inner = modifier.content
        Modifier._makeView(
            modifier: modifier.modifier, inputs: inputs,
            content: _ModifierContent { inputs, outputs in
                var inputs = inputs
                inputs.modifierDepth += 1
                Content._makeView(modifier: inner, inputs: inputs, content: content, outputs: &outputs)
            },
            outputs: &outputs)
    }
}

extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A primitive modifier that wraps each of the modified view's nodes in a node of its own layout: padding,
/// frames, overlays and the rest. Modifiers apply to every view of a group separately.
package protocol LayoutModifier: ViewModifier where Body == Never {
    associatedtype ModifierLayout: Layout & BuiltinLayout
    func layout(in inputs: _ViewInputs) -> ModifierLayout
    /// Problems with the modifier's arguments, reported where it is used.
    var problems: [ModifierProblem] { get }
    /// How the modifier changes the drawing of what it wraps; nil when it does not.
    func drawing(in inputs: _ViewInputs) -> NodeAppearance?
    /// How the modifier moves the drawing of what it wraps (and with it where taps land), made from the
    /// wrapping node's frame; nil when it does not.
    func drawingTransform(in inputs: _ViewInputs) -> ((CGRect) -> CGAffineTransform)?
    /// How the wrapping nodes take part in hit testing; nil when they do not.
    func interaction(in inputs: _ViewInputs) -> Interaction?
    /// The modifier as it shows now: an animatable modifier's values are their presentation.
    func animated(in inputs: _ViewInputs) -> Self
}

extension LayoutModifier {
    package func animated(in inputs: _ViewInputs) -> Self { self }
}

extension LayoutModifier where Self: Animatable {
    package func animated(in inputs: _ViewInputs) -> Self { inputs.animated(self) }
}

extension LayoutModifier {
    package var problems: [ModifierProblem] { [] }

    package func drawing(in inputs: _ViewInputs) -> NodeAppearance? { nil }

    package func interaction(in inputs: _ViewInputs) -> Interaction? { nil }

    package func drawingTransform(in inputs: _ViewInputs) -> ((CGRect) -> CGAffineTransform)? { nil }

    package static func _makeView(
        modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs
    ) {
        makeLayoutModifier(modifier, inputs: inputs, content: content, outputs: &outputs)
    }

    static func makeLayoutModifier(
        _ modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs
    ) {
        var contentOutputs = _ViewOutputs()
        content.make(inputs, &contentOutputs)
        let modifier = modifier.animated(in: inputs)
        let layout = modifier.layout(in: inputs)
        for problem in modifier.problems {
            inputs.diagnose(problem.message, fix: problem.fix, naming: layout.name)
        }
        guard !contentOutputs.nodes.isEmpty else { return }
        let drawing = modifier.drawing(in: inputs)
        let interaction = modifier.interaction(in: inputs)
        let transform = modifier.drawingTransform(in: inputs)
        for child in contentOutputs.nodes {
            // The node shares the path of the view it wraps, named below it by its layout (`isNamedByLayout`).
            let node = inputs.wrap(child, in: layout)
            node.isNamedByLayout = true
            node.drawing = drawing
            if let transform { node.drawingTransform = transform }
            if let interaction { node.interaction = interaction }
            outputs.append(node)
        }
    }
}

/// A problem with a modifier's arguments, and how to avoid it.
package struct ModifierProblem {
    package var message: String
    package var fix: String

    package init(_ message: String, fix: String) {
        self.message = message
        self.fix = fix
    }
}

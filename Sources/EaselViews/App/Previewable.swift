import Foundation

// `@Previewable` without macros (docs/Decisions.md, "`@Previewable` without macros"). SwiftUI's `#Preview` macro
// moves the declarations tagged `@Previewable` into a view it generates, and the rest of the block becomes that
// view's body. Easel's `#Preview` is a value made from the block (`_EaselPreview`, through `easel render`'s rewrite),
// so `Previewable` is a property wrapper around the tagged one, and the block is run as the body of a view
// (`PreviewBody`): each `@Previewable` property made while that body runs is installed in the view's node, in the
// order the block declares them, as a view's own properties are.

/// Tag allowing a dynamic property to appear inline in a preview:
///
/// ```swift
/// #Preview("toggle") {
///     @Previewable @State var toggled = true
///     return Toggle("Loud Noises", isOn: $toggled)
/// }
/// ```
///
/// In a preview `easel render` (or a host showing the block) makes, the tagged property behaves as it would in a
/// view: `@State` keeps its value across updates, and a write (a tap, `onAppear`, a task) runs the block again with
/// the new value; `@Environment` reads the preview's environment. A block called as a plain closure makes its
/// properties with their initial values, and writes to them are ignored, as `@State` outside a view ignores them.
/// Tag only declarations at the top level of the block, as SwiftUI requires.
@propertyWrapper
public struct Previewable<Wrapped: _PreviewableProperty>: DynamicProperty {
    /// The tagged property.
    public var wrappedValue: Wrapped

    public init(wrappedValue: Wrapped) {
        var wrapped = wrappedValue
        PreviewBodyScope.current.get()?.install(&wrapped)
        self.wrappedValue = wrapped
    }

    /// The tagged property's own projection: for `@Previewable @State var name`, `$name` is the state's binding.
    public var projectedValue: Wrapped._PreviewProjection {
        wrappedValue._previewProjection
    }
}

extension Previewable {
    /// `@Previewable @FocusState var isFocused: Bool`, with no initial value.
    public init() where Wrapped == FocusState<Bool> {
        self.init(wrappedValue: FocusState())
    }

    /// `@Previewable @FocusState var field: Field?`, with no initial value.
    public init<T: Hashable>() where Wrapped == FocusState<T?> {
        self.init(wrappedValue: FocusState())
    }

    /// `@Previewable @State var selection: Item?`, with no initial value.
    public init<T>() where Wrapped == State<T?> {
        self.init(wrappedValue: State())
    }
}

/// A dynamic property that can be tagged `@Previewable`; `_previewProjection` is what `$name` gives (nothing for a
/// property without a projection, such as `@Environment`). Not for use by apps.
public protocol _PreviewableProperty: DynamicProperty {
    associatedtype _PreviewProjection = Void
    var _previewProjection: _PreviewProjection { get }
}

extension _PreviewableProperty where _PreviewProjection == Void {
    public var _previewProjection: Void { () }
}

extension State: _PreviewableProperty {
    public var _previewProjection: Binding<Value> { projectedValue }
}

extension Binding: _PreviewableProperty {
    public var _previewProjection: Binding<Value> { self }
}

extension FocusState: _PreviewableProperty {
    public var _previewProjection: FocusState<Value>.Binding { projectedValue }
}

extension AccessibilityFocusState: _PreviewableProperty {
    public var _previewProjection: AccessibilityFocusState<Value>.Binding { projectedValue }
}

extension Environment: _PreviewableProperty {}

extension EnvironmentObject: _PreviewableProperty {
    public var _previewProjection: ObservedObject<ObjectType>.Wrapper { projectedValue }
}

extension ObservedObject: _PreviewableProperty {
    public var _previewProjection: ObservedObject<ObjectType>.Wrapper { projectedValue }
}

extension StateObject: _PreviewableProperty {
    public var _previewProjection: ObservedObject<ObjectType>.Wrapper { projectedValue }
}

extension Bindable: _PreviewableProperty {
    public var _previewProjection: Bindable<Value> { self }
}

extension AppStorage: _PreviewableProperty {
    public var _previewProjection: Binding<Value> { projectedValue }
}

extension SceneStorage: _PreviewableProperty {
    public var _previewProjection: Binding<Value> { projectedValue }
}

/// The `#Preview` block this thread is running as a view's body: where its `@Previewable` properties are installed.
// Safety: a scope is made for one evaluation of one body and used only on the thread evaluating it, while it runs.
final class PreviewBodyScope: @unchecked Sendable {
    /// The scope of the block this thread is running, if any.
    static let current = TaskLocal<PreviewBodyScope?>(wrappedValue: nil)

    private let context: PropertyContext
    private var count = 0

    init(context: PropertyContext) {
        self.context = context
    }

    /// Installs the block's next property, in a slot of its own: far above the offsets of the view's own fields,
    /// which name its other slots, and the same slot each time the block runs.
    func install<Property>(_ property: inout Property) {
        count += 1
        let slot = count << 20
        if var graphProperty = property as? any GraphProperty {
            graphProperty.install(context, slot: slot)
            if let installed = graphProperty as? Property { property = installed }
        } else {
            DynamicPropertyInstaller.install(into: &property, context: context, slot: slot)
        }
    }
}

/// What a view's `PreviewScopeProperty` is given when the view is installed: what to install the block's properties
/// with. The node is held weakly: the view is kept by its node, and a strong reference back would keep both alive.
struct PreviewScopeProperty: GraphProperty {
    private var environment: EnvironmentValues?
    private weak var node: BodyNode?

    mutating func install(_ context: PropertyContext, slot: Int) {
        environment = context.environment
        node = context.node
    }

    /// A context for the block's properties, while the view's node lives.
    var context: PropertyContext? {
        guard let environment else { return nil }
        return PropertyContext(environment: environment, node: node)
    }

    func isSameInput(as other: PreviewScopeProperty) -> Bool { true }
}

/// A `#Preview` block as a view: its body runs the block, with the block's `@Previewable` properties kept in this
/// view's node.
struct PreviewBody<Content: View>: View {
    private let content: () -> Content
    private var scope = PreviewScopeProperty()

    init(_ content: @escaping @MainActor @Sendable () -> Content) {
        // Easel evaluates bodies wherever the host runs, not on the main actor (docs/Decisions.md, "Views and
        // threads"); the block runs there as a view's body does. Isolation does not change how a function is
        // represented, so the cast keeps the same function.
        self.content = unsafeBitCast(content, to: (() -> Content).self)
    }

    var body: Content {
        guard let context = scope.context else { return content() }
        return PreviewBodyScope.current.withValue(PreviewBodyScope(context: context)) { content() }
    }
}

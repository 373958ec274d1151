/// An app, as SwiftUI declares one. Easel has no windows: an app's scenes compile so that a file written for
/// SwiftUI builds unchanged, and `easel render` renders the file's previews, not the app.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

/// A part of an app's interface.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive scene") }
}

/// A scene that shows a window of `content`; its root view is what an app would display.
public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    public let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Several scenes, as a scene builder's block holds them.
public struct _TupleScene<each S: Scene>: Scene {
    public typealias Body = Never
    public let scenes: (repeat each S)
}

/// Builds scenes from a block, as `@ViewBuilder` builds views.
@MainActor @resultBuilder
public enum SceneBuilder {
    public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> _TupleScene<repeat each S> {
        _TupleScene(scenes: (repeat each scenes))
    }
}

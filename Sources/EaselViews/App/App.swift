import Observation
import OpenCombine

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

/// A scene whose views see a changed environment: `.environment(_:_:)`, `.environment(_:)` and
/// `.environmentObject(_:)` on a scene. Easel renders no scenes; the change is kept with the scene, for its views.
public struct _EnvironmentModifiedScene<Content: Scene>: Scene {
    public typealias Body = Never
    public let content: Content
    let transform: (inout EnvironmentValues) -> Void
}

extension Scene {
    /// Sets the environment value of the specified key path to the given value, for the scene's views.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        _EnvironmentModifiedScene(content: self) { $0[keyPath: keyPath] = value }
    }

    /// Supplies an observable object to the scene's views, for their `@EnvironmentObject` properties.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        _EnvironmentModifiedScene(content: self) { $0.objects[ObjectIdentifier(T.self)] = object }
    }

    /// Places an `@Observable` object in the environment of the scene's views, for `@Environment(T.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        _EnvironmentModifiedScene(content: self) { $0.observableObjects[ObjectIdentifier(T.self)] = object }
    }
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

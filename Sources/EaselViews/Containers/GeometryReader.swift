import EaselLayout
import Foundation

/// A container view that defines its content as a function of its own size and coordinate space
/// (LayoutRules §5). It takes the whole proposal (nil dimensions become 0) and puts its content at its top-leading
/// corner, proposing its full size; several views overlap there.
public struct GeometryReader<Content: View>: View {
    public typealias Body = Never

    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("GeometryReader")
        let contentInputs = inputs.children(of: GeometryReaderLayout.self)
        let node = inputs.makeNode(GeometryReaderLayout())
        let content = view.content
        // The content depends on the reader's frame, so it is made when the reader is placed.
        node.deferredContent = { node in
            content(GeometryProxy(node: node)).makeNodes(inputs: contentInputs)
        }
        outputs.append(node)
    }
}

/// A proxy for access to the size and coordinate space of the container view.
public struct GeometryProxy {
    /// Weak: a proxy kept past its host's life answers zeros instead of trapping.
    private weak var weakNode: LayoutNode?

    init(node: LayoutNode) {
        weakNode = node
    }

    /// The size of the container view.
    public var size: CGSize { weakNode?.globalFrame.size ?? .zero }

    /// The safe area inset of the container view: on each edge where it touches its safe area's edge, the depth
    /// of the unsafe area beyond (the status bar and navigation bar above, say). Zero on a canvas with no device.
    public var safeAreaInsets: EdgeInsets { weakNode?.safeAreaInsets ?? EdgeInsets() }

    /// The container view's bounds rectangle, converted to a defined coordinate space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        guard let node = weakNode else { return .zero }
        let frame = node.globalFrame
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: frame.size)
        case .global:
            return frame
        case .named(let name):
            guard let space = node.space(named: name) else {
                node.context.diagnose(
                    "no coordinate space named \(name) encloses this GeometryReader; the global frame is used",
                    at: node, fix: "apply .coordinateSpace(name:) to an ancestor")
                return frame
            }
            return frame.offsetBy(dx: -space.globalFrame.minX, dy: -space.globalFrame.minY)
        }
    }

    /// The container view's bounds rectangle, converted to a defined coordinate space.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The container view's bounds in a named coordinate space, or nil when no such space encloses it.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard case .named(let name) = coordinateSpace.coordinateSpace, let node = weakNode,
            let space = node.space(named: name)
        else { return nil }
        let frame = node.globalFrame
        return CGRect(origin: CGPoint(x: space.globalFrame.minX - frame.minX, y: space.globalFrame.minY - frame.minY), size: space.globalFrame.size)
    }
}

/// A resolved coordinate space.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)

    public var isGlobal: Bool { self == .global }
    public var isLocal: Bool { self == .local }
}

/// A frame of reference within the layout system.
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

extension CoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { self }
}

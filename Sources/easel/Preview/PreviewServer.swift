import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// The pages connected to `easel preview`, each a WebSocket; messages go to all of them.
final class PageHub: @unchecked Sendable {
    // Safety: `channels` is touched only under `lock`; a NIO channel may be written from any thread.
    private let lock = NSLock()
    private var channels: [ObjectIdentifier: Channel] = [:]

    func add(_ channel: Channel) {
        lock.withLock { channels[ObjectIdentifier(channel)] = channel }
    }

    func remove(_ channel: Channel) {
        _ = lock.withLock { channels.removeValue(forKey: ObjectIdentifier(channel)) }
    }

    func broadcast(_ text: String) {
        for channel in lock.withLock({ Array(channels.values) }) { Self.send(text, to: channel) }
    }

    static func send(_ text: String, to channel: Channel) {
        let buffer = channel.allocator.buffer(string: text)
        channel.writeAndFlush(WebSocketFrame(fin: true, opcode: .text, data: buffer), promise: nil)
    }
}

/// The HTTP and WebSocket server of `easel preview` (SwiftNIO): `/` is the page, `/easel-preview.js` and
/// `/easel-preview.css` its script and styles, `/socket` the WebSocket the page talks to the workspace over.
/// When a token is set, the WebSocket is refused without `?token=` and the page asks for it.
enum PreviewServer {
    static func start(
        host: String, port: Int, token: String?, workspace: PreviewWorkspace, group: EventLoopGroup
    ) throws -> Channel {
        let pages = workspace.pages
        let needsToken = token != nil
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.backlog, value: 64)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                let upgrader = NIOWebSocketServerUpgrader(
                    maxFrameSize: 1 << 20,
                    shouldUpgrade: { channel, head in
                        let allowed = head.uri.hasPrefix("/socket") && (token.map { Self.query(head.uri)["token"] == $0 } ?? true)
                        return channel.eventLoop.makeSucceededFuture(allowed ? HTTPHeaders() : nil)
                    },
                    upgradePipelineHandler: { channel, _ in
                        channel.eventLoop.makeCompletedFuture {
                            try channel.pipeline.syncOperations.addHandler(
                                PageSocketHandler(workspace: workspace, pages: pages))
                        }
                    })
                return channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline(
                        withServerUpgrade: (
                            upgraders: [upgrader],
                            completionHandler: { context in
                                context.pipeline.removeHandler(name: "easel-page", promise: nil)
                            }
                        ))
                    try channel.pipeline.syncOperations.addHandler(PageHTTPHandler(needsToken: needsToken), name: "easel-page")
                }
            }
            .childChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
        return try bootstrap.bind(host: host, port: port).wait()
    }

    /// The query of a request target as name-value pairs.
    static func query(_ uri: String) -> [String: String] {
        guard let components = URLComponents(string: uri) else { return [:] }
        var pairs: [String: String] = [:]
        for item in components.queryItems ?? [] { pairs[item.name] = item.value ?? "" }
        return pairs
    }
}

/// Serves the page, its script and its styles.
final class PageHTTPHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let needsToken: Bool
    private var request: HTTPRequestHead?

    init(needsToken: Bool) {
        self.needsToken = needsToken
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head): request = head
        case .body: break
        case .end:
            guard let head = request else { return }
            request = nil
            respond(to: head, context: context)
        }
    }

    private func respond(to head: HTTPRequestHead, context: ChannelHandlerContext) {
        let path = head.uri.split(separator: "?").first.map(String.init) ?? "/"
        let status: HTTPResponseStatus
        let type: String
        let body: String
        switch (head.method, path) {
        case (.GET, "/"), (.GET, "/index.html"):
            (status, type, body) = (.ok, "text/html; charset=utf-8", PreviewPage.html(needsToken: needsToken))
        case (.GET, "/easel-preview.js"):
            (status, type, body) = (.ok, "text/javascript; charset=utf-8", PreviewPage.script)
        case (.GET, "/easel-preview.css"):
            (status, type, body) = (.ok, "text/css; charset=utf-8", PreviewPage.styles)
        case (.GET, _):
            (status, type, body) = (.notFound, "text/plain; charset=utf-8", "Not found: \(path)\n")
        default:
            (status, type, body) = (.methodNotAllowed, "text/plain; charset=utf-8", "Only GET is served.\n")
        }
        let buffer = context.channel.allocator.buffer(string: body)
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: type)
        headers.add(name: "Content-Length", value: String(buffer.readableBytes))
        headers.add(name: "Cache-Control", value: "no-store")
        let keepAlive = head.isKeepAlive
        if !keepAlive { headers.add(name: "Connection", value: "close") }
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: status, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(buffer))), promise: nil)
        if keepAlive {
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        } else {
            let channel = context.channel
            context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
        }
    }
}

/// One page's WebSocket: text messages go to the workspace, answers and broadcasts come back as text.
final class PageSocketHandler: ChannelInboundHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private let workspace: PreviewWorkspace
    private let pages: PageHub
    private var message = ByteBuffer()

    init(workspace: PreviewWorkspace, pages: PageHub) {
        self.workspace = workspace
        self.pages = pages
    }

    func handlerAdded(context: ChannelHandlerContext) {
        pages.add(context.channel)
    }

    func channelInactive(context: ChannelHandlerContext) {
        pages.remove(context.channel)
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        switch frame.opcode {
        case .text, .continuation:
            var data = frame.unmaskedData
            message.writeBuffer(&data)
            guard frame.fin else { return }
            let text = message.readString(length: message.readableBytes) ?? ""
            message.clear()
            let channel = context.channel
            workspace.receive(text) { answer in PageHub.send(answer, to: channel) }
        case .ping:
            context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData)), promise: nil)
        case .connectionClose:
            var data = frame.unmaskedData
            let code = data.readSlice(length: 2) ?? ByteBuffer()
            let channel = context.channel
            context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: code)))
                .whenComplete { _ in channel.close(promise: nil) }
        default:
            break
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        context.close(promise: nil)
    }
}

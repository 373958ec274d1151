import ArgumentParser
import Foundation
import NIOCore
import NIOPosix

struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serves a file's previews to a web browser, live: updated on every save, interactive, with a layout inspector.",
        discussion: """
            Starts a web server and prints its address; open it in Chromium or Firefox. Every preview of FILE \
            is shown, each running in a process of its own. Saving the file compiles it again and every open \
            page updates without a reload; a compile error is shown in the page over the last good previews, \
            and a preview that crashes or hangs is shown as such. Clicks tap, the wheel and drags scroll or \
            drag, keys type into the text field last clicked; state lasts until the file is compiled again. \
            The page's controls choose the device, color scheme, Dynamic Type size, layout direction, zoom and \
            debug overlays; Inspect outlines the view under the pointer and tells how it was laid out.

            The server listens on 127.0.0.1 unless --host names another address; then a token is printed on \
            start and the page asks for it. Ctrl-C stops the server and every preview.
            """)

    @OptionGroup var source: PreviewFileOptions

    @Option(help: "The port to listen on (0: any free port; the address is printed).")
    var port: Int = 8910

    @Option(help: "The address to listen on. Any address other than 127.0.0.1, ::1 or localhost needs the printed token.")
    var host: String = "127.0.0.1"

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535 (got \(port))") }
    }

    func run() throws {
        let file = source.fileURL
        guard FileManager.default.fileExists(atPath: file.path) else { throw CommandFailure("no such file: \(file.path)") }
        // A preview process that dies while the server writes to it must not end the server.
        signal(SIGPIPE, SIG_IGN)
        let loopback = ["127.0.0.1", "::1", "localhost"].contains(host)
        let token = loopback ? nil : Self.makeToken()
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let workspace = PreviewWorkspace(source: source, pages: PageHub())
        let channel: Channel
        do {
            channel = try PreviewServer.start(host: host, port: port, token: token, workspace: workspace, group: group)
        } catch {
            try? group.syncShutdownGracefully()
            throw CommandFailure("cannot listen on \(host):\(port): \(error)")
        }
        let bound = channel.localAddress?.port ?? port
        let shownHost = host.contains(":") ? "[\(host)]" : host
        print("Previews of \(file.lastPathComponent) at http://\(shownHost):\(bound)/ (Ctrl-C to stop)")
        if let token { print("Token: \(token) (the page asks for it)") }
        fflush(nil)
        workspace.start()

        // Ctrl-C (and a plain kill) stops the previews and the server, then the process.
        let stopping = DispatchQueue(label: "easel.preview.stop")
        var sources: [DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: stopping)
            source.setEventHandler {
                print("\nStopping.")
                workspace.stop()
                channel.close(promise: nil)
            }
            source.resume()
            sources.append(source)
        }
        try? channel.closeFuture.wait()
        try? group.syncShutdownGracefully()
        _ = sources
    }

    /// 128 random bits as hex.
    static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(format: "%08x", UInt32.random(in: .min ... .max, using: &generator)) }.joined()
    }
}

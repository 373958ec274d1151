import Foundation
import Hummingbird

// GET /card?title=…&subtitle=…&theme=indigo|sunset|forest|mono&scale=1|2|3 → image/png
// Anything else about the request that is out of bounds → 400 with a one-line reason.
//
// `CardServer [port]` listens on 127.0.0.1 (8080 by default).

let port = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 8080

/// Renders off the server's event loops: a card takes milliseconds of CPU, which an event loop must not spend.
func renderOffLoop(_ request: CardRequest) async throws -> Data {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async {
            continuation.resume(with: Result { try request.render() })
        }
    }
}

let router = Router()
router.get("card") { request, _ -> Response in
    var query: [String: String] = [:]
    for (key, value) in request.uri.queryParameters { query[String(key)] = String(value) }
    switch CardRequest.parse(query) {
    case .failure(let error):
        throw HTTPError(.badRequest, message: error.message)
    case .success(let card):
        let png = try await renderOffLoop(card)
        return Response(
            status: .ok, headers: [.contentType: "image/png"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: png)))
    }
}

let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
try await app.runService()

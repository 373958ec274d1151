@_implementationOnly import CZlib
import Foundation

/// PNG's chunk layout, which `PNGWriter` and `APNGWriter` share: a chunk is its body's length, its four-letter
/// type, the body, and the CRC-32 of type and body (zlib computes it). Numbers are big-endian.
extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    mutating func appendBigEndian(_ value: UInt16) {
        append(contentsOf: [UInt8(value >> 8), UInt8(value & 0xFF)])
    }

    mutating func appendPNGChunk(_ type: String, _ body: Data) {
        appendBigEndian(UInt32(body.count))
        let typeBytes = Data(type.utf8)
        append(typeBytes)
        append(body)
        var crc = crc32(0, nil, 0)
        typeBytes.withUnsafeBytes { crc = crc32(crc, $0.bindMemory(to: UInt8.self).baseAddress, uInt($0.count)) }
        // An empty body adds nothing; zlib given no buffer would instead return the initial value (IEND's CRC).
        if !body.isEmpty {
            body.withUnsafeBytes { crc = crc32(crc, $0.bindMemory(to: UInt8.self).baseAddress, uInt($0.count)) }
        }
        appendBigEndian(UInt32(crc))
    }
}

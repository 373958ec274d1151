import Foundation

/// A deflate encoder made for filtered PNG rows: runs of one repeated byte become matches at distance 1,
/// everything else is a literal, and each block of tokens gets its own Huffman codes.
///
/// Interface images, once filtered, are mostly runs of zeros. zlib at level 1 with run-length matching finds
/// the same matches but spends about 2.5 ns a byte doing it (5.8 ms for a 1200×630 card). This encoder
/// scans runs eight bytes at a time and writes each token with one table lookup, so its time goes with the
/// number of tokens rather than the number of bytes; the Adler-32 checksum is kept along the way, a whole run
/// at a time. The output is a standard zlib stream (RFC 1950/1951):
/// any inflater reads it.
enum Deflate {
    /// Tokens per block: each block's Huffman codes follow its own statistics.
    static let blockTokens = 1 << 16

    /// `input` as a zlib stream (header, deflate blocks, Adler-32).
    static func zlib(_ input: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let count = input.count
        // Literal codes are at most 15 bits, and a block's Huffman codes never cost much more than 8 bits a
        // byte on any input, so twice the input plus headers always fits, with the eight bytes past the end
        // that the bit writer's stores need.
        let capacity = 2 * count + 4096
        return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, written in
            var writer = BitWriter(buffer.baseAddress!)
            writer.write(0x78, 8)  // deflate, 32 KB window
            writer.write(0x01, 8)  // no dictionary, fastest level; (0x78 << 8 | 0x01) is a multiple of 31
            let tokens = UnsafeMutablePointer<UInt16>.allocate(capacity: blockTokens)
            defer { tokens.deallocate() }
            // How often each literal byte (0..<256) and each match length (256 + length) occurs in a block,
            // counted as the tokens are made rather than in a second pass over them.
            let counts = UnsafeMutablePointer<Int>.allocate(capacity: 256 + 259)
            defer { counts.deallocate() }
            var position = 0
            var checksum = Adler32()
            repeat {
                var tokenCount = 0
                counts.initialize(repeating: 0, count: 256 + 259)
                position = tokenize(input, from: position, into: tokens, count: &tokenCount, counts: counts, checksum: &checksum)
                writeBlock(tokens, count: tokenCount, counts: counts, final: position >= count, to: &writer)
            } while position < count
            writer.alignToByte()
            let adler = checksum.value
            for shift in [24, 16, 8, 0] { writer.write(UInt64(adler >> UInt32(shift) & 0xFF), 8) }
            writer.flush()
            written = writer.bytesWritten
        }
    }

    // MARK: Tokens

    /// A literal byte is its value; a match of length 3...258 at distance 1 is `0x8000 | length`.
    private static let matchFlag: UInt16 = 0x8000

    /// Tokenizes from `start` until the input ends or the token buffer is full; returns where it stopped.
    /// Counts each literal at its byte and each match at 256 + its length, for the block's Huffman codes.
    private static func tokenize(
        _ input: UnsafeBufferPointer<UInt8>, from start: Int, into tokens: UnsafeMutablePointer<UInt16>, count: inout Int,
        counts: UnsafeMutablePointer<Int>, checksum: inout Adler32
    ) -> Int {
        let base = input.baseAddress!, end = input.count
        var i = start, n = 0
        // Room for one more literal and one more match at the end of each step.
        while i < end && n < blockTokens - 1 {
            let byte = base[i]
            tokens[n] = UInt16(byte)
            counts[Int(byte)] &+= 1
            n &+= 1
            i &+= 1
            checksum.add(byte, count: 1)
            // After a literal, the bytes that repeat it become matches at distance 1: whole matches of 258
            // while more than that remain, then one of what is left if it is at least 3 long.
            var run = runLength(of: byte, at: i, in: base, end: end)
            while run > 258 && n < blockTokens {
                tokens[n] = matchFlag | 258
                counts[256 + 258] &+= 1
                n &+= 1
                i &+= 258
                run &-= 258
                checksum.add(byte, count: 258)
            }
            if run >= 3 && n < blockTokens {
                tokens[n] = matchFlag | UInt16(truncatingIfNeeded: run)
                counts[256 &+ run] &+= 1
                n &+= 1
                i &+= run
                checksum.add(byte, count: run)
            }
        }
        checksum.reduce()
        count = n
        return i
    }

    /// How many bytes from `i` equal `byte` (up to the end), eight at a time.
    @inline(__always)
    private static func runLength(of byte: UInt8, at i: Int, in base: UnsafePointer<UInt8>, end: Int) -> Int {
        let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
        var j = i
        while j &+ 8 <= end {
            let word = UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self) ^ pattern
            if word != 0 { return j &- i &+ (word.littleEndian.trailingZeroBitCount >> 3) }
            j &+= 8
            #if DEBUG
            // A long run (an interface's blank rows, thousands of zeros): blocks of 256 bytes while each equals
            // itself one byte on, that is every byte the one before it. A debug build (previews, tests) calls
            // `loadUnaligned` for every word, and `memcmp` is as fast there as anywhere: ten previews' encoding
            // took 0.28 s in one debug process before, 0.24 s after. Optimized, the extra test in this loop cost
            // more than it saved (the photograph-like image about 10 % slower), so release builds keep the loop
            // as it was. The run found is the same either way.
            if j &- i == 64 { j = blocksOfRun(at: j, in: base, end: end) }
            #endif
        }
        while j < end && base[j] == byte { j &+= 1 }
        return j &- i
    }

    /// Where a run that has reached `j` (and the byte before it) stops being whole blocks of 256 bytes.
    private static func blocksOfRun(at j: Int, in base: UnsafePointer<UInt8>, end: Int) -> Int {
        var j = j
        while j &+ 256 <= end && memcmp(base + j, base + j - 1, 256) == 0 { j &+= 256 }
        return j
    }

    // MARK: Blocks

    /// Length symbols 257...285 with their extra bits, for lengths 3...258 (RFC 1951 §3.2.5).
    private static let lengthTable: [(symbol: UInt16, extraBits: UInt8, extra: UInt16)] = {
        let bases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        let extras = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        var table = Array(repeating: (symbol: UInt16(0), extraBits: UInt8(0), extra: UInt16(0)), count: 259)
        for length in 3...258 {
            let code = length == 258 ? 28 : bases.lastIndex { $0 <= length }!
            table[length] = (UInt16(257 + code), UInt8(extras[code]), UInt16(length - bases[code]))
        }
        return table
    }()

    /// The order code-length code lengths are written in (RFC 1951 §3.2.7).
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private static func writeBlock(
        _ tokens: UnsafeMutablePointer<UInt16>, count: Int, counts: UnsafeMutablePointer<Int>, final: Bool,
        to writer: inout BitWriter
    ) {
        let lengths = lengthTable
        var frequencies = [Int](repeating: 0, count: 286)
        for byte in 0..<256 { frequencies[byte] = counts[byte] }
        for length in 3...258 { frequencies[Int(lengths[length].symbol)] &+= counts[256 + length] }
        frequencies[256] = 1  // end of block
        let literalLengths = Huffman.codeLengths(frequencies, limit: 15)
        // Every match is at distance 1 (distance code 0); two 1-bit codes keep the distance code complete.
        let distanceLengths: [UInt8] = [1, 1]
        let literalCount = max(257, (literalLengths.lastIndex { $0 != 0 } ?? 0) + 1)

        // The code lengths, run-length coded with symbols 16 (repeat), 17 and 18 (zeros).
        let all = Array(literalLengths[0..<literalCount]) + distanceLengths
        var lengthSymbols: [(symbol: UInt8, extraBits: UInt8, extra: UInt8)] = []
        var index = 0
        while index < all.count {
            let value = all[index]
            var run = 1
            while index + run < all.count && all[index + run] == value { run += 1 }
            index += run
            if value == 0 {
                while run >= 11 { let r = min(run, 138); lengthSymbols.append((18, 7, UInt8(r - 11))); run -= r }
                if run >= 3 { lengthSymbols.append((17, 3, UInt8(run - 3))); run = 0 }
            } else {
                lengthSymbols.append((value, 0, 0))
                run -= 1
                while run >= 3 { let r = min(run, 6); lengthSymbols.append((16, 2, UInt8(r - 3))); run -= r }
            }
            for _ in 0..<run { lengthSymbols.append((value, 0, 0)) }
        }
        var lengthFrequencies = [Int](repeating: 0, count: 19)
        for entry in lengthSymbols { lengthFrequencies[Int(entry.symbol)] += 1 }
        let codeLengthLengths = Huffman.codeLengths(lengthFrequencies, limit: 7)
        let codeLengthCount = max(4, (codeLengthOrder.lastIndex { codeLengthLengths[$0] != 0 } ?? 0) + 1)

        writer.write(final ? 1 : 0, 1)
        writer.write(2, 2)  // dynamic Huffman codes
        writer.write(UInt64(literalCount - 257), 5)
        writer.write(UInt64(distanceLengths.count - 1), 5)
        writer.write(UInt64(codeLengthCount - 4), 4)
        for symbol in codeLengthOrder.prefix(codeLengthCount) { writer.write(UInt64(codeLengthLengths[symbol]), 3) }
        let codeLengthCodes = Huffman.codes(codeLengthLengths)
        for entry in lengthSymbols {
            let symbol = Int(entry.symbol)
            writer.write(UInt64(codeLengthCodes[symbol]), Int(codeLengthLengths[symbol]))
            if entry.extraBits > 0 { writer.write(UInt64(entry.extra), Int(entry.extraBits)) }
        }

        // Each token as one precomputed bit string: a literal's code at its byte value; at 256 + length, a
        // match's length code, its extra bits and the 1-bit distance code 0.
        let literalCodes = Huffman.codes(literalLengths)
        var strings = [UInt64](repeating: 0, count: 256 + 259), stringLengths = [UInt8](repeating: 0, count: 256 + 259)
        for byte in 0..<256 {
            strings[byte] = UInt64(literalCodes[byte])
            stringLengths[byte] = literalLengths[byte]
        }
        for length in 3...258 {
            let entry = lengths[length]
            let symbol = Int(entry.symbol), codeLength = Int(literalLengths[symbol])
            guard codeLength > 0 else { continue }
            strings[256 + length] = UInt64(literalCodes[symbol]) | UInt64(entry.extra) << codeLength
            stringLengths[256 + length] = UInt8(codeLength + Int(entry.extraBits) + 1)
        }
        var bits = writer  // a local copy keeps the bit buffer in registers
        strings.withUnsafeBufferPointer { strings in
            stringLengths.withUnsafeBufferPointer { stringLengths in
                var token = UnsafePointer(tokens)
                let end = token + count
                // Two tokens a write: each write waits on the one before it (the bits held, where the next bits
                // go), and two tokens' bit strings, at most 21 bits each, joined fit one write of at most 42.
                let pairsEnd = token + (count & ~1)
                while token < pairsEnd {
                    let first = token[0], second = token[1]
                    let i = Int(first & 0x1FF) &+ Int(first >> 15) &<< 8
                    let j = Int(second & 0x1FF) &+ Int(second >> 15) &<< 8
                    let firstLength = Int(stringLengths[i])
                    bits.write(
                        strings[i] | strings[j] &<< UInt64(truncatingIfNeeded: firstLength),
                        firstLength &+ Int(stringLengths[j]))
                    token += 2
                }
                while token < end {
                    let value = token.pointee
                    let index = Int(value & 0x1FF) &+ Int(value >> 15) &<< 8
                    bits.write(strings[index], Int(stringLengths[index]))
                    token += 1
                }
            }
        }
        writer = bits
        writer.write(UInt64(literalCodes[256]), Int(literalLengths[256]))
    }
}

/// The Adler-32 checksum (RFC 1950), updated a run of one repeated byte at a time.
struct Adler32 {
    private static let modulus: UInt64 = 65521
    private var a: UInt64 = 1
    private var b: UInt64 = 0

    /// Adds `count` copies of `byte`: each copy adds the byte to `a` and the new `a` to `b`, so `b` gains
    /// count·a + byte·count·(count + 1)/2. Reduced once per block (at most 65,536 tokens of at most 258 bytes,
    /// about 1.7·10^7 bytes), `a` stays under 4.4·10^9 and `b` under 7.4·10^16, far inside 64 bits.
    @inline(__always)
    mutating func add(_ byte: UInt8, count: Int) {
        let c = UInt64(byte), n = UInt64(count)
        b &+= n &* a &+ c &* (n &* (n &+ 1) / 2)
        a &+= n &* c
    }

    mutating func reduce() {
        a %= Self.modulus
        b %= Self.modulus
    }

    var value: UInt32 {
        UInt32(b % Self.modulus) << 16 | UInt32(a % Self.modulus)
    }
}

/// Bits written least significant first, as deflate packs them.
struct BitWriter {
    private let start: UnsafeMutablePointer<UInt8>
    private var out: UnsafeMutablePointer<UInt8>
    private var buffer: UInt64 = 0
    private var used = 0

    init(_ start: UnsafeMutablePointer<UInt8>) {
        self.start = start
        out = start
    }

    var bytesWritten: Int { out - start }

    /// Appends the low `count` bits of `value` (at most 56 at a time). Every call stores eight bytes and moves
    /// on by the whole bytes it completed, with no branch (a test of the bits held mispredicts on every few
    /// tokens); the destination needs eight bytes of room past the last byte written.
    @inline(__always)
    mutating func write(_ value: UInt64, _ count: Int) {
        buffer |= value &<< UInt64(truncatingIfNeeded: used)
        used &+= count
        UnsafeMutableRawPointer(out).storeBytes(of: buffer.littleEndian, as: UInt64.self)
        let bytes = used &>> 3
        out += bytes
        buffer &>>= UInt64(truncatingIfNeeded: bytes &<< 3)
        used &= 7
    }

    /// Pads with zero bits to the next byte boundary.
    mutating func alignToByte() {
        let pad = (8 - used % 8) % 8
        if pad > 0 { write(0, pad) }
    }

    /// Writes out the bits still buffered (whole bytes; call `alignToByte` first).
    mutating func flush() {
        while used > 0 {
            out.pointee = UInt8(truncatingIfNeeded: buffer)
            out += 1
            buffer >>= 8
            used = max(used - 8, 0)
        }
    }
}

/// Length-limited Huffman codes in deflate's canonical form.
package enum Huffman {
    /// Code lengths for the symbols' frequencies, none longer than `limit`; symbols that never occur get 0.
    /// At least two symbols get a code, so the code is always complete. Frequencies are below 2^47 (a block's
    /// counts are at most 65,536).
    package static func codeLengths(_ frequencies: [Int], limit: Int) -> [UInt8] {
        var used = frequencies.indices.filter { frequencies[$0] > 0 }
        // A lone symbol still needs a partner for a complete code; any other symbol will do.
        if used.isEmpty { used = [0, 1] }
        if used.count == 1 { used.append(used[0] == 0 ? 1 : 0) }
        // Least frequent first; ties by symbol, so the same input always gives the same code. Sorted as one
        // integer a symbol, the frequency above the symbol.
        var keys = used.map { max(frequencies[$0], 1) << 16 | $0 }
        keys.sort()
        used = keys.map { $0 & 0xFFFF }
        var weights = used.map { max(frequencies[$0], 1) }
        inPlaceLengths(&weights)
        // `weights` now holds each symbol's depth in an optimal tree, longest first. Count symbols per depth,
        // fold depths past the limit back in, and hand the lengths out again, shortest to the most frequent.
        var perLength = [Int](repeating: 0, count: max(limit, weights.max() ?? 0) + 1)
        for depth in weights { perLength[depth] += 1 }
        if perLength.count > limit + 1 {
            for depth in (limit + 1)..<perLength.count {
                perLength[limit] += perLength[depth]
                perLength[depth] = 0
            }
            // Kraft sum in units of 2^-limit: over-full by the clamping; lengthen codes until it is exactly one.
            var total = 0
            for length in 1...limit { total += perLength[length] << (limit - length) }
            while total > 1 << limit {
                perLength[limit] -= 1
                for length in stride(from: limit - 1, through: 1, by: -1) where perLength[length] > 0 {
                    perLength[length] -= 1
                    perLength[length + 1] += 2
                    break
                }
                total -= 1
            }
        }
        var lengths = [UInt8](repeating: 0, count: frequencies.count)
        var next = used.count - 1  // the most frequent symbol
        for length in 1..<perLength.count {
            for _ in 0..<perLength[length] {
                lengths[used[next]] = UInt8(length)
                next -= 1
            }
        }
        return lengths
    }

    /// Replaces ascending weights by their leaves' depths in a Huffman tree (Moffat and Katajainen's
    /// in-place method): first parent links, then depths of internal nodes, then of leaves.
    private static func inPlaceLengths(_ a: inout [Int]) {
        let n = a.count
        guard n > 1 else {
            if n == 1 { a[0] = 1 }
            return
        }
        var leaf = 0, root = 0
        for next in 0..<(n - 1) {
            // Each new internal node takes the two lightest of the remaining leaves and earlier nodes.
            if leaf >= n || (root < next && a[root] < a[leaf]) {
                a[next] = a[root]
                a[root] = next
                root += 1
            } else {
                a[next] = a[leaf]
                leaf += 1
            }
            if leaf >= n || (root < next && a[root] < a[leaf]) {
                a[next] += a[root]
                a[root] = next
                root += 1
            } else {
                a[next] += a[leaf]
                leaf += 1
            }
        }
        a[n - 2] = 0
        if n > 2 {
            for node in stride(from: n - 3, through: 0, by: -1) { a[node] = a[a[node]] + 1 }
        }
        var available = 1, usedNodes = 0, depth = 0, node = n - 2, slot = n - 1
        while available > 0 {
            while node >= 0 && a[node] == depth {
                usedNodes += 1
                node -= 1
            }
            while available > usedNodes {
                a[slot] = depth
                slot -= 1
                available -= 1
            }
            available = 2 * usedNodes
            depth += 1
            usedNodes = 0
        }
    }

    /// Canonical codes for the lengths (RFC 1951 §3.2.2), bit-reversed for writing least significant first.
    static func codes(_ lengths: [UInt8]) -> [UInt32] {
        let longest = Int(lengths.max() ?? 0)
        var perLength = [UInt32](repeating: 0, count: longest + 1)
        for length in lengths where length > 0 { perLength[Int(length)] += 1 }
        var next = [UInt32](repeating: 0, count: longest + 2)
        var code: UInt32 = 0
        if longest > 0 {
            for length in 1...longest {
                code = (code + perLength[length - 1]) << 1
                next[length] = code
            }
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            let value = next[Int(length)]
            next[Int(length)] += 1
            // The code's `length` bits in reverse order: all 32 bits reversed (halves, quarters, … swapped),
            // then shifted down to the code's own bits.
            var reversed = value
            reversed = (reversed >> 1 & 0x5555_5555) | (reversed & 0x5555_5555) << 1
            reversed = (reversed >> 2 & 0x3333_3333) | (reversed & 0x3333_3333) << 2
            reversed = (reversed >> 4 & 0x0F0F_0F0F) | (reversed & 0x0F0F_0F0F) << 4
            reversed = (reversed >> 8 & 0x00FF_00FF) | (reversed & 0x00FF_00FF) << 8
            reversed = reversed >> 16 | reversed << 16
            return reversed >> (32 - UInt32(length))
        }
    }
}

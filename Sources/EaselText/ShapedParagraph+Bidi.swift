@_implementationOnly import CFriBidi
import Foundation

extension ShapedParagraph {
    /// Each scalar's embedding level and its paragraph's, by the Unicode bidirectional algorithm (UAX #9,
    /// rules P1–I2, through FriBidi); nil when no scalar can read right to left, which leaves every level 0.
    ///
    /// Each paragraph (text between paragraph separators: newlines) takes its direction from its first strong
    /// character (P2–P3), left to right when it has none.
    static func bidiLevels(of scalars: [Unicode.Scalar]) -> (scalar: [UInt8], paragraph: [UInt8])? {
        guard scalars.contains(where: mayReadRightToLeft) else { return nil }
        let count = scalars.count
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        var paragraphLevels = [UInt8](repeating: 0, count: count)
        scalars.withUnsafeBufferPointer { all in
            all.baseAddress!.withMemoryRebound(to: FriBidiChar.self, capacity: count) { codes in
                fribidi_get_bidi_types(codes, FriBidiStrIndex(count), &types)
                fribidi_get_bracket_types(codes, FriBidiStrIndex(count), types, &brackets)
            }
        }
        var start = 0
        while start < count {
            var end = start
            while end < count && types[end] != FRIBIDI_TYPE_BS { end += 1 }
            // The separator belongs to the paragraph it ends.
            if end < count { end += 1 }
            var direction = FRIBIDI_PAR_ON
            let length = end - start
            let ok = types.withUnsafeBufferPointer { types in
                brackets.withUnsafeBufferPointer { brackets in
                    levels.withUnsafeMutableBufferPointer { levels in
                        fribidi_get_par_embedding_levels_ex(
                            types.baseAddress! + start, brackets.baseAddress! + start, FriBidiStrIndex(length),
                            &direction, levels.baseAddress! + start)
                    }
                }
            }
            let paragraphLevel: UInt8 = direction == FRIBIDI_PAR_RTL ? 1 : 0
            for index in start..<end {
                // FriBidi fails only when out of memory; the text then keeps its logical order.
                levels[index] = ok == 0 ? FriBidiLevel(paragraphLevel) : levels[index]
                paragraphLevels[index] = paragraphLevel
            }
            start = end
        }
        return (levels.map { UInt8(clamping: $0) }, paragraphLevels)
    }

    /// Whether a scalar is a right-to-left letter or a control that can start right-to-left text: the blocks
    /// of Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and their presentation forms, the
    /// right-to-left scripts beyond the first plane, and the marks, embeddings, overrides and isolates.
    private static func mayReadRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case ..<0x0590: false
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        case 0x200F, 0x202B, 0x202E, 0x2067: true
        default: false
        }
    }
}

@_implementationOnly import CHarfBuzz
@_implementationOnly import CUnibreak
import Foundation

/// A paragraph shaped once, so that measuring it at any width only adds up advances (issue: "a paragraph
/// measured at many widths during a stack's probing does not reshape").
///
/// The unit of layout is the grapheme cluster, what a reader calls a character: lines break only between
/// clusters, at the opportunities libunibreak finds (UAX #14), or between any two clusters when one word
/// is wider than the line. Each cluster knows its advance, taken from HarfBuzz's shaping of the whole run
/// in its font (or a fallback font for characters that font lacks).
// Safety: every field is written while shaping, inside init, before the paragraph is returned or `shared`'s Mutex
// publishes it; after that it is only read (the setters are private to this file; only init's `shape()` and its
// helpers write).
package final class ShapedParagraph: @unchecked Sendable {
    package enum Break: UInt8 {
        /// A mandatory break follows the cluster (a newline).
        case mandatory
        /// A line may end after the cluster.
        case allowed
        /// The cluster must stay on the line with the next one.
        case none
    }

    /// What line breaking reads of one cluster, kept together so that measuring walks one array.
    package struct Cluster: Sendable {
        /// The advance in points (tracking included; zero for a newline).
        package var advance: CGFloat
        /// The run the cluster belongs to.
        package var run: Int32
        /// Whether a line may or must end after the cluster.
        package var lineBreak: Break
        /// Whether it is white space, which hangs past a line's end, uncounted.
        package var isWhitespace: Bool
        /// Its embedding level by the Unicode bidirectional algorithm: odd reads right to left.
        package var level: UInt8 = 0
        /// The level of the paragraph (between hard line breaks) it belongs to: 1 when that paragraph's
        /// first strong character is right to left, else 0.
        package var paragraphLevel: UInt8 = 0
    }

    package let runs: [TextRun]
    // Safety: the stored fields below are written only while the paragraph is shaped, in `init`, by the one thread
    // making it, before the paragraph is published to the cache or returned; afterwards they are only read (from any
    // thread). Reads never overlap a write, so they need no runtime access check, which cost 6 % of shaping a short
    // string.
    @exclusivity(unchecked) package private(set) var clusters: [Cluster] = []
    /// The ascent and line descent of every line, when every run has the same (one run, or runs of fonts with
    /// equal metrics): measuring reads it instead of walking each line's runs.
    @exclusivity(unchecked) private(set) var uniformMetrics: (ascent: CGFloat, descent: CGFloat)?
    /// Per cluster, the offset of its first scalar in `scalars`; one extra entry closes the last cluster.
    @exclusivity(unchecked) package private(set) var clusterStarts: [Int] = []
    @exclusivity(unchecked) package private(set) var scalars: [Unicode.Scalar] = []
    /// The glyphs, in logical order, with the face that draws each (a fallback face where needed).
    @exclusivity(unchecked) package private(set) var glyphs: [ShapedGlyph] = []
    /// The widest hard line (between mandatory breaks), before trailing white space: the ideal width.
    @exclusivity(unchecked) package private(set) var idealWidth: CGFloat = 0
    /// Faces used for characters the run's font lacks, for the record.
    @exclusivity(unchecked) package private(set) var fallbackFaces: [FontFace] = []

    package var clusterCount: Int { clusters.count }
    /// Whether any cluster reads right to left: only then are lines reordered for drawing.
    @exclusivity(unchecked) package private(set) var hasRightToLeft = false

    /// Shapes `runs` now. Everything else asks `make(_:)`, which first looks in the process's shaped paragraphs
    /// (ShapedParagraph+Cache.swift).
    init(runs: [TextRun]) {
        self.runs = runs
        shape()
    }

    // MARK: Shaping

    private func shape() {
        // The per-cluster arrays are built in locals and stored once: each write to a class's stored array
        // inside these loops would be a checked access. Each cluster's record is made as its cluster is found and
        // filled in by each later step (advances, line breaks, levels), rather than assembled from an array for
        // each of its fields.
        var clusterStarts: [Int] = [], scalars: [Unicode.Scalar] = [], clusters: [Cluster] = []
        let estimate = runs.reduce(0) { $0 + $1.string.utf8.count }
        clusterStarts.reserveCapacity(estimate + 1)
        scalars.reserveCapacity(estimate)
        clusters.reserveCapacity(estimate)
        var runClusters: [Range<Int>] = []
        for (index, run) in runs.enumerated() {
            let first = clusters.count
            if !Self.appendASCIIClusters(
                of: run.string, run: Int32(index), clusterStarts: &clusterStarts, scalars: &scalars, clusters: &clusters)
            {
                // Unpaired surrogates cannot reach here: a Swift String repairs them to U+FFFD on creation.
                for cluster in run.string {
                    clusterStarts.append(scalars.count)
                    scalars.append(contentsOf: cluster.unicodeScalars)
                    clusters.append(Cluster(
                        advance: 0, run: Int32(index), lineBreak: .none, isWhitespace: Self.isWhitespace(cluster)))
                }
            }
            runClusters.append(first..<clusters.count)
        }
        clusterStarts.append(scalars.count)
        self.clusterStarts = clusterStarts
        self.scalars = scalars
        let levels = Self.bidiLevels(of: scalars)
        if let levels {
            for cluster in clusters.indices {
                clusters[cluster].level = levels.scalar[clusterStarts[cluster]]
                clusters[cluster].paragraphLevel = levels.paragraph[clusterStarts[cluster]]
            }
            hasRightToLeft = clusters.contains { $0.level & 1 == 1 || $0.paragraphLevel == 1 }
        }
        for (run, range) in zip(runs, runClusters) where !range.isEmpty {
            shapeRun(run, clusters: range, byLevel: levels != nil, into: &clusters)
        }
        // A newline ends a line; it has no width of its own, whatever glyph the font gives it.
        let isNewline = { (cluster: Int) in Self.isNewline(scalars[clusterStarts[cluster]]) }
        for cluster in clusters.indices where isNewline(cluster) { clusters[cluster].advance = 0 }
        findBreaks(into: &clusters)
        if runs.count == 1 {
            uniformMetrics = (runs[0].font.ascender, runs[0].font.lineDescent)
        } else if let first = runs.first?.font, runs.allSatisfy({
            $0.font.ascender == first.ascender && $0.font.lineDescent == first.lineDescent
        }) {
            // What `lineMetrics` finds on any line of these runs (its maxima start at zero): a Text of one font
            // whose string was interpolated has a run for each piece.
            uniformMetrics = (max(0, first.ascender), max(0, first.lineDescent))
        }
        var lineWidth: CGFloat = 0, trailingSpace: CGFloat = 0, idealWidth: CGFloat = 0
        for cluster in clusters.indices {
            let record = clusters[cluster]
            if record.lineBreak == .mandatory && isNewline(cluster) {
                idealWidth = max(idealWidth, lineWidth - trailingSpace)
                lineWidth = 0
                trailingSpace = 0
                continue
            }
            lineWidth += record.advance
            trailingSpace = record.isWhitespace ? trailingSpace + record.advance : 0
        }
        self.idealWidth = max(idealWidth, lineWidth - trailingSpace)
        self.clusters = clusters
    }

    /// Whether the cluster is a line break (LF, CR, CR LF, VT, FF, NEL, U+2028, U+2029).
    package func isNewline(_ cluster: Int) -> Bool {
        guard cluster < clusterCount else { return false }
        return Self.isNewline(scalars[clusterStarts[cluster]])
    }

    private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// The clusters of an ASCII string, one a byte, appended without finding grapheme boundaries: in ASCII only
    /// CR LF is a cluster of two (UAX #29 GB3), so a string with no byte above 0x7F and no CR LF is one cluster
    /// a byte. Returns false, having appended nothing, for any other string. Most interface text is ASCII, and
    /// walking it by `Character` finds each grapheme boundary, which this need not.
    private static func appendASCIIClusters(
        of string: String, run: Int32, clusterStarts: inout [Int], scalars: inout [Unicode.Scalar],
        clusters: inout [Cluster]
    ) -> Bool {
        var string = string
        return string.withUTF8 { bytes in
            var previous: UInt8 = 0
            for byte in bytes {
                if byte >= 0x80 || (previous == 0x0D && byte == 0x0A) { return false }
                previous = byte
            }
            // Appended in bulk, each array once, rather than byte by byte into all four; the converted bytes are
            // made in scratch memory first (a lazily mapped sequence called its closure through a pointer for
            // every byte).
            clusterStarts.append(contentsOf: scalars.count..<(scalars.count + bytes.count))
            withUnsafeTemporaryAllocation(of: Unicode.Scalar.self, capacity: bytes.count) { converted in
                for (index, byte) in bytes.enumerated() { converted.initializeElement(at: index, to: Unicode.Scalar(byte)) }
                scalars.append(contentsOf: converted)
            }
            withUnsafeTemporaryAllocation(of: Cluster.self, capacity: bytes.count) { converted in
                for (index, byte) in bytes.enumerated() {
                    converted.initializeElement(
                        at: index,
                        to: Cluster(advance: 0, run: run, lineBreak: .none, isWhitespace: Self.isWhitespace(ascii: byte)))
                }
                clusters.append(contentsOf: converted)
            }
            return true
        }
    }

    /// Whether a cluster is white space, with a fast answer for ASCII.
    private static func isWhitespace(_ cluster: Character) -> Bool {
        if let ascii = cluster.asciiValue { return isWhitespace(ascii: ascii) }
        return cluster.isWhitespace
    }

    /// Whether an ASCII character is white space: a space, or a tab through a carriage return.
    private static func isWhitespace(ascii: UInt8) -> Bool {
        ascii == 0x20 || (0x09...0x0D).contains(ascii)
    }

    /// Splits a run into items that one face and one script (and, `byLevel`, one bidi level) can shape, shapes
    /// each, and adds the advances to the run's clusters' records.
    private func shapeRun(_ run: TextRun, clusters: Range<Int>, byLevel: Bool, into records: inout [Cluster]) {
        let runStart = clusterStarts[clusters.lowerBound]
        let scalarCount = clusterStarts[clusters.upperBound] - runStart
        // The cluster of each scalar, to map HarfBuzz's clusters (scalar offsets) back to ours; not needed when
        // every cluster is one scalar (ASCII, most interface text), where the cluster is the scalar's offset.
        var clusterOfScalar: [Int] = []
        if scalarCount != clusters.count {
            // `Array(repeatElement(_:count:))`, not `Array(repeating:count:)`: the latter calls the standard
            // library's unspecialized buffer allocation, which looks the array's type up at run time (about 35 ns
            // an array); the former is specialized here. `findBreaks` makes its array the same way.
            clusterOfScalar = Array(repeatElement(0, count: scalarCount))
            for cluster in clusters {
                for scalar in clusterStarts[cluster]..<clusterStarts[cluster + 1] {
                    clusterOfScalar[scalar - runStart] = cluster
                }
            }
        }
        let mapping = ClusterMapping(clusterOfScalar: clusterOfScalar, runStart: runStart, firstCluster: clusters.lowerBound)
        for item in items(of: run, clusters: clusters, records: records, byLevel: byLevel) {
            shapeItem(item, font: run.font, mapping: mapping, into: &records)
        }
        if run.tracking != 0 {
            for cluster in clusters { records[cluster].advance += run.tracking }
        }
    }

    /// Which cluster a scalar of a run belongs to.
    private struct ClusterMapping {
        /// The cluster of each of the run's scalars; empty when each cluster is one scalar.
        var clusterOfScalar: [Int]
        var runStart: Int
        var firstCluster: Int

        @inline(__always)
        func cluster(ofScalar scalar: Int) -> Int {
            clusterOfScalar.isEmpty ? scalar - runStart + firstCluster : clusterOfScalar[scalar - runStart]
        }
    }

    private struct Item {
        // Safety: faces are kept for the process (see `ShapedGlyph.face`), so an item need not retain its own.
        unowned(unsafe) var face: FontFace
        var scalars: Range<Int>
        var script: hb_script_t
        /// The bidi level, which sets the direction it is shaped in; nil when the text has no right-to-left
        /// characters (HarfBuzz then takes the direction from the script, left to right).
        var level: UInt8?
    }

    /// The run's items; `byLevel`, each of one bidi level, read from the clusters' records.
    private func items(of run: TextRun, clusters: Range<Int>, records: [Cluster], byLevel: Bool) -> [Item] {
        var items: [Item] = []
        let unicode = hb_unicode_funcs_get_default()
        // Read from locals: each read of the object's stored arrays inside the loop would be a checked access.
        let scalars = scalars, clusterStarts = clusterStarts, primary = run.font.face
        // The item being grown, kept out of the array until the next one starts (each cluster would otherwise
        // read it back and write it again).
        var current: Item?
        for cluster in clusters {
            let range = clusterStarts[cluster]..<clusterStarts[cluster + 1]
            unowned(unsafe) let face = fallbackFace(range, of: scalars, primary: primary) ?? primary
            var script = HB_SCRIPT_COMMON
            for offset in range {
                let value = scalars[offset].value
                // ASCII without asking HarfBuzz: its letters are Latin and everything else in it Common (Unicode's
                // Scripts.txt), which most interface text is.
                let candidate =
                    value < 0x80
                    ? (value | 0x20 >= 0x61 && value | 0x20 <= 0x7A ? HB_SCRIPT_LATIN : HB_SCRIPT_COMMON)
                    : hb_unicode_script(unicode, value)
                if candidate != HB_SCRIPT_COMMON && candidate != HB_SCRIPT_INHERITED && candidate != HB_SCRIPT_UNKNOWN {
                    script = candidate
                    break
                }
            }
            let level = byLevel ? records[cluster].level : nil
            if var last = current, last.face === face, last.level == level,
               script == HB_SCRIPT_COMMON || last.script == HB_SCRIPT_COMMON || script == last.script {
                last.scalars = last.scalars.lowerBound..<range.upperBound
                if last.script == HB_SCRIPT_COMMON { last.script = script }
                current = last
            } else {
                if let current { items.append(current) }
                current = Item(face: face, scalars: range, script: script, level: level)
            }
        }
        if let current { items.append(current) }
        return items
    }

    /// Nil when the run's face has every visible character of the cluster, else a fallback face that has the
    /// first one it lacks (emoji, CJK, Arabic...), else nil again: the run's face draws its .notdef.
    private func fallbackFace(_ range: Range<Int>, of scalars: [Unicode.Scalar], primary: FontFace) -> FontFace? {
        for offset in range {
            let scalar = scalars[offset]
            if primary.hasGlyph(for: scalar) || scalar.value < 0x20 { continue }
            if let fallback = fallbackFace(forMissing: scalar) { return fallback }
        }
        return nil
    }

    /// A fallback face for a scalar the run's face lacks; nil when it draws nothing (an ignorable, a control, a
    /// nonspacing mark, a newline) or no face has it. Apart from `fallbackFace(_:of:primary:)`, which runs for
    /// every cluster: the standard library's property types this reads would otherwise be looked up there on
    /// every call, found glyph or not.
    @inline(never)
    private func fallbackFace(forMissing scalar: Unicode.Scalar) -> FontFace? {
        let properties = scalar.properties
        if properties.isDefaultIgnorableCodePoint || properties.generalCategory == .control
            || properties.generalCategory == .nonspacingMark || Self.isNewline(scalar) {
            return nil
        }
        guard let fallback = FontLibrary.fallbackFace(for: scalar) else { return nil }
        if !fallbackFaces.contains(where: { $0 === fallback }) { fallbackFaces.append(fallback) }
        return fallback
    }

    private func shapeItem(
        _ item: Item, font: ResolvedFont, mapping: ClusterMapping, into records: inout [Cluster]
    ) {
        guard let buffer = hb_buffer_create() else { return }
        defer { hb_buffer_destroy(buffer) }
        scalars.withUnsafeBufferPointer { all in
            all.baseAddress!.withMemoryRebound(to: UInt32.self, capacity: all.count) { codes in
                hb_buffer_add_utf32(buffer, codes, Int32(all.count), UInt32(item.scalars.lowerBound),
                                    Int32(item.scalars.count))
            }
        }
        hb_buffer_set_script(buffer, item.script)
        if let level = item.level { hb_buffer_set_direction(buffer, level & 1 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR) }
        hb_buffer_guess_segment_properties(buffer)
        var features = [hb_feature_t]()
        if font.usesTabularDigits {
            features.append(hb_feature_t(tag: FontFace.tag("tnum"), value: 1, start: 0, end: UInt32.max))
        }
        hb_shape(item.face.font, buffer, features, UInt32(features.count))
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return }
        let toPoints = font.size / item.face.unitsPerEm
        // A width applies to the font's own face, not to the faces that stand in for characters it lacks.
        let across = item.face === font.face ? toPoints * font.widthScale : toPoints
        let isBackward = hb_buffer_get_direction(buffer) == HB_DIRECTION_RTL
        // Taken out of the object while glyphs are added, so the loop writes an array it alone holds.
        var glyphs = glyphs
        self.glyphs = []
        glyphs.reserveCapacity(glyphs.count + Int(count))
        for step in 0..<Int(count) {
            let index = isBackward ? Int(count) - 1 - step : step
            let scalar = Int(infos[index].cluster)
            let cluster = mapping.cluster(ofScalar: scalar)
            let advance = CGFloat(positions[index].x_advance) * across
            records[cluster].advance += advance
            glyphs.append(ShapedGlyph(
                id: infos[index].codepoint, cluster: Int32(cluster), face: item.face, advance: advance,
                offset: CGPoint(x: CGFloat(positions[index].x_offset) * across,
                                y: CGFloat(positions[index].y_offset) * toPoints)))
        }
        self.glyphs = glyphs
    }

    /// Line-break opportunities by UAX #14 over the whole paragraph, read at each cluster's last scalar, into
    /// each cluster's record (`.none` where a line may not end).
    private func findBreaks(into records: inout [Cluster]) {
        let clusterCount = clusterStarts.count - 1, scalars = scalars, clusterStarts = clusterStarts
        guard !scalars.isEmpty else { return }
        Self.initializeOnce
        var opportunities = Array(repeatElement(CChar(LINEBREAK_NOBREAK), count: scalars.count))
        scalars.withUnsafeBufferPointer { all in
            all.baseAddress!.withMemoryRebound(to: utf32_t.self, capacity: all.count) { codes in
                set_linebreaks_utf32(codes, all.count, "en", &opportunities)
            }
        }
        for cluster in 0..<clusterCount {
            let last = clusterStarts[cluster + 1] - 1
            switch Int32(opportunities[last]) {
            case LINEBREAK_MUSTBREAK:
                // libunibreak marks the end of text as a mandatory break; only real line breaks count.
                let isLast = cluster == clusterCount - 1
                records[cluster].lineBreak = isLast && !Self.isNewline(scalars[clusterStarts[cluster]]) ? .allowed : .mandatory
            case LINEBREAK_ALLOWBREAK: records[cluster].lineBreak = .allowed
            default: records[cluster].lineBreak = .none
            }
        }
    }

    private static let initializeOnce: Void = init_linebreak()
}

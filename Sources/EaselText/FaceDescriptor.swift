@_implementationOnly import CHarfBuzz
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What Easel needs to know of a font face to choose it (its names, weight and slant) without opening it for
/// shaping. The font library lists every face of the system font and of a family this way, and opens only the
/// faces a Text chooses: a process's first Text would otherwise wait for all 36 faces of Inter and Inter Display
/// to be mapped into memory and read (docs/Decisions.md, "Which font files are opened").
package struct FaceDescriptor: Sendable, Hashable {
    package let path: String
    package let index: Int
    package let familyName: String
    package let otherNames: [String]
    package let weight: CGFloat
    package let isItalic: Bool

    /// Reads the names, weight and slant of a face HarfBuzz has open, however its tables were given to it (the
    /// whole file mapped, for `FontFace`; each table read alone, for `read(path:index:)`).
    init(path: String, index: Int, face: OpaquePointer, font: OpaquePointer) {
        self.path = path
        self.index = index
        familyName = Self.name(of: face, id: hb_ot_name_id_t(HB_OT_NAME_ID_TYPOGRAPHIC_FAMILY))
            ?? Self.name(of: face, id: hb_ot_name_id_t(HB_OT_NAME_ID_FONT_FAMILY))
            ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        otherNames = [HB_OT_NAME_ID_POSTSCRIPT_NAME, HB_OT_NAME_ID_FULL_NAME].compactMap {
            Self.name(of: face, id: hb_ot_name_id_t($0))
        }
        weight = CGFloat(hb_style_get_value(font, HB_STYLE_TAG_WEIGHT))
        isItalic = hb_style_get_value(font, HB_STYLE_TAG_ITALIC) > 0
    }

    private static func name(of face: OpaquePointer, id: hb_ot_name_id_t) -> String? {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 256) { buffer in
            var length: UInt32 = 256
            guard hb_ot_name_get_utf8(face, id, english, &length, buffer.baseAddress) > 0, length > 0 else { return nil }
            return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress, count: Int(length)), as: UTF8.self)
        }
    }

    /// HarfBuzz's language of the names Easel reads. Languages are interned by HarfBuzz and never change.
    nonisolated(unsafe) private static let english = hb_language_from_string("en", -1)

    /// The family, PostScript and full names.
    var names: [String] { [familyName] + otherNames }

    /// Whether the family, PostScript or full name is `key` (lowercase), ignoring case.
    func isNamed(_ key: String) -> Bool {
        names.contains { $0.utf8.count == key.utf8.count && $0.lowercased() == key }
    }

    /// The face itself, opened once a process (nil when the file can no longer be read as a font).
    package func open() -> FontFace? { FontFace.load(path: path, index: index) }

    /// Reads a face's names, weight and slant with HarfBuzz from only the tables it asks for, each read from
    /// the file into memory of its own: no mapping of the file, no page faults over it. Nil when the file is
    /// missing, is not an OpenType font, or has no face at `index`. An opened face's `descriptor` is made by the
    /// same initializer from the same tables, so a descriptor and its face agree.
    package static func read(path: String, index: Int = 0) -> FaceDescriptor? {
        guard index >= 0, let file = TableFile(path: path, index: index) else { return nil }
        let box = Unmanaged.passRetained(file)
        guard let face = hb_face_create_for_tables(
            { _, tag, context in
                guard let context else { return nil }
                return Unmanaged<TableFile>.fromOpaque(context).takeUnretainedValue().blob(for: tag)
            },
            box.toOpaque(),
            { context in
                guard let context else { return }
                Unmanaged<TableFile>.fromOpaque(context).release()
            })
        else {
            box.release()
            return nil
        }
        defer { hb_face_destroy(face) }
        guard hb_face_get_glyph_count(face) > 0, let font = hb_font_create(face) else { return nil }
        defer { hb_font_destroy(font) }
        return FaceDescriptor(path: path, index: index, face: face, font: font)
    }
}

/// An open font file and its table directory (OpenType's, or one face's within a collection), which hands
/// HarfBuzz each table it asks for as a blob read from the file. The directory's layout is the OpenType
/// specification's ("Organization of an OpenType font": a 12-byte header, then 16 bytes a table).
private final class TableFile {
    private let descriptor: Int32
    /// Each table's tag, offset and length, in the directory's order (a font has a few dozen at most).
    private var tables: [(tag: UInt32, offset: Int, length: Int)] = []

    init?(path: String, index: Int) {
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var start = 0
        guard var header = read(12, at: 0) else { return nil }
        if Self.uint32(header, 0) == 0x7474_6366 {  // 'ttcf': a collection, with each face's offset after its header
            guard index < Int(Self.uint32(header, 8)), let entry = read(4, at: 12 + 4 * index),
                  let faceHeader = read(12, at: Int(Self.uint32(entry, 0)))
            else { return nil }
            start = Int(Self.uint32(entry, 0))
            header = faceHeader
        } else if index != 0 {
            return nil
        }
        let count = Int(Self.uint16(header, 4))
        guard count > 0, let directory = read(16 * count, at: start + 12) else { return nil }
        tables.reserveCapacity(count)
        for table in 0..<count {
            let entry = 16 * table
            tables.append((Self.uint32(directory, entry), Int(Self.uint32(directory, entry + 8)), Int(Self.uint32(directory, entry + 12))))
        }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// The table with this tag as a blob HarfBuzz owns; nil (HarfBuzz's empty table) when the font has none or
    /// it cannot be read whole.
    func blob(for tag: hb_tag_t) -> OpaquePointer? {
        guard let table = tables.first(where: { $0.tag == tag }), table.length > 0,
              let memory = malloc(table.length)
        else { return nil }
        guard pread(descriptor, memory, table.length, off_t(table.offset)) == table.length else {
            free(memory)
            return nil
        }
        return hb_blob_create(
            memory.assumingMemoryBound(to: CChar.self), UInt32(table.length), HB_MEMORY_MODE_WRITABLE, memory,
            { free($0) })
    }

    private func read(_ count: Int, at offset: Int) -> [UInt8]? {
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = max(0, pread(descriptor, buffer.baseAddress, count, off_t(offset)))
        }
        return bytes.count == count ? bytes : nil
    }

    private static func uint16(_ bytes: [UInt8], _ at: Int) -> UInt16 { UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]) }

    private static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(uint16(bytes, at)) << 16 | UInt32(uint16(bytes, at + 2))
    }
}

@_implementationOnly import CFontconfig
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The fonts Easel knows: the system font's files, fonts a user registers, and fallback fonts found
/// through fontconfig for characters the others lack (LayoutRules §12).
///
/// The system font is Inter, with Inter Display from 20 points up, read from Debian's `fonts-inter`.
/// A user may point the system font at other files (licensed SF Pro files, say) with
/// ``useSystemFont(text:display:)``, and make fonts available to `Font.custom` with ``register(fileAt:)``.
public enum FontLibrary {
    /// Where Debian's `fonts-inter` puts Inter and Inter Display.
    static let interDirectory = "/usr/share/fonts/opentype/inter"

    /// The size from which the system font uses its display family, as iOS switches SF Pro Text to
    /// SF Pro Display at 20 points.
    static let displayThreshold: CGFloat = 20

    /// Faces are listed by their descriptors and opened when a Text chooses them (``FaceDescriptor``).
    struct State {
        /// Inter's faces and the faces registered, in the order they were added.
        private var known: [FaceDescriptor] = []
        /// `known` filed under each face's family, PostScript and full names (lowercased), made the first time a
        /// family is asked for by name: the system font needs no index, and making one hashes some hundred
        /// names on the process's first Text.
        private var index: [String: [FaceDescriptor]]?
        var systemText: [FaceDescriptor] = []
        var systemDisplay: [FaceDescriptor] = []
        var systemUsesMetricsOfSFPro = true
        var fallbackByScalar: [UInt32: FontFace?] = [:]
        var familyLookups: [String: [FaceDescriptor]] = [:]

        mutating func add(_ face: FaceDescriptor) {
            known.append(face)
            if index != nil { file(face) }
        }

        private mutating func file(_ face: FaceDescriptor) {
            for name in face.names { index?[name.lowercased(), default: []].append(face) }
        }

        /// The known faces with this family, PostScript or full name (`key` lowercased); nil when none has it.
        mutating func faces(named key: String) -> [FaceDescriptor]? {
            if index == nil {
                index = [:]
                for face in known { file(face) }
            }
            return index?[key]
        }

        /// Inter below 20 points and Inter Display from 20, with SF Pro's vertical proportions.
        mutating func useInter() {
            systemText = known.filter { $0.isNamed("inter") }
            systemDisplay = known.filter { $0.isNamed("inter display") }
            systemUsesMetricsOfSFPro = true
        }
    }

    static let state: Mutex<State> = {
        var state = State()
        for file in fileNames(in: interDirectory).sorted() where file.hasSuffix(".otf") || file.hasSuffix(".ttf") {
            if let face = FaceDescriptor.read(path: interDirectory + "/" + file) { state.add(face) }
        }
        state.useInter()
        return Mutex(state)
    }()

    /// Starts listing the system font's faces on another thread, once a process: the first host calls it before
    /// it makes its views, so that the list is made, or nearly, when its first Text is measured. Whoever needs
    /// the list first waits for the one under way, never makes it twice.
    ///
    /// The same thread then opens the faces of the body and headline styles and shapes a word in each, so that
    /// HarfBuzz has built their tables before the host's first Text is shaped (a face's first shaping costs about
    /// 0.1 ms).
    ///
    /// A thread of its own (`pthread_create`), not a dispatch queue's: the first work a process gives a global
    /// queue waits for the queue's worker thread to be made, which took longer than the listing itself, so the
    /// list was finished only as the first Text needed it.
    package static func openInBackground() {
        guard !backgroundOpening.exchange(true, ordering: .relaxed) else { return }
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { _ in
            FontLibrary.prepareSystemFaces()
            FontLibrary.backgroundDone.store(true, ordering: .releasing)
            return nil
        }, nil)
        if started == 0 {
            pthread_detach(thread)
        } else {
            // No thread: the faces are listed and opened when a Text first needs them.
            backgroundDone.store(true, ordering: .releasing)
        }
    }

    /// Lists the system font's faces, then opens the body and headline styles' faces and shapes a word in each.
    private static func prepareSystemFaces() {
        let system = state.withLock { $0.systemText }
        for weight in [Font.TextStyle.body.weight, Font.TextStyle.headline.weight] {
            bestFace(in: system, weight: weight.value, italic: false)?.prepareForShaping()
        }
    }

    private static let backgroundOpening = Atomic<Bool>(false)

    /// Whether the work `openInBackground` started is done, or could not start (no thread was made).
    static let backgroundDone = Atomic<Bool>(false)

    /// Waits for the work `openInBackground` started, if any (`TextBenchmarking`).
    static func waitForBackgroundWork() {
        guard backgroundOpening.load(ordering: .relaxed) else { return }
        while !backgroundDone.load(ordering: .acquiring) { usleep(50) }
    }

    /// The names in a directory (none when it cannot be read), read with `readdir`: `FileManager`'s first use
    /// in a process costs more than the listing itself, and this runs on the process's first Text.
    private static func fileNames(in directory: String) -> [String] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The most bytes of shaped text Easel keeps for measuring the same strings again: 64 MiB unless set.
    /// Text is kept from the second time the same runs are measured, so strings measured once fill none of it.
    /// A server that lays out many distinct strings can lower it; setting it empties the cache.
    public static var shapedTextCacheLimit: Int {
        get { ShapedParagraph.cacheBytes.bound }
        set { ShapedParagraph.setCacheBudget(newValue / 2) }
    }

    /// Makes the faces in a font file available to `Font.custom` under their family, PostScript and full
    /// names. Returns the family names registered; an unreadable file registers nothing and returns [].
    @discardableResult
    public static func register(fileAt url: URL) -> [String] {
        var families: [String] = []
        var index = 0
        while let face = FaceDescriptor.read(path: url.path, index: index) {
            state.withLock { $0.add(face) }
            if !families.contains(face.familyName) { families.append(face.familyName) }
            index += 1
        }
        return families
    }

    /// Uses the given font files as the system font: `text` below 20 points and `display` (when given)
    /// from 20 points up. The files' own vertical metrics then apply instead of SF Pro's proportions.
    /// Returns false, changing nothing, when none of the `text` files can be read.
    @discardableResult
    public static func useSystemFont(text: [URL], display: [URL] = []) -> Bool {
        let textFaces = text.compactMap { FaceDescriptor.read(path: $0.path) }
        guard !textFaces.isEmpty else { return false }
        let displayFaces = display.compactMap { FaceDescriptor.read(path: $0.path) }
        state.withLock {
            $0.systemText = textFaces
            $0.systemDisplay = displayFaces
            $0.systemUsesMetricsOfSFPro = false
        }
        return true
    }

    /// Goes back to Inter and Inter Display with SF Pro's vertical proportions.
    public static func useDefaultSystemFont() {
        state.withLock { $0.useInter() }
    }

    // MARK: Resolving

    /// The faces of a family, registered or found by fontconfig; empty when the family is unknown.
    static func faces(ofFamily family: String) -> [FaceDescriptor] {
        let key = family.lowercased()
        if let known = state.withLock({ $0.faces(named: key) ?? $0.familyLookups[key] }) { return known }
        let found = Fontconfig.faces(ofFamily: family)
        state.withLock { $0.familyLookups[key] = found }
        return found
    }

    /// The system font's faces at a size, and whether SF Pro's vertical proportions apply to them.
    static func systemFaces(size: CGFloat) -> (faces: [FaceDescriptor], usesMetricsOfSFPro: Bool) {
        state.withLock {
            let faces = size >= displayThreshold && !$0.systemDisplay.isEmpty ? $0.systemDisplay : $0.systemText
            return (faces, $0.systemUsesMetricsOfSFPro)
        }
    }

    /// The face closest to a weight and slant, opened: the nearest weight, upright or italic as asked when the
    /// family has it. A face whose file can no longer be opened gives way to the next closest.
    static func bestFace(in faces: [FaceDescriptor], weight: CGFloat, italic: Bool) -> FontFace? {
        var candidates = faces
        while let best = candidates.indices.min(by: { a, b in
            let slantA = candidates[a].isItalic == italic ? 0 : 1, slantB = candidates[b].isItalic == italic ? 0 : 1
            if slantA != slantB { return slantA < slantB }
            return abs(candidates[a].weight - weight) < abs(candidates[b].weight - weight)
        }) {
            if let face = candidates[best].open() { return face }
            candidates.remove(at: best)
        }
        return nil
    }

    /// A face that has a glyph for the scalar, found through fontconfig; cached per scalar.
    package static func fallbackFace(for scalar: Unicode.Scalar) -> FontFace? {
        if let known: FontFace? = state.withLock({ $0.fallbackByScalar[scalar.value] }) { return known }
        let face = Fontconfig.face(covering: scalar)
        state.withLock { $0.fallbackByScalar[scalar.value] = face }
        return face
    }
}

/// The few fontconfig queries Easel makes, serialized behind one lock.
enum Fontconfig {
    private static let lock = Mutex<Bool>(false)

    private static func withConfig<R>(_ body: () -> R) -> R {
        lock.withLock { initialized in
            if !initialized { initialized = FcInit() != 0 }
            return body()
        }
    }

    /// Every face fontconfig lists under exactly this family name.
    static func faces(ofFamily family: String) -> [FaceDescriptor] {
        withConfig {
            guard let pattern = FcPatternCreate() else { return [] }
            defer { FcPatternDestroy(pattern) }
            _ = family.withCString { FcPatternAddString(pattern, FC_FAMILY, $0) }
            guard let objects = FcObjectSetCreate() else { return [] }
            defer { FcObjectSetDestroy(objects) }
            FcObjectSetAdd(objects, FC_FILE)
            FcObjectSetAdd(objects, FC_INDEX)
            guard let list = FcFontList(nil, pattern, objects) else { return [] }
            defer { FcFontSetDestroy(list) }
            return (0..<Int(list.pointee.nfont)).compactMap { file(of: list.pointee.fonts[$0]) }
                .compactMap { FaceDescriptor.read(path: $0.path, index: $0.index) }
        }
    }

    /// The best face that covers the scalar, by fontconfig's sort of sans-serif fonts with that character.
    static func face(covering scalar: Unicode.Scalar) -> FontFace? {
        withConfig {
            guard let pattern = FcPatternCreate(), let charset = FcCharSetCreate() else { return nil }
            defer {
                FcPatternDestroy(pattern)
                FcCharSetDestroy(charset)
            }
            FcCharSetAddChar(charset, scalar.value)
            FcPatternAddCharSet(pattern, FC_CHARSET, charset)
            if scalar.properties.isEmojiPresentation { FcPatternAddBool(pattern, FC_COLOR, 1) }
            _ = "sans-serif".withCString { FcPatternAddString(pattern, FC_FAMILY, $0) }
            FcConfigSubstitute(nil, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            guard let sorted = FcFontSort(nil, pattern, 1, nil, &result) else { return nil }
            defer { FcFontSetDestroy(sorted) }
            for index in 0..<Int(sorted.pointee.nfont) {
                let candidate = sorted.pointee.fonts[index]
                var coverage: OpaquePointer?
                guard FcPatternGetCharSet(candidate, FC_CHARSET, 0, &coverage) == FcResultMatch,
                      FcCharSetHasChar(coverage, scalar.value) != 0,
                      let face = face(from: candidate), face.hasGlyph(for: scalar)
                else { continue }
                return face
            }
            return nil
        }
    }

    private static func face(from pattern: OpaquePointer?) -> FontFace? {
        file(of: pattern).flatMap { FontFace.load(path: $0.path, index: $0.index) }
    }

    /// The file and face index a fontconfig pattern names.
    private static func file(of pattern: OpaquePointer?) -> (path: String, index: Int)? {
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
        return (String(cString: file), Int(index))
    }
}

import Foundation
import Testing

@testable import EaselText

/// A face is chosen by what its descriptor says (names, weight, slant), read from only the tables HarfBuzz asks
/// for; it is opened, mapped whole, only when chosen. The two readings must agree, or a Text would choose one
/// face and draw with another.
@Suite struct FaceDescriptorTests {
    static let inter = "/usr/share/fonts/opentype/inter"
    static let collection = "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"

    @Test("Every face of Inter and Inter Display reads the same names, weight and slant as when opened")
    func interAgrees() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.inter).filter { $0.hasSuffix(".otf") }.sorted()
        #expect(files.count == 36)
        for file in files {
            let path = Self.inter + "/" + file
            let read = try #require(FaceDescriptor.read(path: path), "\(file)")
            let opened = try #require(FontFace.load(path: path), "\(file)")
            #expect(read == opened.descriptor, "\(file)")
        }
        // What the names say, checked on two faces: the family, the PostScript name, the weight class and slant.
        let semiboldItalic = try #require(FaceDescriptor.read(path: Self.inter + "/Inter-SemiBoldItalic.otf"))
        #expect(semiboldItalic.familyName == "Inter")
        #expect(semiboldItalic.otherNames.contains("Inter-SemiBoldItalic"))
        #expect(semiboldItalic.weight == 600)
        #expect(semiboldItalic.isItalic)
        let displayBlack = try #require(FaceDescriptor.read(path: Self.inter + "/InterDisplay-Black.otf"))
        #expect(displayBlack.familyName == "Inter Display")
        #expect(displayBlack.weight == 900)
        #expect(!displayBlack.isItalic)
    }

    @Test("Each face of a font collection is read at its own index, and an index past the last is none")
    func collectionFaces() throws {
        var index = 0
        var families: Set<String> = []
        while let opened = FontFace.load(path: Self.collection, index: index) {
            let read = try #require(FaceDescriptor.read(path: Self.collection, index: index))
            #expect(read == opened.descriptor, "face \(index)")
            families.insert(read.familyName)
            index += 1
        }
        // Noto Sans CJK's collection holds its Japanese, Korean and Chinese families, and their monospaced ones.
        #expect(index >= 4)
        #expect(families.count == index)
        #expect(FaceDescriptor.read(path: Self.collection, index: index) == nil)
        #expect(FaceDescriptor.read(path: Self.collection, index: -1) == nil)
    }

    @Test("A missing file, a file that is not a font and a face index past a single font's are none")
    func notFonts() throws {
        #expect(FaceDescriptor.read(path: "/nonexistent/font.otf") == nil)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-face-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = folder.appendingPathComponent("notes.otf")
        try Data("not a font, though named like one".utf8).write(to: text)
        #expect(FaceDescriptor.read(path: text.path) == nil)
        // A header that claims more tables than the file holds.
        let truncated = folder.appendingPathComponent("truncated.otf")
        try Data([0x4F, 0x54, 0x54, 0x4F, 0x00, 0x10, 0, 0, 0, 0, 0, 0]).write(to: truncated)
        #expect(FaceDescriptor.read(path: truncated.path) == nil)
        #expect(FaceDescriptor.read(path: Self.inter + "/Inter-Regular.otf", index: 1) == nil)
    }

    @Test("The system font's faces are chosen by descriptor and opened: body's weight gives Inter Regular")
    func chosenAndOpened() throws {
        let system = FontLibrary.systemFaces(size: 17)
        #expect(system.faces.count == 18)
        let regular = try #require(FontLibrary.bestFace(in: system.faces, weight: 400, italic: false))
        #expect(regular.path.hasSuffix("/Inter-Regular.otf"))
        let boldItalic = try #require(FontLibrary.bestFace(in: FontLibrary.systemFaces(size: 34).faces, weight: 700, italic: true))
        #expect(boldItalic.path.hasSuffix("/InterDisplay-BoldItalic.otf"))
    }
}

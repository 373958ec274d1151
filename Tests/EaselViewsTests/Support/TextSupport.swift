import Foundation

// Helpers for the Text fixtures. Widths come from HarfBuzz's own command-line shaper (`hb-shape`, Debian
// package libharfbuzz-bin) run on the same font file, outside Easel; heights from LayoutRules §8.3's metrics.

let interDirectory = "/usr/share/fonts/opentype/inter/"

/// SF Pro's vertical proportions, which Easel's system font uses (LayoutRules §8.3, §12).
enum SFPro {
    static let ascender: CGFloat = 1950.0 / 2048
    static let descender: CGFloat = 494.0 / 2048
    static let capHeight: CGFloat = 1443.0 / 2048
    static var lineHeight: CGFloat { ascender + descender }
}

/// Rounds up to the pixel grid of a display scale (LayoutRules §1.3: text measurements round up).
func ceil(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    (value * scale - 1e-9).rounded(.up) / scale
}

/// Rounds to the nearest pixel, ties up (LayoutRules §1.3: the first baseline).
func nearest(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    (value * scale + 0.5).rounded(.down) / scale
}

/// The advance width of `text` in points, as `hb-shape` measures it in the font file at `size`.
func harfBuzzWidth(_ text: String, file: String = "Inter-Regular.otf", size: CGFloat = 17) -> CGFloat {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/hb-shape")
    process.arguments = ["--font-size=upem", "--output-format=json", "--no-glyph-names", interDirectory + file, text]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return .nan }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard let glyphs = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else { return .nan }
    let units = glyphs.reduce(0) { $0 + (($1["ax"] as? Int) ?? 0) }
    return CGFloat(units) * size / unitsPerEm(interDirectory + file)
}

/// The font's units per em, read from its `head` table (Inter 2816, Inter Display 2048 in Debian's files).
func unitsPerEm(_ path: String) -> CGFloat {
    guard let data = FileManager.default.contents(atPath: path), data.count > 12 else { return .nan }
    let bytes = [UInt8](data)
    func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
    for table in 0..<u16(4) {
        let record = 12 + 16 * table
        if String(decoding: bytes[record..<record + 4], as: UTF8.self) == "head" {
            return CGFloat(u16(u32(record + 8) + 18))
        }
    }
    return .nan
}

@_spi(EaselCaches) import EaselGraphics
import Foundation
import Synchronization

extension EnvironmentValues {
    /// A folder where `Image(_:)` looks for assets after the bundle's resources and before the current
    /// directory (an Easel addition: servers keep their images beside their templates).
    public var imageDirectory: URL? {
        get { self[ImageDirectoryKey.self] }
        set { self[ImageDirectoryKey.self] = newValue }
    }
}

private struct ImageDirectoryKey: EnvironmentKey {
    static let defaultValue: URL? = nil
}

/// Finds named images on disk and reads each file once.
///
/// A name is looked for, in order, in the bundle's resources, the environment's image folder, the current
/// directory and, for the `easel` command's previews, Easel's sample artwork (`EASEL_FALLBACK_IMAGES`). A
/// name never reaches outside those folders. In each folder Easel tries the name as given, then with `.png`, `.jpg` and `.jpeg`,
/// preferring `name@Nx` files for the display scale N, then an asset catalog's `*.xcassets/name.imageset`.
enum ImageAssets {
    /// The most bytes of image files kept read between renders (64 MiB, two generations of half that); past it
    /// the files are read again.
    static let byteLimit = 64 << 20
    /// Files read, by path, costed by the bytes they hold.
    private static let loaded = Mutex(TwoGenerationCache<String, ImageSource>(budget: byteLimit / 2))

    static func find(
        _ name: String, bundlePath: String?, directory: URL?, scale: CGFloat, inputs: _ViewInputs, reportsMissing: Bool = true
    ) -> ImageSource? {
        // The same folders, in the same order, as named colors (`AssetFolders`).
        let folders = AssetFolders.search(bundlePath: bundlePath, directory: directory)
        guard !name.isEmpty, !name.contains("\0") else {
            inputs.diagnose("an image was asked for with an empty name; a placeholder is drawn", fix: "pass an asset's name")
            return nil
        }
        // A name is a name within the folders, never a way out of them.
        guard !name.hasPrefix("/"), !name.split(separator: "/").contains("..") else {
            inputs.diagnose(
                "the image name \"\(name)\" reaches outside the image folders; a placeholder is drawn",
                fix: "name an image inside the bundle, \\.imageDirectory or the current directory")
            return nil
        }
        for folder in folders {
            let root = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
            for (path, fileScale) in candidates(name, in: folder, scale: scale) where FileManager.default.isReadableFile(atPath: path) {
                // A link inside the folder that leads out of it is not followed.
                let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
                guard resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/") else { continue }
                if let known = loaded.withLock({ $0.value(for: path) }) { return known }
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                do {
                    let source = try ImageSource(name: name, data: data, scale: fileScale)
                    loaded.withLock { $0.insert(source, for: path, cost: data.count) }
                    return source
                } catch {
                    inputs.diagnose(
                        "the image file \(path) \(error.description); a placeholder is drawn",
                        fix: "replace it with a valid PNG or JPEG file")
                    return nil
                }
            }
        }
        guard reportsMissing else { return nil }
        inputs.diagnose(
            "no image named \"\(name)\" in \(folders.joined(separator: ", ")); a placeholder is drawn",
            fix: "add \(name).png (or .jpg) to one of those folders, or set \\.imageDirectory")
        return nil
    }

    /// The image in the file at `path` (read once while kept), or why it cannot be used.
    static func file(atPath path: String, scale: CGFloat) -> Result<ImageSource, ImageSourceError> {
        let key = "\(path)@\(scale)"
        if let known = loaded.withLock({ $0.value(for: key) }) { return .success(known) }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(ImageSourceError("cannot be read"))
        }
        do {
            let source = try ImageSource(name: URL(fileURLWithPath: path).lastPathComponent, data: data, scale: scale)
            loaded.withLock { $0.insert(source, for: key, cost: data.count) }
            return .success(source)
        } catch {
            return .failure(error)
        }
    }

    /// Paths to try in one folder, best first, with the scale each file's name declares.
    private static func candidates(_ name: String, in folder: String, scale: CGFloat) -> [(String, CGFloat)] {
        let base = URL(fileURLWithPath: folder)
        let hasExtension = ["png", "jpg", "jpeg"].contains((name as NSString).pathExtension.lowercased())
        let stem = hasExtension ? (name as NSString).deletingPathExtension : name
        let extensions = hasExtension ? [(name as NSString).pathExtension] : ["png", "jpg", "jpeg"]
        let preferred = Int(max(1, min(3, scale.rounded())))
        let scales = [preferred] + [3, 2, 1].filter { $0 != preferred }
        var paths: [(String, CGFloat)] = []
        if hasExtension { paths.append((base.appendingPathComponent(name).path, 1)) }
        for ext in extensions {
            for fileScale in scales {
                let suffix = fileScale == 1 ? "" : "@\(fileScale)x"
                paths.append((base.appendingPathComponent("\(stem)\(suffix).\(ext)").path, CGFloat(fileScale)))
            }
        }
        // Asset catalogs: Assets.xcassets/name.imageset/anything.png (in groups too, as Xcode files them and as
        // `ImageResource` symbols are generated), scale from an @Nx suffix.
        for catalog in AssetFolders.catalogs(in: folder) {
            guard let setPath = ColorAssets.sets(withExtension: "imageset", in: catalog)[stem],
                  let files = try? FileManager.default.contentsOfDirectory(atPath: setPath)
            else { continue }
            let set = URL(fileURLWithPath: setPath)
            let images = files.filter { ["png", "jpg", "jpeg"].contains(($0 as NSString).pathExtension.lowercased()) }
            func fileScale(_ file: String) -> Int { file.contains("@3x") ? 3 : file.contains("@2x") ? 2 : 1 }
            for file in images.sorted(by: { (scales.firstIndex(of: fileScale($0)) ?? 9, $0) < (scales.firstIndex(of: fileScale($1)) ?? 9, $1) }) {
                paths.append((set.appendingPathComponent(file).path, CGFloat(fileScale(file))))
            }
        }
        return paths
    }
}

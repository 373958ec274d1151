import Foundation

/// Where named assets (`Image("name")`, `Color("name")`) are looked for, in order: the bundle's resources, the
/// environment's image folder (`\.imageDirectory`, which `easel render --images` sets), the current directory and,
/// for the `easel` command's previews, Easel's sample artwork (`EASEL_FALLBACK_IMAGES`), last.
package enum AssetFolders {
    package static func search(bundlePath: String?, directory: URL?) -> [String] {
        var folders: [String] = []
        if let bundlePath { folders.append(bundlePath) }
        if let directory { folders.append(directory.path) }
        folders.append(FileManager.default.currentDirectoryPath)
        if let fallback { folders.append(fallback) }
        return folders
    }

    /// The sample artwork's folder, which the `easel` command names when it starts a preview process (read once:
    /// the process's environment does not change under it).
    private static let fallback = ProcessInfo.processInfo.environment["EASEL_FALLBACK_IMAGES"]

    /// The asset catalogs (`*.xcassets` folders) directly in a folder, in name order.
    package static func catalogs(in folder: String) -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return entries.sorted().filter { $0.hasSuffix(".xcassets") }.map { folder + "/" + $0 }.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }
}

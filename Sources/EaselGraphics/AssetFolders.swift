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
        if let fallback = ProcessInfo.processInfo.environment["EASEL_FALLBACK_IMAGES"] { folders.append(fallback) }
        return folders
    }
}

import EaselTools
import Foundation

/// The jobs `swiftc` runs to build a preview program (the frontend, the autolink extractor, the linker), kept
/// beside the program so that a later build of the same file runs them itself.
///
/// `swiftc` is a driver: before the compiler starts it plans the build, and after it it runs `clang` as a
/// second driver to work out the linker's command. The two drivers cost 0.1 to 0.4 s of each edit on this
/// kind of machine, the same every time for the same arguments. The plan is asked of them once (`swiftc -###`,
/// then `clang -###`), its temporary files moved into the program's folder, and used again while the
/// arguments, the compiler and the libraries the object asks for stay the same. Anything unexpected (a plan
/// that does not read as three jobs, a job that fails other than with the compiler's own errors) falls back
/// to `swiftc` itself, which reports as it always does.
struct CompilePlan: Codable {
    /// What the plan was made for: the driver's path and date, the working folder, and the driver's arguments.
    var key: [String]
    var frontend: [String]
    var autolink: [String]
    /// The driver's link command (`clang`), to ask for the linker's.
    var link: [String]
    /// The libraries the object asked for (the autolink file) when `linker` was worked out.
    var autolinkContents: String?
    /// The linker's own command (`ld.lld` or `ld`), for `autolinkContents`.
    var linker: [String]?

    /// How a build ended.
    enum Outcome {
        /// The program was built, or the compiler reported errors in the file (its status).
        case finished(Int32)
        /// The plan could not be followed; build with `swiftc`.
        case unusable
    }

    /// The plan kept in `folder` for these arguments, or a new one asked of the driver; nil when the driver's
    /// plan does not read as expected.
    static func plan(
        for arguments: [String], in folder: URL, run: (String, [String]) -> (status: Int32, output: String)?
    ) -> CompilePlan? {
        guard let driver = executable(named: "swiftc") else { return nil }
        let date = modificationDate(URL(fileURLWithPath: driver)).map { String($0.timeIntervalSince1970) } ?? ""
        // The folder the command runs in too: the frontend records it as the compilation's folder.
        let key = [driver, date, FileManager.default.currentDirectoryPath] + arguments
        if let data = FileManager.default.contents(atPath: file(in: folder).path),
            let kept = try? JSONDecoder().decode(CompilePlan.self, from: data), kept.key == key
        {
            return kept
        }
        guard let asked = run(driver, arguments + ["-###"]), asked.status == 0 else { return nil }
        let jobs = asked.output.split(separator: "\n").compactMap { line -> [String]? in
            let words = shellWords(String(line))
            guard let tool = words?.first, tool.hasPrefix("/") else { return nil }
            return words
        }
        guard jobs.count == 3, jobs[0].first?.hasSuffix("/swift-frontend") == true, jobs[0].dropFirst().first == "-frontend",
            jobs[1].first?.hasSuffix("/swift-autolink-extract") == true,
            jobs[2].first.map({ URL(fileURLWithPath: $0).lastPathComponent.hasPrefix("clang") }) == true,
            let object = value(after: "-o", in: jobs[0]), let autolinkFile = value(after: "-o", in: jobs[1])
        else { return nil }
        // The driver names files in a temporary folder it made for the plan; they move into the program's folder.
        let renames = [
            (object, folder.appendingPathComponent("Previews.o").path),
            (autolinkFile, folder.appendingPathComponent("Previews.autolink").path),
        ]
        let moved = jobs.map { job in
            job.map { word in
                renames.reduce(word) { word, rename in
                    word == rename.0 ? rename.1 : word == "@" + rename.0 ? "@" + rename.1 : word
                }
            }
        }
        // Nothing is built in that folder; `-###` leaves it behind holding only a marker file.
        for temporary in Set([object, autolinkFile].map { URL(fileURLWithPath: $0).deletingLastPathComponent() }) {
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? ["?"]
            if Set(contents).isSubset(of: [".keep-directory"]) { try? FileManager.default.removeItem(at: temporary) }
        }
        return CompilePlan(key: key, frontend: moved[0], autolink: moved[1], link: moved[2])
    }

    /// Builds the program: the frontend and the extractor as planned, then the linker, whose command is asked of
    /// `clang` again when the libraries the object asks for changed. Saves the plan in `folder` once it worked.
    /// The compiler's messages go to `messages`.
    mutating func build(
        in folder: URL, run: (String, [String]) -> (status: Int32, output: String)?, messages: (String) -> Void
    ) -> Outcome {
        guard let compiled = run(frontend[0], Array(frontend.dropFirst())) else { return .unusable }
        messages(compiled.output)
        guard compiled.status == 0 else { return .finished(compiled.status) }
        guard let extracted = run(autolink[0], Array(autolink.dropFirst())), extracted.status == 0,
            let autolinkPath = CompilePlan.value(after: "-o", in: autolink),
            let contents = FileManager.default.contents(atPath: autolinkPath).map({ String(decoding: $0, as: UTF8.self) })
        else { return .unusable }
        if linker == nil || autolinkContents != contents {
            guard let asked = run(link[0], Array(link.dropFirst()) + ["-###"]), asked.status == 0,
                let line = asked.output.split(separator: "\n").last(where: { $0.hasPrefix(" \"/") }),
                let words = shellWords(String(line)), words.count > 1
            else { return .unusable }
            linker = words
            autolinkContents = contents
        }
        guard let linker, let linked = run(linker[0], Array(linker.dropFirst())), linked.status == 0 else { return .unusable }
        if let data = try? JSONEncoder().encode(self) {
            try? data.write(to: CompilePlan.file(in: folder), options: .atomic)
        }
        return .finished(0)
    }

    /// Forgets the plan kept in `folder` (after it failed).
    static func discard(in folder: URL) {
        try? FileManager.default.removeItem(at: file(in: folder))
    }

    /// Where a plan is kept.
    private static func file(in folder: URL) -> URL { folder.appendingPathComponent("compile-plan.json") }

    private static func value(after flag: String, in job: [String]) -> String? {
        guard let index = job.firstIndex(of: flag), index + 1 < job.count else { return nil }
        return job[index + 1]
    }

    /// The full path of `name` on the PATH.
    static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

// Easel's side of `make bench`'s comparison with Taffy, Yoga and a headless browser. The Python driver
// (`Benchmarks/peers/compare.py`) calls it round by round, alternating with the peers, and reads JSON from its
// standard output. Each command is one measurement:
//
//   export NAME               the scenario's tree as JSON, for the peers
//   layout NAME ITERATIONS    layout times of the scenario's tree, every cached answer dropped before each
//   counts [NAME]             sizeThatFits questions and layout time of the nested tree at growing depths,
//                             or of the scenario NAME
//   memory NAME               bytes allocated per layout node while the scenario's tree stands laid out
//   card ITERATIONS           the social card: make + lay out, display list, drawing, PNG encoding, in total
//   card-file PATH            renders the card once to PATH and prints when the file was in place (CLOCK_MONOTONIC
//                             nanoseconds); the whole process is timed against chromium's
//   card-first                the stage times of a process's first card and of its second
//   card-html FOLDER          writes the card's HTML twin and its photo into FOLDER
//   gallery ITERATIONS        every gallery scene: make + lay out, display list, drawing, PNG encoding, at 2x
//   chart RESULTS OUT         draws the ratios of a results file as a PNG chart, with Easel
//   text ROUNDS               shaping a new short string against hb_shape; a re-measure; 10,000 Texts at a new width
//   png ROUNDS                Easel's deflate against libdeflate (levels 1 and 6) and zlib (1 and 6), three images
//   threads SECONDS           cards a second on one thread and on two
//   motion FRAMES             a frame of the animated card list at 2x by stage: advance, display list, drawing, PNG
//   first-host                the first million-row list host of a process against the second
//   first-host-after WARMUPS  the same, after work done untimed first, to size what the first host pays for what:
//                             "fonts" opens the system font's faces; "text" also makes a host of one Text (what any first host shares);
//                             "text+body" also evaluates the list's body once outside any host (its types' metadata)
@_spi(Benchmarking) import Easel
import EaselGallery
import Foundation
import Scenarios

import CAllocated

let arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("BenchRunner: \(message)\n".utf8))
    exit(2)
}

func emit(_ object: [String: Any]) {
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else {
        fail("could not encode the result")
    }
    FileHandle.standardOutput.write(data)
    FileHandle.standardOutput.write(Data("\n".utf8))
}

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

/// Times a PNG render's stages for `make`'s host: [make and lay out, display list, drawing, encoding] in ms.
func stageTimes(scale: CGFloat, _ make: () -> ViewHost) throws -> [Double] {
    var host: ViewHost!
    var stages: RenderStages!
    var raster: RenderStages.Raster!
    return [
        milliseconds { host = make() },
        milliseconds { stages = RenderStages(displayListOf: host, scale: scale) },
        try milliseconds { raster = try stages.rasterize() },
        try milliseconds { _ = try raster.encodePNG() },
    ]
}

/// The stage times of several runs as the JSON fields the driver reads.
func stageFields(_ runs: [[Double]]) -> [String: Any] {
    let names = ["make_ms", "display_list_ms", "draw_ms", "encode_ms"]
    var fields: [String: Any] = [:]
    for (index, name) in names.enumerated() { fields[name] = runs.map { $0[index] } }
    return fields
}

func scenario(_ name: String?) -> FlexScenario {
    guard let name, let scenario = FlexScenario.named(name) else {
        fail("unknown scenario '\(name ?? "")'; known: \(FlexScenario.names.joined(separator: ", "))")
    }
    return scenario
}

func iterations(_ text: String?) -> Int {
    guard let text, let count = Int(text), count > 0 else { fail("iterations must be a positive whole number") }
    return count
}

/// Bytes the C allocator has handed out and not had back (what Swift objects and arrays use).
func allocatedBytes() -> Int { Int(easel_bench_allocated_bytes()) }

switch arguments.first {
case "export":
    // Flat, in depth-first order with each node's parent index: JSON readers limit nesting, and the nested
    // tree is 1,000 levels deep.
    let scene = scenario(arguments.dropFirst().first)
    var nodes: [[String: Any]] = []
    var pending: [(FlexNode, Int)] = [(scene.root, -1)]
    while let (node, parent) = pending.popLast() {
        let index = nodes.count
        nodes.append([
            "kind": node.kind.rawValue, "parent": parent, "width": node.width, "height": node.height,
            "minWidth": node.minWidth, "maxWidth": node.maxWidth, "spacing": node.spacing,
            "padding": node.padding, "priority": node.priority, "fills": node.fills,
        ])
        pending.append(contentsOf: node.children.reversed().map { ($0, index) })
    }
    emit(["name": scene.name, "summary": scene.summary, "width": scene.width, "height": scene.height, "nodes": nodes])

case "layout":
    let scene = scenario(arguments.dropFirst().first)
    let count = iterations(arguments.dropFirst(2).first)
    let host = ViewHost(FlexTreeView(scene.root), proposal: scene.proposal)
    var times: [Double] = []
    for _ in 0..<count {
        host.forgetCachedAnswers()
        times.append(milliseconds { host.layOut(proposal: scene.proposal) })
    }
    emit([
        "scenario": scene.name, "nodes": host.nodeCount, "views": scene.root.count, "times_ms": times,
        "width": Double(host.size.width), "height": Double(host.size.height),
    ])

case "counts":
    // The nested tree at doubling depths: if no answer is asked for again and again, the questions a layout
    // asks grow in proportion to the depth.
    // With a scenario's name, that scenario alone.
    var rows: [[String: Any]] = []
    let scenes: [(depth: Int, scene: FlexScenario)] = arguments.count > 1
        ? [(0, scenario(arguments[1]))] : [125, 250, 500, 1_000].map { ($0, FlexScenario.nested(depth: $0)) }
    for (depth, scene) in scenes {
        let host = ViewHost(FlexTreeView(scene.root), proposal: scene.proposal)
        let trace = host.layoutTrace()
        let measured = trace.events.filter { $0.kind == .measured }.count
        let cached = trace.events.filter { $0.kind == .cached }.count
        var times: [Double] = []
        for _ in 0..<15 {
            host.forgetCachedAnswers()
            times.append(milliseconds { host.layOut(proposal: scene.proposal) })
        }
        rows.append([
            "depth": depth, "nodes": host.nodeCount, "measured": measured, "cached": cached,
            "median_ms": times.sorted()[times.count / 2],
        ])
    }
    emit(["counts": rows])

case "memory":
    let scene = scenario(arguments.dropFirst().first)
    let view = FlexTreeView(scene.root)
    // One host made and dropped first, so one-time allocations (metadata, caches of the runtime, the system
    // font's faces listed on another thread) are not counted against the tree.
    _ = ViewHost(view, proposal: scene.proposal).size
    TextBenchmarking.waitForBackgroundFontWork()
    let before = allocatedBytes()
    let host = ViewHost(view, proposal: scene.proposal)
    let after = allocatedBytes()
    emit([
        "scenario": scene.name, "nodes": host.nodeCount, "bytes": after - before,
        "bytes_per_node": Double(after - before) / Double(max(host.nodeCount, 1)),
    ])
    withExtendedLifetime(host) {}

case "card":
    let count = iterations(arguments.dropFirst().first)
    let environment = try SocialCard.environment()
    let runs = try (0..<count).map { _ in try stageTimes(scale: 1) { ViewHost(SocialCard(), environment: environment) } }
    var fields = stageFields(runs)
    fields["times_ms"] = runs.map { $0.reduce(0, +) }
    emit(fields)

case "gallery":
    let count = iterations(arguments.dropFirst().first)
    var environment = EnvironmentValues()
    environment.displayScale = 2
    environment.imageDirectory = Gallery.artworkDirectory
    // One run is every scene once; its stage times are the sums over the scenes.
    let runs = try (0..<count).map { _ in
        try Gallery.scenes.map { scene in
            try stageTimes(scale: 2) { ViewHost(scene.make(), proposal: scene.proposal, environment: environment) }
        }.reduce([0, 0, 0, 0]) { zip($0, $1).map(+) }
    }
    var fields = stageFields(runs)
    fields["scenes"] = Gallery.scenes.count
    emit(fields)

case "card-file":
    guard let path = arguments.dropFirst().first else { fail("card-file needs an output path") }
    try ViewHost(SocialCard(), environment: SocialCard.environment()).write(to: URL(fileURLWithPath: path), scale: 1)
    // When the file was in place, on the monotonic clock the harness reads before starting this process: the
    // start-up figure ends here, not when the process has finished exiting.
    var written = timespec()
    clock_gettime(CLOCK_MONOTONIC, &written)
    print(Int(written.tv_sec) * 1_000_000_000 + Int(written.tv_nsec))

case "card-first":
    // The first card in a process beside the second: what a process's first render adds to each stage (the
    // start-up figure, less the process's own start).
    let environment = try SocialCard.environment()
    let first = try stageTimes(scale: 1) { ViewHost(SocialCard(), environment: environment) }
    let second = try stageTimes(scale: 1) { ViewHost(SocialCard(), environment: environment) }
    emit(["first_ms": first, "second_ms": second])

case "card-html":
    guard let path = arguments.dropFirst().first else { fail("card-html needs a folder") }
    let folder = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let assets = try SocialCard.assetFolder()
    let photo = folder.appendingPathComponent("card-photo.png")
    try? FileManager.default.removeItem(at: photo)
    try FileManager.default.copyItem(at: assets.appendingPathComponent("card-photo.png"), to: photo)
    try SocialCard.html.write(to: folder.appendingPathComponent("card.html"), atomically: true, encoding: .utf8)

case "chart":
    guard arguments.count == 3 else { fail("chart needs a results file and an output path") }
    let data = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
    let bars = try JSONDecoder().decode([RatioChart.Bar].self, from: data)
    try RatioChart.write(bars, to: URL(fileURLWithPath: arguments[2]))

case "text":
    emit(TextMeasurement.run(rounds: iterations(arguments.dropFirst().first)))

case "png":
    emit(try DeflateMeasurement.run(rounds: iterations(arguments.dropFirst().first)))

case "threads":
    guard let text = arguments.dropFirst().first, let seconds = Double(text), seconds > 0 else { fail("threads needs seconds") }
    emit(try ThreadMeasurement.run(seconds: seconds))

case "motion":
    // Where a frame of the animated card list goes (issue 21's target is 16.7 ms in all): moving the clock a
    // display frame (the animated bodies made again and laid out), the display list, drawing at 2x, PNG encoding.
    let count = iterations(arguments.dropFirst().first)
    let host = ViewHost(SpringCardList())
    var runs: [[Double]] = []
    for _ in 0..<count {
        if !host.isAnimating { try host.tap(identifier: "card\(Int(host.time * 60) % 12)") }
        var stages: RenderStages!
        var raster: RenderStages.Raster!
        runs.append([
            milliseconds { host.advance(by: 1.0 / 60) },
            milliseconds { stages = RenderStages(displayListOf: host, scale: 2) },
            try milliseconds { raster = try stages.rasterize() },
            try milliseconds { _ = try raster.encodePNG() },
            // Outside the frame's time: the encoding's first step alone, again.
            milliseconds { _ = raster.filteredRows() },
        ])
    }
    var fields = stageFields(runs)
    fields["advance_ms"] = fields.removeValue(forKey: "make_ms")
    fields["filter_ms"] = runs.map { $0[4] }
    fields["times_ms"] = runs.map { $0[0..<4].reduce(0, +) }
    emit(fields)

case "first-host":
    emit(FirstHostMeasurement.run())

case "first-host-after":
    guard let warmups = arguments.dropFirst().first, ["fonts", "text", "text+body"].contains(warmups) else {
        fail("usage: first-host-after fonts|text|text+body")
    }
    emit(FirstHostMeasurement.run(after: warmups))

default:
    fail("commands: export, layout, counts, memory, card, card-file, card-html, gallery, chart, text, png, threads, motion, first-host, first-host-after (see main.swift)")
}

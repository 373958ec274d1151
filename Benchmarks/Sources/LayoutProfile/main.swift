// A plain loop over one scenario, for profilers (perf, valgrind): `swift run -c release LayoutProfile grid`.
// With EASEL_PROFILE_EVERY set, each timing prints too, in order (a first layout against the settled ones).
@_spi(Benchmarking) import Easel
import CAllocated
import Foundation
import Scenarios

let scenario = CommandLine.arguments.dropFirst().first ?? "grid"
let iterations = Int(CommandLine.arguments.dropFirst(2).first ?? "50") ?? 50

/// Times `body` over the iterations and prints the minimum and median.
func time(_ label: String, _ body: () -> Void) {
    var times: [Double] = []
    for _ in 0..<iterations {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    if ProcessInfo.processInfo.environment["EASEL_PROFILE_EVERY"] != nil { print(times.map { ($0 * 100).rounded() / 100 }) }
    times.sort()
    print("\(label): min \(times[0]) ms, median \(times[times.count / 2]) ms")
}

if scenario == "lazy" {
    time("1,000,000-row lazy list: make, lay out, display list") {
        let host = ViewHost(MillionRowList(), proposal: lazyListProposal)
        _ = host.displayListItemCount(scale: 1)
    }
    let host = ViewHost(MillionRowList(), proposal: lazyListProposal)
    var offset: CGFloat = 400_000
    _ = try host.scroll(identifier: "history", to: CGPoint(x: 0, y: offset))
    time("one scroll step of 100 points, display list") {
        offset += 100
        _ = try? host.scroll(identifier: "history", to: CGPoint(x: 0, y: offset))
        _ = host.displayListItemCount(scale: 1)
    }
    time("a jump to a far offset, display list") {
        offset = CGFloat((Int(offset) * 7_919) % 40_000_000)
        _ = try? host.scroll(identifier: "history", to: CGPoint(x: 0, y: offset))
        _ = host.displayListItemCount(scale: 1)
    }
    exit(0)
}

if scenario == "todo-tap" {
    let host = ViewHost(TodoList(count: 10_000), proposal: todoProposal)
    let frames = (0..<10_000).map { host.frame(of: "row\($0)")! }
    var row = 0
    time("tap(at:) one row and update") {
        row = (row + 997) % 10_000
        try? host.tap(at: CGPoint(x: frames[row].midX, y: frames[row].midY))
    }
    exit(0)
}

if scenario == "controls" {
    struct Controls: View {
        @State var on = true
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Button("Play Again") {}
                Button("Delete", role: .destructive) {}
                Button("Disabled") {}.disabled(true)
                Toggle("Airplane Mode", isOn: $on)
                Toggle("Wi-Fi", isOn: .constant(false))
                TodoRow(index: 1)
            }
            .padding()
            .frame(width: 320)
        }
    }
    let host = ViewHost(Controls(), environment: { var e = EnvironmentValues(); e.displayScale = 2; return e }())
    try host.render(as: .png, scale: 2).write(to: URL(fileURLWithPath: "/tmp/controls.png"))
    try host.tap(identifier: "row1")
    try host.render(as: .png, scale: 2).write(to: URL(fileURLWithPath: "/tmp/controls-tapped.png"))
    print(host.layoutDescription())
    exit(0)
}

if scenario == "todo-tap-draw" {
    // The incremental path alone, for profiling: tap a row, then make the display list.
    let host = ViewHost(TodoList(count: 10_000), proposal: todoProposal)
    try? host.tap(identifier: "row0")
    blackHoleInt(host.displayListItemCount(scale: 1))
    var row = 0
    time("tap one row, update, new display list") {
        row = (row + 997) % 10_000
        try? host.tap(identifier: "row\(row)")
        blackHoleInt(host.displayListItemCount(scale: 1))
    }
    exit(0)
}

if scenario == "todo-draw" {
    let host = ViewHost(TodoList(count: 10_000), proposal: todoProposal)
    time("display list of 10,000 rows") { blackHoleInt(host.displayListItemCount(scale: 1)) }
    exit(0)
}

if scenario == "todo" {
    // One state change in a 10,000-row VStack, from tap to new display list, against laying the whole
    // tree out from scratch (issue 5's target: under 1%).
    let host = ViewHost(TodoList(count: 10_000), proposal: todoProposal)
    time("make and lay out 10,000 rows") { blackHoleInt(ViewHost(TodoList(count: 10_000), proposal: todoProposal).nodeCount) }
    time("lay the 10,000 rows out again from scratch") { host.layOutFromScratch() }
    // Laying out from scratch places every row again, so the display list after it draws every row.
    time("lay out from scratch, then the display list of every row") {
        host.layOutFromScratch()
        blackHoleInt(host.displayListItemCount(scale: 1))
    }
    time("display list again, nothing changed (every row's commands reused)") { blackHoleInt(host.displayListItemCount(scale: 1)) }
    var row = 0
    time("tap one row, update, new display list") {
        row = (row + 997) % 10_000
        try? host.tap(identifier: "row\(row)")
        blackHoleInt(host.displayListItemCount(scale: 1))
    }
    time("tap one row and update (no display list)") {
        row = (row + 997) % 10_000
        try? host.tap(identifier: "row\(row)")
    }
    time("frame(of:) after an update") {
        row = (row + 997) % 10_000
        try? host.tap(identifier: "row\(row)")
        _ = host.frame(of: "row\(row)")
    }
    let frames = (0..<10_000).map { host.frame(of: "row\($0)")! }
    time("tap(at:) one row and update") {
        row = (row + 997) % 10_000
        try? host.tap(at: CGPoint(x: frames[row].midX, y: frames[row].midY))
    }
    print("bodies evaluated: \(host.statistics.bodyEvaluations)")
    exit(0)
}

@inline(never) func blackHoleInt(_ value: Int) { if value == -1 { print(value) } }

if scenario == "card" {
    // The social card: make, lay out and render to PNG at 1x and 2x; `card-html` writes its HTML twin.
    var environment = EnvironmentValues()
    environment.imageDirectory = try SocialCard.assetFolder()
    for scale in [1.0, 2.0] {
        environment.displayScale = scale
        let sample = try ViewHost(SocialCard(), environment: environment).render(as: .png, scale: scale)
        try sample.write(to: URL(fileURLWithPath: "/tmp/easel-card@\(Int(scale))x.png"))
        time("social card at \(Int(scale))x (\(sample.count) bytes)") {
            _ = try? ViewHost(SocialCard(), environment: environment).render(as: .png, scale: scale)
        }
    }
    let folder = try SocialCard.assetFolder()
    try SocialCard.html.write(to: folder.appendingPathComponent("card.html"), atomically: true, encoding: .utf8)
    print("HTML twin: \(folder.path)/card.html")
    exit(0)
}

if scenario == "memory" {
    // Resident memory while rendering many cards in one process: the same card, then distinct titles.
    // `LayoutProfile memory 100000` renders 100,000 of each and prints the resident size every tenth.
    func residentMB() -> Double {
        let text = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
        let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return Double(pages * Int(sysconf(Int32(_SC_PAGESIZE)))) / 1_048_576
    }
    struct MemoryCard: View {
        let title: String
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text(title).font(.headline)
                Text("Rendered again and again").font(.subheadline).foregroundStyle(.secondary)
            }
            .padding(12)
            .background(RoundedRectangle(cornerRadius: 10).fill(Color.blue.opacity(0.2)))
        }
    }
    for distinct in [false, true] {
        print(distinct ? "distinct titles:" : "the same card:")
        for index in 0..<iterations {
            let title = distinct ? "Card number \(index)" : "The same card"
            _ = try ViewHost(MemoryCard(title: title)).render(as: .png, scale: 1)
            if index % max(1, iterations / 10) == 0 || index == iterations - 1 {
                print("  after \(index + 1): \(String(format: "%.1f", residentMB())) MB resident")
            }
        }
    }
    exit(0)
}

if scenario == "card-parts" {
    var environment = EnvironmentValues()
    environment.imageDirectory = try SocialCard.assetFolder()
    let parts: [(String, AnyView)] = [
        ("white", AnyView(Color.white.frame(width: 1200, height: 630))),
        ("gradient", AnyView(LinearGradient(colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing).frame(width: 1200, height: 630))),
        ("image", AnyView(Image("card-photo").resizable().frame(width: 420, height: 420).frame(width: 1200, height: 630))),
        ("clipped image", AnyView(Image("card-photo").resizable().frame(width: 420, height: 420).clipShape(RoundedRectangle(cornerRadius: 32)).frame(width: 1200, height: 630))),
        ("shadowed image", AnyView(Image("card-photo").resizable().frame(width: 420, height: 420).clipShape(RoundedRectangle(cornerRadius: 32)).shadow(radius: 16).frame(width: 1200, height: 630))),
        ("text", AnyView(Text("Lay out views by SwiftUI's rules and render them to PNG, SVG and PDF.").font(.system(size: 30)).frame(width: 1200, height: 630))),
    ]
    let only = CommandLine.arguments.dropFirst(3).first
    for (name, view) in parts where only == nil || only == name {
        time(name) { _ = try? ViewHost(view, environment: environment).render(as: .png, scale: 1) }
    }
    exit(0)
}

if scenario == "strings" {
    // 100,000 distinct short strings, shaped and measured; then the same strings again, from the cache.
    var round = 0
    time("100,000 distinct short strings, shaped and measured") {
        round += 1
        for index in 0..<100_000 { _ = TextBenchmarking.measure("Row \(index) of round \(round)", width: nil) }
    }
    let fixed = (0..<5_000).map { "Cached row \($0)" }
    for string in fixed { _ = TextBenchmarking.measure(string, width: nil) }
    time("5,000 cached strings measured at a new width") {
        round += 1
        for string in fixed { _ = TextBenchmarking.measure(string, width: CGFloat(40 + round % 7)) }
    }
    exit(0)
}

if scenario == "paragraphs" {
    let host = ViewHost(paragraphs(), proposal: ProposedViewSize(width: 300, height: nil))
    var width: CGFloat = 300
    time("10,000 Texts in a VStack laid out at a new width") {
        width += 1
        host.layOut(proposal: ProposedViewSize(width: width, height: nil))
    }
    exit(0)
}

let host = scenario == "chain" ? ViewHost(paddingChain()) : ViewHost(grid(), proposal: gridProposal)
time("\(scenario): \(host.nodeCount) nodes, lay out") { host.layOutFromScratch() }
if scenario == "grid" {
    // The first layout of new trees (made beforehand): every cache allocated as it fills.
    let fresh = (0..<iterations).map { _ in ViewHost.unlaidOut(grid(), proposal: gridProposal) }
    var next = 0
    time("grid: lay out a new tree") {
        fresh[next].layOutFromScratch()
        next += 1
    }
}
if scenario == "grid-alloc" {
    var counts: [Int] = []
    var hosts: [ViewHost] = []
    for _ in 0..<5 {
        let host = ViewHost.unlaidOut(grid(), proposal: gridProposal)
        hosts.append(host)
        let before = easel_bench_allocated_bytes()
        host.layOutFromScratch()
        counts.append(Int(easel_bench_allocated_bytes()) - Int(before))
    }
    print("first layouts keep: \(counts) bytes")
    let before = easel_bench_allocated_bytes()
    hosts[0].layOutFromScratch()
    print("again: \(Int(easel_bench_allocated_bytes()) - Int(before)) bytes")
}

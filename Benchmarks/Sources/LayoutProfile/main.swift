// A plain loop over one scenario, for profilers (perf, valgrind): `swift run -c release LayoutProfile grid`.
@_spi(Benchmarking) import Easel
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
    times.sort()
    print("\(label): min \(times[0]) ms, median \(times[times.count / 2]) ms")
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

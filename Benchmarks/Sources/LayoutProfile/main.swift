// A plain loop over one scenario, for profilers (perf, valgrind): `swift run -c release LayoutProfile grid`.
@_spi(Benchmarking) import Easel
import Foundation

let scenario = CommandLine.arguments.dropFirst().first ?? "grid"
let iterations = Int(CommandLine.arguments.dropFirst(2).first ?? "50") ?? 50

let host: ViewHost
switch scenario {
case "chain":
    var view = AnyView(Color.clear.frame(width: 1, height: 1))
    for _ in 0..<10_000 { view = AnyView(view.padding(1)) }
    host = ViewHost(view)
default:
    host = ViewHost(
        VStack(spacing: 2) {
            ForEach(0..<100) { _ in
                HStack(spacing: 2) { ForEach(0..<99) { _ in Color.clear.frame(width: 10, height: 20) } }
            }
        }, proposal: ProposedViewSize(width: 1200, height: 2200))
}

var times: [Double] = []
for _ in 0..<iterations {
    let start = DispatchTime.now().uptimeNanoseconds
    host.layOutFromScratch()
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
}
times.sort()
print("\(scenario): \(host.nodeCount) nodes, lay out min \(times[0]) ms, median \(times[times.count / 2]) ms")

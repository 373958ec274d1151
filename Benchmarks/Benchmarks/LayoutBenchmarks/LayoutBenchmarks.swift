import Benchmark
@_spi(Benchmarking) import Easel

/// The 10,001-view grid of the core issue: a VStack of 100 HStacks of 99 fixed 10×20 frames, spacing 2.
/// (Each fixed frame wraps a Color, so Easel's tree has 19,901 layout nodes.)
func grid() -> some View {
    VStack(spacing: 2) {
        ForEach(0..<100) { _ in
            HStack(spacing: 2) {
                ForEach(0..<99) { _ in
                    Color.clear.frame(width: 10, height: 20)
                }
            }
        }
    }
}

/// A chain of 10,000 paddings around one Color.
func paddingChain() -> AnyView {
    var view = AnyView(Color.clear.frame(width: 1, height: 1))
    for _ in 0..<10_000 {
        view = AnyView(view.padding(1))
    }
    return view
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(5), maxIterations: 200)

    let gridProposal = ProposedViewSize(width: 1200, height: 2200)

    Benchmark("Grid 100×99: lay out a new tree") { benchmark in
        // Trees are made before the clock starts and freed after it stops: only layout is timed.
        let hosts = benchmark.scaledIterations.map { _ in ViewHost.unlaidOut(grid(), proposal: gridProposal) }
        benchmark.startMeasurement()
        for host in hosts {
            host.layOutFromScratch()
            blackHole(host.size)
        }
        benchmark.stopMeasurement()
        withExtendedLifetime(hosts) {}
    }

    Benchmark("Grid 100×99: lay out again after dropping every cached answer") { benchmark in
        let host = ViewHost(grid(), proposal: gridProposal)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            host.layOutFromScratch()
            blackHole(host.size)
        }
        benchmark.stopMeasurement()
        withExtendedLifetime(host) {}
    }

    Benchmark("Grid 100×99: make, lay out and release") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(ViewHost(grid(), proposal: gridProposal).size)
        }
    }

    let chain = paddingChain()

    Benchmark("Padding chain 10,000 deep: lay out a new tree") { benchmark in
        let hosts = benchmark.scaledIterations.map { _ in ViewHost.unlaidOut(chain, proposal: .unspecified) }
        benchmark.startMeasurement()
        for host in hosts {
            host.layOutFromScratch()
            blackHole(host.size)
        }
        benchmark.stopMeasurement()
        withExtendedLifetime(hosts) {}
    }

    Benchmark("Padding chain 10,000 deep: make, lay out and release") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(ViewHost(chain).size)
        }
    }

    // Text (issue 3): shaping new strings, measuring shaped ones, and a text-heavy tree at a new width.
    Benchmark("Text: shape and measure 100,000 distinct short strings", configuration: .init(maxIterations: 5)) { benchmark in
        for iteration in benchmark.scaledIterations {
            for index in 0..<100_000 {
                blackHole(TextBenchmarking.measure("Row \(index) of round \(iteration) \(benchmark.currentIteration)", width: nil))
            }
        }
    }

    let shapedStrings = (0..<5_000).map { "Cached row \($0)" }
    Benchmark("Text: measure 5,000 shaped strings at a new width") { benchmark in
        for string in shapedStrings { blackHole(TextBenchmarking.measure(string, width: nil)) }
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            for string in shapedStrings { blackHole(TextBenchmarking.measure(string, width: CGFloat(40 + iteration % 7))) }
        }
    }

    Benchmark("Text: 10,000 Texts in a VStack laid out at a new width") { benchmark in
        let host = ViewHost(
            VStack {
                ForEach(0..<10_000) { index in
                    Text("Paragraph \(index): a great and warm welcome to Kuchi, wrapped at narrow widths")
                }
            }, proposal: ProposedViewSize(width: 300, height: nil))
        var width: CGFloat = 300
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            width += 1
            host.layOut(proposal: ProposedViewSize(width: width, height: nil))
            blackHole(host.size)
        }
    }
}

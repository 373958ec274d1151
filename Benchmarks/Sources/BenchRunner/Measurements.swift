// The measurements behind issue 25's targets that need Easel and a C library in one process, or several
// threads: shaping against HarfBuzz's own call, deflate against libdeflate and zlib, threads, the first host.
@_spi(Benchmarking) import Easel
import EaselGallery
import Foundation
import Scenarios
import Synchronization

import CPeers

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}

/// Nanoseconds since an arbitrary start, for per-item timings.
func nanoseconds() -> Double { Double(DispatchTime.now().uptimeNanoseconds) }

enum TextMeasurement {
    /// Shaping a short string Easel has not seen, against HarfBuzz's `hb_shape` on the same string and face in the
    /// same process; rounds alternate which goes first. Then a shaped string measured at a new width, and 10,000
    /// Texts laid out at a new width.
    static func run(rounds: Int) -> [String: Any] {
        let face = TextBenchmarking.bodyFace
        var easel: [Double] = [], harfBuzz: [Double] = []
        var widthsAgree = true
        let perRound = 4_000
        for round in 0..<rounds {
            let strings = (0..<perRound).map { "Row \($0) of round \(round)" }
            func timeEasel() -> [Double] {
                var widths: [Double] = []
                widths.reserveCapacity(strings.count)
                let start = nanoseconds()
                for string in strings { widths.append(Double(TextBenchmarking.measure(string, width: nil).width)) }
                easel.append((nanoseconds() - start) / Double(strings.count))
                return widths
            }
            func timeHarfBuzz() -> [Double] {
                // The C strings are made before the clock starts, so only HarfBuzz is timed.
                let copies = strings.map { strdup($0) }
                defer { copies.forEach { free($0) } }
                var widths = [Double](repeating: 0, count: strings.count)
                let pointers = copies.map { UnsafePointer($0) }
                let ns = pointers.withUnsafeBufferPointer { buffer in
                    easel_peer_hb_shape_ns(face.path, UInt32(face.index), Double(face.size), buffer.baseAddress, Int32(strings.count), &widths)
                }
                harfBuzz.append(ns)
                return widths
            }
            let (a, b) = round % 2 == 0 ? (timeEasel(), timeHarfBuzz()) : ({ let h = timeHarfBuzz(); return (timeEasel(), h) })()
            // Easel rounds a Text's width up to the pixel; HarfBuzz's sum is exact.
            widthsAgree = widthsAgree && zip(a, b).allSatisfy { abs($0 - $1) < 1 }
        }

        // Shaped strings measured at new widths, held as a Text's layout holds its paragraph. `remeasure`: one
        // Text asked at eight new widths in a row, as a stack's probing asks it, for each of 50 strings.
        // `remeasure_cold`: 5,000 Texts asked once each, so each question first reaches memory the last 4,999
        // pushed out of the processor's caches. `lookup`: the 5,000 looked up again by string first.
        let strings = (0..<5_000).map { "Cached row \($0)" }
        let shaped = strings.map { TextBenchmarking.shape($0) }
        let few = Array(shaped.prefix(50))
        var remeasure: [Double] = [], cold: [Double] = [], lookup: [Double] = []
        var width: CGFloat = 40
        for _ in 0..<rounds {
            var start = nanoseconds()
            for _ in 0..<20 {
                for string in few {
                    for step in 0..<8 { _ = TextBenchmarking.measure(string, width: width + CGFloat(step)) }
                }
                width += 8
            }
            remeasure.append((nanoseconds() - start) / Double(20 * few.count * 8))
            width += 1
            start = nanoseconds()
            for string in shaped { _ = TextBenchmarking.measure(string, width: width) }
            cold.append((nanoseconds() - start) / Double(shaped.count))
            width += 1
            start = nanoseconds()
            for string in strings { _ = TextBenchmarking.measure(string, width: width) }
            lookup.append((nanoseconds() - start) / Double(strings.count))
            // Widths 40 to 140 points: most strings wrap, some fit.
            if width > 140 { width -= 100 }
        }

        // 10,000 Texts in a VStack, laid out at a new width each time.
        let host = ViewHost(paragraphs(), proposal: ProposedViewSize(width: 300, height: nil))
        width = 300
        var paragraphTimes: [Double] = []
        for _ in 0..<max(rounds, 5) {
            width += 1
            paragraphTimes.append(milliseconds { host.layOut(proposal: ProposedViewSize(width: width, height: nil)) })
        }
        return [
            "font": face.path, "size": Double(face.size), "strings_per_round": perRound,
            "easel_shape_ns": median(easel), "harfbuzz_shape_ns": median(harfBuzz), "widths_agree": widthsAgree,
            // Each round times both on the same strings within milliseconds of each other, so a round's ratio is
            // free of this machine's swings in speed (up to 1.7× within minutes), which medians taken apart are not.
            "paired_ratio": median(zip(easel, harfBuzz).map { $0 / $1 }),
            "remeasure_ns": median(remeasure), "remeasure_cold_ns": median(cold), "lookup_remeasure_ns": median(lookup), "paragraphs_ms": median(paragraphTimes),
        ]
    }
}

enum DeflateMeasurement {
    /// The filtered rows of three images: the social card at 1x, every gallery scene at 2x (one after another),
    /// and a photograph-like image (smooth light with sensor noise, which no run-length encoder shortens).
    @MainActor static func images() throws -> [(name: String, rows: [UInt8])] {
        let card = try RenderStages(displayListOf: ViewHost(SocialCard(), environment: SocialCard.environment()), scale: 1)
            .rasterize().filteredRows().bytes
        var galleryEnvironment = EnvironmentValues()
        galleryEnvironment.displayScale = 2
        galleryEnvironment.imageDirectory = Gallery.artworkDirectory
        var gallery: [UInt8] = []
        for scene in Gallery.scenes {
            let host = ViewHost(scene.make(), proposal: scene.proposal, environment: galleryEnvironment)
            gallery += try RenderStages(displayListOf: host, scale: 2).rasterize().filteredRows().bytes
        }
        return [("social card, 1x", card), ("gallery, 2x (\(Gallery.scenes.count) scenes)", gallery), ("photograph-like, 1200×800", photo())]
    }

    /// 1200×800 RGB: two smooth gradients and a soft disc, plus noise of a few levels from a fixed-seed generator,
    /// "Up" filtered as Easel's writer files it.
    static func photo(width: Int = 1200, height: Int = 800) -> [UInt8] {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func noise() -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 61) - 4  // -4...3
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let dx = Double(x - 700), dy = Double(y - 350)
                let disc = max(0, 1 - (dx * dx + dy * dy).squareRoot() / 260)
                let r = 40 + 150 * Double(x) / Double(width) + 60 * disc
                let g = 70 + 100 * Double(y) / Double(height) + 50 * disc
                let b = 120 + 80 * sin(Double(x + y) / 90)
                let i = (y * width + x) * 3
                pixels[i] = UInt8(clamping: Int(r) + noise())
                pixels[i + 1] = UInt8(clamping: Int(g) + noise())
                pixels[i + 2] = UInt8(clamping: Int(b) + noise())
            }
        }
        let rowBytes = width * 3
        var rows = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        for y in 0..<height {
            rows[y * (rowBytes + 1)] = 2
            for i in 0..<rowBytes {
                let above = y == 0 ? 0 : pixels[(y - 1) * rowBytes + i]
                rows[y * (rowBytes + 1) + 1 + i] = pixels[y * rowBytes + i] &- above
            }
        }
        return rows
    }

    @MainActor static func run(rounds: Int) throws -> [String: Any] {
        var results: [[String: Any]] = []
        for (name, rows) in try images() {
            var times: [Double] = []
            var size = 0
            for _ in 0..<rounds {
                let start = nanoseconds()
                size = RenderStages.Raster.deflate(rows).count
                times.append(nanoseconds() - start)
            }
            var encoders: [[String: Any]] = [["encoder": "Easel", "ms": median(times) / 1e6, "bytes": size]]
            for (encoder, level, zlib) in [("libdeflate 1", 1, 0), ("libdeflate 6", 6, 0), ("zlib 1", 1, 1), ("zlib 6", 6, 1)] {
                var compressed = 0
                let ns = rows.withUnsafeBufferPointer {
                    easel_peer_deflate_ns($0.baseAddress, $0.count, Int32(level), Int32(zlib), Int32(rounds), &compressed)
                }
                encoders.append(["encoder": encoder, "ms": ns / 1e6, "bytes": compressed])
            }
            results.append(["image": name, "input_bytes": rows.count, "encoders": encoders])
        }
        return ["images": results]
    }
}

enum ThreadMeasurement {
    /// Cards a second rendered to PNG at 1x on one thread, then on two at once (each its own hosts).
    static func run(seconds: Double) throws -> [String: Any] {
        let folder = try SocialCard.assetFolder()
        @Sendable func renderFor(_ seconds: Double) -> Int {
            var environment = EnvironmentValues()
            environment.imageDirectory = folder
            let end = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
            var cards = 0
            while DispatchTime.now().uptimeNanoseconds < end {
                _ = try? ViewHost(SocialCard(), environment: environment).render(as: .png, scale: 1)
                cards += 1
            }
            return cards
        }
        _ = renderFor(0.3)  // warm caches: fonts, the photo, glyphs
        // One thread and two alternate, six rounds each, so a machine whose speed drifts over seconds (a shared
        // virtual machine) weighs on both alike; medians of the rounds, and the median of each round's own ratio
        // (its two slices a fraction of a second apart), which a drift between rounds does not move.
        var ones: [Double] = [], twos: [Double] = []
        let slice = seconds / 6
        for _ in 0..<6 {
            ones.append(Double(renderFor(slice)) / slice)
            let total = Mutex(0)
            DispatchQueue.concurrentPerform(iterations: 2) { _ in
                let cards = renderFor(slice)
                total.withLock { $0 += cards }
            }
            twos.append(Double(total.withLock { $0 }) / slice)
        }
        let one = median(ones), two = median(twos)
        return [
            "one_thread_cards_per_second": one, "two_threads_cards_per_second": two,
            "paired_ratio": median(zip(twos, ones).map { $0 / $1 }),
        ]
    }
}

enum FirstHostMeasurement {
    /// The first ViewHost of the million-row list in a fresh process against the second (issue 25's start-up).
    /// With `warmups`, untimed work first: "fonts" lists the system font's faces (setting the system font lists
    /// them); "text" also makes a host of one Text; "text+body" also evaluates the list's body once, outside any
    /// host, so that the runtime has built its `some View` type.
    static func run(after warmups: String? = nil) -> [String: Any] {
        var warmupTimes: [String: Any] = [:]
        if warmups != nil {
            warmupTimes["fonts_ms"] = milliseconds { FontLibrary.useDefaultSystemFont() }
        }
        if warmups != nil && warmups != "fonts" {
            warmupTimes["text_host_ms"] = milliseconds {
                _ = ViewHost(Text("Hello").font(.headline), proposal: lazyListProposal).displayListItemCount(scale: 1)
            }
        }
        if warmups == "text+body" {
            // Evaluating the body outside any host makes the runtime build the metadata of every type in it.
            warmupTimes["body_ms"] = milliseconds { withExtendedLifetime(MillionRowList().body) {} }
        }
        let faultsBefore = minorFaults()
        let (first, firstCPU) = withProcessorTime { firstHost() }
        let faultsBetween = minorFaults()
        let (second, secondCPU) = withProcessorTime { makeHost() }
        let faultsAfter = minorFaults()
        let third = milliseconds { makeHost() }
        return [
            "first_ms": first, "first_cpu_ms": firstCPU, "second_ms": second, "second_cpu_ms": secondCPU, "third_ms": third,
            "first_page_faults": faultsBetween - faultsBefore, "second_page_faults": faultsAfter - faultsBetween,
        ]
            .merging(warmupTimes) { $1 }
    }

    /// The wall time of `body` and the calling thread's processor time in it, in ms: the difference is time the
    /// thread waited (for another thread, a lock, the kernel's disk reads).
    static func withProcessorTime(_ body: () -> Void) -> (wall: Double, processor: Double) {
        let start = threadCPUMilliseconds()
        let wall = milliseconds(body)
        return (wall, threadCPUMilliseconds() - start)
    }

    /// The page faults the process has taken that needed no disk read (first touches of memory, code paged in
    /// from the page cache).
    static func minorFaults() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_minflt
    }

    /// The calling thread's processor time, in ms.
    static func threadCPUMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }

    /// The first host, made in a function of its own so that a profile tells its samples from the later hosts'.
    @inline(never) static func firstHost() { makeHost() }

    /// A host of the million-row list, laid out and drawn into a display list.
    static func makeHost() {
        _ = ViewHost(MillionRowList(), proposal: lazyListProposal).displayListItemCount(scale: 1)
    }
}


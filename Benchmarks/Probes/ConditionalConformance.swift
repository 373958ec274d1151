// What the Swift runtime pays to find a protocol conformance the first time, for a generic type that conforms
// always and for one that conforms on a condition (as `ModifiedContent: View where Content: View, Modifier:
// ViewModifier`, `ForEach: View where Content: View` and `Section` do). Not part of the package; run it with
//
//     swiftc -O Benchmarks/Probes/ConditionalConformance.swift -o /tmp/conformance-probe && /tmp/conformance-probe
//
// A generic type's unconditional conformance is found once and kept for the type as a whole: every later
// instantiation of it is a look-up in a table. A conditional conformance is kept for each instantiation, so each
// new one scans every conformance record in the process (this small program has about 2,000; a program with Easel
// and Foundation about 8,000). Resolving a view's `some View` body checks such conformances for every generic
// type in it, which is much of what a process's first host pays for its views' types (Benchmarks/Results).
import Dispatch

protocol Drawable { static var name: String { get } }

struct Always<T>: Drawable { static var name: String { "always" } }
struct Sometimes<T> {}
extension Sometimes: Drawable where T: Drawable { static var name: String { "sometimes" } }

struct A: Drawable { static var name: String { "a" } }
struct B: Drawable { static var name: String { "b" } }
struct C: Drawable { static var name: String { "c" } }
struct D: Drawable { static var name: String { "d" } }

@inline(never) func isDrawable(_ value: Any) -> Bool { value is any Drawable }

func microseconds(_ label: String, _ value: Any) {
    let start = DispatchTime.now().uptimeNanoseconds
    let found = isDrawable(value)
    let nanoseconds = DispatchTime.now().uptimeNanoseconds - start
    let padded = label + String(repeating: " ", count: max(0, 16 - label.count))
    let hundredths = nanoseconds / 10 % 100
    print(padded, found, "\(nanoseconds / 1000).\(hundredths < 10 ? "0" : "")\(hundredths) µs")
}

microseconds("A (first scan)", A())
for (label, value) in [("Always<A>", Always<A>()), ("Always<B>", Always<B>()), ("Always<C>", Always<C>()),
                       ("Sometimes<A>", Sometimes<A>()), ("Sometimes<B>", Sometimes<B>()),
                       ("Sometimes<C>", Sometimes<C>()), ("Sometimes<D>", Sometimes<D>())] as [(String, Any)] {
    microseconds(label, value)
}

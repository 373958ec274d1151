import Foundation

extension ViewHost {
    /// Runs an action of the app's (a tap's, a gesture's, typing's) with the host's clock as the clock tasks and
    /// timers it starts wait on.
    func withHostClock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        let result = HostClock.$current.withValue(graph.animation.clock) { Result<T, E> { () throws(E) -> T in try body() } }
        return try result.get()
    }
}

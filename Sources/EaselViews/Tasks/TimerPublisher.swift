import Dispatch
import Foundation
import OpenCombine

extension RunLoop {
    /// Options a run loop takes as a scheduler: none that change anything (Combine's run loop scheduler has none
    /// either).
    public struct SchedulerOptions: Sendable {}
}

extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the given interval.
    ///
    /// In a view (subscribed by `.onReceive`, or connected while the host runs the view's code), it fires on the
    /// host's clock, so `ViewHost.advance(by:)` makes it fire and the dates it sends are the host's; anywhere
    /// else it fires on the wall clock, from a background queue.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A publisher that repeatedly emits the current date on a given interval, once connected (`connect()`,
    /// or `autoconnect()` on the first subscriber).
    // Safety: `connection` is read and written only under `lock`, a `let`; the subject locks itself; the run
    // loop and mode are kept only to be read back.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?

        private let subject = PassthroughSubject<Date, Never>()
        private let lock = NSLock()
        private var connection: TimerConnection?

        /// Creates a publisher that repeatedly emits the current date on the given interval. An interval of 0
        /// or less is taken as 0.1 millisecond, as Foundation's timers take it.
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Failure == Never, S.Input == Date {
            subject.receive(subscriber: subscriber)
        }

        /// Starts the timer; the returned value stops it. Connecting again while connected returns the same.
        public func connect() -> any Cancellable {
            lock.withLock {
                if let connection { return connection }
                let made = TimerConnection(publisher: self)
                connection = made
                return made
            }
        }

        fileprivate func send(_ date: Date) {
            subject.send(date)
        }

        fileprivate func disconnected(_ ended: TimerConnection) {
            lock.withLock {
                if connection === ended { connection = nil }
            }
        }

        /// The interval a timer fires at: Foundation's floor of 0.1 millisecond for 0, negatives and NaN.
        fileprivate var firingInterval: TimeInterval {
            interval > 0 && interval.isFinite ? interval : 0.0001
        }
    }
}

/// A running timer: on the host's clock when it was connected inside a host, else on a dispatch timer.
// Safety: `state` is read and written only under `lock`, a `let`.
private final class TimerConnection: Cancellable, @unchecked Sendable {
    private enum State {
        case host(HostClock, id: Int)
        case wall(any DispatchSourceTimer)
        case cancelled
    }

    private let lock = NSLock()
    private var state = State.cancelled
    private weak var publisher: Timer.TimerPublisher?

    init(publisher: Timer.TimerPublisher) {
        self.publisher = publisher
        let interval = publisher.firingInterval
        if let clock = HostClock.current {
            let id = clock.schedule(after: interval, repeating: interval) { [weak self] date in
                self?.fire(date)
            }
            state = .host(clock, id: id)
        } else {
            let timer = DispatchSource.makeTimerSource(queue: .global())
            timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(1))
            timer.setEventHandler { [weak self] in self?.fire(Date()) }
            timer.resume()
            state = .wall(timer)
        }
    }

    private func fire(_ date: Date) {
        guard let publisher else {
            cancel()
            return
        }
        publisher.send(date)
    }

    func cancel() {
        let ended = lock.withLock {
            defer { state = .cancelled }
            return state
        }
        switch ended {
        case .host(let clock, let id): clock.unschedule(id)
        case .wall(let timer): timer.cancel()
        case .cancelled: return
        }
        publisher?.disconnected(self)
    }
}

import CoreFoundation
import Foundation

/// Turns the main run loop in short slices, as a polling loop needs, without a deadline per
/// turn: a repeating timer stops the loop every `interval`, and `turn()` runs it (timers, SDL's
/// event pump, the commit observer) until that stop or a handled source.
///
/// `RunLoop.run(until:)` slices the same way, but on Linux each call has CoreFoundation create,
/// arm and cancel a libdispatch timer source for its deadline (`__CFRunLoopRun`), with two
/// handler blocks: a soak that turns the loop ten or more times a frame then measures
/// libdispatch's memory for those sources, not the window's (heaptrack over 10,000 and 20,000
/// frames of the window soak: the only live heap that grew, 6.8 to 9.7 MB, was continuations
/// allocated there). A run with no deadline (`distantFuture` is past CoreFoundation's timer
/// limit) makes none, as `Application.run()` runs; the stopping timer is one CFRunLoopTimer,
/// rearmed, not made anew.
@MainActor
final class RunLoopTicker {
    private let timer: Timer

    /// Starts the timer on the main run loop's default mode, every `interval` seconds.
    init(interval: TimeInterval) {
        // The first fire date given: Linux Foundation's `Timer(timeInterval:repeats:block:)` fires at once.
        timer = Timer(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: true) { _ in
            CFRunLoopStop(CFRunLoopGetMain())
        }
        RunLoop.main.add(timer, forMode: .default)
    }

    /// Runs the main run loop until the timer's next tick, or until a source (SDL's events sent
    /// to the main queue, say) has been handled.
    func turn() {
        _ = RunLoop.main.run(mode: .default, before: .distantFuture)
    }

    /// Removes the timer from the run loop.
    func stop() { timer.invalidate() }
}

import Synchronization

/// A value that a test's threads share, behind a `Mutex`: the compiler checks the hand-off.
final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    init(_ value: Value) { mutex = Mutex(value) }

    /// Runs `body` with the value, holding the lock.
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result { mutex.withLock { body(&$0) } }

    /// The value now.
    var value: Value { withLock { $0 } }
}

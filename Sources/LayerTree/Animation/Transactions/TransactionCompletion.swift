import Foundation

/// The completion bookkeeping of one transaction: how many of its animations are still running.
///
/// The block is read when the transaction commits, so one set after the
/// changes still covers them. It runs once, after the transaction has
/// committed and every animation added in it has finished or been removed.
final class TransactionCompletion {
    private var pending = 0
    private var isCommitted = false
    private var hasRun = false
    private var block: (() -> Void)?

    /// An animation added in the transaction started counting.
    func animationAdded() { pending += 1 }

    /// An animation added in the transaction finished or was removed.
    func animationEnded() {
        pending -= 1
        scheduleIfDone()
    }

    /// The transaction committed with `block` as its completion block.
    func committed(block: (() -> Void)?) {
        self.block = block
        isCommitted = true
        scheduleIfDone()
    }

    private func scheduleIfDone() {
        guard isCommitted, pending <= 0, !hasRun else { return }
        hasRun = true
        if let block { AnimationEvents.shared.enqueue(block) }
    }
}

import Foundation

/// Groups layer changes into atomic updates and sets how they animate.
///
/// Every change belongs to a transaction. Without an explicit one, the first
/// change opens an implicit transaction that commits at the end of the
/// run-loop iteration (or at `flush()`). Transactions nest; values set in an
/// inner one (duration, timing function, `disableActions`) override outer ones.
///
/// ```swift
/// CATransaction.begin()
/// CATransaction.setAnimationDuration(2)
/// layer.position = CGPoint(x: 300, y: 200)
/// CATransaction.setCompletionBlock { print("arrived") }
/// CATransaction.commit()
/// ```
public enum CATransaction {
    /// Opens a transaction on the calling thread.
    public static func begin() {
        TransactionStack.current.frames.append(TransactionFrame(isImplicit: false))
    }

    /// Commits the innermost transaction; the outermost commit hands its changes to the renderer.
    public static func commit() {
        let stack = TransactionStack.current
        guard let innermost = stack.frames.last, !innermost.isImplicit else { return }
        stack.commitInnermost()
    }

    /// Commits the implicit transaction, if it is the only one open, and delivers the
    /// animation callbacks (`animationDidStart`, `animationDidStop`, completion blocks) that are due.
    public static func flush() {
        // Backing stores drawn on workers since the last commit join this one.
        if Thread.isMainThread { AsyncDisplay.shared.commitFinished() }
        let stack = TransactionStack.current
        if stack.frames.count == 1, stack.frames[0].isImplicit { stack.commitInnermost() }
        if stack.frames.isEmpty { AnimationEvents.shared.deliver(at: CACurrentMediaTime()) }
    }

    /// Core Animation's transaction lock; LayerKit's layers belong to one thread, so it only
    /// serialises threads that choose to share a tree.
    public static func lock() { sharedLock.lock() }
    /// Releases the lock taken by `lock()`.
    public static func unlock() { sharedLock.unlock() }
    private static let sharedLock = NSRecursiveLock()

    /// The duration of implicit animations in this transaction: 0.25 s unless set.
    public static func animationDuration() -> CFTimeInterval {
        (TransactionStack.current.value(forKey: TransactionKey.animationDuration) as? CFTimeInterval) ?? 0.25
    }

    /// Sets the duration of this transaction's implicit animations.
    public static func setAnimationDuration(_ duration: CFTimeInterval) {
        setValue(duration, forKey: TransactionKey.animationDuration)
    }

    /// The timing function of implicit animations; `nil` means Core Animation's `default` curve.
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        TransactionStack.current.value(forKey: TransactionKey.animationTimingFunction) as? CAMediaTimingFunction
    }

    /// Sets the timing function of this transaction's implicit animations.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: TransactionKey.animationTimingFunction)
    }

    /// Whether property changes skip their actions (and so do not animate implicitly).
    public static func disableActions() -> Bool {
        (TransactionStack.current.value(forKey: TransactionKey.disableActions) as? Bool) ?? false
    }

    /// Turns this transaction's implicit animations off (true) or on.
    public static func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: TransactionKey.disableActions)
    }

    /// The block run once every animation added in this transaction has finished or been removed.
    public static func completionBlock() -> (() -> Void)? {
        TransactionStack.current.frames.last?.values[TransactionKey.completionBlock] as? () -> Void
    }

    /// Sets the block run once every animation added in this transaction has finished.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        setValue(block, forKey: TransactionKey.completionBlock)
    }

    /// A value of the current transaction (or the innermost enclosing one that set it).
    public static func value(forKey key: String) -> Any? {
        TransactionStack.current.value(forKey: key)
    }

    /// Sets a value on the current transaction, opening the implicit one if none is open.
    public static func setValue(_ value: Any?, forKey key: String) {
        let stack = TransactionStack.current
        stack.ensureOpen()
        stack.frames[stack.frames.count - 1].values[key] = value
    }

    /// Animations added now count toward the completion of every open transaction.
    static func openCompletions() -> [TransactionCompletion] {
        let stack = TransactionStack.current
        stack.ensureOpen()
        return stack.frames.map(\.completion)
    }
}

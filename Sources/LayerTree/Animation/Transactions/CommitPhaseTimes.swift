import Foundation

/// Where an outermost commit's time went: the layout pass and the display pass that Core
/// Animation runs at commit, before the tree is handed to the render server.
///
/// A LayerKit addition (Apple's frameworks keep these inside Instruments): a window loop reads
/// `CATransaction.lastCommitPhaseTimes` after `CATransaction.flush()` to show the app thread's
/// stages in a HUD, as the `layerkit` window does.
public struct CommitPhaseTimes: Equatable, Sendable {
    /// Wall-clock milliseconds in `layoutSublayers()` of the layers marked by `setNeedsLayout()`.
    public var layoutMilliseconds = 0.0
    /// Wall-clock milliseconds in `display()` of the layers marked by `setNeedsDisplay()`.
    public var displayMilliseconds = 0.0
    /// How many outermost commits the thread has made: these times belong to the commit that
    /// made it this number, so a loop can tell whether its flush committed anything.
    public var commitCount: UInt64 = 0

    /// Creates zero times.
    public init() {}

    /// Milliseconds of wall-clock time `body` takes (a monotonic clock: never the media clock,
    /// which tests replace).
    static func measure(_ body: () -> Void) -> Double {
        let start = ContinuousClock.now
        body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    }
}

extension CATransaction {
    /// The layout and display times of the calling thread's last outermost commit (zero before
    /// the first, next to zero for a commit that had nothing to lay out or display).
    public static var lastCommitPhaseTimes: CommitPhaseTimes { TransactionStack.current.lastCommitPhaseTimes }
}

import Foundation

/// One open transaction: its values (duration, timing function, …) and completion.
final class TransactionFrame {
    var values: [String: Any] = [:]
    let completion = TransactionCompletion()
    /// Opened by a change outside any explicit transaction; committed at the end of the loop iteration.
    let isImplicit: Bool

    init(isImplicit: Bool) { self.isImplicit = isImplicit }
}

/// The transactions open on one thread, outermost first, and the layers changed in them.
///
/// Core Animation's transactions are per thread, so this lives in thread-local storage.
final class TransactionStack {
    var frames: [TransactionFrame] = []
    /// Layers changed or created since the outermost transaction opened; they become
    /// "committed" (eligible for implicit animations) when it commits.
    var changedLayers: [CALayer] = []
    private var changedIDs: Set<UInt64> = []
    /// Layers marked by `setNeedsDisplay`, displayed when the outermost transaction commits.
    private var needsDisplayLayers: [CALayer] = []
    private var needsDisplayIDs: Set<UInt64> = []
    /// Layers marked by `setNeedsLayout`, laid out before the marked layers are displayed.
    private var needsLayoutLayers: [CALayer] = []
    private var needsLayoutIDs: Set<UInt64> = []
    /// The layout and display times of the last outermost commit (`CATransaction.lastCommitPhaseTimes`).
    private(set) var lastCommitPhaseTimes = CommitPhaseTimes()

    private static let threadKey = "LayerKit.TransactionStack"

    /// The main thread's stack, found without the thread-dictionary lookup: a window's app thread
    /// flushes at every refresh, and a still window should cost next to nothing.
    /// `nonisolated(unsafe)`: read only when `Thread.isMainThread`, so only the main thread uses it.
    nonisolated(unsafe) private static let mainThreadStack = TransactionStack()

    /// The calling thread's stack.
    static var current: TransactionStack {
        if Thread.isMainThread { return mainThreadStack }
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[threadKey] as? TransactionStack { return stack }
        let stack = TransactionStack()
        dictionary[threadKey] = stack
        return stack
    }

    /// The value for `key` from the innermost transaction that set it.
    func value(forKey key: String) -> Any? {
        for frame in frames.reversed() { if let value = frame.values[key] { return value } }
        return nil
    }

    /// Opens the implicit transaction if none is open, so a change always belongs to one.
    func ensureOpen() {
        guard frames.isEmpty else { return }
        frames.append(TransactionFrame(isImplicit: true))
        ImplicitCommitScheduler.scheduleForCurrentRunLoop()
    }

    /// Records that `layer` changed (or was created) in the current transaction.
    func noteChange(_ layer: CALayer) {
        ensureOpen()
        if changedIDs.insert(layer.layerID).inserted { changedLayers.append(layer) }
    }

    /// Records that `layer` needs display at the outermost commit.
    func noteNeedsDisplay(_ layer: CALayer) {
        ensureOpen()
        if needsDisplayIDs.insert(layer.layerID).inserted { needsDisplayLayers.append(layer) }
    }

    /// Records that `layer` needs layout at the outermost commit.
    func noteNeedsLayout(_ layer: CALayer) {
        ensureOpen()
        if needsLayoutIDs.insert(layer.layerID).inserted { needsLayoutLayers.append(layer) }
    }

    /// Lays out the marked layers, superlayers before their sublayers, until none is marked.
    private func layOutMarkedLayers() { layOutMarkedLayers(where: { _ in true }) }

    /// `layoutIfNeeded()`: lays out the marked layers in `root`'s tree now, superlayers first.
    /// The others stay marked and listed for the commit.
    func layOutMarkedLayers(under root: CALayer) {
        // A layer marked on another thread's transaction is not listed here.
        if root.isLayoutNeeded { noteNeedsLayout(root) }
        layOutMarkedLayers(where: { $0.isWithin(root) })
    }

    /// Lays out the listed layers that `include` accepts, always the shallowest next, as Core
    /// Animation's top-down walk does: a layout that resizes a sublayer marks it, and it is then
    /// laid out before its own marked sublayers, which see its new size.
    private func layOutMarkedLayers(where include: (CALayer) -> Bool) {
        // Sorted so that the next layer to lay out (least depth, then marked first) is last.
        var pending: [(depth: Int, order: Int, layer: CALayer)] = []
        var excluded: [CALayer] = []
        var marks = 0
        func takeMarkedLayers() {
            let layers = needsLayoutLayers
            needsLayoutLayers.removeAll(keepingCapacity: true)
            needsLayoutIDs.removeAll(keepingCapacity: true)
            for layer in layers {
                guard include(layer) else { excluded.append(layer); continue }
                let entry = (depth: layer.depthInTree, order: marks, layer: layer)
                marks += 1
                // Descending order: after the entries that come later, before those that come sooner.
                let index = pending.firstIndexByBisection { ($0.depth, $0.order) < (entry.depth, entry.order) }
                pending.insert(entry, at: index)
            }
        }
        takeMarkedLayers()
        while let next = pending.popLast() {
            next.layer.layOutIfMarked()
            if !needsLayoutLayers.isEmpty { takeMarkedLayers() }
        }
        for layer in excluded where needsLayoutIDs.insert(layer.layerID).inserted { needsLayoutLayers.append(layer) }
    }

    /// Displays the marked layers (Core Animation's commit phase), while the transaction is
    /// still open, so the new contents belong to it; drawing may mark more layers.
    private func displayMarkedLayers() {
        while !needsDisplayLayers.isEmpty {
            let layers = needsDisplayLayers
            needsDisplayLayers.removeAll(keepingCapacity: true)
            needsDisplayIDs.removeAll(keepingCapacity: true)
            for layer in layers { layer.displayIfNeeded() }
        }
    }

    /// Pops the innermost transaction; the outermost one commits its layers.
    func commitInnermost() {
        if frames.count == 1 {
            // Core Animation's commit: layout, then display, while the transaction is open.
            lastCommitPhaseTimes.layoutMilliseconds = CommitPhaseTimes.measure { layOutMarkedLayers() }
            lastCommitPhaseTimes.displayMilliseconds = CommitPhaseTimes.measure { displayMarkedLayers() }
            lastCommitPhaseTimes.commitCount &+= 1
        }
        guard let frame = frames.popLast() else { return }
        frame.completion.committed(block: frame.values[TransactionKey.completionBlock] as? () -> Void)
        guard frames.isEmpty else { return }
        for layer in changedLayers { layer.hasBeenCommitted = true }
        changedLayers.removeAll(keepingCapacity: true)
        changedIDs.removeAll(keepingCapacity: true)
    }
}

extension Array {
    /// The first index whose element satisfies `predicate`, in an array where every element
    /// that satisfies it comes after every element that does not (a binary search).
    fileprivate func firstIndexByBisection(where predicate: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if predicate(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

/// Commits the implicit transaction at the end of the current run-loop iteration, when one runs.
///
/// Apps that drive their own loop (such as `layerkit`'s window) call
/// `CATransaction.flush()` once per iteration instead.
enum ImplicitCommitScheduler {
    static func scheduleForCurrentRunLoop() {
        // Only a running loop has a current mode; queuing blocks on an idle one would pile them up.
        guard Thread.isMainThread, RunLoop.main.currentMode != nil else { return }
        RunLoop.main.perform { CATransaction.flush() }
    }
}

/// The keys of a transaction's values, as Core Animation names them.
enum TransactionKey {
    static let animationDuration = "animationDuration"
    static let animationTimingFunction = "animationTimingFunction"
    static let disableActions = "disableActions"
    static let completionBlock = "completionBlock"
}

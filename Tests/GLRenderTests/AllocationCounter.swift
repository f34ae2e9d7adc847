import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Counts the Swift heap objects (class instances, array and dictionary storage, boxes) that the
/// calling thread makes while a closure runs, so a test can assert that a hot path allocates
/// nothing. It goes through the runtime's own instrumentation hook: `swift_allocObject` calls
/// through the `_swift_allocObject` pointer once
/// `_swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly` is set.
enum AllocationCounter {
    typealias Allocate = @convention(c) (UnsafeRawPointer?, Int, Int) -> UnsafeMutableRawPointer?

    /// The objects `body` made on this thread, or nil where the runtime has no hook to count them.
    static func count(_ body: () throws -> Void) rethrows -> Int? {
        guard let slot = dlsym(nil, "_swift_allocObject")?.assumingMemoryBound(to: Allocate?.self),
            let enable = dlsym(nil, "_swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly")?
                .assumingMemoryBound(to: Bool.self),
            let previous = slot.pointee
        else { return nil }
        state.original = previous
        state.thread = pthread_self()
        state.counted = 0
        let wasEnabled = enable.pointee
        slot.pointee = countingAllocate
        enable.pointee = true
        defer {
            slot.pointee = previous
            enable.pointee = wasEnabled
            state.thread = nil
        }
        try body()
        return state.counted
    }

    /// What the hook reads: a C function pointer captures nothing.
    private struct State {
        var original: Allocate?
        var thread: pthread_t?
        var counted = 0
    }
    nonisolated(unsafe) private static var state = State()

    private static let countingAllocate: Allocate = { metadata, size, alignment in
        if let thread = state.thread, pthread_equal(pthread_self(), thread) != 0 { state.counted += 1 }
        return state.original!(metadata, size, alignment)
    }
}

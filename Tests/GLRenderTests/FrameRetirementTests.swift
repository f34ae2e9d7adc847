import Foundation
import XCTest

@testable import GLRender

final class FrameRetirementTests: XCTestCase {
    /// Records the thread that frees it.
    private final class Witness {
        let freed: (pthread_t) -> Void
        init(freed: @escaping (pthread_t) -> Void) { self.freed = freed }
        deinit { freed(pthread_self()) }
    }

    func testARetiredValueIsFreedOnAnotherThreadOnceTheQueueRuns() {
        let retirement = FrameRetirement()
        let lock = NSLock()
        var freedOn: [pthread_t] = []
        var list: [Witness]? = (0..<3).map { _ in
            Witness { thread in lock.withLock { freedOn.append(thread) } }
        }
        retirement.retire(list.take())
        retirement.drain()
        let threads = lock.withLock { freedOn }
        XCTAssertEqual(threads.count, 3, "every retired item is freed")
        XCTAssertTrue(threads.allSatisfy { pthread_equal($0, pthread_self()) == 0 }, "not on the retiring thread")
    }

    func testRetiringNothingFreesNothing() {
        let retirement = FrameRetirement()
        let lock = NSLock()
        var frees = 0
        let kept = Witness { _ in lock.withLock { frees += 1 } }
        retirement.retire(Optional<Witness>.none)
        retirement.drain()
        XCTAssertEqual(lock.withLock { frees }, 0, "a value still held elsewhere is not freed")
        withExtendedLifetime(kept) {}
    }
}

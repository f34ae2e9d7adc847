import Foundation
import Synchronization
import XCTest

@testable import LayerTree

/// `DecompositionCache` is shared by every evaluation of one animation: the render thread's and,
/// at the same moment, the main thread's presentation copy. Each write must read one whole entry
/// for its own base transform, never another base's, nor half of one.
final class DecompositionCacheTests: XCTestCase {
    func testTwoThreadsWritingOverAlternatingBasesGetWhatAnUncachedWriteGives() throws {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 800
        let bases = [
            perspective,
            CATransform3DConcat(CATransform3DMakeScale(2, 0.5, 1), perspective),
            CATransform3DMakeScale(0, 1, 1),  // cannot be decomposed: the write gives nil
        ]
        let field = try XCTUnwrap(TransformField(name: "rotation", rest: ["y"]))
        let angles = (0..<64).map { Double($0) * 0.1 }
        // Each base and angle written without a cache, on this thread.
        let expected = bases.map { base in angles.map { field.write(.number($0), into: base) } }
        XCTAssertNil(expected[2][5], "a base without width has no rotation to set")

        let cache = DecompositionCache()
        let mismatches = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            var wrong = 0
            for round in 0..<600 {
                // The threads walk the bases in opposite directions: the entry keeps changing base.
                let b = thread == 0 ? round % bases.count : (bases.count - 1) - round % bases.count
                let a = (round * 7 + thread) % angles.count
                if field.write(.number(angles[a]), into: bases[b], decompositions: cache) != expected[b][a] {
                    wrong += 1
                }
            }
            mismatches.withLock { $0 += wrong }
        }
        XCTAssertEqual(mismatches.withLock { $0 }, 0, "writes through the shared cache differ from uncached ones")
    }
}

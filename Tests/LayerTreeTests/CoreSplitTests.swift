import Foundation
import XCTest

@testable import LayerTree

/// `CoreSplit` hands each core one contiguous chunk of a loop: every index exactly once.
final class CoreSplitTests: XCTestCase {
    /// The chunks each call saw, in the order they were seen.
    private func chunks(of count: Int, minimumPerChunk: Int, cores: Int) -> [Range<Int>] {
        let seen = Locked<[Range<Int>]>([])
        CoreSplit.forEachChunk(of: count, minimumPerChunk: minimumPerChunk, cores: cores) { chunk in
            seen.withLock { $0.append(chunk) }
        }
        return seen.value.sorted { $0.lowerBound < $1.lowerBound }
    }

    func testALoopIsSplitIntoOneContiguousChunkPerCoreCoveringEveryIndexOnce() {
        XCTAssertEqual(chunks(of: 1000, minimumPerChunk: 100, cores: 3), [0..<333, 333..<666, 666..<1000])
        XCTAssertEqual(chunks(of: 7, minimumPerChunk: 1, cores: 4), [0..<1, 1..<3, 3..<5, 5..<7])
    }

    func testChunksNeverGetFewerThanTheMinimumAndSmallLoopsRunWhole() {
        XCTAssertEqual(chunks(of: 1000, minimumPerChunk: 400, cores: 8), [0..<500, 500..<1000])
        XCTAssertEqual(chunks(of: 300, minimumPerChunk: 256, cores: 2), [0..<300])
        XCTAssertEqual(chunks(of: 5000, minimumPerChunk: 1, cores: 1), [0..<5000])
        XCTAssertEqual(chunks(of: 0, minimumPerChunk: 1, cores: 2), [])
    }

    /// Chunks run at the same time: each writes its own part of one buffer, and all of it is written.
    func testChunksWriteDisjointPartsOfOneBuffer() {
        var values = [Int](repeating: -1, count: 10_000)
        values.withUnsafeMutableBufferPointer { buffer in
            CoreSplit.forEachChunk(of: buffer.count, minimumPerChunk: 1000, cores: 4) { chunk in
                for i in chunk { buffer[i] = i * 2 }
            }
        }
        XCTAssertEqual(values, (0..<10_000).map { $0 * 2 })
    }
}

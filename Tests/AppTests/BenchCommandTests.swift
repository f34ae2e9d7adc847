import Foundation
import XCTest

/// `layerkit bench … --json` runs and reports well-formed figures. Speed itself is
/// measured by running `layerkit bench`, never asserted here.
final class BenchCommandTests: XCTestCase {
    /// Runs `layerkit bench ARGS --json` and returns its one result, after checking the report's frame.
    private func benchResult(_ args: [String], file: StaticString = #filePath, line: UInt = #line) throws
        -> [String: Any]
    {
        let run = try LayerkitProcess.run(["bench"] + args + ["--json"])
        XCTAssertEqual(run.status, 0, "stderr: \(run.stderr)", file: file, line: line)
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        let report = try XCTUnwrap(json as? [String: Any], "not a JSON object: \(run.stdout)", file: file, line: line)
        XCTAssertEqual(report["canvas"] as? [Int], [1280, 720], file: file, line: line)
        let interval = try XCTUnwrap(report["frameInterval"] as? Double, file: file, line: line)
        XCTAssertEqual(interval, 1.0 / 60, accuracy: 1e-12, file: file, line: line)
        let results = try XCTUnwrap(report["results"] as? [[String: Any]], file: file, line: line)
        XCTAssertEqual(results.count, 1, file: file, line: line)
        return results[0]
    }

    private func number(_ result: [String: Any], _ key: String, file: StaticString = #filePath, line: UInt = #line)
        throws -> Double
    {
        try XCTUnwrap(
            (result[key] as? NSNumber)?.doubleValue, "no number '\(key)' in \(result)", file: file, line: line)
    }

    func testPresentationReportsEvaluationOnly() throws {
        let result = try benchResult(["presentation", "--count", "200", "--frames", "3"])
        XCTAssertEqual(result["workload"] as? String, "presentation")
        XCTAssertEqual(try number(result, "count"), 200)
        XCTAssertEqual(try number(result, "frames"), 3)
        XCTAssertEqual(try number(result, "layers"), 201, "the root and its 200 layers")
        XCTAssertEqual(try number(result, "animatedLayers"), 20, "a tenth of the layers")
        XCTAssertEqual(try number(result, "animatedProperties"), 25, "5 basic, 5 keyframe, 5 spring, 5 groups of 2")
        for key in ["microsecondsPerFrame", "baselineMicrosecondsPerFrame", "fps", "msPerFrameMedian",
                    "evaluationMsPerFrame", "peakRSSKilobytes"] {
            XCTAssertGreaterThan(try number(result, key), 0, key)
        }
        XCTAssertNotNil(result["nanosecondsPerAnimatedProperty"] as? NSNumber)
        XCTAssertLessThanOrEqual(try number(result, "msPerFrameMedian"), try number(result, "msPerFrameP95"))
        for key in ["drawCalls", "renderMsPerFrame", "finishMsPerFrame", "finish"] {
            XCTAssertNil(result[key], "presentation draws nothing, yet reports \(key)")
        }
    }

    func testOpaqueReportsOneDrawCallAndFinishesEachFrame() throws {
        let result = try benchResult(["opaque", "--count", "100", "--frames", "3"])
        XCTAssertEqual(result["workload"] as? String, "opaque")
        XCTAssertEqual(try number(result, "frames"), 3)
        XCTAssertEqual(try number(result, "layers"), 101)
        XCTAssertEqual(try number(result, "animatedProperties"), 200, "x and y of every layer")
        XCTAssertEqual(try number(result, "drawCalls"), 1)
        XCTAssertEqual(try number(result, "triangles"), 200)
        XCTAssertEqual(try number(result, "verticesUploaded"), 400, "every layer moves every frame")
        XCTAssertEqual(try number(result, "offscreenPasses"), 0)
        XCTAssertEqual(result["finish"] as? String, "glFinish")
        for key in ["fps", "msPerFrameMedian", "msPerFrameP95", "cpuMsPerFrame", "evaluationMsPerFrame",
                    "renderMsPerFrame", "prerollMsPerFrame", "emitMsPerFrame", "executeMsPerFrame",
                    "finishMsPerFrame", "peakRSSKilobytes"] {
            XCTAssertGreaterThan(try number(result, key), 0, key)
        }
        XCTAssertNil(result["microsecondsPerFrame"])
    }

    func testOneMovingRedrawsOnlyAroundTheMovingSquare() throws {
        let result = try benchResult(["onemoving", "--count", "200", "--frames", "3"])
        // The 40×40 square's old and new boxes (each 44×44 with the antialiasing margin), merged
        // or not: at most a few thousand pixels of the 921,600.
        let damaged = try number(result, "damagedPixels")
        XCTAssertGreaterThan(damaged, 44 * 44)
        XCTAssertLessThan(damaged, 3 * 44 * 44)
        XCTAssertGreaterThan(try number(result, "shadedPixels"), 40 * 40 - 1)
        XCTAssertLessThan(try number(result, "shadedPixels"), damaged * 2)
        XCTAssertNil(result["trackedFps"], "only static reports the tracked still frame beside the forced one")
    }

    func testStaticReportsTheForcedRedrawAndTheTrackedStillFrame() throws {
        let result = try benchResult(["static", "--count", "200", "--frames", "3"])
        XCTAssertEqual(try number(result, "damagedPixels"), 1280 * 720, "forced: every frame whole")
        XCTAssertGreaterThan(try number(result, "shadedPixels"), 0)
        XCTAssertEqual(try number(result, "trackedShadedPixels"), 0, "tracked: a still frame shades nothing")
        XCTAssertGreaterThan(try number(result, "trackedFps"), 0)
    }

    func testUnknownWorkloadIsAUsageError() throws {
        let run = try LayerkitProcess.run(["bench", "spinning"])
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.stderr.contains("opaque"), "the error lists the workloads: \(run.stderr)")
        XCTAssertEqual(run.stdout, "")
    }
}

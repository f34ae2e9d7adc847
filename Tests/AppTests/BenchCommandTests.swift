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
        for key in [
            "microsecondsPerFrame", "baselineMicrosecondsPerFrame", "fps", "msPerFrameMedian",
            "evaluationMsPerFrame", "peakRSSKilobytes",
        ] {
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
        XCTAssertEqual(try number(result, "triangles"), 0, "every layer a 40-pixel square inside the canvas")
        XCTAssertEqual(try number(result, "points"), 100, "a point sprite each")
        XCTAssertEqual(try number(result, "verticesUploaded"), 100, "one vertex each: every layer moves every frame")
        XCTAssertEqual(try number(result, "offscreenPasses"), 0)
        XCTAssertEqual(result["finish"] as? String, "glFinish")
        for key in [
            "fps", "msPerFrameMedian", "msPerFrameP95", "cpuMsPerFrame", "evaluationMsPerFrame",
            "renderMsPerFrame", "planningMsPerFrame", "batchingMsPerFrame", "encodingMsPerFrame",
            "finishMsPerFrame", "peakRSSKilobytes",
        ] {
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

    /// `--baseline OLD.json` prints each figure beside the earlier run's with the ratio, for the
    /// workloads both measured; a file that is missing or not a report is a one-line error naming it.
    func testBaselinePrintsEachFigureBesideTheEarlierRun() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bench-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let old = directory.appendingPathComponent("old.json")
        let first = try LayerkitProcess.run(["bench", "presentation", "--count", "100", "--frames", "3", "--json"])
        XCTAssertEqual(first.status, 0, first.stderr)
        try Data(first.stdout.utf8).write(to: old)

        let run = try LayerkitProcess.run([
            "bench", "presentation", "--count", "100", "--frames", "3",
            "--baseline", old.path,
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("against \(old.path):"), run.stdout)
        for figure in ["fps", "eval ms", "ns/property"] {
            let row = try XCTUnwrap(
                lines.first { $0.hasPrefix("presentation") && $0.contains(" \(figure) ") },
                "no row for \(figure): \(run.stdout)")
            let fields = row.split(separator: " ")
            XCTAssertEqual(fields[1], "100")
            let (before, after) = (Double(fields[fields.count - 3]), Double(fields[fields.count - 2]))
            let ratio = Double(fields[fields.count - 1].dropFirst())  // "×1.02"
            XCTAssertTrue(fields[fields.count - 1].hasPrefix("×"), row)
            XCTAssertEqual(try XCTUnwrap(ratio), try XCTUnwrap(after) / XCTUnwrap(before), accuracy: 0.006, row)
        }
        // Another N is not compared with the baseline's.
        let other = try LayerkitProcess.run([
            "bench", "presentation", "--count", "50", "--frames", "3",
            "--baseline", old.path,
        ])
        XCTAssertTrue(other.stdout.contains("not in the baseline: presentation 50"), other.stdout)

        let missing = try LayerkitProcess.run([
            "bench", "presentation", "--baseline", directory.appendingPathComponent("none.json").path,
        ])
        XCTAssertNotEqual(missing.status, 0)
        XCTAssertEqual(
            missing.stderrLines, ["Error: cannot read baseline file \(directory.path)/none.json: no such file"])
        let notReport = directory.appendingPathComponent("scene.json")
        try Data(#"{"size": [10, 10]}"#.utf8).write(to: notReport)
        let wrong = try LayerkitProcess.run(["bench", "presentation", "--baseline", notReport.path])
        XCTAssertEqual(
            wrong.stderrLines,
            ["Error: baseline file \(notReport.path) is not a `layerkit bench --json` report: missing key 'canvas'"])
        XCTAssertEqual(wrong.stdout, "", "nothing is measured before the baseline is read")
    }

    func testUnknownWorkloadIsAUsageError() throws {
        let run = try LayerkitProcess.run(["bench", "spinning"])
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.stderr.contains("opaque"), "the error lists the workloads: \(run.stderr)")
        XCTAssertEqual(run.stdout, "")
    }
}

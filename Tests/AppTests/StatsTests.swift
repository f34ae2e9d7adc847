import Foundation
import XCTest

/// `render --stats` reports batching that does not grow with the layer count.
final class StatsTests: XCTestCase {
    /// The `name: N` lines of a `--stats` report.
    private func statistics(_ stdout: String) -> [String: Int] {
        var values: [String: Int] = [:]
        for line in stdout.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, let value = Int(parts[1].trimmingCharacters(in: .whitespaces)) else { continue }
            values[String(parts[0])] = value
        }
        return values
    }

    /// Generates a grid of `count` layers, renders it with `--stats`, and returns the report.
    private func renderGrid(count: Int, in dir: URL, file: StaticString = #filePath, line: UInt = #line) throws
        -> [String: Int]
    {
        let scene = dir.appendingPathComponent("grid-\(count).json")
        let generated = try LayerkitProcess.run(["generate", "--count", "\(count)", "-o", scene.path])
        XCTAssertEqual(generated.status, 0, "generate: \(generated.stderr)", file: file, line: line)
        XCTAssertEqual(generated.stdout, "", file: file, line: line)

        let png = dir.appendingPathComponent("grid-\(count).png")
        let rendered = try LayerkitProcess.run(["render", scene.path, "-o", png.path, "--stats"])
        XCTAssertEqual(rendered.status, 0, "render: \(rendered.stderr)", file: file, line: line)
        let size = try pngSize(png)
        XCTAssertEqual(size.width, 1280, file: file, line: line)
        XCTAssertEqual(size.height, 720, file: file, line: line)
        return statistics(rendered.stdout)
    }

    func testDrawCallsDoNotGrowWithLayerCount() throws {
        let dir = try makeTemporaryDirectory(self)
        let small = try renderGrid(count: 100, in: dir)
        let large = try renderGrid(count: 10_000, in: dir)

        // The root plus the generated layers.
        XCTAssertEqual(small["layers"], 101)
        XCTAssertEqual(large["layers"], 10_001)

        let smallCalls = try XCTUnwrap(small["draw calls"], "no 'draw calls' line: \(small)")
        let largeCalls = try XCTUnwrap(large["draw calls"], "no 'draw calls' line: \(large)")
        XCTAssertEqual(smallCalls, largeCalls, "draw calls grew with the layer count")
        XCTAssertGreaterThanOrEqual(smallCalls, 1)
        XCTAssertLessThanOrEqual(largeCalls, 2)

        // Opaque 40×40 squares are one point sprite each (two triangles where one reaches past the
        // canvas); the root has no background. At 10,000 most lie wholly under the squares in front
        // of them and are culled.
        for (report, count) in [(small, 100), (large, 10_000)] {
            let drawn = count - (report["culled primitives"] ?? -1)
            XCTAssertEqual((report["points"] ?? -1) + (report["triangles"] ?? -1) / 2, drawn)
            XCTAssertGreaterThan(report["points"] ?? 0, drawn * 9 / 10, "squares inside the canvas are points")
        }
        XCTAssertGreaterThan(large["culled primitives"] ?? 0, 5_000)
        XCTAssertEqual(small["offscreen passes"], 0)
        XCTAssertEqual(large["offscreen passes"], 0)
    }

    func testStatsReportTheTimeOfEachStage() throws {
        let dir = try makeTemporaryDirectory(self)
        let scene = dir.appendingPathComponent("grid.json")
        XCTAssertEqual(try LayerkitProcess.run(["generate", "--count", "50", "-o", scene.path]).status, 0)
        let rendered = try LayerkitProcess.run([
            "render", scene.path, "-o", dir.appendingPathComponent("g.png").path,
            "--stats",
        ])
        XCTAssertEqual(rendered.status, 0, rendered.stderr)
        let line = try XCTUnwrap(
            rendered.stdout.split(separator: "\n").first { $0.hasPrefix("stages: ") },
            "no stages line: \(rendered.stdout)")
        let times = line.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .punctuationCharacters)) }
        XCTAssertEqual(times.count, 3, "planning, batching and encoding: \(line)")
        XCTAssertTrue(times.allSatisfy { $0 >= 0 }, "\(line)")
        XCTAssertGreaterThan(times[0] + times[1] + times[2], 0, "a frame takes time: \(line)")
    }
}

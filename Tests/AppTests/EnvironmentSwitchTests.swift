import Foundation
import XCTest

/// `LAYERKIT_DEBUG` and `LAYERKIT_STATS` work in any program that uses the renderer, here
/// `layerkit render`, as Qt's `QSG_VISUALIZE` does in any Qt Quick program.
final class EnvironmentSwitchTests: XCTestCase {
    private let overview = fixtureScene("overview.json")

    private func render(_ extra: [String] = [], environment: [String: String] = [:], to png: URL) throws
        -> LayerkitProcess.Result
    {
        let run = try LayerkitProcess.run(["render", overview.path, "-o", png.path] + extra, environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        return run
    }

    /// `LAYERKIT_DEBUG=blended` draws the blended overlay: the same pixels as `--debug blended`, not the plain ones.
    func testDebugVariableDrawsTheOverlay() throws {
        let dir = try makeTemporaryDirectory(self)
        let (plain, flag, variable) = (
            dir.appendingPathComponent("plain.png"), dir.appendingPathComponent("flag.png"),
            dir.appendingPathComponent("variable.png")
        )
        _ = try render(to: plain)
        _ = try render(["--debug", "blended"], to: flag)
        let run = try render(environment: ["LAYERKIT_DEBUG": "blended"], to: variable)
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(try Data(contentsOf: variable), try Data(contentsOf: flag), "the overlay of --debug blended")
        XCTAssertNotEqual(try Data(contentsOf: variable), try Data(contentsOf: plain))
        // The program's own choice replaces the variable's.
        let offscreen = dir.appendingPathComponent("offscreen.png"), both = dir.appendingPathComponent("both.png")
        _ = try render(["--debug", "offscreen"], to: offscreen)
        _ = try render(["--debug", "offscreen"], environment: ["LAYERKIT_DEBUG": "blended"], to: both)
        XCTAssertEqual(try Data(contentsOf: both), try Data(contentsOf: offscreen))
    }

    /// An unknown overlay is one line naming the variable; the known ones still apply.
    func testAnUnknownOverlayIsReportedAndTheRestApplies() throws {
        let dir = try makeTemporaryDirectory(self)
        let flag = dir.appendingPathComponent("flag.png"), variable = dir.appendingPathComponent("variable.png")
        _ = try render(["--debug", "blended"], to: flag)
        let run = try render(environment: ["LAYERKIT_DEBUG": "blended,sparkles"], to: variable)
        XCTAssertEqual(run.stderrLines.count, 1, run.stderr)
        XCTAssertTrue(
            run.stderr.contains("LAYERKIT_DEBUG: unknown debug overlay 'sparkles'; expected one of blended,"),
            run.stderr)
        XCTAssertEqual(try Data(contentsOf: variable), try Data(contentsOf: flag))
    }

    /// `LAYERKIT_STATS=1` logs one line per frame with the frame's statistics.
    func testStatsVariableLogsEachFrame() throws {
        let dir = try makeTemporaryDirectory(self)
        let run = try render(environment: ["LAYERKIT_STATS": "1"], to: dir.appendingPathComponent("stats.png"))
        let frames = run.stderrLines.filter { $0.contains("layerkit.stats") }
        XCTAssertEqual(frames.count, 1, run.stderr)
        let line = String(try XCTUnwrap(frames.first))
        XCTAssertTrue(line.contains("frame: 13 layers,"), line)
        XCTAssertTrue(line.contains(" draw calls, "), line)
        XCTAssertTrue(line.contains("px shaded; planning "), line)
        let quiet = try render(environment: ["LAYERKIT_STATS": "0"], to: dir.appendingPathComponent("quiet.png"))
        XCTAssertEqual(quiet.stderr, "")
        let bad = try render(environment: ["LAYERKIT_STATS": "loud"], to: dir.appendingPathComponent("bad.png"))
        XCTAssertEqual(bad.stderrLines.count, 1)
        XCTAssertTrue(bad.stderr.contains("LAYERKIT_STATS: expected 1 or 0, got 'loud'"), bad.stderr)
    }
}

import XCTest

/// `layerkit soak` samples memory and held resources and fails when they grow after warm-up.
final class SoakCommandTests: XCTestCase {
    func testASteadyWorkloadStaysFlat() throws {
        let result = try LayerkitProcess.run([
            "soak", "onemoving", "--count", "100", "--frames", "300", "--every", "100",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        // Three samples, the verdict, and the table: a header and seven quantities.
        XCTAssertEqual(lines.count, 12, result.stdout)
        XCTAssertTrue(lines[0].hasPrefix("frame     100  rss "), String(lines[0]))
        XCTAssertTrue(lines[0].hasSuffix("targets 1 images 0 rasters 0 masks 0 texts 0 meshes 0"), String(lines[0]))
        XCTAssertTrue(lines[3].contains("held resources unchanged"), String(lines[3]))
        XCTAssertTrue(lines[4].hasPrefix("quantity after frame 100"), String(lines[4]))
        XCTAssertEqual(
            lines.last.map(String.init),
            "shape meshes" + String(repeating: " ", count: 14) + "      0.0       0.0       +0.000")
    }

    /// A Lottie file loops, a composition frame a frame: its animated shapes' meshes fill up
    /// during the first loop (30 frames) and stay, as the table's zero slope says.
    func testALottieLoopStaysFlat() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/lottie/Issues-issue_1725.json")
        let result = try LayerkitProcess.run([
            "soak", "onemoving", "--scene", file.path, "--frames", "200", "--every", "40",
        ])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.contains("held resources unchanged") }, result.stdout)
        let meshes = try XCTUnwrap(lines.first { $0.hasPrefix("shape meshes") }, result.stdout)
        XCTAssertTrue(meshes.hasSuffix("+0.000"), meshes)
        // The loop drew more than one frame: the meshes of the animated shapes were made.
        let counts = meshes.split(separator: " ").compactMap { Double($0) }
        XCTAssertGreaterThan(counts.first ?? 0, 1, meshes)
    }

    /// The check can fail: with an allowance below zero, even memory that did not move is growth.
    func testGrowthPastTheSlackFails() throws {
        let result = try LayerkitProcess.run([
            "soak", "opaque", "--count", "50", "--frames", "50", "--every", "10",
            "--rss-slack=-1",
        ])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("resident memory moved"), result.stdout)
    }

    /// In a window under Xvfb, paced at 1,000 frames a second, with events pushed every frame:
    /// the handlers hear them, and the window renderer's holdings are sampled and stay flat.
    func testAWindowSoakDeliversEventsAndStaysFlat() throws {
        let result = try LayerkitProcess.run(
            [
                "soak", "onemoving", "--count", "100", "--window", "--frames", "300", "--every", "100",
                "--refresh-rate", "1000",
            ], virtualDisplay: true)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let samples = lines.filter { $0.hasPrefix("frame ") }
        XCTAssertGreaterThanOrEqual(samples.count, 2, result.stdout)
        XCTAssertTrue(samples.allSatisfy { $0.hasSuffix("targets 1 images 0 rasters 0 masks 0 texts 0 meshes 0") })
        let summary = try XCTUnwrap(lines.first { $0.hasPrefix("window: ") }, result.stdout)
        XCTAssertTrue(summary.contains("paced at 1000 frames a second"), summary)
        let delivered = summary.split(separator: " ").reversed().dropFirst(4).first.flatMap { Int($0) } ?? 0
        XCTAssertGreaterThan(delivered, 100, "presses, wheel steps, keys and text reach the handlers: \(summary)")
        XCTAssertTrue(lines.contains { $0.contains("held resources unchanged") }, result.stdout)
    }

    func testAllIsRefused() throws {
        let result = try LayerkitProcess.run(["soak", "all"])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("soak needs one workload that renders"), result.stderr)
    }
}

import XCTest

/// `layerkit soak` samples memory and held resources and fails when they grow after warm-up.
final class SoakCommandTests: XCTestCase {
    func testASteadyWorkloadStaysFlat() throws {
        let result = try LayerkitProcess.run([
            "soak", "onemoving", "--count", "100", "--frames", "300", "--every", "100",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 4, result.stdout)
        XCTAssertTrue(lines[0].hasPrefix("frame     100  rss "), String(lines[0]))
        XCTAssertTrue(lines[0].hasSuffix("targets 1 images 0 rasters 0 masks 0 texts 0 meshes 0"), String(lines[0]))
        XCTAssertTrue(lines[3].contains("held resources unchanged"), String(lines[3]))
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

    func testAllIsRefused() throws {
        let result = try LayerkitProcess.run(["soak", "all"])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("soak needs one workload that renders"), result.stderr)
    }
}

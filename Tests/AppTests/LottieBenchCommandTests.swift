import Foundation
import XCTest

/// `layerkit bench lottie --file F --size WxH --scale S --seconds T --json`: the report that
/// shared/peers/rlottie/compare.sh reads (`results[0].fps`), with the per-stage times.
final class LottieBenchCommandTests: XCTestCase {
    private let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/lottie/timeremap.json").path

    func testReportsFramesPerSecondAndStagesForTheFile() throws {
        let run = try LayerkitProcess.run([
            "bench", "lottie", "--file", fixture, "--size", "50x25", "--scale", "2", "--seconds", "0.2", "--json",
        ])
        XCTAssertEqual(run.status, 0, "stderr: \(run.stderr)")
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let result = try XCTUnwrap((report["results"] as? [[String: Any]])?.first, run.stdout)
        XCTAssertEqual(result["workload"] as? String, "lottie")
        XCTAssertEqual(result["file"] as? String, "timeremap.json")
        XCTAssertEqual(result["pixels"] as? [Int], [100, 50])
        for key in [
            "fps", "frames", "msPerFrameMedian", "evaluationMsPerFrame", "batchingMsPerFrame", "layers", "triangles",
            "shadedPixels",
        ] {
            XCTAssertGreaterThan((result[key] as? NSNumber)?.doubleValue ?? 0, 0, key)
        }
    }

    func testBadArgumentsAreOneLine() throws {
        let missing = try LayerkitProcess.run(["bench", "lottie", "--size", "10x10"])
        XCTAssertNotEqual(missing.status, 0)
        XCTAssertTrue(missing.stderr.contains("bench lottie needs --file FILE.json"), missing.stderr)
        let notLottie = try LayerkitProcess.run(["bench", "lottie", "--file", "/dev/null", "--seconds", "0.1"])
        XCTAssertNotEqual(notLottie.status, 0)
        XCTAssertTrue(notLottie.stderr.contains("/dev/null: not a Lottie file"), notLottie.stderr)
        let wrongSize = try LayerkitProcess.run(["bench", "lottie", "--file", fixture, "--size", "big"])
        XCTAssertTrue(wrongSize.stderr.contains("--size expects WxH"), wrongSize.stderr)
    }
}

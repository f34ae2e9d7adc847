import Foundation
import GLRender
import Lottie
import XCTest

/// A survey over a folder of lottie-ios samples and their iOS references, outside the
/// repository: `LOTTIE_SAMPLES=DIR swift test --filter SampleSurveyTests`, where DIR holds
/// `NAME.json` with `NAME-P.png` for P in 0, 25, 50, 75, 100 (lottie-ios's sample paths with
/// `/` as `-`, as Tests/Fixtures/lottie names them). It prints each sample's scores, its
/// warnings, and the share of frames that match; it asserts nothing, and is skipped without
/// the variable.
final class SampleSurveyTests: XCTestCase {
    func testSurvey() throws {
        guard let folder = ProcessInfo.processInfo.environment["LOTTIE_SAMPLES"] else {
            throw XCTSkip("LOTTIE_SAMPLES is not set")
        }
        let url = URL(fileURLWithPath: folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
        var (frames, matching) = (0, 0)
        for name in names {
            let animation: LottieAnimation
            do {
                animation = try LottieAnimation(data: Data(contentsOf: url.appendingPathComponent("\(name).json")))
            } catch {
                print("lottie survey \(name): error \(error)")
                continue
            }
            var scores: [String] = []
            for percent in SnapshotMatchTests.percents {
                let png = url.appendingPathComponent("\(name)-\(percent).png")
                guard let reference = try? RGBAImage(contentsOfPNG: png) else { continue }
                let image = try LottieRendering.render(
                    animation, progress: Double(percent) / 100, pixels: (reference.width, reference.height))
                let score = ImageMatch(image, reference).score
                frames += 1
                if score >= SnapshotMatchTests.threshold { matching += 1 }
                scores.append(String(format: "%.2f", score))
            }
            let warnings = animation.warnings.isEmpty ? "" : " [\(animation.warnings.joined(separator: "; "))]"
            print("lottie survey \(name): \(scores.joined(separator: " "))\(warnings)")
        }
        print("lottie survey: \(matching) of \(frames) frames match")
    }
}

import Foundation
import GLRender
import Lottie
import XCTest

/// A survey over a folder of lottie-ios samples and their iOS references, outside the
/// repository: `LOTTIE_SAMPLES=DIR swift test --filter SampleSurveyTests`, where DIR holds
/// `NAME.json` with `NAME-P.png` for P in 0, 25, 50, 75, 100 (lottie-ios's sample paths with
/// `/` as `-`, as Tests/Fixtures/lottie names them). It prints each sample's scores, its
/// warnings, and the share of frames that match; it asserts nothing, and is skipped without
/// the variable. dotLottie archives are read from DIR/dotlottie (scripts/lottie-survey.sh makes DIR,
/// with lottie-ios's sample fonts in DIR/Fonts for `FONTCONFIG_FILE=DIR/fonts.conf`, as its
/// snapshots register them).
/// Samples that lottie-ios snapshots with value providers or a viewport get the same (`SampleSurveyConfiguration`).
/// A frame that fails is scored against `NAME-P.main-thread.png` too where the folder has it (lottie-ios's
/// snapshot of the same frame by its main-thread engine), printed on a line of its own.
/// With `LOTTIE_SURVEY_RENDERS=OUT`, each render is written to OUT/NAME-P.png too, to look at beside
/// its reference (the command line's `render` gives no value providers).
final class SampleSurveyTests: XCTestCase {
    func testSurvey() throws {
        guard let folder = ProcessInfo.processInfo.environment["LOTTIE_SAMPLES"] else {
            throw XCTSkip("LOTTIE_SAMPLES is not set")
        }
        // NAME.json, and dotLottie archives (NAME.lottie, or NAME.lot) in dotlottie/, beside their references.
        var samples: [(name: String, file: URL)] = []
        for (url, extensions) in [
            (URL(fileURLWithPath: folder), ["json"]),
            (URL(fileURLWithPath: folder).appendingPathComponent("dotlottie"), ["lottie", "lot"]),
        ] {
            let files = (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? []
            samples += files.filter { extensions.contains($0.pathExtension) }.map {
                ($0.deletingPathExtension().lastPathComponent, $0)
            }
        }
        let renders = ProcessInfo.processInfo.environment["LOTTIE_SURVEY_RENDERS"].map { URL(fileURLWithPath: $0) }
        var (frames, matching) = (0, 0)
        for (name, file) in samples.sorted(by: { $0.name < $1.name }) {
            let url = file.deletingLastPathComponent()
            var animation: LottieAnimation
            do {
                let data = try Data(contentsOf: file)
                animation =
                    try DotLottie.isDotLottie(data)
                    ? DotLottie(data: data).animations[0].animation
                    : LottieAnimation(
                        data: data, baseURL: url, valueProviders: SampleSurveyConfiguration.valueProviders[name] ?? [])
            } catch {
                print("lottie survey \(name): error \(error)")
                continue
            }
            animation.imageContentsGravity = SampleSurveyConfiguration.imageContentsGravities[name] ?? .resize
            var scores: [String] = []
            var mainThreadScores: [String] = []
            for percent in SnapshotMatchTests.percents {
                let png = url.appendingPathComponent("\(name)-\(percent).png")
                guard let reference = try? RGBAImage(contentsOfPNG: png) else { continue }
                let image = try LottieRendering.render(
                    animation, progress: Double(percent) / 100, pixels: (reference.width, reference.height),
                    viewport: SampleSurveyConfiguration.viewports[name])
                let score = ImageMatch(image, reference).score
                try renders.map { try image.writePNG(to: $0.appendingPathComponent("\(name)-\(percent).png")) }
                frames += 1
                if score >= SnapshotMatchTests.threshold { matching += 1 }
                scores.append(Self.printed(score))
                // A frame that fails is scored against lottie-ios's other engine too, which draws on the
                // main thread with Core Graphics: where iOS's two engines disagree and this frame matches
                // the main-thread one, the difference is Core Animation's on iOS, not a fault found here.
                let mainThreadPNG = url.appendingPathComponent("\(name)-\(percent).main-thread.png")
                if score < SnapshotMatchTests.threshold,
                    let mainThread = try? RGBAImage(contentsOfPNG: mainThreadPNG),
                    (mainThread.width, mainThread.height) == (image.width, image.height)
                {
                    mainThreadScores.append("\(percent)=\(Self.printed(ImageMatch(image, mainThread).score))")
                }
            }
            let warnings = animation.warnings.isEmpty ? "" : " [\(animation.warnings.joined(separator: "; "))]"
            print("lottie survey \(name): \(scores.joined(separator: " "))\(warnings)")
            if !mainThreadScores.isEmpty {
                print("lottie survey \(name) main-thread engine: \(mainThreadScores.joined(separator: " "))")
            }
        }
        print("lottie survey: \(matching) of \(frames) frames match, threshold \(SnapshotMatchTests.threshold)")
    }

    /// A score cut, not rounded, to two places: a printed score of 0.95 must be one that matches, and
    /// 0.946 printed as 0.95 was counted as a match by scripts/lottie-survey.sh.
    private static func printed(_ score: Double) -> String {
        String(format: "%.2f", (score * 100).rounded(.down) / 100)
    }
}

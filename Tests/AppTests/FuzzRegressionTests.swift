import Foundation
import XCTest

/// Every scene the fuzzer once broke `layerkit` with, minimised (`Tests/Fixtures/fuzz`, named
/// `KIND-seedS-caseN-COMMAND-atTIME.json`), run again the way it failed: it must now give a
/// picture or a dump with nothing on standard error, or exit 1 with lines that each name the file.
final class FuzzRegressionTests: XCTestCase {
    static var folder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/fuzz")
    }

    func testEveryMinimisedFailureNowEndsCleanly() throws {
        let scenes = try FileManager.default.contentsOfDirectory(at: Self.folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
        XCTAssertGreaterThanOrEqual(scenes.count, 8, "the fixtures are missing")
        let out = try makeTemporaryDirectory(self).appendingPathComponent("out.png")
        for scene in scenes {
            let name = scene.deletingPathExtension().lastPathComponent
            guard let at = name.range(of: "-at", options: .backwards),
                let command = ["render", "dump"].first(where: { name[..<at.lowerBound].hasSuffix("-" + $0) }),
                Double(name[at.upperBound...]) != nil
            else {
                XCTFail("\(name): not named KIND-seedS-caseN-COMMAND-atTIME")
                continue
            }
            let time = String(name[at.upperBound...])
            var args = [command, scene.path, "--time", time]
            if command == "render" { args += ["-o", out.path] }
            let result = try LayerkitProcess.run(args, timeout: 60)
            let lines = result.stderrLines
            switch result.status {
            case 0:
                XCTAssertEqual(result.stderr, "", "\(name): exit 0 but standard error said something")
            case 1:
                // One line per problem (each image that cannot be decoded is one), each naming the file.
                XCTAssertFalse(lines.isEmpty, "\(name): exit 1 without a message")
                for line in lines {
                    XCTAssertTrue(line.hasPrefix("Error: \(scene.path): "), "\(name): \(line)")
                }
            default:
                XCTFail("\(name): exit status \(result.status); \(result.stderr.prefix(300))")
            }
        }
    }
}

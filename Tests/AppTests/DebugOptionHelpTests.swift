import GLRender
import XCTest

/// Every command that takes `--debug` lists every mode it accepts in its help, from the one
/// table in `DebugOverlay.names` (its help once named two modes of six).
final class DebugOptionHelpTests: XCTestCase {
    func testEveryDebugOptionListsEveryMode() throws {
        for command in ["render", "view", "demo"] {
            let result = try LayerkitProcess.run([command, "--help"])
            XCTAssertEqual(result.status, 0, "\(command) --help: \(result.stderr)")
            // The help wraps long lines; compare with the whitespace folded.
            let help = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            for (name, _) in DebugOverlay.names {
                XCTAssertTrue(
                    help.contains(name), "`layerkit \(command) --help` does not name the debug mode '\(name)'")
            }
        }
    }
}

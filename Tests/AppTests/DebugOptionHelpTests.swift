import GLRender
import XCTest

@testable import App
@testable import LayerHost

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

    /// The window's keys come from the same table: each mode has a key of its own that toggles it,
    /// taken by nothing else the window does, and the demo's on-screen help names it.
    func testEveryModeHasItsOwnWindowKeyNamedInTheOnScreenHelp() {
        for mode in DebugOverlay.modes {
            XCTAssertEqual(DebugOptions.overlayKeys[mode.key], mode.overlay, "key '\(mode.key)' for \(mode.name)")
            XCTAssertFalse(DebugOptions.otherKeys.contains(mode.key), "'\(mode.key)' is the window's own key")
            XCTAssertTrue(DemoCatalog.help.contains("  \(mode.key)  \(mode.name): "), "demo help lacks \(mode.name)")
        }
        XCTAssertEqual(DebugOptions.overlayKeys.count, DebugOverlay.modes.count, "two modes share a key")
    }
}

import Foundation
import LayerTree
import XCTest

@testable import LayerHost

/// The README's "Building an app" listing, compiled here and run under a private Xvfb; a test
/// checks that the README still shows exactly this code, so neither can drift from the other.
final class BuildingAnAppListingTests: XCTestCase {
    /// The listing, as the README shows it (between the markers, indented by eight spaces).
    @MainActor
    private static func listing() throws {
        // listing begins
        let window = try LayerWindow(title: "Cards", width: 640, height: 480)
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 160, height: 100)
        card.position = CGPoint(x: 320, y: 240)
        card.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)
        window.rootLayer.addSublayer(card)
        window.setHandler(
            { event in
                guard case .pointer(let pointer) = event else { return }
                switch pointer.phase {
                case .dragged:  // the card holds the pointer from its press to the release, wherever it goes
                    CATransaction.setDisableActions(true)
                    card.position.x += pointer.delta.dx
                    card.position.y += pointer.delta.dy
                case .up where pointer.clickCount == 2:
                    card.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)  // animated implicitly
                default: break
                }
            }, for: card)
        window.onEvent = { event in  // keys, text, resizes, focus, and what no layer's handler took
            if case .key(let key) = event, key.name == "escape" { Application.shared.terminate() }
        }
        Application.shared.run()
        // listing ends
    }

    func testTheReadmeShowsTheCompiledListing() throws {
        let here = URL(fileURLWithPath: #filePath)
        let source = try String(contentsOf: here, encoding: .utf8)
        let compiled = source.components(separatedBy: "// listing begins\n")[1]
            .components(separatedBy: "        // listing ends")[0]
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : String($0) }
        let readme = try String(
            contentsOf: here.deletingLastPathComponent().appendingPathComponent("../../README.md"), encoding: .utf8)
        let section = readme.components(separatedBy: "## Building an app")[1]
        let shown = section.components(separatedBy: "```swift\n")[1].components(separatedBy: "```")[0]
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .filter { !$0.hasPrefix("import ") }
        XCTAssertEqual(shown.drop { $0.isEmpty }.joined(separator: "\n"), compiled.joined(separator: "\n"))
    }

    /// The listing opens its window, draws its card and quits on Escape.
    func testTheListingRunsAndQuitsOnEscape() throws {
        let server = try WindowServerEnvironment(.xvfb)
        try MainActor.assumeIsolated {
            let escape = Timer(fire: Date(timeIntervalSinceNow: 0.5), interval: 0, repeats: false) { _ in
                MainActor.assumeIsolated {
                    guard let window = Application.shared.windows.first else { return }
                    XCTAssertEqual(window.rootLayer.sublayers?.count, 1)
                    WindowTestDriver.pushKey(27, down: true, in: window)  // SDLK_ESCAPE
                }
            }
            RunLoop.main.add(escape, forMode: .common)
            try Self.listing()
            XCTAssertTrue(Application.shared.windows.isEmpty, "the window closed")
        }
        _ = server
    }
}

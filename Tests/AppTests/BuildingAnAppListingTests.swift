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
        let compiled = try DocumentedListings.compiled(inFile: #filePath)
        let readme = try DocumentedListings.document("README.md", from: #filePath)
        let shown = DocumentedListings.shown(in: readme.components(separatedBy: "## Building an app")[1])
        XCTAssertEqual(shown.first, compiled.first)
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

import Foundation
import XCTest

// Xlib's own calls, for a client that only connects and leaves (CSDL links libX11 but leaves
// Xlib's header out).
@_silgen_name("XOpenDisplay") private func XOpenDisplay(_ name: UnsafePointer<CChar>?) -> OpaquePointer?
@_silgen_name("XCloseDisplay") private func XCloseDisplay(_ display: OpaquePointer) -> Int32

/// The private Xvfb the window tests run on takes a client at once after its last one left: a
/// window test that closes its window and opens another must find the server there, not on SDL's
/// offscreen driver (which one fresh-clone CI run did, with the server resetting).
final class XvfbServerTests: XCTestCase {
    /// Connects and leaves 400 times in a row, each time as the server's only client. Without
    /// `-noreset` Xvfb resets after each leave and refuses about 1 connection in 75 made during
    /// the reset, so some of the 400 fail; with it, none do.
    func testAClientConnectingRightAfterTheLastOneLeftIsTaken() throws {
        let server = try XvfbServer(purpose: "Xvfb reset test", forWhat: "the server", screen: "64x64x24")
        var refused = 0
        for _ in 0..<400 {
            guard let display = XOpenDisplay(server.display) else {
                refused += 1
                continue
            }
            _ = XCloseDisplay(display)
        }
        XCTAssertEqual(refused, 0, "connections refused of 400, each made right after the last client left")
    }
}

import Foundation
import GLRender
import XCTest

/// What the X server shows of a window whose frames are put on screen as their damage alone
/// (`WindowPresenter` over GLX_MESA_copy_sub_buffer): read from Xvfb's own framebuffer
/// (`-fbdir`), not from the back buffer a screenshot reads.
final class WindowPresentationTests: XCTestCase {
    /// A square slides across a still background and stops, a dot fades in, and a small square in
    /// the top-left corner spins for ever: every frame but the first redraws a few rectangles.
    /// Once the slide and the fade are over, the screen must show the final picture outside the
    /// spinner's corner, with no trail of the square's earlier places and nothing missing. The
    /// spinner keeps every frame partial: a frame that redrew nothing (as when the window is
    /// uncovered) copies the whole back buffer, which would hide a wrong copy of the slide's last
    /// frames.
    func testTheScreenShowsEachFramesDamageAndEndsOnTheFinalPicture() throws {
        let directory = try makeTemporaryDirectory(self)
        let scene = directory.appendingPathComponent("slide.json")
        try Data(
            """
            { "size": [240, 160], "root": { "bounds": [0, 0, 240, 160], "position": [120, 80],
              "backgroundColor": "#f0f0e0", "sublayers": [
              { "bounds": [0, 0, 30, 30], "position": [200, 110], "backgroundColor": "#d02020",
                "animations": { "move": { "keyPath": "position", "fromValue": [40, 50], "toValue": [200, 110],
                                          "duration": 0.6 } } },
              { "bounds": [0, 0, 16, 16], "position": [60, 130], "backgroundColor": "#2040d0", "cornerRadius": 8,
                "animations": { "fade": { "keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 0.4 } } },
              { "bounds": [0, 0, 16, 16], "position": [20, 20], "backgroundColor": "#208020",
                "animations": { "spin": { "keyPath": "transform.rotation.z", "toValue": 6.283185307179586,
                                          "duration": 1, "repeatCount": "infinity" } } }
            ] } }
            """.utf8
        ).write(to: scene)
        let expected = try picture(of: scene, at: 5, in: directory)
        let screen = try VirtualScreen(in: directory)
        defer { withExtendedLifetime(screen) {} }  // the server outlives the windows
        let view = try startView(scene: scene, seconds: 4, display: screen.display)
        let origin = screen.origin(ofCentred: expected)
        // The spinner turns inside its 16-point square's circle, centred at (20, 20).
        let spinnerCorner = PixelRect(x: 0, y: 0, width: 32, height: 32)
        var differing: [Int] = []
        // From 1.5 s, well after the last change (0.6 s after the first frame), until the window closes.
        Thread.sleep(forTimeInterval: 1.5)
        while view.isRunning, differing.last != 0 {
            let shown = try screen.shot()
            differing.append(shown.pixelsDiffering(from: expected, at: origin, by: 3, outside: spinnerCorner))
            Thread.sleep(forTimeInterval: 0.1)
        }
        let result = try view.finish(timeout: 60)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            differing.last, 0,
            "pixels of the window on screen that differ from the final picture, at each look: \(differing)")
        // The slide's frames were copied to the window as their damage: the path under test ran.
        let before = try XCTUnwrap(result.stdout.range(of: " presented as damage only"), result.stdout).lowerBound
        let partial = try XCTUnwrap(result.stdout[..<before].split(separator: " ").last.flatMap { Int($0) })
        XCTAssertGreaterThan(partial, 10, result.stdout)
    }

    /// A still window that another window covers and then uncovers draws its picture again: the
    /// redraw asked for when it is exposed redraws nothing new (its tree did not change), and the
    /// presenter must still put the whole back buffer on the screen, where a frame's damage alone
    /// would be nothing and the other window's pixels would stay.
    func testAStillWindowUncoveredShowsItsPictureAgain() throws {
        let directory = try makeTemporaryDirectory(self)
        let still = directory.appendingPathComponent("still.json")
        try Data(
            """
            { "size": [240, 160], "root": { "bounds": [0, 0, 240, 160], "position": [120, 80],
              "backgroundColor": "#f0f0e0", "sublayers": [
              { "bounds": [0, 0, 60, 40], "position": [80, 60], "backgroundColor": "#d02020" },
              { "bounds": [0, 0, 30, 30], "position": [180, 110], "backgroundColor": "#2040d0", "cornerRadius": 15 }
            ] } }
            """.utf8
        ).write(to: still)
        let cover = directory.appendingPathComponent("cover.json")
        try Data(
            """
            { "size": [320, 220], "root": { "bounds": [0, 0, 320, 220], "position": [160, 110],
              "backgroundColor": "#20a040" } }
            """.utf8
        ).write(to: cover)
        let expected = try picture(of: still, at: 0, in: directory)
        let screen = try VirtualScreen(in: directory)
        defer { withExtendedLifetime(screen) {} }  // the server outlives the windows
        let origin = screen.origin(ofCentred: expected)
        let nowhere = PixelRect(x: 0, y: 0, width: 0, height: 0)
        let view = try startView(scene: still, seconds: 6, display: screen.display)
        Thread.sleep(forTimeInterval: 1.5)
        // The larger window opens centred over the still one, shows for a second and closes.
        let covering = try startView(scene: cover, seconds: 1, display: screen.display)
        var covered = 0
        while covering.isRunning {
            covered = max(
                covered,
                try screen.shot().pixelsDiffering(
                    from: expected, at: origin, by: 3, outside: nowhere))
            Thread.sleep(forTimeInterval: 0.1)
        }
        let coverResult = try covering.finish(timeout: 60)
        XCTAssertEqual(coverResult.status, 0, coverResult.stderr)
        XCTAssertEqual(covered, expected.width * expected.height, "the other window covered the still one whole")
        var differing: [Int] = []
        while view.isRunning, differing.last != 0 {
            Thread.sleep(forTimeInterval: 0.1)
            differing.append(
                try screen.shot().pixelsDiffering(
                    from: expected, at: origin, by: 3, outside: nowhere))
        }
        let result = try view.finish(timeout: 60)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            differing.last, 0, "pixels of the uncovered window that differ from its picture, at each look: \(differing)"
        )
    }

    /// The scene rendered headless at `time`.
    private func picture(of scene: URL, at time: Double, in directory: URL) throws -> RGBAImage {
        let url = directory.appendingPathComponent(scene.deletingPathExtension().lastPathComponent + ".png")
        let render = try LayerkitProcess.run(["render", scene.path, "-o", url.path, "--time", "\(time)"])
        XCTAssertEqual(render.status, 0, render.stderr)
        return try RGBAImage(contentsOfPNG: url)
    }
}

/// A 640 × 480 Xvfb of the test's own whose screen is a file (`-fbdir`), read as an XWD image, and
/// which draws no cursor (Xvfb draws it into the framebuffer, at the middle of the screen, where
/// a centred window is).
private struct VirtualScreen {
    let width = 640, height = 480
    private let server: XvfbServer
    private let framebuffer: URL

    init(in directory: URL) throws {
        let folder = directory.appendingPathComponent("screen")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        server = try XvfbServer(
            purpose: "window presentation test", forWhat: "the windows and the framebuffer file",
            screen: "\(width)x\(height)x24", options: ["-fbdir", folder.path, "-nocursor"])
        framebuffer = folder.appendingPathComponent("Xvfb_screen0")
    }

    /// The display's name, for `DISPLAY`.
    var display: String { server.display }

    /// Where SDL puts a window as large as `image`, centred (without a window manager it has no frame).
    func origin(ofCentred image: RGBAImage) -> (x: Int, y: Int) {
        ((width - image.width) / 2, (height - image.height) / 2)
    }

    /// The screen as the server has it now.
    func shot() throws -> XWDImage { try XWDImage(contentsOf: framebuffer) }
}

/// Starts `layerkit view SCENE --duration S` on a given X display, running while the test looks at the screen.
private func startView(scene: URL, seconds: Double, display: String) throws -> LayerkitProcess.Running {
    try LayerkitProcess.start(
        ["view", scene.path, "--duration", "\(seconds)"],
        environment: ["DISPLAY": display, "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": "x11"])
}

/// An X window dump (XWD), as Xvfb keeps its screen with `-fbdir`: 32 bits a pixel, red, green and
/// blue in the masks 0xff0000, 0xff00 and 0xff, least significant byte first.
private struct XWDImage {
    let width: Int, height: Int, bytesPerLine: Int
    private let pixels: Data
    private let offset: Int

    struct FormatError: Error, CustomStringConvertible {
        var description: String
    }

    init(contentsOf url: URL) throws {
        let data = try Data(contentsOf: url)
        guard data.count >= 100 else {
            throw FormatError(description: "\(url.path): \(data.count) bytes, no XWD header")
        }
        func field(_ index: Int) -> Int {
            data[(data.startIndex + index * 4)..<(data.startIndex + index * 4 + 4)].reduce(0) { $0 << 8 | Int($1) }
        }
        let (headerSize, byteOrder, bitsPerPixel, colours) = (field(0), field(7), field(11), field(19))
        let masks = [field(14), field(15), field(16)]
        guard bitsPerPixel == 32, byteOrder == 0, masks == [0xff0000, 0xff00, 0xff] else {
            throw FormatError(
                description:
                    "\(url.path): \(bitsPerPixel) bits a pixel, byte order \(byteOrder), masks \(masks): not the layout read here"
            )
        }
        (width, height, bytesPerLine) = (field(4), field(5), field(12))
        offset = headerSize + colours * 12
        pixels = data
        guard data.count >= offset + bytesPerLine * height else {
            throw FormatError(description: "\(url.path): \(data.count) bytes, short of \(width)×\(height) pixels")
        }
    }

    /// Red, green and blue at (x, y).
    func rgb(x: Int, y: Int) -> (Int, Int, Int) {
        let at = pixels.startIndex + offset + y * bytesPerLine + x * 4
        return (Int(pixels[at + 2]), Int(pixels[at + 1]), Int(pixels[at]))
    }

    /// Pixels of `image` (opaque) placed at `origin` on this screen, outside `excluded` (in the
    /// image's pixels), that differ from it by more than `tolerance` in a channel; all of them
    /// where it does not fit on the screen.
    func pixelsDiffering(
        from image: RGBAImage, at origin: (x: Int, y: Int), by tolerance: Int, outside excluded: PixelRect
    ) -> Int {
        guard origin.x >= 0, origin.y >= 0, origin.x + image.width <= width, origin.y + image.height <= height else {
            return image.width * image.height
        }
        var differing = 0
        for y in 0..<image.height {
            for x in 0..<image.width
            where !(excluded.x..<excluded.maxX).contains(x) || !(excluded.y..<excluded.maxY).contains(y) {
                let p = image.pixel(x: x, y: y)
                let (r, g, b) = rgb(x: origin.x + x, y: origin.y + y)
                if abs(r - Int(p.r)) > tolerance || abs(g - Int(p.g)) > tolerance || abs(b - Int(p.b)) > tolerance {
                    differing += 1
                }
            }
        }
        return differing
    }
}

import ArgumentParser
import Foundation
import GLRender
import LayerTree

/// `layerkit demo [--demo N] [--frames K] [--duration S] [--screenshot PATH] [--hud] [--keys K,…]`
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract:
            "Open the demo window: animated layer trees with a frame-time HUD (number keys switch demos, h for help)."
    )

    @Option(
        help: "The demo to start with (\(DemoCatalog.demos.keys.sorted().map(String.init).joined(separator: ", "))).")
    var demo = 1

    @Option(
        help: "Exit after this many refreshes (scripted runs); a still picture is not redrawn, so they need not draw.")
    var frames: Int?

    @Option(
        help: "Exit after this many seconds (scripted runs); the summary then gives the CPU use after the first second."
    )
    var duration: Double?

    @Option(help: "With --frames: write the last frame, read back from the window, to this PNG.")
    var screenshot: String?

    @Flag(help: "Start with the HUD shown.")
    var hud = false

    @Option(
        help:
            ArgumentHelp("Debug overlays to start with. " + DebugOverlay.optionHelp)
    )
    var debug: String?

    @Option(
        help:
            "Keys pressed in the demo before its first frame (scripted runs), comma-separated: \"a,s\" starts demo 6 auto-scrolling with plain shadows."
    )
    var keys: String?

    @Option(help: "Window size in points, WxH.")
    var size = "960x640"

    func validate() throws {
        guard DemoCatalog.demos[demo] != nil else {
            throw ValidationError("--demo \(demo) is not a demo; choose one of \(DemoCatalog.demos.keys.sorted())")
        }
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1, got \(frames)") }
        if let duration, !(duration > 0) { throw ValidationError("--duration must be more than 0, got \(duration)") }
        if screenshot != nil, frames == nil, duration == nil {
            throw ValidationError("--screenshot needs --frames or --duration")
        }
        if let debug {
            do { _ = try DebugOverlay(parsing: debug) } catch { throw ValidationError("--debug: \(error)") }
        }
        _ = try WindowSize(size)
    }

    func run() throws {
        let windowSize = try WindowSize(size)
        let options = ContentWindow.Options(
            width: windowSize.width, height: windowSize.height, frames: frames, duration: duration,
            screenshot: screenshot, showHUD: hud,
            debugOverlays: try debug.map { try DebugOverlay(parsing: $0) } ?? [], help: DemoCatalog.help)
        do {
            let content = DemoCatalog.demos[demo]!()
            for key in keys?.split(separator: ",") ?? [] { content.handle(.key(String(key))) }
            print(DemoCatalog.help)
            let report = try MainActor.assumeIsolated {
                let window = try ContentWindow(content: content, options: options)
                window.onKey = { key in Int(key).flatMap { DemoCatalog.demos[$0] }.map { $0() } }
                return try window.run().line
            }
            print(report)
        } catch let error as WindowError {
            throw CommandFailure("\(error) (is a display available? under CI run it with xvfb-run)")
        } catch let error as GLError {
            throw CommandFailure("\(error)")
        }
    }
}

/// A window size given as `WIDTHxHEIGHT`.
struct WindowSize {
    let width: Int
    let height: Int

    init(_ text: String) throws {
        let parts = text.lowercased().split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts[0] > 0, parts[1] > 0 else {
            throw ValidationError("--size must look like 960x640, got \(text)")
        }
        width = parts[0]
        height = parts[1]
    }
}

import ArgumentParser
import Foundation
import GLRender
import ImageCodecs
import LayerTree

/// `layerkit view SCENE [--frames K] [--duration S] [--screenshot PATH] [--hud]`
struct ViewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "view",
        abstract: "Play a scene file in a window, looping its animations.",
        discussion: """
            A Lottie file loops round its composition; space pauses it and plays it on, and the left \
            and right arrow keys pause it and step a frame back or forward.
            """
    )

    @Argument(help: "The scene file (JSON, see shared/spec/scene-format.md), or a Lottie file.")
    var scene: String

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

    func validate() throws {
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1, got \(frames)") }
        if let duration, !(duration > 0) { throw ValidationError("--duration must be more than 0, got \(duration)") }
        if screenshot != nil, frames == nil, duration == nil {
            throw ValidationError("--screenshot needs --frames or --duration")
        }
        if let debug {
            do { _ = try DebugOverlay(parsing: debug) } catch { throw ValidationError("--debug: \(error)") }
        }
    }

    func run() throws {
        let loaded: Scene
        let content: (String) -> WindowContent
        do {
            // A Lottie file loops in its player, which the keys pause and step; a scene file's
            // animations loop on its scene clock.
            if let (scene, player) = try LottieScene().loadPlayer(scene) {
                loaded = scene
                content = { LottieContent(scene: scene, player: player, title: $0) }
            } else {
                loaded = try SceneDecoder(imageLoader: ImageDecoder.shared).decode(
                    contentsOf: URL(fileURLWithPath: scene))
                content = { [loaded] in SceneContent(scene: loaded, title: $0) }
            }
            SceneContentErrors.report(loaded, file: scene)
        } catch let error as SceneError {
            throw CommandFailure("\(scene): \(error)")
        }
        let options = ContentWindow.Options(
            width: Int(loaded.size.width.rounded()), height: Int(loaded.size.height.rounded()), frames: frames,
            duration: duration, screenshot: screenshot, showHUD: hud,
            debugOverlays: try debug.map { try DebugOverlay(parsing: $0) } ?? [])
        do {
            let title = URL(fileURLWithPath: scene).lastPathComponent
            let report = try MainActor.assumeIsolated {
                let window = try ContentWindow(content: content(title), options: options)
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

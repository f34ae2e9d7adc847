import ArgumentParser
import Foundation
import GLRender
import LayerTree

/// `layerkit render SCENE.json -o OUT.png [--scale S] [--time T] [--background COLOR] [--stats]`, and
/// for a Lottie file `layerkit render FILE.json --progress P -o OUT.png [--frame F] [--size WxH] [--scale S]
/// [--background COLOR]`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene file headless (EGL) to a PNG of size × scale pixels."
    )

    @Argument(help: "The scene file (JSON, see shared/spec/scene-format.md), or a Lottie file.")
    var scene: String

    @Option(name: [.short, .customLong("output")], help: "Where to write the PNG (sRGB, straight alpha).")
    var output: String

    @Option(help: "Pixels per point; overrides the scene's own `scale`.")
    var scale: Double?

    @Option(help: "Scene time in seconds: the presentation tree after the animations ran this long.")
    var time: Double = 0

    @Option(help: "Lottie files: the progress shown, 0 at the in point to 1 at the out point.")
    var progress: Double?

    @Option(help: "Lottie files: the frame shown, instead of --progress.")
    var frame: Double?

    @Option(help: "Lottie files: the canvas in points, WxH (fractions allowed); the animation is aspect-fit in it.")
    var size: String?

    /// Without it a Lottie file's PNG is transparent where the animation draws nothing.
    @Option(help: "The colour behind the picture, #RRGGBB or #RRGGBBAA (sRGB); replaces the scene's background.")
    var background: String?

    @Flag(help: "Print the renderer's statistics for the frame.")
    var stats = false

    @Option(help: ArgumentHelp(DebugOverlay.optionHelp))
    var debug: String?

    func validate() throws {
        if let scale, !(scale > 0 && scale.isFinite) {
            throw ValidationError("--scale must be a positive number, got \(scale)")
        }
        if let problem = SceneTimeline.validate(time) { throw ValidationError(problem) }
        if let progress, !progress.isFinite { throw ValidationError("--progress must be a number, got \(progress)") }
        if let frame, !frame.isFinite { throw ValidationError("--frame must be a number, got \(frame)") }
        if let size, LottieScene.parseSize(size) == nil {
            throw ValidationError("--size must be WxH in points, each above 0 and at most 8192, got '\(size)'")
        }
        if let background, SceneDecoder.hexColor(background) == nil {
            throw ValidationError("--background must be a colour #RRGGBB or #RRGGBBAA, got '\(background)'")
        }
        if let debug {
            do { _ = try DebugOverlay(parsing: debug) } catch { throw ValidationError("--debug: \(error)") }
        }
    }

    func run() throws {
        do {
            let lottie = LottieScene(progress: progress, frame: frame, size: size.flatMap(LottieScene.parseSize))
            var loaded = try SceneTimeline.load(scene, at: time, lottie: lottie)
            if let scale {
                loaded.scale = CGFloat(scale)
                let side = max(loaded.size.width, loaded.size.height) * loaded.scale
                guard side <= Scene.maximumCanvasSide else {
                    throw CommandFailure(
                        "--scale \(scale): the canvas would be \(Int(side.rounded(.up))) pixels a side, over the "
                            + "limit of \(Int(Scene.maximumCanvasSide))")
                }
            }
            let context = try HeadlessContext()
            let renderer = try CARenderer(context: context)
            if let debug { renderer.debugOverlays = try DebugOverlay(parsing: debug) }
            renderer.layer = loaded.root
            renderer.bounds = CGRect(origin: .zero, size: loaded.size)
            renderer.scale = loaded.scale
            renderer.backgroundColor = background.flatMap(SceneDecoder.hexColor) ?? loaded.background
            // A still picture shows tiled layers settled: every visible tile drawn and faded in.
            CATiledLayer.drawVisibleTiles(in: loaded.root, at: time)
            renderer.beginFrame(atTime: time)
            try renderer.render()
            renderer.endFrame()
            let image = renderer.canvasImage()
            try image.writePNG(to: URL(fileURLWithPath: output))
            if stats { print(renderer.lastFrameStatistics) }
            try SceneContentErrors.exitIfAny(loaded, file: scene)
        } catch let error as SceneError {
            throw CommandFailure("\(scene): \(error)")
        } catch let error as GLError {
            throw CommandFailure("\(error)")
        } catch let error as PNGError {
            throw CommandFailure("\(error)")
        }
    }
}

/// A one-line error for the user, printed to standard error, exit status 1.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

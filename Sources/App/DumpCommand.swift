import ArgumentParser
import Foundation
import LayerTree

/// `layerkit dump SCENE.json [--time T]`
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print a scene's presentation tree at a time as JSON (sorted keys; see README).",
        discussion: """
            Every layer, hidden ones included, with its presentation values after the \
            scene's animations ran for --time seconds: geometry, transforms, opacity, \
            colors as "#rrggbbaa", frame, animation keys and any running transition.
            """
    )

    @Argument(help: "The scene file (JSON, see shared/spec/scene-format.md).")
    var scene: String

    @Option(help: "Scene time in seconds; the clock starts at 0 when the scene is loaded.")
    var time: Double = 0

    @Option(help: "Lottie files: the progress shown, 0 at the in point to 1 at the out point.")
    var progress: Double?

    @Option(help: "Lottie files: the frame shown, instead of --progress.")
    var frame: Double?

    func validate() throws {
        if let problem = SceneTimeline.validate(time) { throw ValidationError(problem) }
        if let progress, !progress.isFinite { throw ValidationError("--progress must be a number, got \(progress)") }
        if let frame, !frame.isFinite { throw ValidationError("--frame must be a number, got \(frame)") }
    }

    func run() throws {
        let data: Data
        let loaded: Scene
        do {
            loaded = try SceneTimeline.load(scene, at: time, lottie: LottieScene(progress: progress, frame: frame))
            data = try PresentationDump(root: loaded.root, at: time).jsonData()
        } catch let error as SceneError {
            throw CommandFailure("\(scene): \(error)")
        }
        FileHandle.standardOutput.write(data)
        try SceneContentErrors.exitIfAny(loaded, file: scene)
    }
}

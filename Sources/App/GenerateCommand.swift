import ArgumentParser
import Foundation

/// `layerkit generate grid --count N -o scene.json`: writes large scenes for tests and benchmarks.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a generated scene file (N solid 40×40 layers on a 1280×720 canvas, as the peers' workloads)."
    )

    @Option(help: "How many layers.")
    var count: Int = 10_000

    @Flag(help: "Use 50%-alpha colors (the `blended` workload) instead of opaque ones.")
    var blended = false

    @Option(name: [.short, .customLong("output")], help: "Where to write the scene JSON.")
    var output: String

    func validate() throws {
        guard count >= 0 else { throw ValidationError("--count must be at least 0") }
    }

    func run() throws {
        let scene = WorkloadScenes.grid(count: count, blended: blended)
        let data = try JSONSerialization.data(withJSONObject: scene, options: [.sortedKeys])
        try data.write(to: URL(fileURLWithPath: output))
    }
}

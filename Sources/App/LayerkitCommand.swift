import ArgumentParser

/// The `layerkit` command: render, inspect, play and measure layer trees.
@main
struct LayerkitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layerkit",
        abstract: "Render, play and measure Core Animation–style layer trees.",
        subcommands: [
            RenderCommand.self, DumpCommand.self, GenerateCommand.self, DemoCommand.self, ViewCommand.self,
            BenchCommand.self, SoakCommand.self,
        ]
    )
}

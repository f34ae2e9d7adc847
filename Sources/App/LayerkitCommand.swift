import ArgumentParser

/// The `layerkit` command: render, inspect and (later) play layer trees.
@main
struct LayerkitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layerkit",
        abstract: "Render, play and measure Core Animation–style layer trees.",
        subcommands: [RenderCommand.self, GenerateCommand.self, BenchCommand.self]
    )
}

import ArgumentParser

@main
struct LayerkitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layerkit",
        abstract: "Render, play and measure Core Animation–style layer trees."
    )
}

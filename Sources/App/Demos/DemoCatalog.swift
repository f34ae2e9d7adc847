import Foundation

/// The demos the window offers, by number key.
///
/// Demos 5 (replicator and reflection), 6 (contacts list
/// with shadows) and 8 (particles) need layer types and effects that are not built yet
/// (`CAReplicatorLayer`, shadows, `CAEmitterLayer`), so they are not listed.
enum DemoCatalog {
    static let demos: [Int: () -> WindowContent] = [
        1: { BouncingBallDemo() },
        2: { PhysicsDemo() },
        3: { CubeDemo() },
        4: { SharedVanishingPointDemo() },
        7: { ImplicitAnimationDemo() },
    ]

    static var help: String {
        let lines = demos.keys.sorted().map { number in "  \(number)  \(demos[number]!().title)" }
        return (["Demos (number keys switch):"] + lines + ["  f  HUD: frame-time graph; stats in the title", "  h  this help", "  Esc  quit"]).joined(separator: "\n")
    }
}

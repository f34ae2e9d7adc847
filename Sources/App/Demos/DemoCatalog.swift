import Foundation

/// The demos the window offers, by number key.
///
/// Demos 6 (contacts list with shadows) and 8 (particles) need effects and layer types that
/// are not built yet (shadows, `CAEmitterLayer`), so they are not listed.
enum DemoCatalog {
    static let demos: [Int: () -> WindowContent] = [
        1: { BouncingBallDemo() },
        2: { PhysicsDemo() },
        3: { CubeDemo() },
        4: { SharedVanishingPointDemo() },
        5: { ReplicatorDemo() },
        7: { ImplicitAnimationDemo() },
    ]

    static var help: String {
        let lines = demos.keys.sorted().map { number in "  \(number)  \(demos[number]!().title)" }
        let keys = ["  f  HUD: frame-time graph; stats in the title", "  h  this help", "  Esc  quit"]
        return (["Demos (number keys switch):"] + lines + keys).joined(separator: "\n")
    }
}

import Foundation
import LayerHost

/// The demos the window offers, by number key.
enum DemoCatalog {
    static let demos: [Int: @Sendable () -> WindowContent] = [
        1: { BouncingBallDemo() },
        2: { PhysicsDemo() },
        3: { CubeDemo() },
        4: { SharedVanishingPointDemo() },
        5: { ReplicatorDemo() },
        6: { ContactsListDemo() },
        7: { ImplicitAnimationDemo() },
        8: { SparksDemo() },
        9: { TiledMapDemo() },
    ]

    static var help: String {
        let lines = demos.keys.sorted().map { number in "  \(demos[number]!().title)" }
        let keys = DebugOptions.keyHelp + ["  Esc  quit"]
        return (["Demos (number keys switch):"] + lines + keys).joined(separator: "\n")
    }
}

import Foundation

/// The demos the window offers, by number key.
///
/// Demo 8 (particles) needs `CAEmitterLayer`, which is not built yet, so it is not listed.
enum DemoCatalog {
    static let demos: [Int: () -> WindowContent] = [
        1: { BouncingBallDemo() },
        2: { PhysicsDemo() },
        3: { CubeDemo() },
        4: { SharedVanishingPointDemo() },
        5: { ReplicatorDemo() },
        6: { ContactsListDemo() },
        7: { ImplicitAnimationDemo() },
    ]

    static var help: String {
        let lines = demos.keys.sorted().map { number in "  \(number)  \(demos[number]!().title)" }
        let keys = [
            "  f  HUD: frame-time graph; stats in the title",
            "  b, o, c  debug overlays: blended, offscreen-rendered, rasterize cache hits (green) and misses (red)",
            "  h  this help", "  Esc  quit",
        ]
        return (["Demos (number keys switch):"] + lines + keys).joined(separator: "\n")
    }
}

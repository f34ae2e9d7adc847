import Foundation

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
        let keys = [
            "  f  HUD: frame-time graph against the budget, and the frame's numbers",
            "  b, o, c  overlays: blended, offscreen, raster cache hits (green) / misses (red)",
            "  m, y, u  overlays: misaligned images, copied images, updated regions",
            "  h  this help", "  Esc  quit",
        ]
        return (["Demos (number keys switch):"] + lines + keys).joined(separator: "\n")
    }
}

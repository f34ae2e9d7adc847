import Foundation

/// Scenes shaped like the peers' reference workloads (shared/peers/qtquick).
enum WorkloadScenes {
    /// The QML scenes' deterministic pseudo-random number in [0, 1) from (index, salt).
    static func random(_ i: Int, _ k: Int) -> Double {
        let v = sin(Double(i) * 12.9898 + Double(k) * 78.233) * 43758.5453
        return v - v.rounded(.down)
    }

    /// HSL → RGB, as Qt.hsla.
    static func hsl(_ h: Double, _ s: Double, _ l: Double) -> (Double, Double, Double) {
        let c = (1 - abs(2 * l - 1)) * s
        let x = c * (1 - abs((h * 6).truncatingRemainder(dividingBy: 2) - 1))
        let m = l - c / 2
        let (r, g, b): (Double, Double, Double)
        switch Int(h * 6) % 6 {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        return (r + m, g + m, b + m)
    }

    /// N 40×40 layers at the peers' pseudo-random positions on a 1280×720 canvas over #202020.
    static func grid(count: Int, blended: Bool) -> [String: Any] {
        var sublayers: [[String: Any]] = []
        sublayers.reserveCapacity(count)
        for i in 0..<count {
            let (r, g, b) = hsl(random(i, 0), 0.7, 0.5)
            sublayers.append([
                "bounds": [0, 0, 40, 40],
                "position": [random(i, 1) * 1240 + 20, random(i, 4) * 680 + 20],
                "backgroundColor": [r, g, b, blended ? 0.5 : 1],
            ])
        }
        return [
            "size": [1280, 720],
            "background": "#202020",
            "root": ["bounds": [0, 0, 1280, 720], "position": [640, 360], "sublayers": sublayers],
        ]
    }
}

import Foundation
import LayerTree

/// Demo 8: `CAEmitterLayer` (Nick Lockwood, *iOS Core Animation*, ch. 6, "CAEmitterLayer"): the
/// book's burst of sparks, one cell emitting soft orange dots in every direction, added to one
/// another (`renderMode = .additive`) so that where they crowd they glow towards white.
///
/// The book's cell emits 150 a second for 5 s, fading at 0.4 a second; here 1,000 a second
/// fade at 0.2, so about 5,000 particles are alive and visible at once. The particles are a
/// function of the time alone: the window draws them at every refresh, with no state kept.
/// A click moves the emitter.
final class SparksDemo: WindowContent {
    let title = "8 CAEmitterLayer: the book's sparks, 5,000 additive particles (click: move the emitter)"
    let root = CALayer()
    let emitter = CAEmitterLayer()
    var background: CGColor? { CGColor(red: 0.04, green: 0.03, blue: 0.06, alpha: 1) }

    /// The book's `Spark.png`, made here: a white dot whose alpha falls off from the centre.
    static let spark: CGImage = {
        let side = 32
        var pixels = [UInt8](repeating: 0, count: side * side * 4)
        for y in 0..<side {
            for x in 0..<side {
                let r =
                    hypot(Double(x) + 0.5 - Double(side) / 2, Double(y) + 0.5 - Double(side) / 2) / (Double(side) / 2)
                let alpha = r < 1 ? (1 - r) * (1 - r) : 0
                let i = (y * side + x) * 4
                pixels[i] = 255; pixels[i + 1] = 255; pixels[i + 2] = 255
                pixels[i + 3] = UInt8((255 * alpha).rounded())
            }
        }
        return CGImage(width: side, height: side, pixels: pixels, alphaInfo: .last)!
    }()

    init() {
        root.name = "sparks demo"
        emitter.name = "sparks"
        emitter.renderMode = .additive
        let cell = CAEmitterCell()
        cell.name = "spark"
        cell.contents = Self.spark
        cell.birthRate = 1_000
        cell.lifetime = 5
        cell.color = CGColor(red: 1, green: 0.5, blue: 0.1, alpha: 1)
        cell.alphaSpeed = -0.2
        cell.velocity = 50
        cell.velocityRange = 50
        cell.emissionRange = .pi * 2
        cell.scale = 0.5
        emitter.emitterCells = [cell]
        root.addSublayer(emitter)
    }

    func layout(in size: CGSize) {
        root.frame = CGRect(origin: .zero, size: size)
        emitter.frame = root.bounds
        emitter.emitterPosition = CGPoint(x: size.width / 2, y: size.height / 2)
    }

    func handle(_ event: InputEvent) {
        guard case .mouseDown(let point) = event else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        emitter.emitterPosition = point
        CATransaction.commit()
    }
}

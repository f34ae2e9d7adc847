import Foundation
import LayerTree

/// Demo 5: `CAReplicatorLayer` (Nick Lockwood, *iOS Core Animation*, ch. 6): a ring of ten
/// squares from one square, each instance turned a tenth of a circle and a step further from
/// white towards red; and the book's reflection, a card drawn twice, the second instance
/// moved below it, flipped and faded by `instanceAlphaOffset`.
///
/// Still at rest. A click sends a pulse around the ring: one animation on the one square,
/// which each instance runs `instanceDelay` later than the one before.
final class ReplicatorDemo: WindowContent {
    let title = "5 CAReplicatorLayer and a reflection (click: a pulse around the ring)"
    let root = CALayer()
    private let ring = CAReplicatorLayer()
    private let square = CALayer()
    private let reflection = CAReplicatorLayer()
    private let card = CALayer()
    private let sun = CALayer()
    private let ground = CALayer()
    /// The gap between the card and its reflection, as in the book.
    private let gap: CGFloat = 2

    init() {
        root.name = "replicator demo"
        ring.name = "ring"
        ring.instanceCount = 10
        ring.instanceTransform = CATransform3DMakeRotation(.pi / 5, 0, 0, 1)
        ring.instanceBlueOffset = -0.1
        ring.instanceGreenOffset = -0.1
        ring.instanceDelay = 0.08
        square.name = "square"
        square.backgroundColor = .white
        square.cornerRadius = 4
        ring.addSublayer(square)
        root.addSublayer(ring)

        reflection.name = "reflection"
        reflection.instanceCount = 2
        reflection.instanceAlphaOffset = -0.6
        card.name = "card"
        card.backgroundColor = CGColor(red: 0.35, green: 0.6, blue: 0.95, alpha: 1)
        card.cornerRadius = 12
        card.masksToBounds = true
        card.borderWidth = 3
        card.borderColor = CGColor(gray: 1, alpha: 0.9)
        sun.name = "sun"
        sun.backgroundColor = CGColor(red: 1, green: 0.85, blue: 0.3, alpha: 1)
        ground.name = "ground"
        ground.backgroundColor = CGColor(red: 0.25, green: 0.65, blue: 0.3, alpha: 1)
        card.addSublayer(sun)
        card.addSublayer(ground)
        reflection.addSublayer(card)
        root.addSublayer(reflection)
    }

    func layout(in size: CGSize) {
        root.frame = CGRect(origin: .zero, size: size)
        let half = size.width / 2

        // The ring: the square sits `radius` above the replicator's centre, about which
        // the instance transform turns.
        let radius = min(half, size.height) * 0.3
        let side = (radius * 0.45).rounded()
        let extent = 2 * radius + side
        ring.bounds = CGRect(x: 0, y: 0, width: extent, height: extent)
        ring.position = CGPoint(x: half / 2, y: size.height / 2)
        square.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        square.position = CGPoint(x: extent / 2, y: side / 2)

        // The reflection: the card and its flipped copy, centred together in the right half.
        let height = (size.height * 0.36).rounded()
        let width = (height * 0.75).rounded()
        let top = ((size.height - 2 * height - gap) / 2).rounded()
        reflection.frame = CGRect(x: (half + (half - width) / 2).rounded(), y: top, width: width, height: height)
        // Move down by the height (plus the gap), then flip about the replicator's centre.
        // The book scales z by 0; 1 keeps the matrix invertible and draws the same.
        reflection.instanceTransform = CATransform3DScale(
            CATransform3DMakeTranslation(0, height + gap, 0), 1, -1, 1)
        card.frame = CGRect(x: 0, y: 0, width: width, height: height)
        let sunSide = (width * 0.3).rounded()
        sun.frame = CGRect(x: width - sunSide - 12, y: 14, width: sunSide, height: sunSide)
        sun.cornerRadius = sunSide / 2
        ground.frame = CGRect(
            x: 0, y: (height * 0.7).rounded(), width: width, height: height - (height * 0.7).rounded())
    }

    func handle(_ event: InputEvent) {
        guard case .mouseDown = event else { return }
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1
        pulse.toValue = 1.6
        pulse.duration = 0.2
        pulse.autoreverses = true
        pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        square.add(pulse, forKey: "pulse")
    }
}

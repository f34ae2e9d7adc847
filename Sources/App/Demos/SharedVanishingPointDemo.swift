import Foundation
import LayerTree

/// Demo 4: cards that share one vanishing point because the perspective sits in their
/// container's `sublayerTransform` (the book's chapter 5), not in each card's transform.
final class SharedVanishingPointDemo: WindowContent {
    let title = "4 Cards sharing a vanishing point (sublayerTransform)"
    let root = CALayer()
    private var cards: [CALayer] = []

    init() {
        root.name = "vanishing point demo"
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        root.sublayerTransform = perspective
        let angles: [CGFloat] = [.pi / 4, .pi / 8, -.pi / 8, -.pi / 4]
        for (i, angle) in angles.enumerated() {
            let card = CALayer()
            card.name = "card \(i + 1)"
            card.bounds = CGRect(x: 0, y: 0, width: 150, height: 210)
            card.cornerRadius = 12
            card.backgroundColor = CGColor(
                red: 0.2 + 0.2 * CGFloat(i), green: 0.45, blue: 0.9 - 0.15 * CGFloat(i), alpha: 1)
            card.borderWidth = 4
            card.borderColor = CGColor(gray: 1, alpha: 0.9)
            card.allowsEdgeAntialiasing = true
            card.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
            root.addSublayer(card)
            cards.append(card)
        }
    }

    func layout(in size: CGSize) {
        root.frame = CGRect(origin: .zero, size: size)
        let spacing = min(size.width / 4.5, 220)
        for (i, card) in cards.enumerated() {
            card.position = CGPoint(x: size.width / 2 + (CGFloat(i) - 1.5) * spacing, y: size.height / 2)
        }
    }

    /// Keys rotate every card a little further, so the shared eye point is easy to see.
    func handle(_ event: InputEvent) {
        guard case .mouseDrag(let from, let to) = event else { return }
        for card in cards { card.transform = CATransform3DRotate(card.transform, (to.x - from.x) * 0.01, 0, 1, 0) }
    }
}

import Foundation
import LayerHost
import LayerTree

/// Cards on a table: drag one and it follows the pointer; click one and it flips over and
/// changes colour, animated by the implicit transaction the run loop commits.
@MainActor
final class CardTable {
    let layer = CALayer()
    private var cards: [CALayer] = []
    /// Whether the pointer moved since the press: a press and release in place is a click.
    private var moved = false
    private static let colors = [
        CGColor(red: 0.90, green: 0.30, blue: 0.25, alpha: 1), CGColor(red: 0.25, green: 0.55, blue: 0.95, alpha: 1),
        CGColor(red: 0.30, green: 0.75, blue: 0.40, alpha: 1), CGColor(red: 0.95, green: 0.70, blue: 0.20, alpha: 1),
    ]

    init(in window: LayerWindow) {
        layer.name = "table"
        for index in 0..<4 {
            let card = CALayer()
            card.name = "card \(index)"
            card.bounds = CGRect(x: 0, y: 0, width: 120, height: 170)
            card.position = CGPoint(x: 90 + CGFloat(index) * 70, y: 140 + CGFloat(index) * 40)
            card.backgroundColor = Self.colors[index]
            card.cornerRadius = 12
            layer.addSublayer(card)
            cards.append(card)
            window.setHandler({ [unowned self] event in self.handle(event, on: card) }, for: card)
        }
    }

    private func handle(_ event: WindowEvent, on card: CALayer) {
        guard case .pointer(let pointer) = event else { return }
        switch pointer.phase {
        case .down:
            moved = false
            // The card picked up comes to the top.
            card.removeFromSuperlayer()
            layer.addSublayer(card)
        case .dragged:
            moved = true
            CATransaction.setDisableActions(true)
            card.position.x += pointer.delta.dx
            card.position.y += pointer.delta.dy
        case .up where !moved:
            flip(card)
        default:
            break
        }
    }

    /// Turns the card over and gives it the next colour: two property changes, one implicit
    /// transaction, animated together.
    func flip(_ card: CALayer) {
        let index = cards.firstIndex { $0 === card } ?? 0
        let turned = card.transform.m11 < 0
        CATransaction.setAnimationDuration(0.5)
        // Each card its own perspective: the cards lie flat on the table, drawn in order.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 800
        card.transform = turned ? CATransform3DIdentity : CATransform3DRotate(perspective, .pi, 0, 1, 0)
        card.backgroundColor = Self.colors[(index + (turned ? 0 : 1)) % Self.colors.count]
    }
}

import Foundation
import LayerTree

/// The layers of a window's debugging aids, over its root layer: the HUD and the help text.
///
/// Made the first time one is shown, not with the window: the HUD is about a hundred layers,
/// which every presentation copy of the window's tree (each hit test) would otherwise copy.
@MainActor
final class DebugLayers {
    let hud = HUD()
    let help = CATextLayer()

    init(addedTo host: CALayer) {
        help.name = "help"
        help.fontSize = 14
        help.font = "DejaVu Sans Mono"
        help.isWrapped = true
        help.foregroundColor = .white
        help.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.75)
        help.cornerRadius = 8
        help.isHidden = true
        host.addSublayer(hud.layer)
        host.addSublayer(help)
    }

    /// Centres the help in a window of `size` points, drawn at `scale`.
    func layout(size: CGSize, scale: CGFloat) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        help.contentsScale = scale
        help.bounds = CGRect(x: 0, y: 0, width: max(0, min(size.width - 40, 760)), height: 260)
        help.position = CGPoint(x: size.width / 2, y: size.height / 2)
        CATransaction.commit()
    }
}

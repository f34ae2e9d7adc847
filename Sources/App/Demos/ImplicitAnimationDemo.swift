import Foundation
import LayerTree

/// Demo 7: implicit animations. A click moves the layer there in a 2 s transaction; a click on
/// the moving layer (found by hit testing its presentation layer, where it is drawn) changes
/// its color instead, as in the book's chapter 7.
final class ImplicitAnimationDemo: WindowContent {
    let title = "7 Implicit animations (click to move; click the moving layer to recolor)"
    let root = CALayer()
    private let square = CALayer()
    private var hue: CGFloat = 0.55

    init() {
        root.name = "implicit animation demo"
        square.name = "square"
        square.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        square.cornerRadius = 10
        square.backgroundColor = color(hue)
        root.addSublayer(square)
    }

    func layout(in size: CGSize) {
        root.frame = CGRect(origin: .zero, size: size)
        if square.position == .zero { square.position = CGPoint(x: size.width / 2, y: size.height / 2) }
    }

    func handle(_ event: InputEvent) {
        guard case .mouseDown(let point) = event else { return }
        let onScreen = root.presentation()?.hitTest(point)?.model()
        if onScreen === square {
            hue = (hue + 0.17).truncatingRemainder(dividingBy: 1)
            square.backgroundColor = color(hue)
        } else {
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            square.position = point
            CATransaction.commit()
        }
    }

    private func color(_ hue: CGFloat) -> CGColor {
        // A simple hue wheel at full saturation.
        func channel(_ offset: CGFloat) -> CGFloat {
            let x = abs((hue + offset).truncatingRemainder(dividingBy: 1) * 6 - 3) - 1
            return min(max(x, 0), 1) * 0.8 + 0.15
        }
        return CGColor(red: channel(0), green: channel(2 / 3), blue: channel(1 / 3), alpha: 1)
    }
}

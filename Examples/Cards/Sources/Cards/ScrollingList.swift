import Foundation
import LayerHost
import LayerTree

/// A list of rows in a `CAScrollLayer`, scrolled by the wheel or a drag.
@MainActor
final class ScrollingList {
    let layer = CAScrollLayer()
    private let rowHeight: CGFloat = 44
    private let rowCount = 200
    private var offset: CGFloat = 0

    init(in window: LayerWindow) {
        layer.name = "list"
        layer.masksToBounds = true
        layer.backgroundColor = CGColor(red: 0.12, green: 0.12, blue: 0.14, alpha: 1)
        for row in 0..<rowCount {
            let cell = CATextLayer()
            cell.anchorPoint = .zero
            cell.bounds = CGRect(x: 0, y: 0, width: 240, height: rowHeight - 2)
            cell.position = CGPoint(x: 0, y: CGFloat(row) * rowHeight)
            cell.string = "Row \(row + 1)"
            cell.fontSize = 18
            cell.foregroundColor = .white
            cell.backgroundColor =
                row % 2 == 0
                ? CGColor(red: 0.20, green: 0.22, blue: 0.26, alpha: 1)
                : CGColor(red: 0.16, green: 0.18, blue: 0.22, alpha: 1)
            layer.addSublayer(cell)
        }
        window.setHandler({ [unowned self] event in self.handle(event) }, for: layer)
    }

    /// Sizes the list to `frame`, rows as wide as it and drawn at `scale`.
    func layout(in frame: CGRect, scale: CGFloat) {
        CATransaction.setDisableActions(true)
        layer.frame = frame
        for case let cell as CATextLayer in layer.sublayers ?? [] {
            cell.bounds.size.width = frame.width
            cell.contentsScale = scale
        }
        scroll(by: 0)
    }

    private func handle(_ event: WindowEvent) {
        switch event {
        case .scroll(let wheel): scroll(by: -wheel.delta.dy * rowHeight)
        case .pointer(let pointer) where pointer.phase == .dragged: scroll(by: -pointer.delta.dy)
        default: break
        }
    }

    private func scroll(by distance: CGFloat) {
        let limit = max(0, CGFloat(rowCount) * rowHeight - layer.bounds.height)
        offset = min(max(0, offset + distance), limit)
        CATransaction.setDisableActions(true)
        layer.scroll(to: CGPoint(x: 0, y: offset))
    }
}

import Foundation
import LayerTree

/// Demo 9: the book's huge-image viewer. A 32,768-point square `CATiledLayer`, twice as wide as
/// the largest texture, inside a `CAScrollLayer`: only the tiles on screen are drawn, on the
/// drawing workers, at the level of detail the zoom needs, and each fades in. Drag scrolls
/// (`scroll(to:)`), the wheel or `+`/`-` zoom about the middle of the window (1/32× to 2×).
final class TiledMapDemo: WindowContent {
    let title =
        "9 Huge tiled map, 32768 points square (CATiledLayer in a CAScrollLayer): drag scrolls, wheel or +/- zoom"
    let root = CALayer()
    private let scroller = CAScrollLayer()
    private let map = MapLayer()
    private var zoom: CGFloat = 0.25
    private var viewSize = CGSize.zero

    /// Draws a map of 512-point cells, each coloured by where it is, with a grid of 64 points
    /// where it is dense enough to see; only what the tile's clip shows.
    final class MapLayer: CATiledLayer {
        static let side: CGFloat = 32768

        override func draw(in ctx: CGContext) {
            let clip = ctx.boundingBoxOfClipPath.intersection(bounds)
            guard !clip.isNull, clip.width > 0 else { return }
            let pixelsPerPoint = CGFloat(ctx.width) / max(clip.width, 1)
            let cell: CGFloat = 512
            for row in Int(clip.minY / cell)...Int((clip.maxY - 1) / cell) {
                for column in Int(clip.minX / cell)...Int((clip.maxX - 1) / cell) {
                    let u = CGFloat(column) / (Self.side / cell), v = CGFloat(row) / (Self.side / cell)
                    let checker: CGFloat = (row + column) % 2 == 0 ? 0 : 0.08
                    ctx.setFillColor(
                        CGColor(
                            red: 0.15 + 0.7 * u, green: 0.25 + 0.5 * v + checker,
                            blue: 0.85 - 0.6 * u * v, alpha: 1))
                    ctx.fill(CGRect(x: CGFloat(column) * cell, y: CGFloat(row) * cell, width: cell, height: cell))
                }
            }
            // Grid lines one pixel wide at every level: every 64 points where they are 4 pixels
            // apart or more, else every cell.
            let step: CGFloat = 64 * pixelsPerPoint >= 4 ? 64 : cell
            let width = 1 / pixelsPerPoint
            ctx.setFillColor(CGColor(gray: 1, alpha: 0.35))
            var x = (clip.minX / step).rounded(.down) * step
            while x < clip.maxX {
                ctx.fill(CGRect(x: x, y: clip.minY, width: width, height: clip.height))
                x += step
            }
            var y = (clip.minY / step).rounded(.down) * step
            while y < clip.maxY {
                ctx.fill(CGRect(x: clip.minX, y: y, width: clip.width, height: width))
                y += step
            }
        }
    }

    init() {
        root.name = "tiled map demo"
        scroller.name = "map scroller"
        map.name = "map"
        map.bounds = CGRect(x: 0, y: 0, width: MapLayer.side, height: MapLayer.side)
        map.anchorPoint = .zero
        map.position = .zero
        map.levelsOfDetail = 7  // 2× down to 1/32×
        map.levelsOfDetailBias = 1
        map.transform = CATransform3DMakeScale(zoom, zoom, 1)
        scroller.addSublayer(map)
        root.addSublayer(scroller)
    }

    func layout(in size: CGSize) {
        viewSize = size
        root.frame = CGRect(origin: .zero, size: size)
        scroller.frame = root.bounds
        // Start in the middle of the map.
        let middle = MapLayer.side * zoom / 2
        scroll(to: CGPoint(x: middle - size.width / 2, y: middle - size.height / 2))
    }

    /// The map is still until an event; its tiles ask for their own frames while they arrive.
    var needsDisplayLink: Bool { false }

    func handle(_ event: InputEvent) {
        switch event {
        case .mouseDrag(let from, let to):
            let origin = scroller.bounds.origin
            scroll(to: CGPoint(x: origin.x - (to.x - from.x), y: origin.y - (to.y - from.y)))
        case .wheel(let dy): zoom(by: pow(2, dy / 4))
        case .key("="), .key("+"), .key("keypad +"): zoom(by: 2)
        case .key("-"), .key("keypad -"): zoom(by: 0.5)
        default: break
        }
    }

    /// Scrolls without animation, kept inside the map.
    private func scroll(to point: CGPoint) {
        let extent = MapLayer.side * zoom
        let x = min(max(point.x, 0), max(extent - viewSize.width, 0))
        let y = min(max(point.y, 0), max(extent - viewSize.height, 0))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        scroller.scroll(to: CGPoint(x: x, y: y))
        CATransaction.commit()
    }

    /// Zooms about the middle of the window, from 1/32× to 2×.
    private func zoom(by factor: CGFloat) {
        let newZoom = min(max(zoom * factor, 1.0 / 32), 2)
        let middle = CGPoint(x: scroller.bounds.midX / zoom, y: scroller.bounds.midY / zoom)  // in map points
        zoom = newZoom
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        map.transform = CATransform3DMakeScale(zoom, zoom, 1)
        CATransaction.commit()
        scroll(to: CGPoint(x: middle.x * zoom - viewSize.width / 2, y: middle.y * zoom - viewSize.height / 2))
    }
}

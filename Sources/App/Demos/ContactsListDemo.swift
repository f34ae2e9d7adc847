import Foundation
import LayerTree

/// Demo 6: the book's contacts list (Nick Lockwood, *iOS Core Animation*, ch. 15): 1,000 rows
/// whose avatar and name label (a `CATextLayer`) cast shadows, scrolled with the mouse wheel,
/// a drag or the up/down/page keys.
///
/// Keys switch how the shadows are made, so the HUD shows what each costs:
/// `s` plain shadows (the renderer works the silhouette out), `p` a `shadowPath` on every
/// shadowed layer (no offscreen work), `r` `shouldRasterize` on each row (drawn once, reused
/// while it scrolls). Only rows near the visible area are in the tree, as a table view would.
final class ContactsListDemo: WindowContent {
    enum ShadowMode: String { case plain, shadowPath, rasterized }

    var title: String {
        "6 Contacts list, 1,000 rows (wheel/keys scroll, a auto-scroll; s plain, p shadowPath, r rasterize): \(mode.rawValue)"
    }
    let root = CALayer()
    private let list = CALayer()
    private var rows: [Int: CALayer] = [:]
    private let rowCount = 1000
    private let rowHeight: CGFloat = 64
    private var viewSize = CGSize(width: 480, height: 320)
    private(set) var mode = ShadowMode.plain
    /// Points per second the list scrolls by itself (`a` toggles; 0 when off), turning at either end.
    private var autoScrollSpeed: CGFloat = 0
    private var lastTick: CFTimeInterval?

    private static let names = [
        "Ada Lovelace", "Alan Turing", "Grace Hopper", "Edsger Dijkstra", "Barbara Liskov",
        "Donald Knuth", "Frances Allen", "Ken Thompson", "Margaret Hamilton", "John McCarthy",
    ]

    init() {
        root.name = "contacts demo"
        list.name = "list"
        list.anchorPoint = .zero
        list.masksToBounds = true
        list.backgroundColor = CGColor(gray: 0.95, alpha: 1)
        root.addSublayer(list)
    }

    func layout(in size: CGSize) {
        viewSize = size
        root.frame = CGRect(origin: .zero, size: size)
        list.bounds.size = size
        list.position = .zero
        updateVisibleRows()
    }

    /// Scrolling moves the list's `bounds.origin`: the rows themselves do not change.
    private func scroll(by delta: CGFloat) {
        let maximum = max(0, CGFloat(rowCount) * rowHeight - viewSize.height)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        list.bounds.origin.y = min(max(list.bounds.origin.y + delta, 0), maximum)
        updateVisibleRows()
        CATransaction.commit()
    }

    /// Keeps the rows that overlap the visible area (plus one screen either side) in the tree.
    private func updateVisibleRows() {
        let top = list.bounds.origin.y - viewSize.height
        let bottom = list.bounds.origin.y + 2 * viewSize.height
        let first = max(0, Int(top / rowHeight)), last = min(rowCount - 1, Int(bottom / rowHeight))
        for (index, row) in rows where index < first || index > last {
            row.removeFromSuperlayer()
            rows[index] = nil
        }
        guard first <= last else { return }
        for index in first...last where rows[index] == nil {
            let row = makeRow(index)
            list.addSublayer(row)
            rows[index] = row
        }
    }

    private func makeRow(_ index: Int) -> CALayer {
        let row = CALayer()
        row.name = "row \(index)"
        row.anchorPoint = .zero
        row.bounds = CGRect(x: 0, y: 0, width: viewSize.width, height: rowHeight)
        row.position = CGPoint(x: 0, y: CGFloat(index) * rowHeight)
        row.backgroundColor = index % 2 == 0 ? .white : CGColor(gray: 0.97, alpha: 1)
        let hue = CGFloat((index * 37) % 100) / 100
        let avatar = CALayer()
        avatar.name = "avatar"
        avatar.bounds = CGRect(x: 0, y: 0, width: 44, height: 44)
        avatar.position = CGPoint(x: 36, y: rowHeight / 2)
        avatar.cornerRadius = 22
        avatar.backgroundColor = CGColor(red: 0.3 + 0.6 * hue, green: 0.5, blue: 0.9 - 0.6 * hue, alpha: 1)
        avatar.borderWidth = 2
        avatar.borderColor = .white
        row.addSublayer(avatar)
        let label = CATextLayer()
        label.name = "label"
        label.anchorPoint = CGPoint(x: 0, y: 0.5)
        label.bounds = CGRect(x: 0, y: 0, width: viewSize.width - 90, height: 22)
        label.position = CGPoint(x: 72, y: rowHeight / 2 - 9)
        label.string = ContactsListDemo.names[index % ContactsListDemo.names.count] + " \(index + 1)"
        label.fontSize = 17
        label.foregroundColor = CGColor(gray: 0.15, alpha: 1)
        label.contentsScale = root.superlayer?.contentsScale ?? 1
        row.addSublayer(label)
        let detail = CATextLayer()
        detail.anchorPoint = CGPoint(x: 0, y: 0.5)
        detail.bounds = CGRect(x: 0, y: 0, width: viewSize.width - 90, height: 18)
        detail.position = CGPoint(x: 72, y: rowHeight / 2 + 12)
        detail.string = "+1 555 01\(String(format: "%02d", index % 100))"
        detail.fontSize = 13
        detail.foregroundColor = CGColor(gray: 0.5, alpha: 1)
        detail.contentsScale = label.contentsScale
        row.addSublayer(detail)
        for layer in [avatar, label] {
            layer.shadowOpacity = 0.5
            layer.shadowOffset = CGSize(width: 0, height: 3)
            layer.shadowRadius = 3
        }
        apply(mode, to: row)
        return row
    }

    private func apply(_ mode: ShadowMode, to row: CALayer) {
        row.shouldRasterize = mode == .rasterized
        row.rasterizationScale = root.superlayer?.contentsScale ?? 1
        for layer in row.sublayers ?? [] where layer.shadowOpacity > 0 {
            // The avatar's shape is its rounded bounds; the label's shadow path is a simple rect
            // under its text line, which is the usual trade (the exact glyph shadow needs a pass).
            layer.shadowPath =
                mode == .shadowPath
                ? CGPath(roundedRect: layer.bounds, cornerWidth: layer.cornerRadius, cornerHeight: layer.cornerRadius)
                : nil
        }
    }

    private func switchMode(to next: ShadowMode) {
        mode = next
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for row in rows.values { apply(next, to: row) }
        CATransaction.commit()
    }

    /// Only auto-scrolling needs frames; otherwise the list is still until an event.
    var needsDisplayLink: Bool { autoScrollSpeed != 0 }

    func tick(_ link: CADisplayLink) {
        defer { lastTick = link.timestamp }
        guard autoScrollSpeed != 0, let last = lastTick else { return }
        let maximum = max(0, CGFloat(rowCount) * rowHeight - viewSize.height)
        let y = list.bounds.origin.y + autoScrollSpeed * CGFloat(link.timestamp - last)
        if y <= 0 || y >= maximum { autoScrollSpeed = -autoScrollSpeed }
        scroll(by: y - list.bounds.origin.y)
    }

    func handle(_ event: InputEvent) {
        switch event {
        case .key("a"):
            autoScrollSpeed = autoScrollSpeed == 0 ? 4 * rowHeight : 0
            lastTick = nil
        case .wheel(let dy): scroll(by: -dy * rowHeight)
        case .key("up"): scroll(by: -rowHeight)
        case .key("down"): scroll(by: rowHeight)
        case .key("page up"): scroll(by: -viewSize.height)
        case .key("page down"), .key("space"): scroll(by: viewSize.height)
        case .key("s"): switchMode(to: .plain)
        case .key("p"): switchMode(to: .shadowPath)
        case .key("r"): switchMode(to: .rasterized)
        case .mouseDrag(let from, let to): scroll(by: from.y - to.y)
        default: break
        }
    }
}

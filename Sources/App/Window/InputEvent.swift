import Foundation
import LayerHost

/// What a demo hears from its window, in points with the origin at the top left: the few
/// events the demos use, taken from the window host's events.
enum InputEvent {
    case key(String)
    case mouseDown(CGPoint)
    case mouseUp(CGPoint)
    case mouseDrag(from: CGPoint, to: CGPoint)
    case wheel(CGFloat)

    /// The demo's event for a window event; `nil` for those no demo uses.
    init?(_ event: WindowEvent) {
        switch event {
        case .key(let key) where key.phase == .down:
            self = .key(key.name)
        case .pointer(let pointer):
            switch pointer.phase {
            case .down: self = .mouseDown(pointer.location)
            case .up: self = .mouseUp(pointer.location)
            case .dragged:
                let from = CGPoint(x: pointer.location.x - pointer.delta.dx, y: pointer.location.y - pointer.delta.dy)
                self = .mouseDrag(from: from, to: pointer.location)
            case .moved: return nil
            }
        case .scroll(let scroll):
            self = .wheel(scroll.delta.dy)
        default:
            return nil
        }
    }
}

import Foundation
import LayerHost
import LayerTree

/// What every handler must see, checked at each delivery: each pushed press, release, wheel, key
/// and text event delivered exactly once; to the handler of the layer it names; a press's taker
/// keeping the pointer until the last button is up; a finger's moves and lift going where its touch
/// went; keys and text at the key layer's responder;
/// buttons that agree with the phase; the root layer's bounds equal to the window's size; focus
/// changes that alternate and agree with `isFocused`; timestamps that never go back; no handler
/// called after the window closed.
@MainActor
final class DeliveryChecker {
    private unowned let window: LayerWindow
    /// What went wrong, in order; the first is the case's finding.
    private(set) var problems: [String] = []
    /// Events pushed that must each reach one handler, and how many did.
    var expected = 0
    private(set) var delivered = 0
    /// The layers with a handler now (the player attaches and removes them through `setHandler`).
    private var handled: Set<ObjectIdentifier> = []
    /// The receiver holding the pointer while buttons are down: `.some(nil)` is the window's handler.
    private var capture: ObjectIdentifier??
    /// The receiver each finger's touch went to (`.some(nil)`: the window's handler), until it lifts.
    private var touchCaptures: [TouchFinger: ObjectIdentifier?] = [:]
    private var lastTimestamp: CFTimeInterval = 0
    private var lastFocus: Bool?
    /// The event being pushed, for messages.
    var current = ""

    init(window: LayerWindow) { self.window = window }

    func setHandler(_ on: Bool, for layer: CALayer) {
        if on { handled.insert(ObjectIdentifier(layer)) } else { handled.remove(ObjectIdentifier(layer)) }
    }

    private func problem(_ what: String) { problems.append("\(current): \(what)") }

    /// One delivery to the handler of `layer` (`nil`: the window's).
    func delivered(_ event: WindowEvent, to layer: CALayer?) {
        let receiver = layer.map(ObjectIdentifier.init)
        if window.isClosed { problem("a handler was called after the window closed") }
        if window.rootLayer.bounds.size != window.size {
            problem("the root layer's bounds \(window.rootLayer.bounds.size) are not the window's size \(window.size)")
        }
        switch event {
        case .pointer(let pointer):
            // Moves are not counted: the X server sends its own as the window appears under the pointer.
            if pointer.phase == .down || pointer.phase == .up { count() }
            checkTime(pointer.timestamp)
            if pointer.layer !== layer { problem("a pointer event naming another layer reached a handler") }
            if !pointer.location.x.isFinite || !pointer.location.y.isFinite { problem("a location not finite") }
            checkButtons(pointer)
            if pointer.phase == .moved, receiver != responder(from: window.layer(at: pointer.location)) {
                // No button is held: no press holds the pointer, whatever came before.
                problem("a move went past the layer under the pointer")
            } else if pointer.phase != .moved, let held = capture {
                // The taker keeps the pointer while it has a handler; after that, the window's handler.
                let holder = held.flatMap { handled.contains($0) ? $0 : nil }
                if receiver != holder { problem("a \(pointer.phase) event left the press's taker") }
            }
            switch pointer.phase {
            case .down: if capture == nil { capture = .some(receiver) }
            case .up: if pointer.buttons.isEmpty { capture = nil }
            case .moved: capture = nil
            case .dragged: break
            }
        case .touch(let touch):
            count()
            checkTime(touch.timestamp)
            if touch.layer !== layer { problem("a touch naming another layer reached a handler") }
            if touch.phase != .began, let held = touchCaptures[touch.finger] {
                // As with the pointer: the touched layer keeps its finger while it has a handler.
                let holder = held.flatMap { handled.contains($0) ? $0 : nil }
                if receiver != holder { problem("a finger's \(touch.phase) left the layer it touched") }
            }
            switch touch.phase {
            case .began: touchCaptures[touch.finger] = .some(receiver)
            case .ended: touchCaptures[touch.finger] = nil
            case .moved: break
            }
        case .scroll(let scroll):
            count()
            checkTime(scroll.timestamp)
            if scroll.layer !== layer { problem("a scroll event naming another layer reached a handler") }
        case .key(let key):
            count()
            checkTime(key.timestamp)
            checkKeyResponder(receiver, "key")
        case .text(let text):
            count()
            checkTime(text.timestamp)
            checkKeyResponder(receiver, "text")
        case .resized(let size, let scale):
            if size != window.size || scale != window.contentsScale {
                problem("resized to \(size) at \(scale), but the window is \(window.size) at \(window.contentsScale)")
            }
        case .scaleChanged(let scale):
            if scale != window.contentsScale {
                problem("scale changed to \(scale), the window's is \(window.contentsScale)")
            }
        case .focusChanged(let focused):
            if focused != window.isFocused {
                problem("focusChanged(\(focused)) while isFocused is \(window.isFocused)")
            }
            if focused == lastFocus { problem("focusChanged(\(focused)) twice in a row") }
            lastFocus = focused
        case .closeRequested:
            break
        }
    }

    /// The events of one chunk were all delivered (or the window closed): whether more came than were pushed.
    var allDelivered: Bool { delivered >= expected }

    private func count() {
        delivered += 1
        if delivered > expected { problem("more events delivered (\(delivered)) than pushed (\(expected))") }
    }

    private func checkTime(_ time: CFTimeInterval) {
        if time < lastTimestamp { problem("a timestamp went back from \(lastTimestamp) to \(time)") }
        lastTimestamp = max(lastTimestamp, time)
    }

    private func checkButtons(_ pointer: PointerEvent) {
        let own = PointerButtons(pointer.button)
        switch pointer.phase {
        case .down where !own.isEmpty && !pointer.buttons.contains(own):
            problem("a press of button \(pointer.button.rawValue) without it in the buttons held")
        case .up where !own.isEmpty && pointer.buttons.contains(own):
            problem("a release of button \(pointer.button.rawValue) with it still held")
        case .dragged where pointer.buttons.isEmpty: problem("a drag with no button held")
        case .moved where !pointer.buttons.isEmpty: problem("a move with buttons held")
        default: break
        }
    }

    /// Keys and text go to the nearest of the key layer and its superlayers with a handler, or the window's.
    private func checkKeyResponder(_ receiver: ObjectIdentifier?, _ what: String) {
        if receiver != responder(from: window.keyLayer) { problem("a \(what) event missed the key layer's responder") }
    }

    /// The nearest of `layer` and its superlayers with a handler (`nil`: the window's handler).
    private func responder(from layer: CALayer?) -> ObjectIdentifier? {
        var candidate = layer
        while let layer = candidate {
            if handled.contains(ObjectIdentifier(layer)) { return ObjectIdentifier(layer) }
            candidate = layer.superlayer
        }
        return nil
    }
}

import CSDL
import Foundation
import LayerTree

/// SDL's events, translated and delivered: pointer and wheel events to the handler of the layer
/// on screen under the pointer (or holding the pointer's capture), keys and text to the key
/// layer's or the window's, window changes to the window's.
extension LayerWindow {
    /// Delivers one SDL event of this window.
    func handle(_ event: SDL_Event) {
        let now = CACurrentMediaTime()
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = PointerButton(rawValue: Int(event.button.button))
            let isDown = SDL_EventType(event.type) == SDL_MOUSEBUTTONDOWN
            let location = CGPoint(x: Int(event.button.x), y: Int(event.button.y))
            var held = capture?.buttons ?? []
            if isDown { held.insert(PointerButtons(button)) } else { held.remove(PointerButtons(button)) }
            deliverPointer(
                phase: isDown ? .down : .up, at: location, button: button, buttons: held,
                clickCount: Int(event.button.clicks), time: now, fromTouch: event.button.which == Self.touchMouseID)
        case SDL_MOUSEMOTION:
            let location = CGPoint(x: Int(event.motion.x), y: Int(event.motion.y))
            let held = PointerButtons(rawValue: event.motion.state)
            deliverPointer(
                phase: held.isEmpty ? .moved : .dragged, at: location, button: .left, buttons: held, clickCount: 0,
                time: now, fromTouch: event.motion.which == Self.touchMouseID,
                delta: CGVector(dx: CGFloat(event.motion.xrel), dy: CGFloat(event.motion.yrel)))
        case SDL_MOUSEWHEEL:
            let flip: CGFloat = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let location = CGPoint(x: Int(event.wheel.mouseX), y: Int(event.wheel.mouseY))
            let target = handlers.responder(from: layer(at: location))
            let scroll = ScrollEvent(
                delta: CGVector(dx: CGFloat(event.wheel.preciseX) * flip, dy: CGFloat(event.wheel.preciseY) * flip),
                location: location, modifiers: .current, timestamp: now, layer: target?.layer,
                windowLayer: hostLayer)
            deliver(.scroll(scroll), to: target?.handler)
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            deliverTouch(event.tfinger, time: now)
        case SDL_KEYDOWN, SDL_KEYUP:
            let sym = event.key.keysym.sym
            let key = KeyEvent(
                phase: SDL_EventType(event.type) == SDL_KEYDOWN ? .down : .up, keyCode: sym,
                scanCode: event.key.keysym.scancode.rawValue,
                name: SDL_GetKeyName(sym).map { String(cString: $0).lowercased() } ?? "",
                modifiers: KeyModifiers(sdl: UInt32(event.key.keysym.mod)), isRepeat: event.key.`repeat` != 0,
                timestamp: now)
            if handleDebugKey(key) { return }
            deliver(.key(key), to: keyLayer.flatMap { handlers.responder(from: $0)?.handler })
        case SDL_TEXTINPUT:
            let text = TextInputEvent(text: sdlEventText(event.text.text), isComposing: false, timestamp: now)
            deliver(.text(text), to: keyLayer.flatMap { handlers.responder(from: $0)?.handler })
        case SDL_TEXTEDITING:
            let start = Int(event.edit.start), length = Int(event.edit.length)
            let text = TextInputEvent(
                text: sdlEventText(event.edit.text), isComposing: true, selection: start..<(start + max(0, length)),
                timestamp: now)
            deliver(.text(text), to: keyLayer.flatMap { handlers.responder(from: $0)?.handler })
        case SDL_WINDOWEVENT:
            handleWindowEvent(SDL_WindowEventID(UInt32(event.window.event)))
        default:
            break
        }
    }

    private func handleWindowEvent(_ id: SDL_WindowEventID) {
        switch id {
        // Moved to a display of another scale: the drawable's pixels per point may have changed.
        // A change that comes with no event (a Wayland output's scale) is found at the commit.
        case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED, SDL_WINDOWEVENT_DISPLAY_CHANGED:
            layoutIfNeeded()
        case SDL_WINDOWEVENT_EXPOSED:
            exposed()
        case SDL_WINDOWEVENT_FOCUS_GAINED, SDL_WINDOWEVENT_FOCUS_LOST:
            let focused = id == SDL_WINDOWEVENT_FOCUS_GAINED
            guard focused != isFocused else { return }
            setFocused(focused)
            deliverToWindow(.focusChanged(focused))
        case SDL_WINDOWEVENT_ENTER:
            showCursor()
        case SDL_WINDOWEVENT_CLOSE:
            deliverToWindow(.closeRequested)
            if closesWhenRequested { close() }
        default:
            break
        }
    }

    /// SDL's `SDL_TOUCH_MOUSEID`: the mouse of pointer events SDL makes from a touch screen.
    static let touchMouseID = UInt32.max

    /// Hit-tests a pointer event, or sends it to the capture while buttons are held, and delivers it.
    private func deliverPointer(
        phase: PointerEvent.Phase, at location: CGPoint, button: PointerButton, buttons: PointerButtons,
        clickCount: Int, time: CFTimeInterval, fromTouch: Bool, delta: CGVector = .zero
    ) {
        // A move with no button held: every button is up, so no press holds the pointer any more,
        // even where its release never came (a grab broken while the button was down).
        if phase == .moved { capture = nil }
        let target: (layer: CALayer, handler: WindowEventHandler)?
        if let held = capture {
            // The press's taker keeps the pointer until the last button is up, wherever it goes.
            target = held.layer.flatMap { layer in handlers.handler(of: layer).map { (layer, $0) } }
        } else if phase == .moved, !handlers.hasHandlers {
            // Moves are many: with no layer to hear them, no hit test.
            target = nil
        } else {
            target = handlers.responder(from: layer(at: location))
        }
        switch phase {
        case .down: capture = (target?.layer, buttons)
        case .up: capture = buttons.isEmpty ? nil : (capture?.layer, buttons)
        case .moved: break
        case .dragged: if capture != nil { capture?.buttons = buttons }
        }
        let event = PointerEvent(
            phase: phase, location: location, delta: delta, button: button, buttons: buttons, clickCount: clickCount,
            modifiers: .current, isFromTouch: fromTouch, timestamp: time, layer: target?.layer, windowLayer: hostLayer)
        deliver(.pointer(event), to: target?.handler)
    }

    /// Hit-tests a finger's touch and delivers it; the finger's moves and lift go where its touch
    /// went (each finger its own capture), and a touch pad's fingers to the window's handler.
    private func deliverTouch(_ finger: SDL_TouchFingerEvent, time: CFTimeInterval) {
        let type = SDL_EventType(finger.type)
        let phase: TouchEvent.Phase = type == SDL_FINGERDOWN ? .began : type == SDL_FINGERUP ? .ended : .moved
        let id = TouchFinger(device: finger.touchId, id: finger.fingerId)
        // A device SDL does not know (an event pushed by a program) counts as a touch screen.
        let device = SDL_GetTouchDeviceType(finger.touchId)
        let isDirect = device != SDL_TOUCH_DEVICE_INDIRECT_ABSOLUTE && device != SDL_TOUCH_DEVICE_INDIRECT_RELATIVE
        // SDL normalizes a touch screen's fingers to the window, in its points.
        let normalized = CGPoint(x: CGFloat(finger.x), y: CGFloat(finger.y))
        let location = CGPoint(x: normalized.x * size.width, y: normalized.y * size.height)
        let target: (layer: CALayer, handler: WindowEventHandler)?
        if let taken = touchCaptures[id] {
            target = taken.flatMap { layer in handlers.handler(of: layer).map { (layer, $0) } }
        } else if isDirect {
            target = handlers.responder(from: layer(at: location))
        } else {
            target = nil
        }
        switch phase {
        case .began: touchCaptures.updateValue(target?.layer, forKey: id)
        case .ended: touchCaptures.removeValue(forKey: id)
        case .moved: break
        }
        let event = TouchEvent(
            phase: phase, finger: id, location: location, normalizedPosition: normalized,
            delta: CGVector(dx: CGFloat(finger.dx) * size.width, dy: CGFloat(finger.dy) * size.height),
            pressure: CGFloat(finger.pressure), isDirect: isDirect, timestamp: time, layer: target?.layer,
            windowLayer: hostLayer)
        deliver(.touch(event), to: target?.handler)
    }

    /// Gives `event` to `handler`, or to the window's handler when there is none.
    private func deliver(_ event: WindowEvent, to handler: WindowEventHandler?) {
        if let handler { handler(event) } else { onEvent?(event) }
    }

    /// Gives `event` to the window's handler.
    func deliverToWindow(_ event: WindowEvent) { onEvent?(event) }
}

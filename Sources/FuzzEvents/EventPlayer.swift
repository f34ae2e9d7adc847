import CSDL
import Foundation
import LayerHost
import LayerTree
import SeededRandom

/// Plays one event case: opens a window over a random layer tree whose layers (some of them)
/// have handlers, pushes the case's events into SDL's queue a chunk at a time, and turns the run
/// loop until each chunk is delivered. Handlers change the tree as they go (remove and add layers,
/// drop handlers, move the key layer, replace the root, resize or close the window), so later
/// events meet the state earlier ones left.
@MainActor
final class EventPlayer {
    private let eventCase: EventCase
    private let window: LayerWindow
    private let checker: DeliveryChecker
    private var random: SplitMix64
    /// Every layer made, held here so that none goes away while a press or the key layer names it.
    private var layers: [CALayer] = []
    /// The share of deliveries after which a handler changes the tree.
    private let changeRate: Double
    /// SDL's number for the window: the one SDL window open (the harness cannot ask the host).
    private let windowID: UInt32
    /// Seconds a chunk may take to be delivered before the case is a hang.
    static let deliveryTimeout: TimeInterval = 10

    init(_ eventCase: EventCase) throws {
        self.eventCase = eventCase
        var random = SplitMix64(seed: eventCase.seed)
        changeRate = random.pick([0, 0.05, 0.3])
        self.random = random
        window = try LayerWindow(title: "layerkit-fuzz-events", width: eventCase.width, height: eventCase.height)
        checker = DeliveryChecker(window: window)
        windowID = (1...UInt32(1 << 16)).first { SDL_GetWindowFromID($0) != nil } ?? 0
        window.closesWhenRequested = random.chance(0.7)
        window.onEvent = { [unowned self] event in
            self.checker.delivered(event, to: nil)
            self.handlerMayChangeTheTree()
        }
        for _ in 0..<Int.random(in: 1...12, using: &random) { addLayer() }
    }

    /// Pushes every event and checks what the handlers saw; `nil` when all was consistent.
    func play() -> String? {
        defer { window.close() }
        turn(until: { window.framesDrawn > 0 })
        var pushed = 0
        for (index, event) in eventCase.events.enumerated() {
            guard !window.isClosed else { break }
            checker.current = "event \(index) (\(event.name))"
            if event.name == "turn" || pushed == 16 {
                if let problem = deliverPushed() { return problem }
                pushed = 0
            }
            if push(event) { pushed += 1 }
        }
        checker.current = "the last events"
        return deliverPushed() ?? checker.problems.first
    }

    /// Turns the run loop until what was pushed is delivered; a finding when it is not in time.
    private func deliverPushed() -> String? {
        let arrived = turn(until: { checker.allDelivered || window.isClosed })
        if let first = checker.problems.first { return first }
        guard arrived else {
            return
                "\(checker.current): \(checker.expected - checker.delivered) of the events pushed were not delivered in \(Int(Self.deliveryTimeout)) s"
        }
        return nil
    }

    @discardableResult
    private func turn(until condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: Self.deliveryTimeout)
        while !condition() {
            guard Date() < deadline else { return false }
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.002))
        }
        return true
    }

    // MARK: The tree

    /// Adds a layer under the root or an earlier layer: mostly on screen, some far off, turned,
    /// flattened to nothing, hidden, clipped or transparent; most have a handler.
    private func addLayer() {
        let layer = CALayer()
        let size = window.size
        let parents = [window.rootLayer] + layers
        let parent = random.pick(parents)
        let far: CGFloat = random.pick([1, 1, 1, 1e6, 1e9, -1e9])
        layer.frame = CGRect(
            x: random.next(in: -20...Double(size.width)) * far, y: random.next(in: -20...Double(size.height)),
            width: random.next(in: 0...Double(size.width)), height: random.next(in: 0...Double(size.height)))
        layer.backgroundColor = CGColor(red: random.next(in: 0...1), green: 0.5, blue: 0.5, alpha: 1)
        if random.chance(0.2) { layer.transform = randomTransform() }
        layer.isHidden = random.chance(0.1)
        layer.masksToBounds = random.chance(0.2)
        layer.opacity = random.chance(0.1) ? 0 : 1
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        parent.addSublayer(layer)
        CATransaction.commit()
        layers.append(layer)
        if random.chance(0.7) { setHandler(true, for: layer) }
    }

    private func randomTransform() -> CATransform3D {
        switch Int.random(in: 0..<5, using: &random) {
        case 0: return CATransform3DMakeRotation(random.next(in: -7...7), 0, 0, 1)
        case 1: return CATransform3DMakeScale(random.pick([0, 1e-9, 2, 1e9]), random.next(in: -2...2), 1)
        case 2:
            var t = CATransform3DMakeRotation(random.next(in: -3...3), 0, 1, 0)
            t.m34 = -1 / 500
            return t
        case 3: return CATransform3DMakeTranslation(random.next(in: -500...500), random.next(in: -500...500), 0)
        default: return CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
        }
    }

    private func setHandler(_ on: Bool, for layer: CALayer) {
        checker.setHandler(on, for: layer)
        guard on else {
            window.setHandler(nil, for: layer)
            return
        }
        let handler: WindowEventHandler = { [unowned self, unowned layer] event in
            self.checker.delivered(event, to: layer)
            self.handlerMayChangeTheTree()
        }
        window.setHandler(handler, for: layer)
    }

    /// What a handler does after it has seen its event, now and then: the next events meet it.
    private func handlerMayChangeTheTree() {
        guard !window.isClosed, random.chance(changeRate) else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1: if let layer = layers.randomElement(using: &random) { layer.removeFromSuperlayer() }
        case 2, 3: addLayer()
        case 4: if let layer = layers.randomElement(using: &random) { setHandler(false, for: layer) }
        case 5: window.keyLayer = random.chance(0.8) ? layers.randomElement(using: &random) : nil
        case 6: if let layer = layers.randomElement(using: &random) { layer.transform = randomTransform() }
        case 7:
            let root = CALayer()
            layers.append(root)
            window.rootLayer = root
            if random.chance(0.5) { setHandler(true, for: root) }
        case 8:
            window.setSize(
                width: Int.random(in: 1...900, using: &random), height: Int.random(in: 1...700, using: &random))
        default: if random.chance(0.1) { window.close() } else { window.closesWhenRequested.toggle() }
        }
    }

    // MARK: Events

    /// Pushes one event as the window system would send it; whether it must reach a handler.
    private func push(_ event: (name: String, numbers: [Double], text: String)) -> Bool {
        let a = event.numbers
        func int(_ i: Int, _ range: ClosedRange<Int32> = Int32.min...Int32.max) -> Int32 {
            let value = i < a.count && a[i].isFinite ? a[i].rounded(.down) : 0
            return Int32(min(max(value, Double(range.lowerBound)), Double(range.upperBound)))
        }
        func float(_ i: Int) -> Float { i < a.count ? Float(a[i]) : 0 }
        var e = SDL_Event()
        var delivers = true
        switch event.name {
        case "down", "up":
            e.type = (event.name == "down" ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
            e.button.windowID = windowID
            e.button.button = UInt8(int(0, 0...255))
            e.button.state = UInt8(event.name == "down" ? SDL_PRESSED : SDL_RELEASED)
            e.button.clicks = UInt8(int(3, 0...255))
            e.button.x = int(1)
            e.button.y = int(2)
        case "motion":
            delivers = false
            e.type = SDL_MOUSEMOTION.rawValue
            e.motion.windowID = windowID
            e.motion.x = int(0)
            e.motion.y = int(1)
            e.motion.state = UInt32(truncatingIfNeeded: int(2))
            e.motion.xrel = int(3)
            e.motion.yrel = int(4)
        case "wheel":
            e.type = SDL_MOUSEWHEEL.rawValue
            e.wheel.windowID = windowID
            e.wheel.mouseX = int(0)
            e.wheel.mouseY = int(1)
            e.wheel.preciseX = float(2)
            e.wheel.preciseY = float(3)
            e.wheel.x = int(2)
            e.wheel.y = int(3)
            e.wheel.direction = int(4) != 0 ? SDL_MOUSEWHEEL_FLIPPED.rawValue : SDL_MOUSEWHEEL_NORMAL.rawValue
        case "key":
            e.type = (int(2) != 0 ? SDL_KEYDOWN : SDL_KEYUP).rawValue
            e.key.windowID = windowID
            e.key.keysym.sym = int(0)
            e.key.keysym.scancode = SDL_Scancode(UInt32(int(1, 0...511)))
            e.key.`repeat` = UInt8(int(3, 0...1))
            e.key.keysym.mod = UInt16(truncatingIfNeeded: int(4))
        case "text", "edit":
            // SDL's text events hold 31 bytes and a terminating zero; longer text is cut, mid-character too.
            let bytes = Array(Array(event.text.utf8).prefix(31)) + [0]
            if event.name == "edit" {
                e.type = SDL_TEXTEDITING.rawValue
                e.edit.windowID = windowID
                e.edit.start = int(0)
                e.edit.length = int(1)
                withUnsafeMutableBytes(of: &e.edit.text) { $0.copyBytes(from: bytes) }
            } else {
                e.type = SDL_TEXTINPUT.rawValue
                e.text.windowID = windowID
                withUnsafeMutableBytes(of: &e.text.text) { $0.copyBytes(from: bytes) }
            }
        case "window":
            // Focus, close, enter, leave, exposed, or a resize naming a size the window does not have.
            e.type = SDL_WINDOWEVENT.rawValue
            e.window.windowID = windowID
            e.window.event = UInt8(int(0, 0...255))
            e.window.data1 = int(1)
            e.window.data2 = int(2)
            delivers = false
        case "touch":
            // Fingers: each reaches one handler as a touch (pushed, they bring no emulated pointer events).
            e.type = [SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP][Int(int(0, 0...2))].rawValue
            e.tfinger.windowID = windowID
            e.tfinger.x = float(1)
            e.tfinger.y = float(2)
            e.tfinger.fingerId = Int64(int(3))
        case "resize":
            window.setSize(width: Int(int(0, 1...4096)), height: Int(int(1, 1...4096)))
            return false
        case "keyLayer":
            window.keyLayer = layers.isEmpty ? nil : layers[Int(int(0, 0...Int32.max)) % layers.count]
            return false
        default:
            return false
        }
        guard SDL_PushEvent(&e) == 1 else { return false }
        if delivers { checker.expected += 1 }
        return true
    }
}

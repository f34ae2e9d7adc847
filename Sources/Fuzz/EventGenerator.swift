import Foundation
import SeededRandom

/// Builds event-stream cases for `layerkit-fuzz-events`: a window size, the seed of its random
/// layer tree, and a stream of SDL events as a window system sends them, and as it should not
/// (presses of buttons 0 and 255, releases with no press, moves with buttons the stream never
/// pressed, coordinates at Int32's ends, wheel steps of 1e30 and subnormals, unknown key codes,
/// text cut mid-character, window events of every number, focus twice, close, fingers), with
/// resizes, run-loop turns and key-layer changes between them.
struct EventGenerator {
    var random: SplitMix64

    /// The names the driver reads, weighted: pointer events most.
    static let kinds: [(name: String, weight: Int)] = [
        ("motion", 30), ("down", 12), ("up", 12), ("wheel", 8), ("key", 10), ("text", 5), ("edit", 3),
        ("window", 6), ("touch", 4), ("resize", 2), ("keyLayer", 3), ("turn", 5),
    ]

    /// SDL's window event numbers (1 shown … 18 display changed; 14 is close, made rarer below).
    static let windowEvents = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 12, 13, 12, 13]

    static let texts = [
        "a", "Z", " ", "é", "日本語", "👩‍👩‍👧", "\u{301}", "a\u{0}b", String(repeating: "é", count: 20),
        String(repeating: "x", count: 40), "",
    ]

    mutating func eventCase() -> FuzzJSON {
        let width = random.chance(0.9) ? Double(Int.random(in: 40...800, using: &random)) : random.pick([1, 2048, 1e9])
        let height = random.chance(0.9) ? Double(Int.random(in: 30...600, using: &random)) : random.pick([1, 2048])
        var events: [FuzzJSON] = []
        var point = (x: width / 2, y: height / 2)
        for _ in 0..<Int.random(in: 8...120, using: &random) {
            let name = pickKind()
            // The pointer wanders in small steps mostly, so presses land on layers and drag off them.
            point = (
                x: min(max(point.x + random.next(in: -80...80).rounded(), -10), width + 10),
                y: min(max(point.y + random.next(in: -80...80).rounded(), -10), height + 10)
            )
            let x = coordinate(point.x), y = coordinate(point.y)
            var arguments: [FuzzJSON]
            switch name {
            case "motion": arguments = [x, y, buttonMask(), .number(random.next(in: -20...20).rounded()), .number(0)]
            case "down", "up": arguments = [button(), x, y, .number(Double(Int.random(in: 0...3, using: &random)))]
            case "wheel": arguments = [x, y, step(), step(), .number(random.chance(0.2) ? 1 : 0)]
            case "key":
                let sym =
                    random.chance(0.7) ? Double(random.pick([97, 122, 13, 27, 8, 9, 32, 1_073_741_904, 102, 104])) : 0
                arguments = [
                    random.chance(0.8) ? .number(sym) : extreme(),
                    .number(Double(Int.random(in: 0...300, using: &random))),
                    .number(random.chance(0.5) ? 1 : 0), .number(random.chance(0.1) ? 1 : 0),
                    .number(Double(random.chance(0.7) ? 0 : Int.random(in: 0...0xFFFF, using: &random))),
                ]
            case "text": arguments = [.string(random.pick(Self.texts))]
            case "edit": arguments = [.string(random.pick(Self.texts)), number(0...40), number(-5...40)]
            case "window":
                let id =
                    random.chance(0.03)
                    ? 14 : random.chance(0.9) ? random.pick(Self.windowEvents) : Int.random(in: 0...255, using: &random)
                arguments = [.number(Double(id)), x, y]
            case "touch":
                arguments = [
                    number(0...2), .number(random.next(in: -0.5...1.5)), .number(random.next(in: -0.5...1.5)),
                    number(0...5),
                ]
            case "resize": arguments = [number(1...1200), number(1...900)]
            case "keyLayer": arguments = [number(0...30)]
            default: arguments = []
            }
            events.append(.array([.string(name)] + arguments))
        }
        return .object([
            ("seed", .number(Double(random.next() >> 12))), ("size", .array([.number(width), .number(height)])),
            ("events", .array(events)),
        ])
    }

    private mutating func pickKind() -> String {
        var roll = Int.random(in: 0..<Self.kinds.reduce(0) { $0 + $1.weight }, using: &random)
        for kind in Self.kinds {
            roll -= kind.weight
            if roll < 0 { return kind.name }
        }
        return "motion"
    }

    private mutating func number(_ range: ClosedRange<Int>) -> FuzzJSON {
        .number(Double(Int.random(in: range, using: &random)))
    }

    /// Mostly the wandering pointer's; now and then one far outside the window or at Int32's ends.
    private mutating func coordinate(_ value: Double) -> FuzzJSON {
        random.chance(0.05)
            ? random.pick([.number(-2_147_483_648), .number(2_147_483_647), .number(-1), extreme()]) : .number(value)
    }

    private mutating func button() -> FuzzJSON {
        random.chance(0.9)
            ? number(1...3) : random.pick([.number(0), .number(4), .number(32), .number(33), .number(255)])
    }

    /// Buttons held during a move: none mostly, the left, or bits of any.
    private mutating func buttonMask() -> FuzzJSON {
        random.chance(0.6)
            ? .number(0)
            : random.chance(0.7)
                ? random.pick([.number(1), .number(4), .number(5)]) : .number(Double(random.next() >> 32))
    }

    private mutating func step() -> FuzzJSON {
        random.chance(0.8)
            ? .number(random.next(in: -3...3))
            : random.pick([.number(1e30), .number(-1e30), .raw("1e-40"), .number(0)])
    }

    private mutating func extreme() -> FuzzJSON { random.pick(SceneMutator.finiteExtremes) }
}

import Foundation
import SeededRandom

/// Builds `CGContext` drawing cases for `layerkit-fuzz-draw`: a layer's or a bitmap context and a
/// run of calls (paths, arcs, curves, dashes, line widths, transforms, gradients, shadows, clips,
/// images, transparency layers), with a quarter of their numbers finite extremes (±1e300,
/// Double's largest, subnormals, integers past 2⁵³, 1e9, 1e18). No NaN or infinity: the API's
/// own callers cannot make those from finite inputs without meaning to.
struct DrawingGenerator {
    var random: SplitMix64

    /// Finite numbers that overflow in products or vanish in quotients.
    static let extremes: [FuzzJSON] =
        SceneMutator.finiteExtremes + [
            .number(1e18), .number(-1e18), .raw("-1e-300"), .number(32_767), .number(32_768), .number(-32_768),
            .number(8_388_608), .number(2_147_483_648),
        ]

    /// Each call and how many numbers it takes (`nil`: a list of any length).
    static let calls: [(name: String, arguments: Int?)] = [
        ("save", 0), ("restore", 0), ("translate", 2), ("scale", 2), ("rotate", 1), ("concatenate", 6),
        ("beginPath", 0), ("move", 2), ("line", 2), ("curve", 6), ("quadCurve", 4), ("close", 0), ("rect", 4),
        ("ellipse", 4), ("arc", 6), ("relativeArc", 5), ("tangentArc", 5), ("roundedRect", 6), ("lines", nil),
        ("fillPath", 1), ("strokePath", 0), ("drawPath", 1), ("fillRect", 4), ("strokeRect", 5), ("fillEllipse", 4),
        ("strokeEllipse", 4), ("clearRect", 4), ("lineSegments", nil), ("replaceWithStroked", 0), ("pathContains", 2),
        ("lineWidth", 1), ("lineCap", 1), ("lineJoin", 1), ("miterLimit", 1), ("dash", nil), ("flatness", 1),
        ("fillColor", 4), ("strokeColor", 4), ("alpha", 1), ("blendMode", 1), ("antialias", 1), ("shadow", 4),
        ("clip", 1), ("clipRect", 4), ("clipMask", 4), ("resetClip", 0), ("linearGradient", 5),
        ("radialGradient", 7), ("image", 4), ("tiledImage", 4), ("beginLayer", 0), ("beginLayerIn", 4),
        ("endLayer", 0), ("makeImage", 0), ("convert", 4),
    ]

    /// The calls that paint, weighted in so that most paths built get drawn.
    static let painting = ["fillPath", "strokePath", "drawPath", "fillRect", "strokeRect", "strokeEllipse", "clip"]

    mutating func drawingCase() -> FuzzJSON {
        var members: [(key: String, value: FuzzJSON)] = []
        if random.chance(0.8) {
            members.append(("context", .string("layer")))
            members.append(("size", .array([side(), side()])))
        } else {
            members.append(("context", .string("bitmap")))
            let sizes: [FuzzJSON] = [
                .number(0), .number(-1), .number(32_767), .number(32_768), .number(1e15), .number(9.2e18),
            ]
            let width = random.chance(0.85) ? side() : random.pick(sizes)
            let height = random.chance(0.85) ? side() : random.pick(sizes)
            members.append(("size", .array([width, height])))
            // premultipliedLast, premultipliedFirst | byteOrder32Little, noneSkipLast, alphaOnly, straight alpha.
            let info = random.pick([1, 2 | 8192, 5, 7, 3, 0, 0x100])
            let bytesPerRow: FuzzJSON =
                random.chance(0.8)
                ? .number(0) : random.pick([.number(-4), .number(3), .number(1e15), .number(9.2e18)])
            let bits: FuzzJSON = random.chance(0.9) ? .number(8) : random.pick([.number(16), .number(0), .number(-8)])
            members.append(("layout", .array([bits, bytesPerRow, .number(Double(info)), .number(info == 0 ? 1 : 0)])))
        }
        var calls: [FuzzJSON] = []
        for _ in 0..<Int.random(in: 4...40, using: &random) {
            let name =
                random.chance(0.15) ? random.pick(Self.painting) : random.pick(Self.calls.map(\.name))
            let count = Self.calls.first { $0.name == name }?.arguments ?? Int.random(in: 0...12, using: &random)
            calls.append(.array([.string(name)] + (0..<count).map { _ in number(for: name) }))
        }
        members.append(("calls", .array(calls)))
        return .object(members)
    }

    /// A context side: mostly small, the pixel work of a case stays short.
    private mutating func side() -> FuzzJSON { .number(Double(Int.random(in: 1...64, using: &random))) }

    /// An argument: an extreme a quarter of the time, else an ordinary number for the call.
    private mutating func number(for name: String) -> FuzzJSON {
        if random.chance(0.25) { return random.pick(Self.extremes) }
        switch name {
        case "fillColor", "strokeColor", "alpha": return .number(random.next(in: 0...1))
        case "lineCap", "lineJoin", "drawPath", "blendMode", "fillPath", "clip", "antialias":
            return .number(Double(Int.random(in: 0...27, using: &random)))
        case "rotate", "arc", "relativeArc": return .number(random.next(in: -7...7))
        case "scale": return .number(random.next(in: -3...3))
        default: return .number(random.next(in: -50...250).rounded())
        }
    }
}

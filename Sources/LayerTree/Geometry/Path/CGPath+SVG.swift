import Foundation

/// Why SVG path data could not be read, and where.
///
/// Scene files write paths as SVG path data, so a typo there should say what is wrong and
/// point at it rather than silently draw part of the path as browsers do.
public struct PathSyntaxError: Error, Equatable, CustomStringConvertible {
    /// What is wrong and where, e.g. `command L needs 2 numbers at offset 7`.
    public var message: String
    /// The offset, in characters from the start of the path data, where reading stopped.
    /// Path data is ASCII up to the first error, so it is also the UTF-8 offset.
    public var offset: Int

    /// Creates an error at `offset` in the path data.
    public init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }

    /// The reason, for error messages.
    public var description: String { message }
}

extension CGPath {
    /// Reads SVG path data (the `d` attribute): the full SVG 1.1 grammar.
    ///
    /// `M m L l H h V v C c S s Q q T t A a Z z`; numbers with signs, leading `.` and
    /// exponents, separated by whitespace, a comma, or nothing where a sign or second `.`
    /// ends a number (`10-5`, `.5.5`); repeated argument groups, where those after a
    /// move are lines; arc flags written without separators (`a1 1 0 00 1 1`). Arcs become
    /// cubic Béziers by the SVG implementation notes (F.6): out-of-range radii are scaled
    /// up, a zero radius gives a line, and an arc to the current point is dropped.
    ///
    /// Arc angles follow SVG's y-down coordinates: sweep flag 1 is the "positive-angle"
    /// direction, angles increasing from +x toward +y, clockwise on screen.
    ///
    /// Whitespace alone reads as an empty path. Anything else must start with a move.
    public convenience init(svgPathData: String) throws {
        var reader = SVGPathReader(svgPathData)
        self.init(elements: try reader.read().elements)
    }

    /// The path as SVG path data that `init(svgPathData:)` reads back to an equal path:
    /// absolute commands, numbers in their shortest round-tripping form.
    public var svgPathData: String {
        func number(_ v: CGFloat) -> String {
            if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
            return "\(v)"
        }
        func pair(_ p: CGPoint) -> String { "\(number(p.x)) \(number(p.y))" }
        return elements.map { element -> String in
            switch element {
            case .moveToPoint(let p): return "M \(pair(p))"
            case .addLineToPoint(let p): return "L \(pair(p))"
            case let .addQuadCurveToPoint(c, e): return "Q \(pair(c)) \(pair(e))"
            case let .addCurveToPoint(c1, c2, e): return "C \(pair(c1)) \(pair(c2)) \(pair(e))"
            case .closeSubpath: return "Z"
            }
        }.joined(separator: " ")
    }
}

/// A one-pass reader of SVG path data into a `CGMutablePath`.
///
/// It scans UTF-8 bytes, since the grammar is ASCII, and keeps the pen state SVG needs
/// beyond the path's own: the current point for relative commands and the previous
/// curve's last control point for `S` and `T` reflection.
private struct SVGPathReader {
    private let bytes: [UInt8]
    private var index = 0
    private let path = CGMutablePath()
    private var current = CGPoint.zero
    private var subpathStart = CGPoint.zero
    /// The second control point of the previous segment if it was `C`/`S`, for `S`.
    private var lastCubicControl: CGPoint?
    /// The control point of the previous segment if it was `Q`/`T`, for `T`.
    private var lastQuadControl: CGPoint?

    init(_ text: String) { bytes = Array(text.utf8) }

    mutating func read() throws -> CGMutablePath {
        skipWhitespace()
        var isFirst = true
        while index < bytes.count {
            let command = bytes[index]
            guard Self.commandLetters.contains(command) else { throw unexpected() }
            if isFirst && command | 0x20 != UInt8(ascii: "m") {
                throw error("path data must begin with \"M\" or \"m\", found \(quotedCharacter())")
            }
            isFirst = false
            index += 1
            try readArguments(of: command)
            skipWhitespace()
        }
        return path
    }

    private static let commandLetters = Set("MmLlHhVvCcSsQqTtAaZz".utf8)

    // MARK: Commands

    /// Reads one or more argument groups for `command` and draws each.
    private mutating func readArguments(of command: UInt8) throws {
        let letter = Character(Unicode.Scalar(command))
        let isRelative = command >= UInt8(ascii: "a")
        let upper = command & ~0x20
        if upper == UInt8(ascii: "Z") {
            path.closeSubpath()
            current = subpathStart
            lastCubicControl = nil; lastQuadControl = nil
            return
        }
        let arity: Int
        switch upper {
        case UInt8(ascii: "H"), UInt8(ascii: "V"): arity = 1
        case UInt8(ascii: "M"), UInt8(ascii: "L"), UInt8(ascii: "T"): arity = 2
        case UInt8(ascii: "S"), UInt8(ascii: "Q"): arity = 4
        case UInt8(ascii: "C"): arity = 6
        default: arity = 7
        }
        skipWhitespace()
        var isFirstGroup = true
        repeat {
            let origin = isRelative ? current : .zero
            func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: origin.x + x, y: origin.y + y) }
            var nextCubicControl: CGPoint?, nextQuadControl: CGPoint?
            switch upper {
            case UInt8(ascii: "M"):
                let p = point(try number(letter, arity), try number(letter, arity, separated: true))
                if isFirstGroup {
                    path.move(to: p)
                    subpathStart = p
                } else {
                    path.addLine(to: p)
                }
                current = p
            case UInt8(ascii: "L"):
                let p = point(try number(letter, arity), try number(letter, arity, separated: true))
                path.addLine(to: p)
                current = p
            case UInt8(ascii: "H"):
                let x = try number(letter, arity)
                let p = CGPoint(x: origin.x + x, y: current.y)
                path.addLine(to: p)
                current = p
            case UInt8(ascii: "V"):
                let y = try number(letter, arity)
                let p = CGPoint(x: current.x, y: origin.y + y)
                path.addLine(to: p)
                current = p
            case UInt8(ascii: "C"):
                let c1 = point(try number(letter, arity), try number(letter, arity, separated: true))
                let c2 = point(try number(letter, arity, separated: true), try number(letter, arity, separated: true))
                let p = point(try number(letter, arity, separated: true), try number(letter, arity, separated: true))
                path.addCurve(to: p, control1: c1, control2: c2)
                nextCubicControl = c2
                current = p
            case UInt8(ascii: "S"):
                let c2 = point(try number(letter, arity), try number(letter, arity, separated: true))
                let p = point(try number(letter, arity, separated: true), try number(letter, arity, separated: true))
                path.addCurve(to: p, control1: reflected(lastCubicControl), control2: c2)
                nextCubicControl = c2
                current = p
            case UInt8(ascii: "Q"):
                let c = point(try number(letter, arity), try number(letter, arity, separated: true))
                let p = point(try number(letter, arity, separated: true), try number(letter, arity, separated: true))
                path.addQuadCurve(to: p, control: c)
                nextQuadControl = c
                current = p
            case UInt8(ascii: "T"):
                let c = reflected(lastQuadControl)
                let p = point(try number(letter, arity), try number(letter, arity, separated: true))
                path.addQuadCurve(to: p, control: c)
                nextQuadControl = c
                current = p
            default:
                let rx = try number(letter, arity), ry = try number(letter, arity, separated: true)
                let rotation = try number(letter, arity, separated: true)
                let largeArc = try flag(letter), sweep = try flag(letter)
                let p = point(try number(letter, arity, separated: true), try number(letter, arity, separated: true))
                addArc(to: p, radiusX: rx, radiusY: ry, rotationDegrees: rotation, largeArc: largeArc, sweep: sweep)
                current = p
            }
            lastCubicControl = nextCubicControl
            lastQuadControl = nextQuadControl
            isFirstGroup = false
        } while hasAnotherGroup()
    }

    /// The reflection of the previous control point about the current point, or the current
    /// point itself when the previous segment was not of the matching kind.
    private func reflected(_ control: CGPoint?) -> CGPoint {
        guard let control else { return current }
        return CGPoint(x: 2 * current.x - control.x, y: 2 * current.y - control.y)
    }

    /// Draws the SVG elliptical arc from the current point to `end` (SVG 1.1 F.6.5–F.6.6).
    private mutating func addArc(
        to end: CGPoint, radiusX: CGFloat, radiusY: CGFloat, rotationDegrees: CGFloat, largeArc: Bool, sweep: Bool
    ) {
        let start = current
        if start == end { return }  // F.6.2: an arc to the current point is omitted.
        var rx = abs(radiusX), ry = abs(radiusY)
        guard rx > 0, ry > 0 else {  // F.6.2: a zero radius makes a straight line.
            path.addLine(to: end)
            return
        }
        let phi = rotationDegrees * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // Step 1: the start point in the frame centred on the chord's midpoint, axes along the ellipse's.
        let hx = (start.x - end.x) / 2, hy = (start.y - end.y) / 2
        let x1 = cosPhi * hx + sinPhi * hy, y1 = -sinPhi * hx + cosPhi * hy
        // F.6.6: radii too small to reach the end point are scaled up until they just do.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            let scale = lambda.squareRoot()
            rx *= scale; ry *= scale
        }
        // Step 2: the centre in that frame; the flags pick which of the two candidates.
        let rx2 = rx * rx, ry2 = ry * ry
        let numerator = rx2 * ry2 - rx2 * y1 * y1 - ry2 * x1 * x1
        let denominator = rx2 * y1 * y1 + ry2 * x1 * x1
        var coefficient = (max(0, numerator) / denominator).squareRoot()
        if largeArc == sweep { coefficient = -coefficient }
        let cxPrime = coefficient * rx * y1 / ry, cyPrime = -coefficient * ry * x1 / rx
        // Step 3: the centre in user space.
        let center = CGPoint(
            x: cosPhi * cxPrime - sinPhi * cyPrime + (start.x + end.x) / 2,
            y: sinPhi * cxPrime + cosPhi * cyPrime + (start.y + end.y) / 2)
        // Step 4: the start angle and the sweep, signed by the sweep flag.
        let ux = (x1 - cxPrime) / rx, uy = (y1 - cyPrime) / ry
        let vx = (-x1 - cxPrime) / rx, vy = (-y1 - cyPrime) / ry
        let startAngle = atan2(uy, ux)
        var delta = atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        path.appendArc(
            center: center, radiusX: rx, radiusY: ry, rotation: phi, startAngle: startAngle,
            sweep: delta, end: end, transform: .identity)
    }

    // MARK: Tokens

    /// Reads a number, after an optional comma-and-whitespace separator when `separated`.
    private mutating func number(_ letter: Character, _ arity: Int, separated: Bool = false) throws -> CGFloat {
        if separated { skipCommaWhitespace() }
        let start = index
        var i = index
        if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
        let integerStart = i
        while i < bytes.count, Self.isDigit(bytes[i]) { i += 1 }
        var digits = i - integerStart
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            let fractionStart = i
            while i < bytes.count, Self.isDigit(bytes[i]) { i += 1 }
            digits += i - fractionStart
        }
        guard digits > 0 else {
            let needs = "command \(letter) needs \(arity) number\(arity == 1 ? "" : "s")"
            throw index < bytes.count ? error("\(needs) but found \(quotedCharacter())") : error(needs)
        }
        // An exponent counts only with digits after it; otherwise the "e" is left to fail as unexpected.
        if i < bytes.count, bytes[i] | 0x20 == UInt8(ascii: "e") {
            var j = i + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
            let exponentStart = j
            while j < bytes.count, Self.isDigit(bytes[j]) { j += 1 }
            if j > exponentStart { i = j }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("number \(text) is out of range")
        }
        index = i
        return CGFloat(value)
    }

    /// Reads an arc flag: a single `0` or `1`, which needs no separator after it.
    private mutating func flag(_ letter: Character) throws -> Bool {
        skipCommaWhitespace()
        guard index < bytes.count else { throw error("command \(letter) needs a flag (0 or 1)") }
        switch bytes[index] {
        case UInt8(ascii: "0"): index += 1; return false
        case UInt8(ascii: "1"): index += 1; return true
        default: throw error("command \(letter) needs a flag (0 or 1) but found \(quotedCharacter())")
        }
    }

    /// Whether another argument group follows: a separating comma promises one, otherwise
    /// anything that can start a number.
    private mutating func hasAnotherGroup() -> Bool {
        skipWhitespace()
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipWhitespace()
            return true
        }
        let b = bytes[index]
        return Self.isDigit(b) || b == UInt8(ascii: ".") || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
    }

    /// Skips SVG's `comma-wsp`: whitespace with at most one comma among it.
    private mutating func skipCommaWhitespace() {
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipWhitespace()
        }
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    /// SVG's whitespace: space, tab, line feed, form feed, carriage return.
    private static func isWhitespace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D
    }

    // MARK: Errors

    /// The character at the reading position, quoted for a message.
    private func quotedCharacter() -> String {
        let rest = String(decoding: bytes[index...].prefix(4), as: UTF8.self)
        return "\"\(rest.unicodeScalars.first.map(String.init) ?? "")\""
    }

    private func unexpected() -> PathSyntaxError { error("unexpected \(quotedCharacter())") }

    private func error(_ what: String) -> PathSyntaxError {
        PathSyntaxError(message: "\(what) at offset \(index)", offset: index)
    }
}

import Foundation

/// The name of one of Core Animation's predefined timing curves.
///
/// A string-backed struct, as in Apple's SDK, so that scene files can name a curve by its raw value.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String
    /// Creates a value from its name; Core Animation's names are the static members.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a value from its name, unlabelled, as Swift imports Apple's string constants.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Constant pace: control points `(0, 0)` and `(1, 1)`.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Starts slowly, then speeds up: `(0.42, 0)` and `(1, 1)`.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Starts quickly, then slows down: `(0, 0)` and `(0.58, 1)`.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends: `(0.42, 0)` and `(0.58, 1)`.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve implicit animations use: `(0.25, 0.1)` and `(0.25, 1)`.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier from `(0, 0)` to `(1, 1)` that maps an animation's elapsed fraction of time
/// (x) to its fraction of progress (y).
///
/// Immutable, so one instance can be shared by every animation and thread that uses it.
///
/// ```swift
/// let ease = CAMediaTimingFunction(name: .easeInEaseOut)
/// let progress = ease.evaluate(at: 0.25) // ≈ 0.129
/// ```
public final class CAMediaTimingFunction: Equatable, Hashable, CustomStringConvertible, Sendable {
    /// The predefined curve this was made from, or `nil` for one made from control points.
    public let name: CAMediaTimingFunctionName?

    private let c1x: Float, c1y: Float, c2x: Float, c2y: Float

    // Power-basis coefficients, so that x(t) = ((ax·t + bx)·t + cx)·t and likewise y(t):
    // three multiply-adds per evaluation instead of the Bernstein form's dozen.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// Whether y(t) = x(t) for every t, which makes the whole curve the identity (linear is one).
    let isIdentity: Bool

    /// Creates one of the predefined curves, with Apple's control points.
    ///
    /// A name that is not one of the five predefined ones gives the `.default` curve, whose
    /// `name` then reads `.default`.
    public convenience init(name: CAMediaTimingFunctionName) {
        let known = Self.controlPoints(of: name)
        let p = known ?? (0.25, 0.1, 0.25, 1)
        self.init(p.0, p.1, p.2, p.3, name: known == nil ? .default : name)
    }

    /// Creates a curve through `(0, 0)`, `(c1x, c1y)`, `(c2x, c2y)` and `(1, 1)`.
    ///
    /// The y coordinates may leave [0, 1] to overshoot or anticipate. The x coordinates are
    /// clamped to [0, 1] when evaluating (not when reporting them), because only then is x
    /// monotonic in the curve parameter, so that each time maps to exactly one progress.
    public convenience init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.init(c1x, c1y, c2x, c2y, name: nil)
    }

    private init(_ c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float, name: CAMediaTimingFunctionName?) {
        self.name = name
        self.c1x = c1x; self.c1y = c1y; self.c2x = c2x; self.c2y = c2y
        let x1 = min(max(Double(c1x), 0), 1), x2 = min(max(Double(c2x), 0), 1)
        let y1 = Double(c1y), y2 = Double(c2y)
        cx = 3 * x1; bx = 3 * (x2 - x1) - cx; ax = 1 - cx - bx
        cy = 3 * y1; by = 3 * (y2 - y1) - cy; ay = 1 - cy - by
        isIdentity = x1 == y1 && x2 == y2
    }

    /// Apple's control points for the predefined names; `nil` for any other name.
    private static func controlPoints(of name: CAMediaTimingFunctionName) -> (Float, Float, Float, Float)? {
        switch name {
        case .linear: return (0, 0, 1, 1)
        case .easeIn: return (0.42, 0, 1, 1)
        case .easeOut: return (0, 0, 0.58, 1)
        case .easeInEaseOut: return (0.42, 0, 0.58, 1)
        case .default: return (0.25, 0.1, 0.25, 1)
        default: return nil
        }
    }

    private static let shared: [CAMediaTimingFunctionName: CAMediaTimingFunction] = Dictionary(
        uniqueKeysWithValues: [.linear, .easeIn, .easeOut, .easeInEaseOut, .default].map {
            ($0, CAMediaTimingFunction(name: $0))
        })

    /// A shared instance of a predefined curve, so animations need not each allocate their own.
    public static func named(_ name: CAMediaTimingFunctionName) -> CAMediaTimingFunction {
        shared[name] ?? shared[.default]!
    }

    /// Writes control point `idx` (0 … 3: `(0, 0)`, c1, c2, `(1, 1)`) as two floats, x then y.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let p = controlPoint(at: idx)
        ptr[0] = p.x
        ptr[1] = p.y
    }

    /// Control point `idx` (0 … 3: `(0, 0)`, c1, c2, `(1, 1)`), as given at creation.
    public func controlPoint(at idx: Int) -> (x: Float, y: Float) {
        switch idx {
        case 0: return (0, 0)
        case 1: return (c1x, c1y)
        case 2: return (c2x, c2y)
        case 3: return (1, 1)
        default: preconditionFailure("control point index \(idx) is outside 0…3")
        }
    }

    /// The progress (y) at the time fraction `x`, which is clamped to [0, 1].
    ///
    /// Finds the curve parameter whose x equals the input, then returns that parameter's y.
    /// Allocation-free, since it runs per animated property per frame.
    public func evaluate(at x: Double) -> Double {
        guard x > 0 else { return 0 }  // also catches NaN
        guard x < 1 else { return 1 }
        if isIdentity { return x }
        let t = parameter(forX: x)
        return ((ay * t + by) * t + cy) * t
    }

    /// The time fractions in (0, 1), in order, where the progress turns back: where an overshooting
    /// or anticipating curve's y stops rising and falls, or the reverse (dy/dt = 0). Between two of
    /// them, and between them and 0 and 1, the progress only rises or only falls, so a value it
    /// crosses there is crossed once. A LayerKit addition (Core Animation has none): none for a
    /// curve whose control points keep y inside [0, 1].
    public var turningTimes: [Double] {
        // dy/dt = 3·ay·t² + 2·by·t + cy.
        let (qa, qb, qc) = (3 * ay, 2 * by, cy)
        var parameters: [Double] = []
        if abs(qa) < 1e-12 {
            if abs(qb) > 1e-12 { parameters = [-qc / qb] }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant > 0 {
                let root = discriminant.squareRoot()
                parameters = [(-qb - root) / (2 * qa), (-qb + root) / (2 * qa)]
            }
        }
        // x rises with t, so each parameter is one time.
        let times = parameters.filter { $0 > 0 && $0 < 1 }.map { t in ((ax * t + bx) * t + cx) * t }
        return times.filter { $0 > 0 && $0 < 1 }.sorted()
    }

    /// How closely the parameter is pinned. Since |dx/dt| ≤ 3, this keeps x within 3e-9 of the
    /// input (well inside the 1e-7 Core Animation's solver aims for) and, unlike a tolerance on x
    /// alone, keeps y accurate where the curve is nearly vertical (dx/dt ≈ 0).
    private static let parameterTolerance = 1e-9

    /// Solves x(t) = x for t in [0, 1]: Newton–Raphson from t = x, which converges in a few steps
    /// on ordinary curves, falling back to bisection, which always converges because x(t) is
    /// monotonic and runs from 0 to 1, when Newton stalls on a flat spot or leaves [0, 1].
    private func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = ((ax * t + bx) * t + cx) * t - x
            if error == 0 { return t }
            let slope = (3 * ax * t + 2 * bx) * t + cx
            guard abs(slope) > 1e-12 else { break }
            let step = error / slope
            t -= step
            guard t >= 0, t <= 1 else { break }
            if abs(step) < Self.parameterTolerance { return t }
        }
        var lo = 0.0, hi = 1.0
        while hi - lo > Self.parameterTolerance {
            let mid = 0.5 * (lo + hi)
            if ((ax * mid + bx) * mid + cx) * mid < x { lo = mid } else { hi = mid }
        }
        return 0.5 * (lo + hi)
    }

    /// Two functions are equal when their control points are: the name is only a label.
    public static func == (a: CAMediaTimingFunction, b: CAMediaTimingFunction) -> Bool {
        a.c1x == b.c1x && a.c1y == b.c1y && a.c2x == b.c2x && a.c2y == b.c2y
    }

    /// Hashes the control points, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(c1x); hasher.combine(c1y); hasher.combine(c2x); hasher.combine(c2y)
    }

    /// The function's name or control points, for debugging.
    public var description: String {
        let label = name.map { "\($0.rawValue): " } ?? ""
        return "CAMediaTimingFunction(\(label)(\(c1x), \(c1y)), (\(c2x), \(c2y)))"
    }
}

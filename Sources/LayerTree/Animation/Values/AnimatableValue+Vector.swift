import Foundation

/// Values as flat lists of numbers, so interpolation, addition and splines are written once.
///
/// Transforms, paths and booleans are not plain vectors: transforms interpolate
/// through their decomposition, paths point by point, booleans discretely.
extension AnimatableValue {
    /// The value's components, or `nil` for kinds that are not plain vectors.
    var vector: [Double]? {
        switch self {
        case .number(let v): return [v]
        case .point(let p): return [Double(p.x), Double(p.y)]
        case .size(let s): return [Double(s.width), Double(s.height)]
        case .rect(let r):
            return [Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)]
        case .color(let c): return [Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha)]
        case .numbers(let v): return v
        case .colors(let colors):
            return colors.flatMap { [Double($0.red), Double($0.green), Double($0.blue), Double($0.alpha)] }
        case .transform, .path, .bool: return nil
        }
    }

    /// A value of this value's kind built from components (the inverse of `vector`).
    func withVector(_ v: [Double]) -> AnimatableValue {
        func g(_ i: Int) -> CGFloat { CGFloat(v[i]) }
        switch self {
        case .number: return .number(v[0])
        case .point: return .point(CGPoint(x: g(0), y: g(1)))
        case .size: return .size(CGSize(width: g(0), height: g(1)))
        case .rect: return .rect(CGRect(x: g(0), y: g(1), width: g(2), height: g(3)))
        case .color: return .color(CGColor(red: g(0), green: g(1), blue: g(2), alpha: g(3)))
        case .numbers: return .numbers(v)
        case .colors(let colors):
            return .colors(
                (0..<colors.count).map { i in
                    CGColor(red: g(4 * i), green: g(4 * i + 1), blue: g(4 * i + 2), alpha: g(4 * i + 3))
                })
        case .transform, .path, .bool: return self
        }
    }
}

import Foundation
import QuartzCore

// What NVActivityIndicatorView takes from UIKit (and from Darwin's Foundation), stood in for on
// top of QuartzCore: a colour that hands out its `cgColor`, a path built as `UIBezierPath` builds
// one, UIKit's `NSCoder.cgPoint(for:)`, and a discardable `replaceOccurrences`.

/// UIKit's colour, reduced to what Core Animation code reads from it.
final class UIColor {
    let cgColor: CGColor
    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}

/// UIKit's path: a `CGMutablePath` built through UIKit's names.
final class UIBezierPath {
    private let path = CGMutablePath()
    var cgPath: CGPath { path }

    init() {}
    init(rect: CGRect) { path.addRect(rect) }
    init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }
    convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// UIKit's `clockwise` is as seen on its y-down screen: Core Graphics' counterclockwise.
    func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    func move(to point: CGPoint) { path.move(to: point) }
    func addLine(to point: CGPoint) { path.addLine(to: point) }
    func close() { path.closeSubpath() }
}

extension NSCoder {
    /// UIKit's reading of a point written "{x, y}"; `.zero` for anything else, as UIKit's.
    static func cgPoint(for string: String) -> CGPoint {
        let fields = string.trimmingCharacters(in: CharacterSet(charactersIn: "{} ")).split(separator: ",")
        let values = fields.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        return values.count == 2 && fields.count == 2 ? CGPoint(x: values[0], y: values[1]) : .zero
    }
}

extension NSMutableString {
    /// Darwin's Foundation imports this method from Objective-C, so its count may be ignored;
    /// Linux's declares it without `@discardableResult`, and Apple code that ignores it would warn.
    /// This one, in the test module, is found first; it replaces through `NSString`'s own search.
    @discardableResult
    func replaceOccurrences(
        of target: String, with replacement: String, options: NSString.CompareOptions = [], range searchRange: NSRange
    ) -> Int {
        var count = 0
        var remaining = searchRange
        var result = ""
        var copied = 0
        let whole = self as NSString
        while remaining.length > 0 {
            let found = whole.range(of: target, options: options, range: remaining)
            guard found.location != NSNotFound, found.length > 0 else { break }
            result += whole.substring(with: NSRange(location: copied, length: found.location - copied)) + replacement
            copied = found.location + found.length
            remaining = NSRange(location: copied, length: searchRange.location + searchRange.length - copied)
            count += 1
        }
        guard count > 0 else { return 0 }
        result += whole.substring(from: copied)
        setString(result)
        return count
    }
}

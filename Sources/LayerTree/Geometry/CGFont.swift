import Foundation

/// A font named for `CATextLayer.font`, as Core Graphics' `CGFont(_ name:)` names one.
///
/// On Apple's platforms `CATextLayer.font` takes a `CTFont`, a `CGFont` or a font name. Core Text
/// does not exist on Linux; this type keeps code that makes a `CGFont` by name compiling, and
/// Pango finds the family, as it does for a plain name.
///
/// ```swift
/// label.font = CGFont("DejaVu Sans" as CFString)   // or simply "DejaVu Sans"
/// ```
public final class CGFont: Hashable, Sendable {
    /// The name the font was made with; Pango finds the family from it.
    public let fullName: String

    /// Fails on an empty name, as Core Graphics fails on a name it cannot find.
    public init?(_ name: String) {
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        fullName = name
    }

    /// Fonts are equal when they were made with the same name.
    public static func == (lhs: CGFont, rhs: CGFont) -> Bool { lhs.fullName == rhs.fullName }
    /// Hashes the name, as `==` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(fullName) }
}

/// A font at a size, as Core Text's `CTFont`: what an attributed string's font attribute
/// (`kCTFontAttributeName`, "NSFont") carries on Apple's platforms, and one more value
/// `CATextLayer.font` takes.
///
/// Core Text does not exist on Linux; this type keeps a name and a size, and Pango finds the
/// family from the name (style words after the family, "DejaVu Sans Bold", pick the face). Make one
/// with `CTFontCreateWithName` (QuartzCore) as on Apple's platforms, or with `init(name:size:)`.
///
/// ```swift
/// let bold = CTFontCreateWithName("DejaVu Sans Bold" as CFString, 24, nil)
/// let text = NSAttributedString(string: "Big", attributes: [.init(kCTFontAttributeName as String): bold])
/// ```
public final class CTFont: Hashable, Sendable {
    /// The name the font was made with.
    public let name: String
    /// The size in points.
    public let size: CGFloat

    /// A font named `name` at `size` points; a size that is not a positive number is Core Text's
    /// default, 12 points (`CTFontCreateWithName` takes 0 to mean that).
    public init(name: String, size: CGFloat) {
        self.name = name
        self.size = size.isFinite && size > 0 ? size : 12
    }

    /// Fonts are equal when they were made with the same name and size.
    public static func == (lhs: CTFont, rhs: CTFont) -> Bool { lhs.name == rhs.name && lhs.size == rhs.size }
    /// Hashes the name and size, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(size)
    }
}

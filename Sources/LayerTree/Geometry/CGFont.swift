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

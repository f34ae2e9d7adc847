import Foundation

/// One relation of a layer's geometry to its superlayer's or a sibling's, for
/// `CAConstraintLayoutManager` (Core Animation's `CAConstraint`, macOS):
///
/// `layer.attribute = source.sourceAttribute × scale + offset`
///
/// The source is named: a sibling by its `name`, or `"superlayer"` for the superlayer (whose
/// `bounds` it reads; a sibling's `frame`). See `CAConstraintAttribute` for what each attribute is.
///
/// ```swift
/// title.addConstraint(CAConstraint(attribute: .midX, relativeTo: "superlayer", attribute: .midX))
/// title.addConstraint(CAConstraint(attribute: .maxY, relativeTo: "superlayer", attribute: .maxY, offset: -10))
/// ```
public final class CAConstraint: Sendable {
    /// The source name that stands for the constrained layer's superlayer.
    public static let superlayerName = "superlayer"

    /// The attribute of the constrained layer that the constraint sets.
    public let attribute: CAConstraintAttribute
    /// The source: a sibling's `name`, or `"superlayer"`.
    public let sourceName: String
    /// The source's attribute that the value is computed from.
    public let sourceAttribute: CAConstraintAttribute
    /// The factor the source's value is multiplied by.
    public let scale: CGFloat
    /// The amount added after scaling.
    public let offset: CGFloat

    /// A constraint `attribute = source.sourceAttribute × scale + offset`.
    public init(
        attribute: CAConstraintAttribute, relativeTo sourceName: String,
        attribute sourceAttribute: CAConstraintAttribute,
        scale: CGFloat, offset: CGFloat
    ) {
        self.attribute = attribute
        self.sourceName = sourceName
        self.sourceAttribute = sourceAttribute
        self.scale = scale
        self.offset = offset
    }

    /// A constraint `attribute = source.sourceAttribute + offset`.
    public convenience init(
        attribute: CAConstraintAttribute, relativeTo sourceName: String,
        attribute sourceAttribute: CAConstraintAttribute,
        offset: CGFloat
    ) {
        self.init(attribute: attribute, relativeTo: sourceName, attribute: sourceAttribute, scale: 1, offset: offset)
    }

    /// A constraint `attribute = source.sourceAttribute`.
    public convenience init(
        attribute: CAConstraintAttribute, relativeTo sourceName: String,
        attribute sourceAttribute: CAConstraintAttribute
    ) {
        self.init(attribute: attribute, relativeTo: sourceName, attribute: sourceAttribute, scale: 1, offset: 0)
    }

    /// The constrained value for a source whose geometry is `sourceRect`.
    func value(from sourceRect: CGRect) -> CGFloat {
        sourceAttribute.value(in: sourceRect) * scale + offset
    }
}

extension CALayer {
    /// Appends `constraint` to `constraints` (which marks the superlayer for layout).
    public func addConstraint(_ constraint: CAConstraint) {
        constraints = (constraints ?? []) + [constraint]
    }
}

import Foundation

/// What a declared property is, besides its key, type and default.
struct PropertyTraits: OptionSet, Sendable {
    let rawValue: UInt8

    /// Changes run the property's action (an implicit animation), and animations may target it.
    static let animatable = PropertyTraits(rawValue: 1 << 0)
    /// A change marks the layer for `display()` (`needsDisplay(forKey:)` answers `true`).
    static let needsDisplay = PropertyTraits(rawValue: 1 << 1)
    /// A change marks the layer for `layoutSublayers()` (`setNeedsLayout()`).
    static let needsLayout = PropertyTraits(rawValue: 1 << 2)
    /// Not copied into presentation layers one by one: the copy keeps the model's (a mask, the
    /// sublayers) or copies the storage the property lives in whole (contents, drawing state).
    static let notCopied = PropertyTraits(rawValue: 1 << 3)
    /// Part of the layer's own clock (`containerTiming`): a change moves its sublayers and
    /// animations in time but changes no render node, so a retained render tree re-reads the
    /// timings instead of being built again (`LayerModelGeneration.timingChanges`).
    static let timing = PropertyTraits(rawValue: 1 << 4)
}

import Foundation

/// The text a player's text layers show (lottie-ios's `AnimationKeypathTextProvider`), asked for
/// each text layer by its keypath (its layer names) with the text the file gives it.
public protocol AnimationKeypathTextProvider: AnyObject {
    /// The text to show, or `nil` for the file's own.
    func text(for keypath: AnimationKeypath, sourceText: String) -> String?
}

/// Shows each text layer's own text (lottie-ios's `DefaultTextProvider`).
public final class DefaultTextProvider: AnimationKeypathTextProvider {
    public init() {}
    public func text(for keypath: AnimationKeypath, sourceText: String) -> String? { sourceText }
}

/// Texts by keypath (lottie-ios's `DictionaryTextProvider`): the value for the layer's whole
/// keypath, else for its last name, else the file's own text.
public final class DictionaryTextProvider: AnimationKeypathTextProvider {
    public let values: [String: String]
    public init(_ values: [String: String]) { self.values = values }

    public func text(for keypath: AnimationKeypath, sourceText: String) -> String? {
        values[keypath.string] ?? keypath.keys.last.flatMap { values[$0] } ?? sourceText
    }
}

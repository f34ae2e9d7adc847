import Foundation
import LayerTree

/// Text typed: characters as the input method composed them, in any script, not keys.
public struct TextInputEvent: Sendable {
    /// The text: committed text, or the composition so far while `isComposing`.
    public var text: String
    /// Whether this is an input method's composition in progress (`SDL_TEXTEDITING`), to show
    /// marked; the committed text follows as an event with `isComposing` false.
    public var isComposing: Bool
    /// While composing: the cursor's place in the composition, in characters, and the selected length.
    public var selection: Range<Int>?
    /// When it happened, in media time.
    public var timestamp: CFTimeInterval
}

/// A location in a JSON document, written as `root.sublayers[2].transform[1].rotate`.
///
/// The document itself is `$`; its keys are written without a `$.` prefix so
/// paths read like the property chain a programmer would type. Public so that other
/// decoders of JSON documents (the Lottie module's) report errors in the same form.
public struct JSONPath: Equatable, Sendable, CustomStringConvertible {
    /// The path text; empty for the document itself.
    private let text: String

    private init(_ text: String) { self.text = text }

    /// The whole document, `$`.
    public static let document = JSONPath("")

    /// The member `key` of the object at this path.
    public func key(_ key: String) -> JSONPath { JSONPath(text.isEmpty ? key : text + "." + key) }

    /// The element `index` of the array at this path.
    public func index(_ index: Int) -> JSONPath { JSONPath((text.isEmpty ? "$" : text) + "[\(index)]") }

    /// The path as written in error messages; `$` for the document.
    public var description: String { text.isEmpty ? "$" : text }
}

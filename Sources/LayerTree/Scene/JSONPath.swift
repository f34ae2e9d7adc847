/// A location in a JSON document, written as `root.sublayers[2].transform[1].rotate`.
///
/// The document itself is `$`; its keys are written without a `$.` prefix so
/// paths read like the property chain a programmer would type.
struct JSONPath: Equatable, CustomStringConvertible {
    /// The path text; empty for the document itself.
    private let text: String

    private init(_ text: String) { self.text = text }

    /// The whole document, `$`.
    static let document = JSONPath("")

    /// The member `key` of the object at this path.
    func key(_ key: String) -> JSONPath { JSONPath(text.isEmpty ? key : text + "." + key) }

    /// The element `index` of the array at this path.
    func index(_ index: Int) -> JSONPath { JSONPath((text.isEmpty ? "$" : text) + "[\(index)]") }

    var description: String { text.isEmpty ? "$" : text }
}

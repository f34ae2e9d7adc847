import Foundation

/// One drawing case: the context to make and the calls to make on it, as the fuzzer writes them.
///
/// `{"context": "layer" | "bitmap", "size": [w, h], "layout": [bitsPerComponent, bytesPerRow,
/// bitmapInfo, space], "calls": [["name", number, …], …]}`; `layout` is read for bitmap contexts
/// only (`space`: 0 device RGB, 1 device gray).
struct DrawingCase {
    enum Context { case layer, bitmap }
    var context: Context
    var width: Double, height: Double
    var layout: [Double]
    var calls: [(name: String, arguments: [Double])]

    /// Reads a file of `{"cases": [case, …]}`.
    static func load(_ url: URL) throws -> [DrawingCase] {
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        guard let cases = (document as? [String: Any])?["cases"] as? [[String: Any]] else {
            throw DrawingCaseError("expected {\"cases\": [...]}")
        }
        return try cases.map(DrawingCase.init)
    }

    init(_ object: [String: Any]) throws {
        guard let size = Self.numbers(object["size"]), size.count == 2 else {
            throw DrawingCaseError("expected size [w, h]")
        }
        context = object["context"] as? String == "bitmap" ? .bitmap : .layer
        (width, height) = (size[0], size[1])
        layout = Self.numbers(object["layout"]) ?? []
        guard let calls = object["calls"] as? [[Any]] else { throw DrawingCaseError("expected calls [[name, …]]") }
        self.calls = try calls.map { call in
            guard let name = call.first as? String, let arguments = Self.numbers(Array(call.dropFirst())) else {
                throw DrawingCaseError("expected a call [name, numbers…], got \(call)")
            }
            return (name, arguments)
        }
    }

    private static func numbers(_ value: Any?) -> [Double]? {
        guard let array = value as? [Any] else { return nil }
        let numbers = array.compactMap { ($0 as? NSNumber)?.doubleValue }
        return numbers.count == array.count ? numbers : nil
    }
}

struct DrawingCaseError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

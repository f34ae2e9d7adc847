import Foundation

/// One event-stream case, as the fuzzer writes it: the window's size, the seed of its random layer
/// tree and of the handlers' own changes to it, and the events in the order they are pushed.
///
/// `{"seed": N, "size": [w, h], "events": [["name", argument, …], …]}`; an argument is a number,
/// or for `text` and `edit` a string.
struct EventCase {
    var seed: UInt64
    var width: Int, height: Int
    var events: [(name: String, numbers: [Double], text: String)]

    /// Reads a file of `{"cases": [case, …]}`.
    static func load(_ url: URL) throws -> [EventCase] {
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        guard let cases = (document as? [String: Any])?["cases"] as? [[String: Any]] else {
            throw EventCaseError("expected {\"cases\": [...]}")
        }
        return try cases.map(EventCase.init)
    }

    init(_ object: [String: Any]) throws {
        guard let size = object["size"] as? [Any], size.count == 2,
            let width = (size[0] as? NSNumber)?.doubleValue, let height = (size[1] as? NSNumber)?.doubleValue
        else { throw EventCaseError("expected size [w, h]") }
        // The harness's own conversion: a window between 1 and 2,048 points a side.
        self.width = Int(min(max(width.isFinite ? width : 1, 1), 2048))
        self.height = Int(min(max(height.isFinite ? height : 1, 1), 2048))
        seed = (object["seed"] as? NSNumber)?.uint64Value ?? 0
        guard let events = object["events"] as? [[Any]] else { throw EventCaseError("expected events [[name, …]]") }
        self.events = try events.map { event in
            guard let name = event.first as? String else { throw EventCaseError("expected [name, …], got \(event)") }
            let rest = event.dropFirst()
            return (
                name, rest.compactMap { ($0 as? NSNumber)?.doubleValue },
                rest.compactMap { $0 as? String }.first ?? ""
            )
        }
    }
}

struct EventCaseError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

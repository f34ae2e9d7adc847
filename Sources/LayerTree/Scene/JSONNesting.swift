import Foundation

/// How deep a JSON document nests arrays and objects, from one pass over its bytes.
///
/// Checked before the document is decoded: Foundation's `JSONDecoder` builds a coding path for
/// every value it tries and fails to read as one kind before another, so its cost grows with the
/// number of values times their depth; a few hundred layers nested inside one another took
/// seconds. Brackets inside strings (after an unescaped quote) do not count.
package enum JSONNesting {
    /// The offset of the first byte that opens an array or object deeper than `limit`, if any.
    package static func firstByte(deeperThan limit: Int, in data: Data) -> Int? {
        var depth = 0
        var inString = false
        var escaped = false
        for (offset, byte) in data.enumerated() {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return offset }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return nil
    }
}

import Foundation

/// Code shown in the documentation and compiled by a test: the test file keeps its copy of each
/// listing between `// listing begins` and `// listing ends` lines (the code indented by eight
/// spaces), and checks that the document shows exactly that code, so neither drifts.
enum DocumentedListings {
    /// The marked listings of the Swift file at `path` (a test's `#filePath`), in order, unindented.
    static func compiled(inFile path: String) throws -> [String] {
        let source = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
        return source.components(separatedBy: "// listing begins\n").dropFirst().map { part in
            part.components(separatedBy: "        // listing ends")[0]
                .split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : String($0) }
                .joined(separator: "\n")
        }
    }

    /// The Swift code blocks of `markdown`, in order, without their `import` lines and the blank
    /// lines that then lead.
    static func shown(in markdown: String) -> [String] {
        markdown.components(separatedBy: "```swift\n").dropFirst()
            .map { $0.components(separatedBy: "```")[0] }
            .map { block in
                block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    .filter { !$0.hasPrefix("import ") }.drop { $0.isEmpty }.joined(separator: "\n")
            }
    }

    /// The text of the file at `relativePath` from the package's root, for the test at `testFile`.
    static func document(_ relativePath: String, from testFile: String) throws -> String {
        let root = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("../..")
        return try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }
}

import Foundation
import XCTest

// The compatibility list (Tests/Fixtures/compatibility/members.tsv) kept true: every member it
// marks Y has a usage in CompatibilityUsages.swift, which compiles, so the member exists as Apple
// spells it; every usage names a row of the list; and the DocC article
// Sources/QuartzCore/QuartzCore.docc/Compatibility.md is exactly what the list generates, totals
// included. `scripts/compat-article.sh` (LAYERKIT_WRITE_COMPATIBILITY_ARTICLE=1) writes the article
// from the list.

/// One row of the compatibility list.
struct CompatibilityMember: Equatable {
    enum Status: String, CaseIterable {
        case yes = "Y"
        case partial
        case no
        case notApplicable = "n/a"
    }

    /// `QuartzCore` or `CoreGraphics` (Core Graphics and ImageIO's image sources).
    let group: String
    let type: String
    let member: String
    let status: Status
    let reason: String

    /// The key usages are tagged with: `TYPE.MEMBER`.
    var key: String { "\(type).\(member)" }
}

/// The list, parsed from its tab-separated text.
struct CompatibilityList {
    static let groups = ["QuartzCore", "CoreGraphics"]

    let members: [CompatibilityMember]

    init(text: String) throws {
        var members: [CompatibilityMember] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let where_ = "members.tsv line \(index + 1)"
            guard fields.count == 4 || fields.count == 5 else {
                throw ListError("\(where_): \(fields.count) fields, expected group, type, member, status[, reason]")
            }
            guard Self.groups.contains(fields[0]) else { throw ListError("\(where_): unknown group \(fields[0])") }
            guard let status = CompatibilityMember.Status(rawValue: fields[3]) else {
                throw ListError("\(where_): unknown status \(fields[3])")
            }
            let reason = fields.count == 5 ? fields[4] : ""
            if status == .yes && !reason.isEmpty { throw ListError("\(where_): a Y member takes no reason") }
            if status != .yes && reason.isEmpty {
                throw ListError("\(where_): a \(status.rawValue) member needs a reason")
            }
            members.append(
                CompatibilityMember(
                    group: fields[0], type: fields[1], member: fields[2], status: status, reason: reason))
        }
        var seen = Set<String>()
        for member in members where !seen.insert(member.key).inserted {
            throw ListError("\(member.key) is listed twice")
        }
        self.members = members
    }

    struct ListError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Members, applicable members, and the counts of each status, for one group.
    struct Totals: Equatable {
        var counts: [CompatibilityMember.Status: Int] = [:]
        var all: Int { counts.values.reduce(0, +) }
        var applicable: Int { all - counts[.notApplicable, default: 0] }
        /// The percentage of applicable members that are Y, to one decimal.
        var percentYes: Double {
            applicable == 0 ? 0 : (Double(counts[.yes, default: 0]) * 1000 / Double(applicable)).rounded() / 10
        }
    }

    func totals(of group: String) -> Totals {
        var totals = Totals()
        for member in members where member.group == group { totals.counts[member.status, default: 0] += 1 }
        return totals
    }

    /// The DocC article: the totals, then a table per type.
    func article() -> String {
        var text = """
            # Compatibility with Apple's QuartzCore and Core Graphics

            Which members of Apple's QuartzCore, and of the Core Graphics that layers draw with, LayerKit has.

            ## Overview

            Each member of Apple's API is listed once, as Swift spells it, with its status:
            **Yes** (it exists, under the same name, and behaves as Apple's), **Partial** (it exists,
            and the note says what it does not do), **No** (not in LayerKit yet, or never, as the note
            says) or **Not applicable** (it has no meaning on Linux: Metal, EAGL, CGL, Objective-C
            selectors). Core Graphics is listed where layers and `draw(in:)` code use it: `CGContext`'s
            drawing API and bitmap contexts, paths, colours, colour spaces, gradients, images, data
            providers, affine transforms, and ImageIO's image sources; PDF documents and contexts,
            `CGLayer`, `CGFont`'s glyph API and Core Text are not listed.


            """
        text += "| API | Members | Applicable | Yes | Partial | No | Not applicable | Yes of applicable |\n"
        text += "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n"
        for group in Self.groups {
            let t = totals(of: group)
            let cells =
                [t.all, t.applicable]
                + [CompatibilityMember.Status.yes, .partial, .no, .notApplicable].map {
                    t.counts[$0, default: 0]
                }
            text += "| \(Self.title(of: group)) | " + cells.map(String.init).joined(separator: " | ")
            text += " | " + String(format: "%.1f%%", t.percentYes) + " |\n"
        }
        text += """

            The list is `Tests/Fixtures/compatibility/members.tsv`; this article is generated from it by
            `scripts/compat-article.sh`. The `CompatibilityListTests` test fails when the two differ, when a
            member marked Yes has no usage in `Tests/CoreGraphicsCompatTests/Compatibility/CompatibilityUsages.swift`
            (a file of one-line usages, one per member, that must compile), or when a usage names a member
            the list does not have.

            """
        for group in Self.groups {
            text += "\n## \(Self.title(of: group))\n"
            var types: [String] = []
            for member in members where member.group == group && !types.contains(member.type) {
                types.append(member.type)
            }
            for type in types {
                text += "\n### \(type)\n\n| Member | Status | Note |\n| --- | --- | --- |\n"
                for member in members where member.group == group && member.type == type {
                    text += "| `\(member.member)` | \(Self.label(of: member.status)) |"
                    text += member.reason.isEmpty ? " |\n" : " \(member.reason) |\n"
                }
            }
        }
        return text
    }

    static func title(of group: String) -> String {
        group == "CoreGraphics" ? "Core Graphics and ImageIO" : group
    }

    static func label(of status: CompatibilityMember.Status) -> String {
        switch status {
        case .yes: "Yes"
        case .partial: "Partial"
        case .no: "No"
        case .notApplicable: "Not applicable"
        }
    }
}

final class CompatibilityListTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let listURL = root.appendingPathComponent("Tests/Fixtures/compatibility/members.tsv")
    static let usagesURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("CompatibilityUsages.swift")
    static let articleURL = root.appendingPathComponent("Sources/QuartzCore/QuartzCore.docc/Compatibility.md")

    func loadList() throws -> CompatibilityList {
        try CompatibilityList(text: String(contentsOf: Self.listURL, encoding: .utf8))
    }

    /// The keys of the usage file's `// compat: KEY` lines.
    func usageKeys() throws -> [String] {
        let prefix = "// compat: "
        return try String(contentsOf: Self.usagesURL, encoding: .utf8).split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix(prefix) ? String(trimmed.dropFirst(prefix.count)) : nil
        }
    }

    func testEveryYesMemberHasAUsageAndEveryUsageIsListed() throws {
        let list = try loadList()
        let used = Set(try usageKeys())
        let listed = Set(list.members.map(\.key))
        let unused = list.members.filter { $0.status == .yes && !used.contains($0.key) }.map(\.key)
        XCTAssertEqual(unused, [], "members marked Y with no usage in CompatibilityUsages.swift")
        let unlisted = try usageKeys().filter { !listed.contains($0) }
        XCTAssertEqual(unlisted, [], "usages whose member is not in members.tsv")
    }

    func testTheArticleIsGeneratedFromTheList() throws {
        let list = try loadList()
        let generated = list.article()
        if ProcessInfo.processInfo.environment["LAYERKIT_WRITE_COMPATIBILITY_ARTICLE"] != nil {
            try generated.write(to: Self.articleURL, atomically: true, encoding: .utf8)
        }
        let article = try String(contentsOf: Self.articleURL, encoding: .utf8)
        XCTAssertEqual(article, generated, "Compatibility.md differs from members.tsv: run scripts/compat-article.sh")
    }

    /// The totals the article states, read back from its table, are the list's own counts.
    func testTheArticleStatesTheListsTotals() throws {
        let list = try loadList()
        let article = try String(contentsOf: Self.articleURL, encoding: .utf8)
        for group in CompatibilityList.groups {
            let totals = list.totals(of: group)
            let row = article.split(separator: "\n").first { $0.hasPrefix("| \(CompatibilityList.title(of: group)) |") }
            let cells = row.map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } } ?? []
            XCTAssertEqual(cells.count, 8, "the totals row of \(group)")
            guard cells.count == 8 else { continue }
            XCTAssertEqual(Int(cells[1]), totals.all, group)
            XCTAssertEqual(Int(cells[2]), totals.applicable, group)
            XCTAssertEqual(Int(cells[3]), totals.counts[.yes, default: 0], group)
            XCTAssertEqual(Double(cells[7].dropLast()), totals.percentYes, group)
        }
    }
}

/// A stroke's dash lengths as lottie-ios gives them to Core Animation.
enum LottieDashPattern {
    /// The length a zero-length dash is drawn with.
    ///
    /// A round-capped stroke of dots is a pattern of 0 and a gap. lottie-ios draws each 0 as
    /// 0.01 points (Core Animation draws zero-length dashes as pills, it says), which makes the
    /// pattern's period 0.01 longer: over a long line the dots fall behind, and a phase of 16
    /// gaps no longer lands where 0 does (issue_1557's dots at 100%).
    static let zeroDashLength = 0.01

    /// `lengths` with each zero made `zeroDashLength`; empty (solid) when all are zero, as
    /// lottie-ios leaves such a pattern out.
    static func lengths(_ lengths: [Double]) -> [Double] {
        lengths.allSatisfy { $0 == 0 } ? [] : lengths.map { $0 == 0 ? zeroDashLength : $0 }
    }
}

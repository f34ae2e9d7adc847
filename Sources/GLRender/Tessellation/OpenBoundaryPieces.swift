import Foundation

/// The boundary pieces of a fill's edges that wait to be merged with the next slab's piece of the
/// same edge (`PathFillTessellator`), kept by edge index.
///
/// Arrays as long as the fill's edges, where a dictionary of pieces and a set per slab of the
/// edges extended in it hashed each edge at every slab: a fill changing at every frame (a Lottie
/// file's trimmed or morphing paths) spent more instructions hashing than walking its slabs.
struct OpenBoundaryPieces {
    typealias Piece = (a: Point2, b: Point2, normal: Point2)

    private var pieces: [Piece?]
    /// The slab in which each edge's piece was last started or extended.
    private var extendedIn: [Int]
    /// The edges that have a piece, oldest first.
    private var openEdges: [Int] = []

    init(edgeCount: Int) {
        pieces = Array(repeating: nil, count: edgeCount)
        extendedIn = Array(repeating: -1, count: edgeCount)
    }

    /// The piece open on `edge`, if any.
    subscript(edge: Int) -> Piece? { pieces[edge] }

    /// Starts or extends `edge`'s piece in `slab`.
    mutating func set(_ piece: Piece, on edge: Int, in slab: Int) {
        if pieces[edge] == nil { openEdges.append(edge) }
        pieces[edge] = piece
        extendedIn[edge] = slab
    }

    /// Hands `close` each piece not started or extended in `slab`, oldest first, and forgets it.
    mutating func closePieces(notExtendedIn slab: Int, _ close: (Piece) -> Void) {
        var kept = 0
        for index in openEdges.indices {
            let edge = openEdges[index]
            if extendedIn[edge] == slab {
                openEdges[kept] = edge
                kept += 1
            } else if let piece = pieces[edge] {
                close(piece)
                pieces[edge] = nil
            }
        }
        openEdges.removeLast(openEdges.count - kept)
    }

    /// Hands `close` every piece still open, oldest first, and forgets them.
    mutating func closeAll(_ close: (Piece) -> Void) {
        closePieces(notExtendedIn: Int.min, close)
    }
}

import QuartzCore

extension LottieBezier {
    /// The same outline wound the other way from the same first vertex: the other vertices in
    /// reverse order, each one's in and out tangents swapped.
    ///
    /// After Effects draws a rectangle, ellipse or star with `d: 3` this way (lottie-ios's
    /// `PathDirection.counterClockwise`): the outline looks alike, but a trim path's start, end
    /// and offset run along it the other way, and a dash pattern starts the other way round.
    var reversedFromFirstVertex: LottieBezier {
        guard vertices.count > 1 else { return self }
        let order = [0] + Array((1..<vertices.count).reversed())
        return LottieBezier(
            vertices: order.map { vertices[$0] }, inTangents: order.map { outTangents[$0] },
            outTangents: order.map { inTangents[$0] }, isClosed: isClosed)
    }
}

/// The boxes that finding one frame's damage measured for its changed layers (`Planner.damageBox`)
/// in its tree, kept with the frame drawn: the next frame's damage needs the same layers' boxes in
/// that same tree, as their old boxes.
///
/// An animation changes the same layers frame after frame, so each frame asked again for the
/// boxes the last one had just measured, each a walk from the root through every superlayer's
/// transform (LottieLogo1, PinJump: a twentieth of a frame's instructions). Both are measured in
/// one tree, at one scale and within one target (damage is tracked only while the target holds),
/// so the box is the same.
struct DamageBoxes {
    /// Each changed layer's box in the tree, by node index; nil where it draws nowhere.
    var byNode: [Int: PixelRect?] = [:]
    /// Boxes this frame's damage tracking measured, old and new.
    var measured = 0
    /// Old boxes it took from the last frame's instead.
    var reused = 0
}

import GLRender

/// The family of the font `font` draws in, as Core Text's function names it: its own family when
/// the system has it, else the family the system falls back to (fontconfig's default sans-serif).
///
/// So `CTFontCopyFamilyName(CTFontCreateWithName("Avenir Next Medium" as CFString, 20, nil))` is
/// "Avenir Next" where that family is installed, and "DejaVu Sans" on a system that has only DejaVu.
public func CTFontCopyFamilyName(_ font: CTFont) -> CFString {
    FontFamilyMatch.family(drawnFor: font.name)
}

/// Why the window host could not do what it was asked.
public struct WindowHostError: Error, CustomStringConvertible {
    /// What went wrong, in one line.
    public let description: String

    init(_ description: String) { self.description = description }
}

/// The last `capacity` values appended, oldest dropped first: a window left open for days keeps
/// a fixed amount, however many frames it draws.
struct RecentValues {
    let capacity: Int
    private var storage: [Double] = []
    /// Where the next value goes once the storage is full (the oldest value's slot).
    private var next = 0

    init(capacity: Int) {
        precondition(capacity > 0)
        self.capacity = capacity
        storage.reserveCapacity(capacity)
    }

    var count: Int { storage.count }

    mutating func append(_ value: Double) {
        if storage.count < capacity {
            storage.append(value)
        } else {
            storage[next] = value
            next = (next + 1) % capacity
        }
    }

    /// The kept values, oldest first.
    var inOrder: [Double] { Array(storage[next...] + storage[..<next]) }

    /// The newest `n` values, oldest first.
    func suffix(_ n: Int) -> [Double] { Array(inOrder.suffix(n)) }
}

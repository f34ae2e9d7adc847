// CATransaction.h's keys for `CATransaction.value(forKey:)` and `setValue(_:forKey:)`: the same
// values `setAnimationDuration(_:)` and its neighbours read and write.

/// The transaction key `animationDuration`, for `CATransaction.value(forKey:)` and `setValue(_:forKey:)`.
public let kCATransactionAnimationDuration = "animationDuration"
/// The transaction key `disableActions`, for `CATransaction.value(forKey:)` and `setValue(_:forKey:)`.
public let kCATransactionDisableActions = "disableActions"
/// The transaction key `animationTimingFunction`, for `CATransaction.value(forKey:)` and `setValue(_:forKey:)`.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The transaction key `completionBlock`, for `CATransaction.value(forKey:)` and `setValue(_:forKey:)`.
public let kCATransactionCompletionBlock = "completionBlock"

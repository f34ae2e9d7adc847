// CATransaction.h's keys for `CATransaction.value(forKey:)` and `setValue(_:forKey:)`: the same
// values `setAnimationDuration(_:)` and its neighbours read and write.

public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"

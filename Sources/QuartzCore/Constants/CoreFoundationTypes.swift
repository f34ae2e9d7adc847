// Core Foundation's type names that QuartzCore's Swift interface uses, for the code that spells
// them (`CFString` lives with the Core Text keys that are typed by it).

/// Any Core Foundation object, as Swift sees `CFTypeRef` on Apple's platforms: a class instance.
/// `CATextLayer.font` takes one (and plain strings too).
public typealias CFTypeRef = AnyObject

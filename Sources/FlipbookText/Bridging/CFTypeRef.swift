/// Core Foundation's generic object reference, as `CATextLayer.font` uses it (a `CTFont`, a `CGFont` or a
/// font name `CFString`).
public typealias CFTypeRef = AnyObject

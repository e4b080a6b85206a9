import Foundation
// Until the graphics branch lands (it defines CFString = NSString publicly).
public typealias CFString = NSString

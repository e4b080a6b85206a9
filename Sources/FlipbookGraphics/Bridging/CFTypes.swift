import Foundation

/// Core Foundation's array type. On Apple platforms `CFArray` is toll-free bridged with `NSArray`; here it
/// is `NSArray` itself, so that Apple code such as `[color1, color2] as CFArray` compiles unchanged.
public typealias CFArray = NSArray

/// Core Foundation's string type, bridged with `NSString` as on Apple platforms (colour space names use it).
public typealias CFString = NSString

/// Core Foundation's dictionary type, bridged with `NSDictionary` as on Apple platforms (the auxiliary
/// info of transparency layers uses it).
public typealias CFDictionary = NSDictionary

/// Core Foundation's data type, bridged with `NSData` as on Apple platforms (`CGDataProvider.data` uses it).
public typealias CFData = NSData

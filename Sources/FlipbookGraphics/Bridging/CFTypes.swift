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

/// Core Foundation's mutable data type, bridged with `NSMutableData` as on Apple platforms
/// (`CGImageDestinationCreateWithData` writes into one).
public typealias CFMutableData = NSMutableData

/// Core Foundation's URL type, bridged with `NSURL` as on Apple platforms (`url as CFURL` for a `URL`;
/// `CGImageSourceCreateWithURL` and `CGImageDestinationCreateWithURL` take one).
public typealias CFURL = NSURL

/// The first byte of `theData`'s contents, as Core Foundation's function of that name; valid while `theData` lives
/// (`CFDataGetBytePtr(image.dataProvider!.data)` reads a ``CGImage``'s pixels).
public func CFDataGetBytePtr(_ theData: CFData!) -> UnsafePointer<UInt8>! {
    theData.bytes.assumingMemoryBound(to: UInt8.self)
}

import Foundation

/// Core Foundation's memory allocator. Flipbook has no custom allocators: the type exists so that calls written for
/// Apple platforms, `CFURLCreateWithFileSystemPath(kCFAllocatorDefault, …)`, compile; every allocator is the default.
public final class CFAllocator: Sendable {
    init() {}
}

/// The default allocator, as Core Foundation's `kCFAllocatorDefault` (passing `nil` means the same).
public let kCFAllocatorDefault: CFAllocator! = CFAllocator()

// Swift Testing on Linux declares a cross-import overlay for UIKit (Testing.swiftcrossimport/
// UIKit.swiftoverlay): a file that imports both `Testing` and a module named `UIKit` makes the compiler
// load `_Testing_UIKit`, and fails with "no such module" when it does not exist. On Apple platforms that
// overlay adds image attachments; Flipbook ships this module under that name so that an iOS test file with
// `import UIKit` and `import Testing` compiles unchanged. It declares nothing.

// Foundation reaches the users of Flipbook through this module only, so that this module's `Timer` shadows
// Foundation's (Swift prefers a declaration from a module that re-exports the other one). Modules above must not
// re-export Foundation themselves: a second path to it would make `Timer` ambiguous.
@_exported import Foundation

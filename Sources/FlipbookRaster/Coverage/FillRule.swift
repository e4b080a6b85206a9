/// How the winding number of a point decides whether it is inside a path.
package enum FillRule: Sendable, Equatable {
    /// Inside when the winding number is not zero.
    case nonZero
    /// Inside when the winding number is odd.
    case evenOdd
}

/// An object that key paths name by its `name` inside an array property, as Core Animation names the cells of an
/// emitter (`emitterCells.fire.birthRate`): the component after the array's key picks the first element of that
/// name, and the components after it name a value of that element (see `SubValueAccess`).
package protocol KeyPathNamedElement: AnyObject {
    /// The name key paths use, or `nil` (never matched).
    var name: String? { get }

    /// The value the key path `components` (at least one) names inside the element, or `nil`.
    func value(atKeyPath components: ArraySlice<String>) -> Any?

    /// A copy of the element with the value at `components` (at least one) replaced by `newPart`, or `nil` when the
    /// path does not apply or `newPart` has the wrong type. The element itself is left unchanged, so that a
    /// presentation copy's animated value never reaches the model's element.
    func replacing(_ components: ArraySlice<String>, with newPart: Any?) -> (any KeyPathNamedElement)?
}

extension Array where Element == any KeyPathNamedElement {
    /// The index of the first element named `name`.
    func index(named name: String) -> Int? {
        firstIndex { $0.name == name }
    }
}

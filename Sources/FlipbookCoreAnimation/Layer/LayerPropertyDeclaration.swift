/// A property declaration in a class's `Properties` struct: a `LayerProperty`, or a descriptor for a property computed
/// from others. The class's table collects them in declaration order (see `LayerPropertyTable.init(declaredIn:defaults:)`).
package protocol LayerPropertyDeclaration {
    /// The type-erased description the table holds.
    var descriptor: LayerPropertyDescriptor { get }
}

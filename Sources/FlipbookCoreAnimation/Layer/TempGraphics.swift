extension CALayer {
    func graphicsValue(of property: LayerProperty) -> Any? { nil }
    func setGraphicsValue(_ value: Any?, of property: LayerProperty) {}
    func drawContents() {}
}

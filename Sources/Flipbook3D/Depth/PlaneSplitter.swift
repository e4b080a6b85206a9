import FlipbookCoreAnimation
import Foundation

/// Puts the planar layers of one 3D rendering context in visibility order, back to front, splitting planes that
/// cross: a BSP tree over the layers' quads in the context's space after the perspective divide, where the view is
/// an orthographic one down −z (larger z nearer).
///
/// Each layer is given by its 4×4 transform and the area it draws in its own coordinates; the part in front of
/// the eye (`W ≥ 10⁻⁶`) is kept. Of the first four layers of a list (the input order: centre depth) with a plane,
/// the one whose plane crosses the fewest others becomes the node; the others are classified against its plane with a tolerance on the projected distance of 10⁻⁷ of the
/// size of the numbers involved (at least 1 point): within it on both sides the layer is coplanar (drawn with the node, in input order), a
/// layer touching the plane (cube faces sharing an edge) goes to the side it is on, one on both sides is split by
/// the line where the plane meets it, in its own coordinates. A node whose normal faces the viewer draws its back
/// subtree, itself, then its front subtree; one facing away the reverse.
///
/// Bounded work: at most ``maximumLayers`` layers go through the tree (a larger context keeps the input order,
/// unsplit) and at most ``maximumFragments`` fragments are made (beyond, a layer that would be split goes whole to
/// the side of its vertices' mean distance). A layer with no area in front of the eye, or not finite, is
/// listed first, whole (the compositor draws nothing of it); a degenerate one (no plane: its area at most 10⁻⁹ of
/// its diameter squared, such as a layer scaled to a line or a point) splits nothing and goes whole to one side of
/// each plane.
package enum PlaneSplitter {
    /// The most layers of one context put through the tree.
    package static let maximumLayers = 512
    /// The most fragments made for one context.
    package static let maximumFragments = 4096
    /// The tolerance on distances to a plane, relative to the size of the coordinates involved.
    package static let relativeTolerance = 1e-7
    /// How many polygons of a list are tried as its node (the one crossing the fewest others is taken).
    package static let nodeCandidates = 4
    /// A layer whose area is at most this fraction of its diameter squared has no plane (degenerate).
    package static let degenerateArea = 1e-9

    /// One layer of the context: its transform into the context's space and the area it draws in its own
    /// coordinates (`nil`: nothing).
    package struct Layer {
        /// From the layer's coordinates into the context's 3D space (row vectors).
        package var transform: CATransform3D
        /// The area the layer draws on, in its own coordinates; `nil` when it draws nothing.
        package var area: CGRect?

        /// The layer placed by `transform`, drawing on `area`.
        package init(_ transform: CATransform3D, area: CGRect?) {
            self.transform = transform
            self.area = area
        }
    }

    /// The fragments of `layers`, back to front. Each layer appears once whole, or as several fragments whose
    /// half-planes divide it.
    package static func order(_ layers: [Layer]) -> [DepthFragment] {
        var hidden: [DepthFragment] = []
        var polygons: [DepthPolygon] = []
        for (index, layer) in layers.enumerated() {
            if let area = layer.area, let polygon = DepthPolygon(index: index, transform: layer.transform, area: area) {
                polygons.append(polygon)
            } else {
                hidden.append(DepthFragment(index: index))
            }
        }
        guard polygons.count > 1, polygons.count <= maximumLayers else {
            return hidden + polygons.map { DepthFragment(index: $0.index, outline: $0.vertices) }
        }
        var tree = Tree(polygons: polygons)
        return hidden + tree.fragments()
    }

    /// The BSP tree, built and walked without recursion (its depth can reach the number of fragments).
    private struct Tree {
        struct Node {
            /// The polygons drawn at the node (its own and those coplanar with it), in input order.
            var polygons: [Int] = []
            var back: Int?
            var front: Int?
            /// Whether the node's normal points towards the viewer (+z), so that its front side is nearer.
            var facesViewer = true
        }

        var polygons: [DepthPolygon]
        var nodes: [Node] = []

        init(polygons: [DepthPolygon]) {
            self.polygons = polygons
        }

        /// The plane of polygon `id`, `nil` when it is degenerate.
        func plane(of id: Int) -> SIMD4<Double>? {
            polygons[id].plane(relativeArea: PlaneSplitter.degenerateArea)
        }

        /// Builds the tree over every polygon and lists its fragments back to front.
        mutating func fragments() -> [DepthFragment] {
            nodes = [Node()]
            var pending = [(list: Array(polygons.indices), node: 0)]
            while let (list, node) = pending.popLast() {
                let sides = fill(node, with: list)
                if !sides.back.isEmpty {
                    nodes[node].back = nodes.count
                    pending.append((sides.back, nodes.count))
                    nodes.append(Node())
                }
                if !sides.front.isEmpty {
                    nodes[node].front = nodes.count
                    pending.append((sides.front, nodes.count))
                    nodes.append(Node())
                }
            }
            var result: [DepthFragment] = []
            var steps: [(node: Int, draw: Bool)] = [(0, false)]
            while let (index, draw) = steps.popLast() {
                let node = nodes[index]
                if draw {
                    result += node.polygons.map {
                        DepthFragment(index: polygons[$0].index, halfPlanes: polygons[$0].halfPlanes,
                                      outline: polygons[$0].vertices)
                    }
                    continue
                }
                let (far, near) = node.facesViewer ? (node.back, node.front) : (node.front, node.back)
                if let near { steps.append((near, false)) }
                steps.append((index, true))
                if let far { steps.append((far, false)) }
            }
            return result
        }

        /// Of the first ``PlaneSplitter/nodeCandidates`` polygons of `list` with a plane, the one whose plane
        /// crosses the fewest others (the first on ties): its position in `list`, its plane, and where the vertices
        /// of every polygon of `list` lie relative to it; `nil` when no polygon of the list has a plane.
        private func node(of list: [Int]) -> (position: Int, plane: SIMD4<Double>, sides: [[DepthPolygon.Side]])? {
            var best: (position: Int, plane: SIMD4<Double>, sides: [[DepthPolygon.Side]], crossings: Int)?
            var candidates = 0
            for (position, id) in list.enumerated() where candidates < PlaneSplitter.nodeCandidates {
                guard let plane = plane(of: id) else { continue }
                candidates += 1
                let sides = list.map { polygons[$0].sides(of: plane, relativeTolerance: PlaneSplitter.relativeTolerance) }
                let crossings = sides.count { $0.contains(where: \.isFront) && $0.contains(where: \.isBack) }
                if best.map({ crossings < $0.crossings }) ?? true { best = (position, plane, sides, crossings) }
                if crossings == 0 { break }
            }
            return best.map { ($0.position, $0.plane, $0.sides) }
        }

        /// Makes `node` the node of a polygon of `list` with a plane (see ``node(of:)``), classifying the others
        /// (split when they cross it): what goes behind and in front of it. A list without planes is a leaf in
        /// input order.
        private mutating func fill(_ node: Int, with list: [Int]) -> (back: [Int], front: [Int]) {
            guard let (first, plane, listSides) = self.node(of: list) else {
                nodes[node].polygons = list
                return ([], [])
            }
            nodes[node].facesViewer = plane.z >= 0
            var back: [Int] = [], front: [Int] = [], coplanar: [Int] = []
            for (position, id) in list.enumerated() {
                if position == first {
                    coplanar.append(id)
                    continue
                }
                let sides = listSides[position]
                let isFront = sides.contains(where: \.isFront), isBack = sides.contains(where: \.isBack)
                switch (isBack, isFront) {
                case (false, false): coplanar.append(id)
                case (true, false): back.append(id)
                case (false, true): front.append(id)
                case (true, true):
                    let splits = polygons.count < PlaneSplitter.maximumFragments
                        && self.plane(of: id) != nil
                    guard splits else {
                        let mean = sides.reduce(0) { $0 + $1.distance }
                        if mean < 0 { back.append(id) } else { front.append(id) }
                        continue
                    }
                    let pieces = polygons[id].split(by: plane, sides: sides)
                    polygons[id] = pieces.back
                    back.append(id)
                    front.append(polygons.count)
                    polygons.append(pieces.front)
                }
            }
            nodes[node].polygons = coplanar
            return (back, front)
        }
    }
}

import FlipbookRaster

/// The 53 scenes of the reference C benchmark (same names, parameters, seeds, sizes and colours):
/// six size-swept shape families × sizes 8…256, then 17 fixed scenes.
enum SceneCatalogue {
    static let sizes = [8, 16, 32, 64, 128, 256]
    static let w = Double(SceneContext.width), h = Double(SceneContext.height)

    static var all: [BenchmarkScene] {
        var scenes: [BenchmarkScene] = []
        for (prefix, description, run) in sweeps {
            for size in sizes {
                scenes.append(BenchmarkScene(name: "\(prefix)_\(size)", description: description,
                                             setup: { c in c.rng = XorShift32(seed: 12345); c.size = size }, run: run))
            }
        }
        return scenes + fixed
    }

    static var sweeps: [(String, String, (SceneContext, Int) -> Void)] { [
        ("fill_rect_a", "pixel-aligned rect, solid random RGBA, src-over (bl_bench FillRectA)", { c, ops in
            let s = c.size
            for _ in 0..<ops {
                let x = Int(c.rng.unit() * Double(SceneContext.width - s)), y = Int(c.rng.unit() * Double(SceneContext.height - s))
                var path = RasterPath()
                path.addRect(x: Double(x), y: Double(y), width: Double(s), height: Double(s))
                c.painter.fill(path, in: &c.surface, paint: .solid(c.randomColor()))
            }
        }),
        ("fill_rect_u", "fractional rect, AA (bl_bench FillRectU)", { c, ops in
            let s = Double(c.size)
            for _ in 0..<ops {
                let x = c.rng.unit() * (w - s), y = c.rng.unit() * (h - s)
                var path = RasterPath()
                path.addRect(x: x, y: y, width: s, height: s)
                c.painter.fill(path, in: &c.surface, paint: .solid(c.randomColor()))
            }
        }),
        ("fill_rrect_u", "AA rounded rect r=size/8, fractional (bl_bench FillRoundU)", { c, ops in
            let s = Double(c.size), r = max(s / 8, 1)
            for _ in 0..<ops {
                let x = c.rng.unit() * (w - s), y = c.rng.unit() * (h - s)
                let color = c.randomColor()
                c.painter.fill(SceneContext.roundedRect(x, y, s, s, r), in: &c.surface, paint: .solid(color))
            }
        }),
        ("fill_rrect_rot", "AA rounded rect rotated (bl_bench FillRoundRot)", { c, ops in
            let s = Double(c.size), r = max(s / 8, 1)
            let shape = SceneContext.roundedRect(-s / 2, -s / 2, s, s, r)
            for _ in 0..<ops {
                let cx = s + c.rng.unit() * (w - 2 * s), cy = s + c.rng.unit() * (h - 2 * s)
                let angle = c.rng.unit() * 2 * Double.pi
                let color = c.randomColor()
                c.painter.fill(shape, in: &c.surface, paint: .solid(color),
                               transform: Transform2D.rotation(angle).concatenating(.translation(cx, cy)))
            }
        }),
        ("stroke_rrect_u", "AA rounded rect stroke w=2 (bl_bench StrokeRoundU)", { c, ops in
            let s = Double(c.size), r = max(s / 8, 1)
            let style = StrokeStyle(width: 2)
            for _ in 0..<ops {
                let x = c.rng.unit() * (w - s - 4) + 2, y = c.rng.unit() * (h - s - 4) + 2
                let color = c.randomColor()
                c.painter.stroke(SceneContext.roundedRect(x, y, s, s, r), style: style, in: &c.surface, paint: .solid(color))
            }
        }),
        ("fill_circle", "AA circle, diameter=size, fractional centre", { c, ops in
            let s = Double(c.size)
            for _ in 0..<ops {
                let x = c.rng.unit() * (w - s), y = c.rng.unit() * (h - s)
                let color = c.randomColor()
                var path = RasterPath()
                path.addEllipse(x: x, y: y, width: s, height: s)
                c.painter.fill(path, in: &c.surface, paint: .solid(color))
            }
        }),
    ] }

    /// The 200-point star: 400 vertices alternating between radii `outer` and `inner`.
    static func star(cx: Double, cy: Double, points: Int, outer: Double, inner: Double) -> RasterPath {
        var path = RasterPath()
        for k in 0..<(2 * points) {
            let (s, co) = DeterministicMath.sinCos(-Double.pi / 2 + Double(k) * Double.pi / Double(points))
            let r = k & 1 == 1 ? inner : outer
            let p = Vec2(cx + r * co, cy + r * s)
            if k == 0 { path.move(to: p) } else { path.line(to: p) }
        }
        path.close()
        return path
    }

    static func fillAll(_ c: SceneContext, _ ops: Int, paint: Paint, blend: BlendMode = .normal,
                        width: Double = w, height: Double = h, large: Bool = false) {
        var rect = RasterPath()
        rect.addRect(x: 0, y: 0, width: width, height: height)
        for _ in 0..<ops {
            if large {
                c.painter.fill(rect, in: &c.surface1k, paint: paint, blend: blend)
            } else {
                c.painter.fill(rect, in: &c.surface, paint: paint, blend: blend)
            }
        }
    }

    static let gradientStops = [
        ColorStop(offset: 0, color: RasterColor(red: 0.2, green: 0.5, blue: 0.6, alpha: 0.8)),
        ColorStop(offset: 1, color: RasterColor(red: 0.86, green: 0.55, blue: 0.3, alpha: 0.7)),
    ]
    static let solid = RasterColor(red: 0.2, green: 0.5, blue: 0.6, alpha: 0.78)
    static func imageSetup(_ c: SceneContext) { c.rng = XorShift32(seed: 12345) }

    static var fixed: [BenchmarkScene] { [
        BenchmarkScene(name: "star200_fill", description: "200-point star (400 vertices) R=300, nonzero") { c, ops in
            for _ in 0..<ops {
                let color = c.randomColor()
                c.painter.fill(star(cx: w / 2 + 0.37, cy: h / 2 + 0.21, points: 200, outer: 300, inner: 140),
                               in: &c.surface, paint: .solid(color))
            }
        },
        BenchmarkScene(name: "star200_stroke", description: "same star stroked w=3 round joins") { c, ops in
            let style = StrokeStyle(width: 3, join: .round)
            for _ in 0..<ops {
                let color = c.randomColor()
                c.painter.stroke(star(cx: w / 2 + 0.37, cy: h / 2 + 0.21, points: 200, outer: 300, inner: 140),
                                 style: style, in: &c.surface, paint: .solid(color))
            }
        },
        BenchmarkScene(name: "polygram199_evenodd", description: "{199/97} self-intersecting polygram R=300, even-odd") { c, ops in
            let n = 199, k = 97
            for _ in 0..<ops {
                let color = c.randomColor()
                var path = RasterPath()
                for v in 0..<n {
                    let (s, co) = DeterministicMath.sinCos(-Double.pi / 2 + 2 * Double.pi * Double((v * k) % n) / Double(n))
                    let p = Vec2(w / 2 + 300 * co, h / 2 + 300 * s)
                    if v == 0 { path.move(to: p) } else { path.line(to: p) }
                }
                path.close()
                c.painter.fill(path, in: &c.surface, paint: .solid(color), rule: .evenOdd)
            }
        },
        BenchmarkScene(name: "dash_stroke_rrect200", description: "dashed [6,4] w=2 round-cap stroke of 200x200 rrect") { c, ops in
            let style = StrokeStyle(width: 2, cap: .round, dashes: [6, 4])
            for _ in 0..<ops {
                let x = c.rng.unit() * (w - 210) + 5, y = c.rng.unit() * (h - 210) + 5
                let color = c.randomColor()
                c.painter.stroke(SceneContext.roundedRect(x, y, 200, 200, 24), style: style, in: &c.surface, paint: .solid(color))
            }
        },
        BenchmarkScene(name: "solid_source_full", description: "full 640x960 solid fill, OPERATOR_SOURCE (memset-like)",
                       pixelsPerOp: 640 * 960) { c, ops in fillAll(c, ops, paint: .solid(solid), blend: .copy) },
        BenchmarkScene(name: "solid_over_full", description: "full 640x960 solid alpha=0.78 src-over",
                       pixelsPerOp: 640 * 960) { c, ops in fillAll(c, ops, paint: .solid(solid)) },
        BenchmarkScene(name: "lingrad_full_640x960", description: "2-stop linear gradient (1024x1024 rect clipped to 640x960)",
                       pixelsPerOp: 640 * 960) { c, ops in
            let g = LinearGradient(start: Vec2(0, 0), end: Vec2(w, h), stops: gradientStops)
            fillAll(c, ops, paint: Paint(.linearGradient(g)), width: 1024, height: 1024)
        },
        BenchmarkScene(name: "lingrad_1024x1024", description: "2-stop linear gradient filling a 1024x1024 surface",
                       usesLargeTarget: true, pixelsPerOp: 1024 * 1024) { c, ops in
            let g = LinearGradient(start: Vec2(0, 0), end: Vec2(1024, 1024), stops: gradientStops)
            fillAll(c, ops, paint: Paint(.linearGradient(g)), width: 1024, height: 1024, large: true)
        },
        BenchmarkScene(name: "radgrad_full_640x960", description: "3-stop radial gradient, full surface",
                       pixelsPerOp: 640 * 960) { c, ops in
            let g = RadialGradient(startCenter: Vec2(w / 2, h / 2), startRadius: 0, endCenter: Vec2(w / 2, h / 2), endRadius: 500,
                                   stops: [gradientStops[0],
                                           ColorStop(offset: 0.5, color: RasterColor(red: 0.9, green: 0.9, blue: 0.2, alpha: 0.6)),
                                           gradientStops[1]])
            fillAll(c, ops, paint: Paint(.radialGradient(g)))
        },
        BenchmarkScene(name: "image_blit_256", description: "256x256 ARGB image, integer offset, src-over",
                       pixelsPerOp: 256 * 256, setup: imageSetup) { c, ops in
            for _ in 0..<ops {
                let x = Int(c.rng.unit() * (w - 256)), y = Int(c.rng.unit() * (h - 256))
                c.painter.composite(c.image256, x: x, y: y, onto: &c.surface)
            }
        },
        BenchmarkScene(name: "image_bilinear_scale_400x300", description: "256x256 image scaled x1.5625 into 400x300 clip, bilinear",
                       pixelsPerOp: 400 * 300, setup: imageSetup) { c, ops in
            let scale = 400.0 / 256
            for _ in 0..<ops {
                let x = c.rng.unit() * (w - 400), y = c.rng.unit() * (h - 300)
                let placement = Transform2D.translation(0, -(256 - 300 * 256 / 400.0) / 2)
                    .concatenating(.scale(scale, scale)).concatenating(.translation(x, y))
                var clip = RasterPath()
                clip.addRect(x: x, y: y, width: 400, height: 300)
                c.painter.fill(clip, in: &c.surface,
                               paint: Paint(.image(ImagePattern(image: c.image256, transform: placement, filter: .bilinear))))
            }
        },
        BenchmarkScene(name: "image_bilinear_rot10", description: "256x256 image rotated 10deg scaled 1.3, bilinear, AA edges",
                       setup: imageSetup) { c, ops in
            for _ in 0..<ops {
                let cx = 200 + c.rng.unit() * (w - 400), cy = 200 + c.rng.unit() * (h - 400)
                let placement = Transform2D.translation(-128, -128).concatenating(.scale(1.3, 1.3))
                    .concatenating(.rotation(10 * Double.pi / 180)).concatenating(.translation(cx, cy))
                c.painter.draw(c.image256, in: &c.surface, transform: placement, filter: .bilinear)
            }
        },
        BenchmarkScene(name: "image_clip_rrect_256", description: "256x256 image clipped by AA rounded rect r=24 (masksToBounds)",
                       setup: imageSetup) { c, ops in
            for _ in 0..<ops {
                let x = c.rng.unit() * (w - 256), y = c.rng.unit() * (h - 256)
                c.painter.fill(SceneContext.roundedRect(x, y, 256, 256, 24), in: &c.surface,
                               paint: Paint(.image(ImagePattern(image: c.image256, transform: .translation(x, y), filter: .bilinear))))
            }
        },
        BenchmarkScene(name: "shadow_rrect200_sigma8", description: "A8 mask + 3x box blur (sigma 8) + mask composite + shape",
                       run: ShadowScene.run),
        BenchmarkScene(name: "blur_gauss49_252x252", description: "exact separable Gaussian, 49 taps, on 252x252 A8",
                       pixelsPerOp: ShadowScene.dimension * ShadowScene.dimension, setup: ShadowScene.prepareBlur) { c, ops in
            for _ in 0..<ops { GaussianBlur.blur(&c.shadowMask, sigma: ShadowScene.sigma) }
        },
        BenchmarkScene(name: "blur_box3_252x252", description: "3x box blur d=15 (sigma 8) on 252x252 A8, sliding sums",
                       pixelsPerOp: ShadowScene.dimension * ShadowScene.dimension, setup: ShadowScene.prepareBlur) { c, ops in
            for _ in 0..<ops { GaussianBlur.boxBlur(&c.shadowMask, sigma: ShadowScene.sigma) }
        },
        BenchmarkScene(name: "group_opacity_100rrect", description: "push_group + 100 rrects 64px + paint_with_alpha(0.5)") { c, ops in
            // The group layer is as large as the target, as cairo's push_group.
            guard var layer = try? Pixmap(width: SceneContext.width, height: SceneContext.height) else { return }
            for _ in 0..<ops {
                layer.fill(0)
                for _ in 0..<100 {
                    let x = c.rng.unit() * (w - 64), y = c.rng.unit() * (h - 64)
                    let color = c.randomColor()
                    c.painter.fill(SceneContext.roundedRect(x, y, 64, 64, 8), in: &layer, paint: .solid(color))
                }
                c.painter.composite(layer, x: 0, y: 0, onto: &c.surface, alpha: 0.5)
            }
        },
    ] }
}

/*
 * Flipbook's cairo reference scenes.
 *
 * Renders a handful of geometries with cairo (image surface, ARGB32, default anti-aliasing) into
 * <output-folder>/<scene>.png. Tests/FlipbookGraphicsTests/Cairo/CairoAgreementTests.swift draws the
 * same geometry through CGContext (in a top-left, y-down user space, as cairo's) and compares.
 * Every scene is 200×200 on an opaque white background.
 *
 * Build and run: scripts/cairo-agreement
 */
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#define SIZE 200

static void star(cairo_t *cr, double cx, double cy, double r) {
    for (int i = 0; i < 5; i++) {
        double a = -M_PI / 2 + i * 4 * M_PI / 5;
        double x = cx + r * cos(a), y = cy + r * sin(a);
        if (i == 0) cairo_move_to(cr, x, y); else cairo_line_to(cr, x, y);
    }
    cairo_close_path(cr);
}

static void scene_rects(cairo_t *cr) {
    cairo_set_source_rgba(cr, 0.86, 0.2, 0.18, 1);
    cairo_rectangle(cr, 10.5, 10.25, 80.5, 60.75);
    cairo_fill(cr);
    cairo_set_source_rgba(cr, 0.16, 0.38, 0.85, 0.6);
    cairo_rectangle(cr, 50.3, 40.7, 100.2, 90.4);
    cairo_fill(cr);
    cairo_set_source_rgba(cr, 0.2, 0.65, 0.32, 1);
    for (int i = 0; i < 8; i++) {
        cairo_rectangle(cr, 12 + i * 22.3, 150.2 + i * 0.125, 15.6, 35.5);
    }
    cairo_fill(cr);
}

static void scene_circles(cairo_t *cr) {
    cairo_set_source_rgba(cr, 0.16, 0.38, 0.85, 1);
    cairo_arc(cr, 60, 60, 45.5, 0, 2 * M_PI);
    cairo_fill(cr);
    cairo_set_source_rgba(cr, 0.86, 0.2, 0.18, 0.7);
    cairo_save(cr);
    cairo_translate(cr, 130, 120);
    cairo_scale(cr, 60, 35);
    cairo_arc(cr, 0, 0, 1, 0, 2 * M_PI);
    cairo_restore(cr);
    cairo_fill(cr);
    cairo_set_source_rgba(cr, 0.2, 0.65, 0.32, 1);
    for (int i = 0; i < 6; i++) {
        cairo_new_sub_path(cr);
        cairo_arc(cr, 20.25 + i * 30, 180, 3 + i * 2.1, 0, 2 * M_PI);
    }
    cairo_fill(cr);
}

static void scene_strokes(cairo_t *cr) {
    cairo_set_source_rgba(cr, 0.16, 0.38, 0.85, 1);
    cairo_set_line_width(cr, 12);
    cairo_line_cap_t caps[3] = {CAIRO_LINE_CAP_BUTT, CAIRO_LINE_CAP_ROUND, CAIRO_LINE_CAP_SQUARE};
    cairo_line_join_t joins[3] = {CAIRO_LINE_JOIN_MITER, CAIRO_LINE_JOIN_ROUND, CAIRO_LINE_JOIN_BEVEL};
    for (int i = 0; i < 3; i++) {
        cairo_set_line_cap(cr, caps[i]);
        cairo_set_line_join(cr, joins[i]);
        double x = 20 + i * 60;
        cairo_move_to(cr, x, 90);
        cairo_line_to(cr, x + 20, 20);
        cairo_line_to(cr, x + 40, 90);
        cairo_stroke(cr);
    }
    cairo_set_source_rgba(cr, 0.86, 0.2, 0.18, 1);
    cairo_set_line_width(cr, 5);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_move_to(cr, 20, 180);
    cairo_curve_to(cr, 60, 100, 120, 200, 180, 120);
    cairo_stroke(cr);
    cairo_set_source_rgba(cr, 0.2, 0.65, 0.32, 1);
    cairo_set_line_width(cr, 1);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_rectangle(cr, 20.5, 110.5, 60, 30);
    cairo_stroke(cr);
}

static void scene_dashes(cairo_t *cr) {
    cairo_set_source_rgba(cr, 0.86, 0.2, 0.18, 1);
    cairo_set_line_width(cr, 4);
    double pattern1[2] = {12, 6};
    cairo_set_dash(cr, pattern1, 2, 0);
    cairo_arc(cr, 60, 60, 45, 0, 2 * M_PI);
    cairo_stroke(cr);
    double pattern2[4] = {2, 4, 10, 4};
    cairo_set_dash(cr, pattern2, 4, 3);
    cairo_set_source_rgba(cr, 0.16, 0.38, 0.85, 1);
    cairo_rectangle(cr, 120, 15, 65, 90);
    cairo_stroke(cr);
    double pattern3[2] = {20, 10};
    cairo_set_dash(cr, pattern3, 2, 5);
    cairo_set_line_width(cr, 8);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_source_rgba(cr, 0.2, 0.65, 0.32, 1);
    cairo_move_to(cr, 15, 150);
    cairo_line_to(cr, 185, 180);
    cairo_stroke(cr);
}

static void add_stops(cairo_pattern_t *p) {
    cairo_pattern_add_color_stop_rgba(p, 0, 0.86, 0.2, 0.18, 1);
    cairo_pattern_add_color_stop_rgba(p, 0.4, 0.98, 0.78, 0.1, 1);
    cairo_pattern_add_color_stop_rgba(p, 1, 0.16, 0.38, 0.85, 1);
}

static void scene_linear_gradient(cairo_t *cr) {
    cairo_pattern_t *p = cairo_pattern_create_linear(20, 30, 180, 170);
    add_stops(p);
    cairo_set_source(cr, p);
    cairo_rectangle(cr, 10, 10, 180, 180);
    cairo_fill(cr);
    cairo_pattern_destroy(p);
}

static void scene_radial_gradient(cairo_t *cr) {
    cairo_pattern_t *p = cairo_pattern_create_radial(85, 80, 10, 100, 100, 85);
    add_stops(p);
    cairo_set_source(cr, p);
    cairo_rectangle(cr, 0, 0, SIZE, SIZE);
    cairo_fill(cr);
    cairo_pattern_destroy(p);
}

static void scene_stars(cairo_t *cr) {
    cairo_set_source_rgba(cr, 0.16, 0.38, 0.85, 1);
    star(cr, 55, 60, 48);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
    cairo_fill(cr);
    star(cr, 145, 60, 48);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
    cairo_fill(cr);
    /* A star and a circle of the opposite direction, non-zero: the circle cuts the star's arms. */
    cairo_set_source_rgba(cr, 0.86, 0.2, 0.18, 0.8);
    star(cr, 100, 150, 45);
    cairo_new_sub_path(cr);
    cairo_arc_negative(cr, 100, 150, 20, 0, -2 * M_PI);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
    cairo_fill(cr);
}

static const struct {
    const char *name;
    void (*draw)(cairo_t *);
} scenes[] = {
    {"rects", scene_rects},
    {"circles", scene_circles},
    {"strokes", scene_strokes},
    {"dashes", scene_dashes},
    {"linear-gradient", scene_linear_gradient},
    {"radial-gradient", scene_radial_gradient},
    {"stars", scene_stars},
};

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s <output-folder>\n", argv[0]);
        return 2;
    }
    for (size_t i = 0; i < sizeof scenes / sizeof scenes[0]; i++) {
        cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, SIZE, SIZE);
        cairo_t *cr = cairo_create(surface);
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
        scenes[i].draw(cr);
        char path[4096];
        snprintf(path, sizeof path, "%s/%s.png", argv[1], scenes[i].name);
        cairo_status_t status = cairo_surface_write_to_png(surface, path);
        cairo_destroy(cr);
        cairo_surface_destroy(surface);
        if (status != CAIRO_STATUS_SUCCESS) {
            fprintf(stderr, "%s: %s\n", path, cairo_status_to_string(status));
            return 1;
        }
        printf("%s\n", path);
    }
    return 0;
}

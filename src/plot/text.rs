//! Text in figures: DejaVu Sans (bundled, as matplotlib bundles it, so no system fonts are
//! needed) measured and turned into glyph outlines. Renderers fill the outlines like any other
//! path, so PNG and SVG show the same letters.

use super::path::{Path, Seg};
use ab_glyph::{Font, FontRef, GlyphId, OutlineCurve};
use std::sync::OnceLock;

static DEJAVU_SANS: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");

fn font() -> Option<&'static FontRef<'static>> {
    static FONT: OnceLock<Option<FontRef<'static>>> = OnceLock::new();
    FONT.get_or_init(|| FontRef::try_from_slice(DEJAVU_SANS).ok()).as_ref()
}

/// A run of text's size in pixels: `width` from the pen's start to its end, `ascent` above the
/// baseline and `descent` below it (ink, at least that of "lp", as matplotlib lays out lines).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Extent {
    pub width: f64,
    pub ascent: f64,
    pub descent: f64,
}

impl Extent {
    pub fn height(&self) -> f64 {
        self.ascent + self.descent
    }
}

/// Pixels per font unit at `size_px` pixels per em.
fn scale(f: &FontRef<'static>, size_px: f64) -> f64 {
    size_px / f64::from(f.units_per_em().unwrap_or(2048.0))
}

/// Glyphs and their pen positions (font units) for one line.
fn layout(f: &FontRef<'static>, text: &str) -> Vec<(GlyphId, f64)> {
    let mut out = Vec::with_capacity(text.len());
    let mut pen = 0.0;
    let mut prev: Option<GlyphId> = None;
    for c in text.chars() {
        let id = f.glyph_id(c);
        if let Some(p) = prev {
            pen += f64::from(f.kern_unscaled(p, id));
        }
        out.push((id, pen));
        pen += f64::from(f.h_advance_unscaled(id));
        prev = Some(id);
    }
    out
}

fn advance(f: &FontRef<'static>, text: &str) -> f64 {
    layout(f, text).last().map(|(id, pen)| pen + f64::from(f.h_advance_unscaled(*id))).unwrap_or(0.0)
}

/// Ink above and below the baseline, font units.
fn ink(f: &FontRef<'static>, text: &str) -> (f64, f64) {
    let (mut up, mut down) = (0.0f64, 0.0f64);
    for c in text.chars() {
        if let Some(o) = f.outline(f.glyph_id(c)) {
            // ab_glyph's unscaled bounds hold the top (y_max, y up) in `min.y` and the
            // bottom in `max.y`.
            up = up.max(f64::from(o.bounds.min.y));
            down = down.max(-f64::from(o.bounds.max.y));
        }
    }
    (up, down)
}

/// The extent of `text` set at `size_px` pixels per em.
pub fn measure(text: &str, size_px: f64) -> Extent {
    let Some(f) = font() else {
        return Extent { width: 0.6 * size_px * text.chars().count() as f64, ascent: 0.76 * size_px, descent: 0.24 * size_px };
    };
    let s = scale(f, size_px);
    let (up, down) = ink(f, text);
    let (lp_up, lp_down) = ink(f, "lp");
    Extent { width: advance(f, text) * s, ascent: up.max(lp_up) * s, descent: down.max(lp_down) * s }
}

/// The outlines of `text` with its baseline starting at the origin, in pixels (y down).
pub fn outline(text: &str, size_px: f64) -> Path {
    let mut path = Path::new();
    let Some(f) = font() else {
        return path;
    };
    let s = scale(f, size_px);
    for (id, pen) in layout(f, text) {
        let Some(o) = f.outline(id) else {
            continue;
        };
        let pt = |p: ab_glyph::Point| ((pen + f64::from(p.x)) * s, -f64::from(p.y) * s);
        let mut last: Option<(f64, f64)> = None;
        for curve in &o.curves {
            let (start, seg) = match *curve {
                OutlineCurve::Line(a, b) => {
                    let (x, y) = pt(b);
                    (pt(a), Seg::LineTo(x, y))
                }
                OutlineCurve::Quad(a, b, c) => {
                    let (bx, by) = pt(b);
                    let (x, y) = pt(c);
                    (pt(a), Seg::QuadTo(bx, by, x, y))
                }
                OutlineCurve::Cubic(a, b, c, d) => {
                    let (bx, by) = pt(b);
                    let (cx, cy) = pt(c);
                    let (x, y) = pt(d);
                    (pt(a), Seg::CubicTo(bx, by, cx, cy, x, y))
                }
            };
            let continues = last.is_some_and(|(lx, ly)| (lx - start.0).abs() < 1e-9 && (ly - start.1).abs() < 1e-9);
            if !continues {
                if last.is_some() {
                    path.close();
                }
                path.move_to(start.0, start.1);
            }
            path.segs.push(seg);
            last = Some(match seg {
                Seg::LineTo(x, y) | Seg::QuadTo(_, _, x, y) | Seg::CubicTo(_, _, _, _, x, y) => (x, y),
                _ => start,
            });
        }
        if last.is_some() {
            path.close();
        }
    }
    path
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bundled_font_loads_and_measures() {
        let e = measure("0.2", 10.0 * 100.0 / 72.0);
        assert!(e.width > 15.0 && e.width < 30.0, "{e:?}");
        assert!(e.ascent > 9.0 && e.ascent < 12.0, "{e:?}");
        let wide = measure("0.25", 13.9);
        assert!(wide.width > e.width);
        assert!(!outline("Ag", 14.0).is_empty());
    }
}

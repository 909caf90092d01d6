//! The PNG renderer: a `Canvas` over a tiny-skia pixmap (anti-aliased, as matplotlib's Agg).

use super::canvas::{Canvas, Cap, Join, Pixels, PxRect, Stroke};
use super::color::Rgba;
use super::path::{Path, Seg};
use tiny_skia as sk;

pub struct Raster {
    pixmap: sk::Pixmap,
    /// The mask of the last clip rectangle asked for (axes clip the same box many times).
    clip: Option<(PxRect, sk::Mask)>,
}

#[derive(Debug, thiserror::Error)]
pub enum RasterError {
    #[error("a figure of {0}x{1} pixels is too large to draw")]
    TooLarge(u32, u32),
    #[error("PNG encoding failed: {0}")]
    Encode(String),
}

/// Figures above this many pixels are refused (a typo in figsize or dpi, not a picture).
const MAX_PIXELS: u64 = 64 * 1024 * 1024;

impl Raster {
    pub fn new(width: u32, height: u32, background: Rgba) -> Result<Raster, RasterError> {
        if u64::from(width) * u64::from(height) > MAX_PIXELS {
            return Err(RasterError::TooLarge(width, height));
        }
        let mut pixmap = sk::Pixmap::new(width.max(1), height.max(1)).ok_or(RasterError::TooLarge(width, height))?;
        pixmap.fill(color(background));
        Ok(Raster { pixmap, clip: None })
    }

    pub fn encode_png(&self) -> Result<Vec<u8>, RasterError> {
        self.pixmap.encode_png().map_err(|e| RasterError::Encode(e.to_string()))
    }
}

/// The mask of `clip`, rebuilt only when the rectangle changes.
fn clip_mask(cache: &mut Option<(PxRect, sk::Mask)>, w: u32, h: u32, clip: Option<PxRect>) -> Option<&sk::Mask> {
    let r = clip?;
    let fresh = !matches!(cache, Some((c, _)) if *c == r);
    if fresh {
        let mut m = sk::Mask::new(w, h)?;
        let rect = sk::Rect::from_ltrb(r.x0 as f32, r.y0 as f32, r.x1 as f32, r.y1 as f32)?;
        m.fill_path(&sk::PathBuilder::from_rect(rect), sk::FillRule::Winding, false, sk::Transform::identity());
        *cache = Some((r, m));
    }
    cache.as_ref().map(|(_, m)| m)
}

fn color(c: Rgba) -> sk::Color {
    sk::Color::from_rgba(c.r.clamp(0.0, 1.0) as f32, c.g.clamp(0.0, 1.0) as f32, c.b.clamp(0.0, 1.0) as f32, c.a.clamp(0.0, 1.0) as f32)
        .unwrap_or(sk::Color::BLACK)
}

fn paint(c: Rgba) -> sk::Paint<'static> {
    let mut p = sk::Paint::default();
    p.set_color(color(c));
    p.anti_alias = true;
    p
}

/// Coordinates far outside the canvas are pulled in (tiny-skia drops paths it cannot fix-point).
fn c(v: f64) -> f32 {
    v.clamp(-1e6, 1e6) as f32
}

fn sk_path(p: &Path) -> Option<sk::Path> {
    let mut b = sk::PathBuilder::new();
    for s in &p.segs {
        match *s {
            Seg::MoveTo(x, y) => b.move_to(c(x), c(y)),
            Seg::LineTo(x, y) => b.line_to(c(x), c(y)),
            Seg::QuadTo(x1, y1, x, y) => b.quad_to(c(x1), c(y1), c(x), c(y)),
            Seg::CubicTo(x1, y1, x2, y2, x, y) => b.cubic_to(c(x1), c(y1), c(x2), c(y2), c(x), c(y)),
            Seg::Close => b.close(),
        }
    }
    b.finish()
}

impl Canvas for Raster {
    fn fill(&mut self, path: &Path, fill: Rgba, clip: Option<PxRect>) {
        if fill.a <= 0.0 {
            return;
        }
        let Some(p) = sk_path(path) else {
            return;
        };
        let paint = paint(fill);
        let (w, h) = (self.pixmap.width(), self.pixmap.height());
        let mask = clip_mask(&mut self.clip, w, h, clip);
        self.pixmap.fill_path(&p, &paint, sk::FillRule::Winding, sk::Transform::identity(), mask);
    }

    fn stroke(&mut self, path: &Path, stroke: &Stroke, clip: Option<PxRect>) {
        if stroke.color.a <= 0.0 || stroke.width <= 0.0 {
            return;
        }
        let Some(p) = sk_path(path) else {
            return;
        };
        let paint = paint(stroke.color);
        let mut s = sk::Stroke { width: stroke.width as f32, ..sk::Stroke::default() };
        s.line_cap = match stroke.cap {
            Cap::Butt => sk::LineCap::Butt,
            Cap::Round => sk::LineCap::Round,
            Cap::Square => sk::LineCap::Square,
        };
        s.line_join = match stroke.join {
            Join::Miter => sk::LineJoin::Miter,
            Join::Round => sk::LineJoin::Round,
            Join::Bevel => sk::LineJoin::Bevel,
        };
        if let Some(d) = &stroke.dashes {
            let mut v: Vec<f32> = d.iter().map(|x| x.max(0.01) as f32).collect();
            if v.len() % 2 == 1 {
                v.extend_from_within(..);
            }
            s.dash = sk::StrokeDash::new(v, 0.0);
        }
        let (w, h) = (self.pixmap.width(), self.pixmap.height());
        let mask = clip_mask(&mut self.clip, w, h, clip);
        self.pixmap.stroke_path(&p, &paint, &s, sk::Transform::identity(), mask);
    }

    fn image(&mut self, img: &Pixels, dest: PxRect, smooth: bool, clip: Option<PxRect>) {
        let (w, h) = (img.width as u32, img.height as u32);
        if w == 0 || h == 0 || img.rgba.len() < img.width * img.height * 4 || dest.width().abs() < 1e-9 || dest.height().abs() < 1e-9 {
            return;
        }
        let Some(mut src) = sk::Pixmap::new(w, h) else {
            return;
        };
        for (dst, px) in src.pixels_mut().iter_mut().zip(img.rgba.chunks_exact(4)) {
            *dst = sk::ColorU8::from_rgba(px[0], px[1], px[2], px[3]).premultiply();
        }
        let sx = dest.width() / f64::from(w);
        let sy = dest.height() / f64::from(h);
        let t = sk::Transform::from_row(sx as f32, 0.0, 0.0, sy as f32, dest.x0 as f32, dest.y0 as f32);
        let quality = if smooth { sk::FilterQuality::Bilinear } else { sk::FilterQuality::Nearest };
        let paint = sk::PixmapPaint { quality, ..sk::PixmapPaint::default() };
        let (pw, ph) = (self.pixmap.width(), self.pixmap.height());
        let mask = clip_mask(&mut self.clip, pw, ph, clip);
        self.pixmap.draw_pixmap(0, 0, src.as_ref(), &paint, t, mask);
    }
}

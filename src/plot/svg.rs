//! The SVG renderer: a `Canvas` writing SVG elements over `fmt::Write`. Text arrives as glyph
//! outlines (matplotlib's `svg.fonttype = 'path'`), so the picture needs no fonts; images are
//! embedded as PNG data.

use super::canvas::{Canvas, Cap, Join, Pixels, PxRect, Stroke};
use super::color::Rgba;
use super::path::{Path, Seg};
use std::fmt::Write;

pub struct Svg {
    body: String,
    clips: Vec<PxRect>,
    width: u32,
    height: u32,
}

impl Svg {
    pub fn new(width: u32, height: u32, background: Rgba) -> Svg {
        let mut s = Svg { body: String::new(), clips: Vec::new(), width, height };
        s.fill(&Path::rect(0.0, 0.0, f64::from(width), f64::from(height)), background, None);
        s
    }

    /// The document: sized in points (as matplotlib writes it) with a pixel viewBox.
    pub fn finish(self) -> String {
        let (w, h) = (self.width, self.height);
        let mut out = String::new();
        let _ = writeln!(out, "<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"no\"?>");
        let _ = writeln!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"{}pt\" height=\"{}pt\" viewBox=\"0 0 {w} {h}\" version=\"1.1\">",
            (f64::from(w) * 72.0).round() / 100.0,
            (f64::from(h) * 72.0).round() / 100.0
        );
        if !self.clips.is_empty() {
            out.push_str("<defs>\n");
            for (i, c) in self.clips.iter().enumerate() {
                let _ = writeln!(
                    out,
                    "<clipPath id=\"c{i}\"><rect x=\"{:.2}\" y=\"{:.2}\" width=\"{:.2}\" height=\"{:.2}\"/></clipPath>",
                    c.x0,
                    c.y0,
                    c.width(),
                    c.height()
                );
            }
            out.push_str("</defs>\n");
        }
        out.push_str(&self.body);
        out.push_str("</svg>\n");
        out
    }

    fn clip_attr(&mut self, clip: Option<PxRect>) -> String {
        let Some(c) = clip else {
            return String::new();
        };
        let i = match self.clips.iter().position(|k| *k == c) {
            Some(i) => i,
            None => {
                self.clips.push(c);
                self.clips.len() - 1
            }
        };
        format!(" clip-path=\"url(#c{i})\"")
    }
}

fn d(p: &Path) -> String {
    let mut s = String::new();
    for seg in &p.segs {
        let _ = match *seg {
            Seg::MoveTo(x, y) => write!(s, "M{x:.2} {y:.2}"),
            Seg::LineTo(x, y) => write!(s, "L{x:.2} {y:.2}"),
            Seg::QuadTo(a, b, x, y) => write!(s, "Q{a:.2} {b:.2} {x:.2} {y:.2}"),
            Seg::CubicTo(a, b, c, e, x, y) => write!(s, "C{a:.2} {b:.2} {c:.2} {e:.2} {x:.2} {y:.2}"),
            Seg::Close => write!(s, "Z"),
        };
    }
    s
}

fn rgb(c: Rgba) -> String {
    let [r, g, b, _] = c.to_bytes();
    format!("#{r:02x}{g:02x}{b:02x}")
}

impl Canvas for Svg {
    fn fill(&mut self, path: &Path, color: Rgba, clip: Option<PxRect>) {
        if color.a <= 0.0 || path.is_empty() {
            return;
        }
        let clip = self.clip_attr(clip);
        let opacity = if color.a < 1.0 { format!(" fill-opacity=\"{:.3}\"", color.a) } else { String::new() };
        let _ = writeln!(self.body, "<path d=\"{}\" fill=\"{}\"{opacity}{clip}/>", d(path), rgb(color));
    }

    fn stroke(&mut self, path: &Path, s: &Stroke, clip: Option<PxRect>) {
        if s.color.a <= 0.0 || s.width <= 0.0 || path.is_empty() {
            return;
        }
        let clip = self.clip_attr(clip);
        let cap = match s.cap {
            Cap::Butt => "butt",
            Cap::Round => "round",
            Cap::Square => "square",
        };
        let join = match s.join {
            Join::Miter => "miter",
            Join::Round => "round",
            Join::Bevel => "bevel",
        };
        let dash = s
            .dashes
            .as_ref()
            .map(|v| format!(" stroke-dasharray=\"{}\"", v.iter().map(|x| format!("{x:.2}")).collect::<Vec<_>>().join(",")))
            .unwrap_or_default();
        let opacity = if s.color.a < 1.0 { format!(" stroke-opacity=\"{:.3}\"", s.color.a) } else { String::new() };
        let _ = writeln!(
            self.body,
            "<path d=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{:.2}\" stroke-linecap=\"{cap}\" stroke-linejoin=\"{join}\"{dash}{opacity}{clip}/>",
            d(path),
            rgb(s.color),
            s.width
        );
    }

    fn image(&mut self, img: &Pixels, dest: PxRect, smooth: bool, clip: Option<PxRect>) {
        let Some(png) = encode_rgba_png(img) else {
            return;
        };
        let clip = self.clip_attr(clip);
        let rendering = if smooth { "" } else { " style=\"image-rendering:pixelated\"" };
        let _ = writeln!(
            self.body,
            "<image x=\"{:.2}\" y=\"{:.2}\" width=\"{:.2}\" height=\"{:.2}\" preserveAspectRatio=\"none\"{rendering}{clip} xlink:href=\"data:image/png;base64,{}\"/>",
            dest.x0,
            dest.y0,
            dest.width(),
            dest.height(),
            crate::mime::base64(&png)
        );
    }
}

/// A straight-alpha RGBA image as PNG bytes.
fn encode_rgba_png(img: &Pixels) -> Option<Vec<u8>> {
    let mut p = tiny_skia::Pixmap::new(u32::try_from(img.width).ok()?, u32::try_from(img.height).ok()?)?;
    for (dst, px) in p.pixels_mut().iter_mut().zip(img.rgba.chunks_exact(4)) {
        *dst = tiny_skia::ColorU8::from_rgba(px[0], px[1], px[2], px[3]).premultiply();
    }
    p.encode_png().ok()
}

//! What a renderer must do: fill and stroke paths and draw images, in figure pixels (y down),
//! optionally clipped to a rectangle. `draw` speaks only this; `raster` (PNG) and `svg`
//! implement it.

use super::color::Rgba;
use super::path::Path;

/// A rectangle in pixels, y down: (x0, y0) top-left, (x1, y1) bottom-right.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PxRect {
    pub x0: f64,
    pub y0: f64,
    pub x1: f64,
    pub y1: f64,
}

impl PxRect {
    pub fn width(&self) -> f64 {
        self.x1 - self.x0
    }
    pub fn height(&self) -> f64 {
        self.y1 - self.y0
    }
    pub fn contains(&self, x: f64, y: f64) -> bool {
        x >= self.x0 && x <= self.x1 && y >= self.y0 && y <= self.y1
    }
    pub fn overlaps(&self, o: &PxRect) -> bool {
        self.x0 < o.x1 && o.x0 < self.x1 && self.y0 < o.y1 && o.y0 < self.y1
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cap {
    Butt,
    Round,
    Square,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Join {
    Miter,
    Round,
    Bevel,
}

/// How a path's outline is drawn (width and dashes in pixels).
#[derive(Debug, Clone, PartialEq)]
pub struct Stroke {
    pub color: Rgba,
    pub width: f64,
    pub dashes: Option<Vec<f64>>,
    pub cap: Cap,
    pub join: Join,
}

impl Stroke {
    pub fn solid(color: Rgba, width: f64) -> Stroke {
        Stroke { color, width, dashes: None, cap: Cap::Butt, join: Join::Miter }
    }
}

/// An RGBA image (straight alpha, rows top to bottom).
pub struct Pixels<'a> {
    pub width: usize,
    pub height: usize,
    pub rgba: &'a [u8],
}

pub trait Canvas {
    fn fill(&mut self, path: &Path, color: Rgba, clip: Option<PxRect>);
    fn stroke(&mut self, path: &Path, stroke: &Stroke, clip: Option<PxRect>);
    /// Draw `img` stretched over `dest`; `smooth` interpolates, else nearest pixels.
    fn image(&mut self, img: &Pixels, dest: PxRect, smooth: bool, clip: Option<PxRect>);
}

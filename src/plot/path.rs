//! Vector paths in figure pixels (y down), the one shape every renderer draws: lines, patches,
//! marker outlines and glyph outlines all become a `Path`.

/// One segment of a path.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Seg {
    MoveTo(f64, f64),
    LineTo(f64, f64),
    QuadTo(f64, f64, f64, f64),
    CubicTo(f64, f64, f64, f64, f64, f64),
    Close,
}

/// A sequence of subpaths.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Path {
    pub segs: Vec<Seg>,
}

impl Path {
    pub fn new() -> Path {
        Path::default()
    }
    pub fn move_to(&mut self, x: f64, y: f64) {
        self.segs.push(Seg::MoveTo(x, y));
    }
    pub fn line_to(&mut self, x: f64, y: f64) {
        self.segs.push(Seg::LineTo(x, y));
    }
    pub fn close(&mut self) {
        self.segs.push(Seg::Close);
    }
    pub fn is_empty(&self) -> bool {
        self.segs.is_empty()
    }
    /// An axis-aligned rectangle.
    pub fn rect(x0: f64, y0: f64, x1: f64, y1: f64) -> Path {
        let mut p = Path::new();
        p.move_to(x0, y0);
        p.line_to(x1, y0);
        p.line_to(x1, y1);
        p.line_to(x0, y1);
        p.close();
        p
    }
    /// A polyline through `pts`; a non-finite point breaks it (matplotlib leaves NaN gaps).
    pub fn polyline(pts: impl IntoIterator<Item = (f64, f64)>) -> Path {
        let mut p = Path::new();
        let mut pen_down = false;
        for (x, y) in pts {
            if !(x.is_finite() && y.is_finite()) {
                pen_down = false;
                continue;
            }
            if pen_down {
                p.line_to(x, y);
            } else {
                p.move_to(x, y);
                pen_down = true;
            }
        }
        p
    }
    /// A circle of radius `r` (four cubic arcs).
    pub fn circle(cx: f64, cy: f64, r: f64) -> Path {
        const K: f64 = 0.552_284_749_830_793_4;
        let k = K * r;
        let mut p = Path::new();
        p.move_to(cx + r, cy);
        p.segs.push(Seg::CubicTo(cx + r, cy + k, cx + k, cy + r, cx, cy + r));
        p.segs.push(Seg::CubicTo(cx - k, cy + r, cx - r, cy + k, cx - r, cy));
        p.segs.push(Seg::CubicTo(cx - r, cy - k, cx - k, cy - r, cx, cy - r));
        p.segs.push(Seg::CubicTo(cx + k, cy - r, cx + r, cy - k, cx + r, cy));
        p.close();
        p
    }
    /// Each point mapped by `f` (a translation, scale or rotation of the whole path).
    pub fn map(&self, f: impl Fn(f64, f64) -> (f64, f64)) -> Path {
        let segs = self
            .segs
            .iter()
            .map(|s| match *s {
                Seg::MoveTo(x, y) => {
                    let (x, y) = f(x, y);
                    Seg::MoveTo(x, y)
                }
                Seg::LineTo(x, y) => {
                    let (x, y) = f(x, y);
                    Seg::LineTo(x, y)
                }
                Seg::QuadTo(a, b, x, y) => {
                    let (a, b) = f(a, b);
                    let (x, y) = f(x, y);
                    Seg::QuadTo(a, b, x, y)
                }
                Seg::CubicTo(a, b, c, d, x, y) => {
                    let (a, b) = f(a, b);
                    let (c, d) = f(c, d);
                    let (x, y) = f(x, y);
                    Seg::CubicTo(a, b, c, d, x, y)
                }
                Seg::Close => Seg::Close,
            })
            .collect();
        Path { segs }
    }
    /// Append another path's subpaths.
    pub fn extend(&mut self, other: &Path) {
        self.segs.extend_from_slice(&other.segs);
    }
}

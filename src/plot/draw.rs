//! Laying out and drawing a figure on a `Canvas`, with matplotlib's default geometry: axes
//! limits (autoscale with margins), ticks and their labels, spines, titles, legends and
//! colorbars, then the artists in z-order, clipped to their axes.
//!
//! Sizes given in points (matplotlib's unit) become pixels with the figure's dpi.

use super::canvas::{Canvas, Cap, Join, Pixels, PxRect, Stroke};
use super::color::{LineStyle, Marker, PathCmd, Rgba};
use super::colormap;
use super::figure::*;
use super::path::Path;
use super::text;
use super::ticks;

/// Tick marks and label padding (rcParams xtick.major.size/pad, axes.labelpad, axes.titlepad).
const TICK_LEN: f64 = 3.5;
const TICK_WIDTH: f64 = 0.8;
const TICK_PAD: f64 = 3.5;
const LABEL_PAD: f64 = 4.0;
const TITLE_PAD: f64 = 6.0;
const SPINE_WIDTH: f64 = 0.8;

/// One axis laid out: view limits and the ticks shown.
#[derive(Debug, Clone)]
pub struct AxisLayout {
    pub lo: f64,
    pub hi: f64,
    pub log: bool,
    pub inverted: bool,
    pub ticks: Vec<f64>,
    pub labels: Vec<ticks::Label>,
    pub minor: Vec<f64>,
    pub offset: String,
    /// Every tick location the locator gave (matplotlib's `get_xticks()`), and their labels.
    pub locs: Vec<f64>,
    pub all_labels: Vec<ticks::Label>,
}

impl AxisLayout {
    /// The fraction (0..1 along the axis' direction) of a data value.
    fn frac(&self, v: f64) -> f64 {
        let t = if self.log {
            let (a, b) = (self.lo.log10(), self.hi.log10());
            if v <= 0.0 {
                f64::NEG_INFINITY
            } else {
                (v.log10() - a) / (b - a)
            }
        } else {
            (v - self.lo) / (self.hi - self.lo)
        };
        if self.inverted {
            1.0 - t
        } else {
            t
        }
    }
}

/// An axes laid out: its box in pixels and its two axes.
#[derive(Debug, Clone)]
pub struct AxesLayout {
    pub bbox: PxRect,
    pub x: AxisLayout,
    pub y: AxisLayout,
}

impl AxesLayout {
    fn px_x(&self, v: f64, coords: Coords) -> f64 {
        let t = if coords == Coords::Axes { v } else { self.x.frac(v) };
        self.bbox.x0 + t * self.bbox.width()
    }
    fn px_y(&self, v: f64, coords: Coords) -> f64 {
        let t = if coords == Coords::Axes { v } else { self.y.frac(v) };
        self.bbox.y1 - t * self.bbox.height()
    }
}

struct Ctx {
    dpi: f64,
    w: f64,
    h: f64,
}

impl Ctx {
    /// Points to pixels.
    fn px(&self, pt: f64) -> f64 {
        pt * self.dpi / 72.0
    }
    fn frac_box(&self, f: &Frac) -> PxRect {
        PxRect { x0: f.x0 * self.w, x1: (f.x0 + f.w) * self.w, y0: (1.0 - f.y0 - f.h) * self.h, y1: (1.0 - f.y0) * self.h }
    }
}

/// Data limits of an axes' artists along x (`is_x`) or y: (lo, hi, sticky values), None when
/// no artist has a finite value there.
fn data_limits(ax: &Axes, is_x: bool, log: bool) -> Option<(f64, f64, Vec<f64>)> {
    let (mut lo, mut hi) = (f64::INFINITY, f64::NEG_INFINITY);
    let mut sticky = Vec::new();
    let mut see = |v: f64| {
        if v.is_finite() && (!log || v > 0.0) {
            lo = lo.min(v);
            hi = hi.max(v);
        }
    };
    for a in &ax.artists {
        match a {
            Artist::Line(l) => {
                let (vals, coords) = if is_x { (&l.xs, l.x_coords) } else { (&l.ys, l.y_coords) };
                if coords == Coords::Data {
                    vals.iter().for_each(|v| see(*v));
                }
            }
            Artist::Scatter(s) => (if is_x { &s.xs } else { &s.ys }).iter().for_each(|v| see(*v)),
            Artist::Bars(b) => {
                for &(x, y, w, h) in &b.rects {
                    if is_x {
                        see(x);
                        see(x + w);
                    } else {
                        see(y);
                        see(y + h);
                    }
                }
                sticky.extend(if is_x { &b.sticky_x } else { &b.sticky_y });
            }
            Artist::Polygon(p) => {
                p.pts.iter().for_each(|&(x, y)| see(if is_x { x } else { y }));
                sticky.extend(if is_x { &p.sticky_x } else { &p.sticky_y });
            }
            Artist::Image(i) => {
                let (a, b) = if is_x { (i.extent.0, i.extent.1) } else { (i.extent.2, i.extent.3) };
                see(a);
                see(b);
                sticky.extend([a, b]);
            }
            Artist::Text(t) => {
                if t.coords == Coords::Data {
                    if let Some((x, y)) = t.arrow_to {
                        see(if is_x { x } else { y });
                    }
                }
            }
        }
    }
    (lo <= hi).then_some((lo, hi, sticky))
}

/// The view limits of axis `is_x` of axes `i` (shared axes use their group's data).
fn view_limits(fig: &Figure, i: usize, is_x: bool) -> (f64, f64) {
    let ax = &fig.axes[i];
    let spec = if is_x { &ax.x } else { &ax.y };
    let log = spec.scale == Scale::Log;
    if let Some(c) = &ax.colorbar {
        let along = c.vertical != is_x;
        return if along { (c.mappable.vmin, c.mappable.vmax) } else { (0.0, 1.0) };
    }
    let root = |k: usize| {
        let a = &fig.axes[k];
        (if is_x { a.share_x } else { a.share_y }).unwrap_or(k)
    };
    let group: Vec<usize> = (0..fig.axes.len()).filter(|&k| root(k) == root(i)).collect();
    let explicit = group.iter().find_map(|&k| if is_x { fig.axes[k].x.lim } else { fig.axes[k].y.lim });
    if let Some((a, b)) = explicit {
        return (a, b);
    }
    let mut acc: Option<(f64, f64, Vec<f64>)> = None;
    for &k in &group {
        if let Some((lo, hi, st)) = data_limits(&fig.axes[k], is_x, log) {
            acc = Some(match acc {
                None => (lo, hi, st),
                Some((a, b, mut s)) => {
                    s.extend(st);
                    (a.min(lo), b.max(hi), s)
                }
            });
        }
    }
    match acc {
        None if log => (1.0, 10.0),
        None => (0.0, 1.0),
        Some((lo, hi, _)) if log => ticks::autoscale_log(lo, hi),
        Some((lo, hi, sticky)) => ticks::autoscale(lo, hi, &sticky),
    }
}

fn axis_layout(spec: &AxisSpec, lim: (f64, f64), length_pt: f64, is_x: bool) -> AxisLayout {
    let (mut lo, mut hi) = lim;
    let mut inverted = spec.inverted;
    if lo > hi {
        std::mem::swap(&mut lo, &mut hi);
        inverted = !inverted;
    }
    if lo == hi {
        // matplotlib's nonsingular(): widen by 5% of the value (±0.05 about zero).
        let d = if lo == 0.0 { 0.05 } else { 0.05 * lo.abs() };
        lo -= d;
        hi += d;
    }
    let log = spec.scale == Scale::Log && lo > 0.0;
    let nbins = ticks::auto_nbins(length_pt, spec.tick_size, is_x);
    let (all, minor) = if let Some(t) = &spec.ticks {
        (t.clone(), Vec::new())
    } else if log {
        ticks::log_ticks(lo, hi, nbins.max(2))
    } else {
        (ticks::auto_ticks(lo, hi, nbins), Vec::new())
    };
    let shown = ticks::visible(&all, lo, hi);
    // Labels are made for every location (the formatter sees them all, as matplotlib's does),
    // then those shown are picked.
    let (all_labels, offset): (Vec<ticks::Label>, String) = match (&spec.ticks, &spec.ticklabels) {
        (Some(t), Some(l)) => {
            (t.iter().enumerate().map(|(k, _)| ticks::Label { text: l.get(k).cloned().unwrap_or_default(), superscript: None }).collect(), String::new())
        }
        _ if log => (ticks::log_labels(&all), String::new()),
        _ => {
            let s = ticks::scalar_labels(&all, lo, hi);
            (s.labels.into_iter().map(|t| ticks::Label { text: t, superscript: None }).collect(), s.offset)
        }
    };
    let labels = all.iter().zip(&all_labels).filter(|(v, _)| shown.contains(v)).map(|(_, l)| l.clone()).collect();
    let minor =
        if log { ticks::visible(&minor, lo, hi).into_iter().filter(|m| !shown.iter().any(|t| (t - m).abs() <= 1e-9 * m.abs())).collect() } else { minor };
    AxisLayout { lo, hi, log, inverted, ticks: shown, labels, minor, offset, locs: all, all_labels }
}

/// Lay out every axes of `fig` (positions, aspect, limits, ticks); after `tight_layout()`, the
/// grid's margins and gaps first fit the tick labels, axis labels and titles.
pub fn layout(fig: &Figure) -> Vec<AxesLayout> {
    if fig.tight {
        if let Some(f) = tightened(fig) {
            return layout_at(&f);
        }
    }
    layout_at(fig)
}

/// How far an axes' decorations reach beyond its box, pixels: (left, right, bottom, top).
fn decorations(ctx: &Ctx, ax: &Axes, lay: &AxesLayout) -> (f64, f64, f64, f64) {
    let len = ctx.px(TICK_LEN) + ctx.px(TICK_PAD);
    let (mut l, mut r, mut b, mut t) = (0.0f64, 0.0f64, 0.0f64, 0.0f64);
    if ax.axis_on && ax.x.visible && ax.twin_of.is_none() {
        let size = ctx.px(ax.x.tick_size);
        let hgt = if ax.x.tick_labels && !lay.x.labels.is_empty() { text::measure("0", size).height() } else { 0.0 };
        b = len + hgt;
        if !ax.x.label.is_empty() {
            b += ctx.px(LABEL_PAD) + text::measure(&ax.x.label, ctx.px(ax.x.label_size)).height();
        }
        // Labels at the ends stick out sideways by half their width.
        for (&v, lab) in lay.x.ticks.iter().zip(&lay.x.labels) {
            let half = text::measure(&lab.text, size).width / 2.0;
            let x = lay.px_x(v, Coords::Data);
            l = l.max(lay.bbox.x0 - (x - half));
            r = r.max((x + half) - lay.bbox.x1);
        }
    }
    if ax.axis_on && ax.y.visible {
        let size = ctx.px(ax.y.tick_size);
        let widest = if ax.y.tick_labels { lay.y.labels.iter().map(|lab| text::measure(&lab.text, size).width).fold(0.0, f64::max) } else { 0.0 };
        let mut side = len + widest;
        if !ax.y.label.is_empty() {
            side += ctx.px(LABEL_PAD) + text::measure(&ax.y.label, ctx.px(ax.y.label_size)).height();
        }
        if ax.twin_of.is_some() {
            r = r.max(side);
        } else {
            l = l.max(side);
        }
        t = t.max(text::measure("0", size).height() / 2.0);
    }
    if !ax.title.is_empty() {
        t = t.max(ctx.px(TITLE_PAD) + text::measure(&ax.title, ctx.px(ax.title_size)).height());
    }
    (l, r, b, t)
}

/// `fig` with its grid's subplot parameters chosen as matplotlib's tight_layout does (pad 1.08
/// font sizes around and between the axes), or None where it does not apply (colorbars,
/// axes placed by hand).
fn tightened(fig: &Figure) -> Option<Figure> {
    let (w, h) = fig.pixel_size();
    let ctx = Ctx { dpi: fig.dpi, w: f64::from(w), h: f64::from(h) };
    let (rows, cols) = fig.axes.iter().find_map(|a| a.cell.map(|(r, c, _)| (r, c)))?;
    if fig.axes.iter().any(|a| a.colorbar.is_some() || (a.cell.is_none() && a.twin_of.is_none()) || a.cell.is_some_and(|(r, c, _)| (r, c) != (rows, cols))) {
        return None;
    }
    let lays = layout_at(fig);
    let pad = ctx.px(1.08 * rc::FONT_SIZE);
    let (mut left, mut right, mut bottom, mut top) = (vec![0.0f64; cols], vec![0.0f64; cols], vec![0.0f64; rows], vec![0.0f64; rows]);
    for (ax, lay) in fig.axes.iter().zip(&lays) {
        let cell = ax.cell.or_else(|| ax.twin_of.and_then(|p| fig.axes.get(p)?.cell));
        let Some((_, _, k)) = cell else { continue };
        let (r, c) = (k / cols, k % cols);
        let (l, rt, b, t) = decorations(&ctx, ax, lay);
        left[c] = left[c].max(l);
        right[c] = right[c].max(rt);
        bottom[r] = bottom[r].max(b);
        top[r] = top[r].max(t);
    }
    let suptitle = fig.suptitle.as_ref().map(|(s, size)| text::measure(s, ctx.px(*size)).height() + 0.02 * ctx.h).unwrap_or(0.0);
    let l = (left[0] + pad) / ctx.w;
    let r = 1.0 - (right[cols - 1] + pad) / ctx.w;
    let b = (bottom[rows - 1] + pad) / ctx.h;
    let t = 1.0 - (top[0] + pad + suptitle) / ctx.h;
    let gap_w = (0..cols.saturating_sub(1)).map(|c| right[c] + left[c + 1] + pad).fold(0.0, f64::max) / ctx.w;
    let gap_h = (0..rows.saturating_sub(1)).map(|k| bottom[k] + top[k + 1] + pad).fold(0.0, f64::max) / ctx.h;
    let cell_w = (r - l - (cols as f64 - 1.0) * gap_w) / cols as f64;
    let cell_h = (t - b - (rows as f64 - 1.0) * gap_h) / rows as f64;
    if !(cell_w > 0.0 && cell_h > 0.0 && l < r && b < t) {
        return None;
    }
    let mut f = fig.clone();
    let pos: Vec<Option<Frac>> =
        f.axes.iter().map(|a| a.cell.map(|(rs, cs, k)| subplot_pos_in(rs, cs, k, (l, r, b, t), (gap_w / cell_w, gap_h / cell_h)))).collect();
    for i in 0..f.axes.len() {
        let p = pos[i].or_else(|| f.axes[i].twin_of.and_then(|parent| pos.get(parent).copied().flatten()));
        if let Some(p) = p {
            f.axes[i].pos = p;
        }
    }
    Some(f)
}

fn layout_at(fig: &Figure) -> Vec<AxesLayout> {
    let (w, h) = fig.pixel_size();
    let ctx = Ctx { dpi: fig.dpi, w: f64::from(w), h: f64::from(h) };
    (0..fig.axes.len())
        .map(|i| {
            let ax = &fig.axes[i];
            let mut bbox = ctx.frac_box(&ax.pos);
            let xl = view_limits(fig, i, true);
            let yl = view_limits(fig, i, false);
            // The box's shape: a colorbar's own ratio, or one data unit's asked height/width
            // (matplotlib's adjustable='box'); the box shrinks and sits at its anchor.
            let want = match (ax.box_aspect, ax.aspect) {
                (Some(b), _) => Some(b),
                (None, Some(r)) if ax.x.scale == Scale::Linear && ax.y.scale == Scale::Linear => {
                    let (dx, dy) = ((xl.1 - xl.0).abs(), (yl.1 - yl.0).abs());
                    (dx > 0.0 && dy > 0.0).then(|| r * dy / dx)
                }
                _ => None,
            };
            if let Some(want) = want {
                bbox = shrink_to(bbox, want, ax.anchor);
            }
            let to_pt = 72.0 / fig.dpi;
            AxesLayout { x: axis_layout(&ax.x, xl, bbox.width() * to_pt, true), y: axis_layout(&ax.y, yl, bbox.height() * to_pt, false), bbox }
        })
        .collect()
}

/// `b` shrunk to height/width `want`, placed at `anchor` ((0, 0): bottom-left) of its place.
fn shrink_to(b: PxRect, want: f64, anchor: (f64, f64)) -> PxRect {
    let have = b.height() / b.width();
    let mut r = b;
    if want > have {
        let nw = b.height() / want;
        r.x0 = b.x0 + (b.width() - nw) * anchor.0;
        r.x1 = r.x0 + nw;
    } else {
        let nh = b.width() * want;
        r.y1 = b.y1 - (b.height() - nh) * anchor.1;
        r.y0 = r.y1 - nh;
    }
    r
}

/// Draw `fig` on `canvas`.
pub fn draw(fig: &Figure, canvas: &mut dyn Canvas) {
    let (w, h) = fig.pixel_size();
    let ctx = Ctx { dpi: fig.dpi, w: f64::from(w), h: f64::from(h) };
    let layouts = layout(fig);
    for (ax, lay) in fig.axes.iter().zip(&layouts) {
        draw_axes(&ctx, ax, lay, canvas);
    }
    if let Some((t, size)) = &fig.suptitle {
        draw_text(&ctx, canvas, t, *size, BLACK, (0.5 * ctx.w, 0.02 * ctx.h), HAlign::Center, VAlign::Top, 0.0);
    }
}

fn draw_axes(ctx: &Ctx, ax: &Axes, lay: &AxesLayout, canvas: &mut dyn Canvas) {
    let b = lay.bbox;
    if ax.axis_on {
        canvas.fill(&Path::rect(b.x0, b.y0, b.x1, b.y1), ax.facecolor, None);
    }
    if let Some(cb) = &ax.colorbar {
        draw_colorbar_strip(cb, lay, canvas);
    }
    let mut order: Vec<&Artist> = ax.artists.iter().collect();
    order.sort_by(|a, b| a.zorder().total_cmp(&b.zorder()));
    let (below, above): (Vec<&Artist>, Vec<&Artist>) = order.into_iter().partition(|a| a.zorder() < 1.5);
    for a in below {
        draw_artist(ctx, a, lay, canvas);
    }
    if let Some(g) = &ax.grid {
        draw_grid(ctx, g, lay, canvas);
    }
    let (mid, top): (Vec<&Artist>, Vec<&Artist>) = above.into_iter().partition(|a| a.zorder() < 2.5);
    for a in mid {
        draw_artist(ctx, a, lay, canvas);
    }
    if ax.axis_on {
        draw_frame(ctx, ax, lay, canvas);
    }
    draw_title(ctx, ax, lay, canvas);
    for a in top {
        draw_artist(ctx, a, lay, canvas);
    }
    if let Some(l) = &ax.legend {
        draw_legend(ctx, ax, l, lay, canvas);
    }
}

fn draw_colorbar_strip(cb: &Colorbar, lay: &AxesLayout, canvas: &mut dyn Canvas) {
    let Some(cmap) = colormap::colormap(&cb.mappable.cmap) else {
        return;
    };
    let n = 256usize;
    let m = &cb.mappable;
    let mut rgba = Vec::with_capacity(n * 4);
    for k in 0..n {
        // Top of the strip first for a vertical bar (the highest value), left first otherwise.
        let t = if cb.vertical { (n - 1 - k) as f64 / (n - 1) as f64 } else { k as f64 / (n - 1) as f64 };
        // Filled contours: the band holding this value, in its middle's colour.
        let t = match m.bands.len() {
            0 | 1 => t,
            _ => {
                let v = m.vmin + t * (m.vmax - m.vmin);
                let i = m.bands.partition_point(|&b| b <= v).clamp(1, m.bands.len() - 1);
                let mid = (m.bands[i - 1] + m.bands[i]) / 2.0;
                if m.vmax > m.vmin {
                    (mid - m.vmin) / (m.vmax - m.vmin)
                } else {
                    0.0
                }
            }
        };
        rgba.extend_from_slice(&cmap.rgba_bytes(t));
    }
    let (w, h) = if cb.vertical { (1, n) } else { (n, 1) };
    canvas.image(&Pixels { width: w, height: h, rgba: &rgba }, lay.bbox, false, None);
}

fn draw_grid(ctx: &Ctx, g: &Grid, lay: &AxesLayout, canvas: &mut dyn Canvas) {
    let b = lay.bbox;
    let stroke = Stroke {
        color: g.color,
        width: ctx.px(g.width),
        dashes: g.style.dashes(g.width).map(|d| d.iter().map(|v| ctx.px(*v)).collect()),
        cap: Cap::Butt,
        join: Join::Round,
    };
    let mut p = Path::new();
    if g.x {
        for &t in &lay.x.ticks {
            let x = lay.px_x(t, Coords::Data);
            p.move_to(x, b.y0);
            p.line_to(x, b.y1);
        }
    }
    if g.y {
        for &t in &lay.y.ticks {
            let y = lay.px_y(t, Coords::Data);
            p.move_to(b.x0, y);
            p.line_to(b.x1, y);
        }
    }
    canvas.stroke(&p, &stroke, Some(b));
}

/// Spines, ticks, tick labels, axis labels and the title.
fn draw_frame(ctx: &Ctx, ax: &Axes, lay: &AxesLayout, canvas: &mut dyn Canvas) {
    let b = lay.bbox;
    let spine = Stroke { color: BLACK, width: ctx.px(SPINE_WIDTH), dashes: None, cap: Cap::Square, join: Join::Miter };
    canvas.stroke(&Path::rect(b.x0, b.y0, b.x1, b.y1), &spine, None);
    let tick = Stroke::solid(BLACK, ctx.px(TICK_WIDTH));
    let len = ctx.px(TICK_LEN);
    let right_side = ax.twin_of.is_some() || ax.colorbar.as_ref().is_some_and(|c| c.vertical);
    let cbar_horizontal = ax.colorbar.as_ref().is_some_and(|c| !c.vertical);
    let show_x = ax.x.visible && !ax.colorbar.as_ref().is_some_and(|c| c.vertical) && ax.twin_of.is_none();
    let show_y = ax.y.visible && !cbar_horizontal;
    // x axis: ticks below the bottom spine, labels under them.
    let mut label_bottom = b.y1 + len;
    if show_x {
        let mut p = Path::new();
        for &t in &lay.x.ticks {
            let x = lay.px_x(t, Coords::Data);
            p.move_to(x, b.y1);
            p.line_to(x, b.y1 + len);
        }
        for &t in &lay.x.minor {
            let x = lay.px_x(t, Coords::Data);
            p.move_to(x, b.y1);
            p.line_to(x, b.y1 + len * 2.0 / 3.5);
        }
        canvas.stroke(&p, &tick, None);
        let top = b.y1 + len + ctx.px(TICK_PAD);
        if ax.x.tick_labels {
            for (&t, l) in lay.x.ticks.iter().zip(&lay.x.labels) {
                let at = (lay.px_x(t, Coords::Data), top);
                let h = if ax.x.tick_rotation != 0.0 && l.superscript.is_none() {
                    let e = text::measure(&l.text, ctx.px(ax.x.tick_size));
                    let r = ax.x.tick_rotation.to_radians();
                    draw_text(ctx, canvas, &l.text, ax.x.tick_size, BLACK, at, HAlign::Center, VAlign::Top, ax.x.tick_rotation);
                    e.width * r.sin().abs() + e.height() * r.cos().abs()
                } else {
                    draw_label(ctx, canvas, l, ax.x.tick_size, at, HAlign::Center, VAlign::Top).height()
                };
                label_bottom = label_bottom.max(top + h);
            }
        }
        if !lay.x.offset.is_empty() {
            draw_text(ctx, canvas, &lay.x.offset, ax.x.tick_size, BLACK, (b.x1, label_bottom + ctx.px(1.0)), HAlign::Right, VAlign::Top, 0.0);
        }
        if !ax.x.label.is_empty() {
            let y = label_bottom + ctx.px(LABEL_PAD);
            draw_text(ctx, canvas, &ax.x.label, ax.x.label_size, ax.x.label_color, ((b.x0 + b.x1) / 2.0, y), HAlign::Center, VAlign::Top, 0.0);
        }
    }
    if show_y {
        let (edge, dir) = if right_side { (b.x1, 1.0) } else { (b.x0, -1.0) };
        let mut p = Path::new();
        for &t in &lay.y.ticks {
            let y = lay.px_y(t, Coords::Data);
            p.move_to(edge, y);
            p.line_to(edge + dir * len, y);
        }
        for &t in &lay.y.minor {
            let y = lay.px_y(t, Coords::Data);
            p.move_to(edge, y);
            p.line_to(edge + dir * len * 2.0 / 3.5, y);
        }
        canvas.stroke(&p, &tick, None);
        let at = edge + dir * (len + ctx.px(TICK_PAD));
        let ha = if right_side { HAlign::Left } else { HAlign::Right };
        let mut widest: f64 = 0.0;
        if ax.y.tick_labels {
            for (&t, l) in lay.y.ticks.iter().zip(&lay.y.labels) {
                let e = draw_label(ctx, canvas, l, ax.y.tick_size, (at, lay.px_y(t, Coords::Data)), ha, VAlign::CenterBaseline);
                widest = widest.max(e.width);
            }
        }
        if !lay.y.offset.is_empty() {
            let ha = if right_side { HAlign::Right } else { HAlign::Left };
            draw_text(ctx, canvas, &lay.y.offset, ax.y.tick_size, BLACK, (edge, b.y0 - ctx.px(2.0)), ha, VAlign::Bottom, 0.0);
        }
        if !ax.y.label.is_empty() {
            let x = at + dir * (widest + ctx.px(LABEL_PAD));
            // Turned a quarter turn to read upwards: on the left its bottom faces the axes, on
            // the right (colorbars, twins) its top does.
            let va = if right_side { VAlign::Top } else { VAlign::Bottom };
            draw_text_rotated(ctx, canvas, &ax.y.label, ax.y.label_size, ax.y.label_color, (x, (b.y0 + b.y1) / 2.0), va);
        }
    } else if cbar_horizontal {
        // A horizontal colorbar shows its values along x (done above); nothing on y.
    }
}

/// The title above the box (drawn with the axis turned off too).
fn draw_title(ctx: &Ctx, ax: &Axes, lay: &AxesLayout, canvas: &mut dyn Canvas) {
    let b = lay.bbox;
    let y = b.y0 - ctx.px(TITLE_PAD);
    for (t, x, ha) in [(&ax.title, (b.x0 + b.x1) / 2.0, HAlign::Center), (&ax.title_left, b.x0, HAlign::Left), (&ax.title_right, b.x1, HAlign::Right)] {
        if !t.is_empty() {
            draw_text(ctx, canvas, t, ax.title_size, BLACK, (x, y), ha, VAlign::Baseline, 0.0);
        }
    }
}

fn draw_artist(ctx: &Ctx, a: &Artist, lay: &AxesLayout, canvas: &mut dyn Canvas) {
    let clip = Some(lay.bbox);
    match a {
        Artist::Line(l) => {
            let pts: Vec<(f64, f64)> = l.xs.iter().zip(&l.ys).map(|(&x, &y)| (lay.px_x(x, l.x_coords), lay.px_y(y, l.y_coords))).collect();
            if l.style != LineStyle::None && l.width > 0.0 {
                let dashes = l.style.dashes(l.width).map(|d| d.iter().map(|v| ctx.px(*v)).collect::<Vec<_>>());
                let cap = if dashes.is_some() { Cap::Butt } else { Cap::Square };
                let stroke = Stroke { color: l.color, width: ctx.px(l.width), dashes, cap, join: Join::Round };
                // Long solid lines are stroked in overlapping pieces: a scanline then meets the
                // edges of one piece, not of the whole line (100k points draw in milliseconds).
                const PIECE: usize = 512;
                let pts = simplify(&pts, 1.0 / 9.0);
                if pts.len() > 2 * PIECE && stroke.dashes.is_none() && l.color.a >= 1.0 {
                    let mut start = 0;
                    while start + 1 < pts.len() {
                        let end = (start + PIECE).min(pts.len() - 1);
                        canvas.stroke(&Path::polyline(pts[start..=end].iter().copied()), &stroke, clip);
                        start = end;
                    }
                } else {
                    canvas.stroke(&Path::polyline(pts.iter().copied()), &stroke, clip);
                }
            }
            if l.marker != Marker::None {
                let shape = marker_path(l.marker, ctx.px(l.marker_size));
                let edge = Stroke { color: l.marker_edge, width: ctx.px(l.marker_edge_width), dashes: None, cap: Cap::Butt, join: Join::Miter };
                let mut all = Path::new();
                for &(x, y) in &pts {
                    if x.is_finite() && y.is_finite() {
                        all.extend(&shape.map(|px, py| (px + x, py + y)));
                    }
                }
                if l.marker.filled() {
                    canvas.fill(&all, l.marker_face, clip);
                }
                canvas.stroke(&all, &edge, clip);
            }
        }
        Artist::Scatter(s) => {
            for (k, (&x, &y)) in s.xs.iter().zip(&s.ys).enumerate() {
                let (px, py) = (lay.px_x(x, Coords::Data), lay.px_y(y, Coords::Data));
                if !(px.is_finite() && py.is_finite()) {
                    continue;
                }
                let size = s.sizes.get(k).or(s.sizes.last()).copied().unwrap_or(36.0).max(0.0).sqrt();
                let shape = marker_path(s.marker, ctx.px(size)).map(|mx, my| (mx + px, my + py));
                let face = s.faces.get(k).or(s.faces.last()).copied().unwrap_or(BLACK);
                let edge = s.edges.get(k).or(s.edges.last()).copied().unwrap_or(face);
                if s.marker.filled() {
                    canvas.fill(&shape, face, clip);
                }
                if s.edge_width > 0.0 {
                    canvas.stroke(&shape, &Stroke::solid(edge, ctx.px(s.edge_width)), clip);
                }
            }
        }
        Artist::Bars(bars) => {
            let mut p = Path::new();
            for &(x, y, w, h) in &bars.rects {
                let (x0, x1) = (lay.px_x(x, Coords::Data), lay.px_x(x + w, Coords::Data));
                let (y0, y1) = (lay.px_y(y, Coords::Data), lay.px_y(y + h, Coords::Data));
                if [x0, x1, y0, y1].iter().all(|v| v.is_finite()) {
                    p.extend(&Path::rect(x0.min(x1), y0.min(y1), x0.max(x1), y0.max(y1)));
                }
            }
            canvas.fill(&p, bars.face, clip);
            if let Some(e) = bars.edge {
                canvas.stroke(&p, &Stroke { color: e, width: ctx.px(bars.edge_width), dashes: None, cap: Cap::Butt, join: Join::Miter }, clip);
            }
        }
        Artist::Polygon(poly) => {
            let mut p = Path::polyline(poly.pts.iter().map(|&(x, y)| (lay.px_x(x, Coords::Data), lay.px_y(y, Coords::Data))));
            p.close();
            if let Some(f) = poly.face {
                canvas.fill(&p, f, clip);
            }
            if let Some(e) = poly.edge {
                canvas.stroke(&p, &Stroke { color: e, width: ctx.px(poly.edge_width), dashes: None, cap: Cap::Butt, join: Join::Miter }, clip);
            }
        }
        Artist::Image(img) => {
            let (l, r, bo, t) = img.extent;
            let (x0, x1) = (lay.px_x(l, Coords::Data), lay.px_x(r, Coords::Data));
            let (y0, y1) = (lay.px_y(t, Coords::Data), lay.px_y(bo, Coords::Data));
            let (flip_x, flip_y) = (x1 < x0, y1 < y0);
            let pixels = if flip_x || flip_y { flipped(img, flip_x, flip_y) } else { img.rgba.clone() };
            let dest = PxRect { x0: x0.min(x1), x1: x0.max(x1), y0: y0.min(y1), y1: y0.max(y1) };
            canvas.image(&Pixels { width: img.width, height: img.height, rgba: &pixels }, dest, img.smooth, clip);
        }
        Artist::Text(t) => {
            let at = (lay.px_x(t.x, t.coords), lay.px_y(t.y, t.coords));
            if let Some((ax, ay)) = t.arrow_to {
                let to = (lay.px_x(ax, Coords::Data), lay.px_y(ay, Coords::Data));
                draw_arrow(ctx, canvas, at, to, t.color);
            }
            draw_text(ctx, canvas, &t.text, t.size, t.color, at, t.ha, t.va, t.rotation);
        }
    }
}

/// matplotlib's path simplification (`path.simplify_threshold` 1/9 pixel): runs of points that
/// stay within the threshold of one direction become that direction's furthest points, so a
/// dense line keeps its look with far fewer vertices. Non-finite points (gaps) are kept.
fn simplify(pts: &[(f64, f64)], thresh: f64) -> Vec<(f64, f64)> {
    if pts.len() < 3 {
        return pts.to_vec();
    }
    let mut out = Vec::with_capacity(pts.len() / 4 + 2);
    let mut run: Vec<(f64, f64)> = Vec::new();
    let flush = |run: &mut Vec<(f64, f64)>, out: &mut Vec<(f64, f64)>| {
        simplify_run(run, thresh, out);
        run.clear();
    };
    for &p in pts {
        if p.0.is_finite() && p.1.is_finite() {
            run.push(p);
        } else {
            flush(&mut run, &mut out);
            out.push(p);
        }
    }
    flush(&mut run, &mut out);
    out
}

fn simplify_run(pts: &[(f64, f64)], thresh: f64, out: &mut Vec<(f64, f64)>) {
    let Some(&first) = pts.first() else {
        return;
    };
    out.push(first);
    let mut origin = first;
    // The current direction (unit), and the furthest points found along it and against it.
    let mut dir: Option<(f64, f64)> = None;
    let mut fwd = (0.0, first);
    let mut back: Option<(f64, (f64, f64))> = None;
    for &p in &pts[1..] {
        let v = (p.0 - origin.0, p.1 - origin.1);
        let Some(u) = dir else {
            let len = (v.0 * v.0 + v.1 * v.1).sqrt();
            if len > 0.0 {
                dir = Some((v.0 / len, v.1 / len));
                fwd = (len, p);
            }
            continue;
        };
        let proj = v.0 * u.0 + v.1 * u.1;
        let perp = (v.0 * u.1 - v.1 * u.0).abs();
        if perp <= thresh {
            if proj > fwd.0 {
                fwd = (proj, p);
            } else if proj < 0.0 && back.is_none_or(|(b, _)| proj < b) {
                back = Some((proj, p));
            }
            continue;
        }
        out.push(fwd.1);
        if let Some((_, b)) = back.take() {
            out.push(b);
        }
        origin = *out.last().unwrap_or(&p);
        let w = (p.0 - origin.0, p.1 - origin.1);
        let len = (w.0 * w.0 + w.1 * w.1).sqrt();
        dir = (len > 0.0).then(|| (w.0 / len, w.1 / len));
        fwd = (len, p);
    }
    if dir.is_some() {
        out.push(fwd.1);
        if let Some((_, b)) = back {
            out.push(b);
        }
    }
    if let Some(&last) = pts.last() {
        if out.last() != Some(&last) {
            out.push(last);
        }
    }
}

fn flipped(img: &Image, fx: bool, fy: bool) -> Vec<u8> {
    let (w, h) = (img.width, img.height);
    let mut out = vec![0u8; w * h * 4];
    for r in 0..h {
        for c in 0..w {
            let (sr, sc) = (if fy { h - 1 - r } else { r }, if fx { w - 1 - c } else { c });
            let (s, d) = ((sr * w + sc) * 4, (r * w + c) * 4);
            out[d..d + 4].copy_from_slice(&img.rgba[s..s + 4]);
        }
    }
    out
}

fn draw_arrow(ctx: &Ctx, canvas: &mut dyn Canvas, from: (f64, f64), to: (f64, f64), color: Rgba) {
    let mut p = Path::new();
    p.move_to(from.0, from.1);
    p.line_to(to.0, to.1);
    canvas.stroke(&p, &Stroke::solid(color, ctx.px(1.0)), None);
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len > 0.0 {
        let (ux, uy) = (dx / len, dy / len);
        let s = ctx.px(6.0);
        let mut head = Path::new();
        head.move_to(to.0, to.1);
        head.line_to(to.0 - ux * s - uy * s * 0.4, to.1 - uy * s + ux * s * 0.4);
        head.line_to(to.0 - ux * s + uy * s * 0.4, to.1 - uy * s - ux * s * 0.4);
        head.close();
        canvas.fill(&head, color, None);
    }
}

/// A marker's outline centred on the origin, `size` pixels across (matplotlib's markersize;
/// the pixel marker ',' is one pixel whatever the size).
fn marker_path(m: Marker, size: f64) -> Path {
    let scale = if m.scales_with_size() { size } else { 1.0 };
    let mut p = Path::new();
    for c in m.path() {
        match c {
            PathCmd::MoveTo(x, y) => p.move_to(x * scale, -y * scale),
            PathCmd::LineTo(x, y) => p.line_to(x * scale, -y * scale),
            PathCmd::CubicTo(a, b, c, d, x, y) => p.segs.push(super::path::Seg::CubicTo(a * scale, -b * scale, c * scale, -d * scale, x * scale, -y * scale)),
            PathCmd::Close => p.close(),
        }
    }
    p
}

/// Draw `s` anchored at `at` (pixels) with matplotlib's alignment of the (rotated) text box.
#[allow(clippy::too_many_arguments)]
fn draw_text(ctx: &Ctx, canvas: &mut dyn Canvas, s: &str, size_pt: f64, color: Rgba, at: (f64, f64), ha: HAlign, va: VAlign, rotation: f64) -> text::Extent {
    let size = ctx.px(size_pt);
    let mut total = text::Extent { width: 0.0, ascent: 0.0, descent: 0.0 };
    let lines: Vec<&str> = s.split('\n').collect();
    let line_h = text::measure("lp", size).height() * 1.2;
    let n = lines.len() as f64;
    for (k, line) in lines.iter().enumerate() {
        let e = text::measure(line, size);
        total.width = total.width.max(e.width);
        // Multi-line text: lines stacked downwards from the first baseline.
        let shift = match va {
            VAlign::Top | VAlign::Baseline => k as f64 * line_h,
            VAlign::Bottom => (k as f64 - (n - 1.0)) * line_h,
            VAlign::Center | VAlign::CenterBaseline => (k as f64 - (n - 1.0) / 2.0) * line_h,
        };
        let outline = text::outline(line, size);
        let theta = -rotation.to_radians();
        let (sin, cos) = theta.sin_cos();
        let turn = |x: f64, y: f64| (x * cos - y * sin, x * sin + y * cos);
        let placed = if rotation == 0.0 {
            let (dx, dy) = align_offsets(&e, ha, va);
            outline.map(|x, y| (at.0 + x + dx, at.1 + y + dy + shift))
        } else {
            // matplotlib aligns the turned text's bounding box on the anchor.
            let corners = [turn(0.0, -e.ascent), turn(e.width, -e.ascent), turn(0.0, e.descent), turn(e.width, e.descent)];
            let (x0, x1) = corners.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), c| (a.min(c.0), b.max(c.0)));
            let (y0, y1) = corners.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), c| (a.min(c.1), b.max(c.1)));
            let ox = match ha {
                HAlign::Left => -x0,
                HAlign::Center => -(x0 + x1) / 2.0,
                HAlign::Right => -x1,
            };
            let oy = match va {
                VAlign::Top => -y0,
                VAlign::Bottom => -y1,
                VAlign::Baseline => 0.0,
                VAlign::Center | VAlign::CenterBaseline => -(y0 + y1) / 2.0,
            };
            outline.map(|x, y| {
                let (x, y) = turn(x, y + shift);
                (at.0 + x + ox, at.1 + y + oy)
            })
        };
        canvas.fill(&placed, color, None);
        if k == 0 {
            total.ascent = e.ascent;
        }
        total.descent = e.descent + (n - 1.0) * line_h;
    }
    total
}

/// Offsets from the anchor to the text's pen origin (baseline start), unrotated text.
fn align_offsets(e: &text::Extent, ha: HAlign, va: VAlign) -> (f64, f64) {
    let dx = match ha {
        HAlign::Left => 0.0,
        HAlign::Center => -e.width / 2.0,
        HAlign::Right => -e.width,
    };
    let dy = match va {
        VAlign::Top => e.ascent,
        VAlign::Center => (e.ascent - e.descent) / 2.0,
        VAlign::CenterBaseline => e.ascent / 2.0,
        VAlign::Baseline => 0.0,
        VAlign::Bottom => -e.descent,
    };
    (dx, dy)
}

/// Text turned a quarter turn to read upwards, centred on `at` along its length; `va` says
/// which side of the turned box sits on `at`: Bottom puts its right edge there (the text's
/// bottom), Top its left edge (the text's top).
fn draw_text_rotated(ctx: &Ctx, canvas: &mut dyn Canvas, s: &str, size_pt: f64, color: Rgba, at: (f64, f64), va: VAlign) {
    let size = ctx.px(size_pt);
    let e = text::measure(s, size);
    let outline = text::outline(s, size);
    let dy = match va {
        VAlign::Bottom => -e.descent,
        _ => e.ascent,
    };
    let placed = outline.map(|x, y| (at.0 + y + dy, at.1 - (x - e.width / 2.0)));
    canvas.fill(&placed, color, None);
}

/// A tick label: plain, or a base with a raised exponent (log axes).
fn draw_label(ctx: &Ctx, canvas: &mut dyn Canvas, l: &ticks::Label, size_pt: f64, at: (f64, f64), ha: HAlign, va: VAlign) -> text::Extent {
    let Some(sup) = &l.superscript else {
        return draw_text(ctx, canvas, &l.text, size_pt, BLACK, at, ha, va, 0.0);
    };
    let size = ctx.px(size_pt);
    let base = text::measure(&l.text, size);
    let small = text::measure(sup, size * 0.7);
    let width = base.width + small.width;
    let raise = size * 0.36;
    let e = text::Extent { width, ascent: base.ascent.max(small.ascent + raise), descent: base.descent };
    let (dx, dy) = align_offsets(&e, ha, va);
    let origin = (at.0 + dx, at.1 + dy);
    canvas.fill(&text::outline(&l.text, size).map(|x, y| (x + origin.0, y + origin.1)), BLACK, None);
    canvas.fill(&text::outline(sup, size * 0.7).map(|x, y| (x + origin.0 + base.width, y + origin.1 - raise)), BLACK, None);
    e
}

/// One legend row's handle: how its artist is drawn in the legend.
enum Handle<'a> {
    Line(&'a Line),
    Patch(Rgba, Option<Rgba>),
    Marker(&'a Scatter),
}

fn legend_entries<'a>(ax: &'a Axes, l: &'a Legend) -> Vec<(Handle<'a>, String)> {
    let handle = |a: &'a Artist| match a {
        Artist::Line(line) => Some(Handle::Line(line)),
        Artist::Bars(b) => Some(Handle::Patch(b.face, b.edge)),
        Artist::Polygon(p) => Some(Handle::Patch(p.face.unwrap_or(WHITE), p.edge)),
        Artist::Scatter(s) => Some(Handle::Marker(s)),
        _ => None,
    };
    match &l.entries {
        Some(list) => list.iter().filter_map(|(i, label)| ax.artists.get(*i).and_then(handle).map(|h| (h, label.clone()))).collect(),
        None => {
            // matplotlib lists the axes' children in order, then its containers (bar(), errorbar()).
            let children = ax.artists.iter().filter(|a| !a.is_container());
            let containers = ax.artists.iter().filter(|a| a.is_container());
            children.chain(containers).filter_map(|a| a.label().and_then(|label| handle(a).map(|h| (h, label.to_string())))).collect()
        }
    }
}

fn draw_legend(ctx: &Ctx, ax: &Axes, l: &Legend, lay: &AxesLayout, canvas: &mut dyn Canvas) {
    let entries = legend_entries(ax, l);
    if entries.is_empty() {
        return;
    }
    let fs = ctx.px(l.size);
    let (pad, spacing, hlen, hpad, axpad) = (0.4 * fs, 0.5 * fs, 2.0 * fs, 0.8 * fs, 0.5 * fs);
    let row_h = text::measure("lp", fs).height().max(0.7 * fs);
    let widest = entries.iter().map(|(_, s)| text::measure(s, fs).width).fold(0.0, f64::max);
    let title_h = l.title.as_ref().map(|t| text::measure(t, fs).height() + spacing).unwrap_or(0.0);
    let title_w = l.title.as_ref().map(|t| text::measure(t, fs).width).unwrap_or(0.0);
    let n = entries.len() as f64;
    let w = 2.0 * pad + (hlen + hpad + widest).max(title_w);
    let h = 2.0 * pad + title_h + n * row_h + (n - 1.0) * spacing;
    let b = lay.bbox;
    let place = |loc: LegendLoc| -> (f64, f64) {
        let (left, right) = (b.x0 + axpad, b.x1 - axpad - w);
        let (top, bottom) = (b.y0 + axpad, b.y1 - axpad - h);
        let (cx, cy) = ((b.x0 + b.x1 - w) / 2.0, (b.y0 + b.y1 - h) / 2.0);
        match loc {
            LegendLoc::UpperRight | LegendLoc::Best => (right, top),
            LegendLoc::UpperLeft => (left, top),
            LegendLoc::LowerLeft => (left, bottom),
            LegendLoc::LowerRight => (right, bottom),
            LegendLoc::Right | LegendLoc::CenterRight => (right, cy),
            LegendLoc::CenterLeft => (left, cy),
            LegendLoc::LowerCenter => (cx, bottom),
            LegendLoc::UpperCenter => (cx, top),
            LegendLoc::Center => (cx, cy),
        }
    };
    let (x, y) = if l.loc == LegendLoc::Best { place(best_location(ax, lay, w, h, &place)) } else { place(l.loc) };
    if l.frame {
        let r = 0.2 * fs;
        let frame = rounded_rect(x, y, x + w, y + h, r);
        canvas.fill(&frame, Rgba { r: 1.0, g: 1.0, b: 1.0, a: 0.8 }, None);
        canvas.stroke(&frame, &Stroke::solid(Rgba { r: 0.8, g: 0.8, b: 0.8, a: 0.8 }, ctx.px(1.0)), None);
    }
    let mut row_top = y + pad;
    if let Some(t) = &l.title {
        draw_text(ctx, canvas, t, l.size, BLACK, (x + w / 2.0, row_top), HAlign::Center, VAlign::Top, 0.0);
        row_top += title_h;
    }
    for (handle, label) in &entries {
        let cy = row_top + row_h / 2.0;
        let hx = x + pad;
        match handle {
            Handle::Line(line) => {
                if line.style != LineStyle::None {
                    let mut p = Path::new();
                    p.move_to(hx, cy);
                    p.line_to(hx + hlen, cy);
                    let dashes = line.style.dashes(line.width).map(|d| d.iter().map(|v| ctx.px(*v)).collect::<Vec<_>>());
                    canvas.stroke(&p, &Stroke { color: line.color, width: ctx.px(line.width), dashes, cap: Cap::Butt, join: Join::Round }, None);
                }
                if line.marker != Marker::None {
                    let m = marker_path(line.marker, ctx.px(line.marker_size)).map(|mx, my| (mx + hx + hlen / 2.0, my + cy));
                    if line.marker.filled() {
                        canvas.fill(&m, line.marker_face, None);
                    }
                    canvas.stroke(&m, &Stroke::solid(line.marker_edge, ctx.px(line.marker_edge_width)), None);
                }
            }
            Handle::Patch(face, edge) => {
                let p = Path::rect(hx, cy - 0.35 * fs, hx + hlen, cy + 0.35 * fs);
                canvas.fill(&p, *face, None);
                if let Some(e) = edge {
                    canvas.stroke(&p, &Stroke::solid(*e, ctx.px(1.0)), None);
                }
            }
            Handle::Marker(s) => {
                let size = s.sizes.first().copied().unwrap_or(36.0).sqrt();
                let m = marker_path(s.marker, ctx.px(size)).map(|mx, my| (mx + hx + hlen / 2.0, my + cy));
                let face = s.faces.first().copied().unwrap_or(BLACK);
                if s.marker.filled() {
                    canvas.fill(&m, face, None);
                }
                if s.edge_width > 0.0 {
                    canvas.stroke(&m, &Stroke::solid(s.edges.first().copied().unwrap_or(face), ctx.px(s.edge_width)), None);
                }
            }
        }
        draw_text(ctx, canvas, label, l.size, BLACK, (hx + hlen + hpad, cy), HAlign::Left, VAlign::Center, 0.0);
        row_top += row_h + spacing;
    }
}

/// matplotlib's 'best': the first location (in code order) covering the fewest data points.
fn best_location(ax: &Axes, lay: &AxesLayout, w: f64, h: f64, place: &dyn Fn(LegendLoc) -> (f64, f64)) -> LegendLoc {
    let mut pts: Vec<(f64, f64)> = Vec::new();
    for a in &ax.artists {
        match a {
            Artist::Line(l) => pts.extend(l.xs.iter().zip(&l.ys).map(|(&x, &y)| (lay.px_x(x, l.x_coords), lay.px_y(y, l.y_coords)))),
            Artist::Scatter(s) => pts.extend(s.xs.iter().zip(&s.ys).map(|(&x, &y)| (lay.px_x(x, Coords::Data), lay.px_y(y, Coords::Data)))),
            Artist::Bars(b) => pts.extend(b.rects.iter().map(|&(x, y, bw, bh)| (lay.px_x(x + bw / 2.0, Coords::Data), lay.px_y(y + bh, Coords::Data)))),
            _ => {}
        }
    }
    const ORDER: [LegendLoc; 9] = [
        LegendLoc::UpperRight,
        LegendLoc::UpperLeft,
        LegendLoc::LowerLeft,
        LegendLoc::LowerRight,
        LegendLoc::CenterLeft,
        LegendLoc::CenterRight,
        LegendLoc::LowerCenter,
        LegendLoc::UpperCenter,
        LegendLoc::Center,
    ];
    let mut best = (usize::MAX, LegendLoc::UpperRight);
    for loc in ORDER {
        let (x, y) = place(loc);
        let r = PxRect { x0: x, y0: y, x1: x + w, y1: y + h };
        let bad = pts.iter().filter(|&&(px, py)| r.contains(px, py)).count();
        if bad < best.0 {
            best = (bad, loc);
        }
        if bad == 0 {
            break;
        }
    }
    best.1
}

fn rounded_rect(x0: f64, y0: f64, x1: f64, y1: f64, r: f64) -> Path {
    let r = r.min((x1 - x0) / 2.0).min((y1 - y0) / 2.0);
    let mut p = Path::new();
    p.move_to(x0 + r, y0);
    p.line_to(x1 - r, y0);
    p.segs.push(super::path::Seg::QuadTo(x1, y0, x1, y0 + r));
    p.line_to(x1, y1 - r);
    p.segs.push(super::path::Seg::QuadTo(x1, y1, x1 - r, y1));
    p.line_to(x0 + r, y1);
    p.segs.push(super::path::Seg::QuadTo(x0, y1, x0, y1 - r));
    p.line_to(x0, y0 + r);
    p.segs.push(super::path::Seg::QuadTo(x0, y0, x0 + r, y0));
    p.close();
    p
}

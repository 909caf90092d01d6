//! The figure model: a figure holds axes, an axes holds artists in data coordinates, with the
//! properties matplotlib's defaults give them. Builders (the `matplotlib` module) fill it in;
//! `draw` lays it out and renders it. Nothing here knows about Python values.

use super::color::{LineStyle, Marker, Rgba};

/// matplotlib's rcParams defaults used by the model (matplotlib 3.x, style 'default').
pub mod rc {
    pub const FIGSIZE: (f64, f64) = (6.4, 4.8);
    pub const DPI: f64 = 100.0;
    pub const FONT_SIZE: f64 = 10.0;
    pub const TITLE_SIZE: f64 = 12.0;
    pub const LINE_WIDTH: f64 = 1.5;
    pub const MARKER_SIZE: f64 = 6.0;
    pub const SUBPLOT_LEFT: f64 = 0.125;
    pub const SUBPLOT_RIGHT: f64 = 0.9;
    pub const SUBPLOT_BOTTOM: f64 = 0.11;
    pub const SUBPLOT_TOP: f64 = 0.88;
    pub const WSPACE: f64 = 0.2;
    pub const HSPACE: f64 = 0.2;
}

/// matplotlib's relative font sizes ('medium' is the base 10 pt).
pub fn font_size(name: &str) -> Option<f64> {
    let f = match name {
        "xx-small" => 0.579,
        "x-small" => 0.694,
        "small" => 0.833,
        "medium" => 1.0,
        "large" => 1.2,
        "x-large" => 1.44,
        "xx-large" => 1.728,
        "larger" => 1.2,
        "smaller" => 0.833,
        _ => return None,
    };
    Some(f * rc::FONT_SIZE)
}

/// A rectangle in figure fractions (0..1, y up), as matplotlib's axes positions.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Frac {
    pub x0: f64,
    pub y0: f64,
    pub w: f64,
    pub h: f64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scale {
    Linear,
    Log,
}

/// Horizontal and vertical text alignment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HAlign {
    Left,
    Center,
    Right,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VAlign {
    Top,
    Center,
    /// The middle of the text as if it had no descent (matplotlib's 'center_baseline').
    CenterBaseline,
    Baseline,
    Bottom,
}

/// One axis of an axes: limits (None: autoscaled), scale, fixed ticks and labels.
#[derive(Debug, Clone, PartialEq)]
pub struct AxisSpec {
    pub lim: Option<(f64, f64)>,
    pub scale: Scale,
    pub ticks: Option<Vec<f64>>,
    pub ticklabels: Option<Vec<String>>,
    pub label: String,
    pub label_size: f64,
    pub label_color: Rgba,
    pub tick_size: f64,
    pub inverted: bool,
    pub visible: bool,
    /// Tick labels turned by this many degrees (`xticks(rotation=45)`).
    pub tick_rotation: f64,
    /// Whether tick labels are drawn (hidden on inner axes of shared subplots).
    pub tick_labels: bool,
}

impl Default for AxisSpec {
    fn default() -> Self {
        AxisSpec {
            lim: None,
            scale: Scale::Linear,
            ticks: None,
            ticklabels: None,
            label: String::new(),
            label_size: rc::FONT_SIZE,
            label_color: BLACK,
            tick_size: rc::FONT_SIZE,
            inverted: false,
            visible: true,
            tick_rotation: 0.0,
            tick_labels: true,
        }
    }
}

pub const BLACK: Rgba = Rgba { r: 0.0, g: 0.0, b: 0.0, a: 1.0 };
pub const WHITE: Rgba = Rgba { r: 1.0, g: 1.0, b: 1.0, a: 1.0 };

/// How a coordinate of an artist is read: in data units or as a fraction of the axes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Coords {
    Data,
    Axes,
}

/// matplotlib's Line2D.
#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    pub xs: Vec<f64>,
    pub ys: Vec<f64>,
    pub x_coords: Coords,
    pub y_coords: Coords,
    pub color: Rgba,
    pub width: f64,
    pub style: LineStyle,
    pub marker: Marker,
    pub marker_size: f64,
    pub marker_face: Rgba,
    pub marker_edge: Rgba,
    pub marker_edge_width: f64,
    pub label: String,
    pub zorder: f64,
    /// Made by errorbar(): matplotlib keeps it in a container, listed after the axes' children.
    pub container: bool,
}

/// A scatter plot (matplotlib's PathCollection): one marker per point, sizes in points².
#[derive(Debug, Clone, PartialEq)]
pub struct Scatter {
    pub xs: Vec<f64>,
    pub ys: Vec<f64>,
    pub sizes: Vec<f64>,
    pub faces: Vec<Rgba>,
    pub edges: Vec<Rgba>,
    pub edge_width: f64,
    pub marker: Marker,
    pub label: String,
    pub mappable: Option<Mappable>,
    pub zorder: f64,
}

/// Rectangles in data coordinates (bars, histogram bins): (x, y, width, height).
#[derive(Debug, Clone, PartialEq)]
pub struct Bars {
    pub rects: Vec<(f64, f64, f64, f64)>,
    pub face: Rgba,
    pub edge: Option<Rgba>,
    pub edge_width: f64,
    pub label: String,
    pub zorder: f64,
    /// Made by bar()/barh(): a container, listed after the axes' children in a legend.
    pub container: bool,
    /// Values the autoscale margins must not cross (0 for bars and histograms).
    pub sticky_x: Vec<f64>,
    pub sticky_y: Vec<f64>,
}

/// A filled polygon in data coordinates (`fill_between`, `fill`, step histograms).
#[derive(Debug, Clone, PartialEq)]
pub struct Polygon {
    pub pts: Vec<(f64, f64)>,
    pub face: Option<Rgba>,
    pub edge: Option<Rgba>,
    pub edge_width: f64,
    pub label: String,
    pub zorder: f64,
    /// Values the autoscale margins must not cross (0 for step histograms).
    pub sticky_x: Vec<f64>,
    pub sticky_y: Vec<f64>,
}

/// How image values become colours: a colormap between `vmin` and `vmax`.
#[derive(Debug, Clone, PartialEq)]
pub struct Mappable {
    pub cmap: String,
    pub vmin: f64,
    pub vmax: f64,
    pub log: bool,
    /// Filled contours' levels: a colorbar shows their bands, each in its middle's colour.
    pub bands: Vec<f64>,
}

/// An image drawn into `extent` (left, right, bottom, top, data units), row 0 at the top of
/// the pixels given (the builder flips for `origin='lower'`).
#[derive(Debug, Clone, PartialEq)]
pub struct Image {
    pub width: usize,
    pub height: usize,
    pub rgba: Vec<u8>,
    pub extent: (f64, f64, f64, f64),
    pub mappable: Option<Mappable>,
    pub smooth: bool,
    pub zorder: f64,
}

/// Text placed in data or axes coordinates.
#[derive(Debug, Clone, PartialEq)]
pub struct Text {
    pub x: f64,
    pub y: f64,
    pub coords: Coords,
    pub text: String,
    pub size: f64,
    pub color: Rgba,
    pub ha: HAlign,
    pub va: VAlign,
    pub rotation: f64,
    pub zorder: f64,
    /// An arrow from the text to this point (data coordinates), for `annotate`.
    pub arrow_to: Option<(f64, f64)>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Artist {
    Line(Line),
    Scatter(Scatter),
    Bars(Bars),
    Polygon(Polygon),
    Image(Image),
    Text(Text),
}

impl Artist {
    pub fn zorder(&self) -> f64 {
        match self {
            Artist::Line(a) => a.zorder,
            Artist::Scatter(a) => a.zorder,
            Artist::Bars(a) => a.zorder,
            Artist::Polygon(a) => a.zorder,
            Artist::Image(a) => a.zorder,
            Artist::Text(a) => a.zorder,
        }
    }
    /// Whether matplotlib holds it in a container (bar(), errorbar()) rather than as a child.
    pub fn is_container(&self) -> bool {
        match self {
            Artist::Line(l) => l.container,
            Artist::Bars(b) => b.container,
            _ => false,
        }
    }
    /// The label a legend shows (matplotlib skips labels starting with '_').
    pub fn label(&self) -> Option<&str> {
        let l = match self {
            Artist::Line(a) => &a.label,
            Artist::Scatter(a) => &a.label,
            Artist::Bars(a) => &a.label,
            Artist::Polygon(a) => &a.label,
            Artist::Image(_) | Artist::Text(_) => return None,
        };
        (!l.is_empty() && !l.starts_with('_')).then_some(l.as_str())
    }
}

/// Where a legend goes: matplotlib's location codes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum LegendLoc {
    Best,
    UpperRight,
    UpperLeft,
    LowerLeft,
    LowerRight,
    Right,
    CenterLeft,
    CenterRight,
    LowerCenter,
    UpperCenter,
    Center,
}

impl LegendLoc {
    pub fn parse(s: &str) -> Option<LegendLoc> {
        Some(match s {
            "best" => LegendLoc::Best,
            "upper right" => LegendLoc::UpperRight,
            "upper left" => LegendLoc::UpperLeft,
            "lower left" => LegendLoc::LowerLeft,
            "lower right" => LegendLoc::LowerRight,
            "right" => LegendLoc::Right,
            "center left" => LegendLoc::CenterLeft,
            "center right" => LegendLoc::CenterRight,
            "lower center" => LegendLoc::LowerCenter,
            "upper center" => LegendLoc::UpperCenter,
            "center" => LegendLoc::Center,
            _ => return None,
        })
    }
    pub fn from_code(c: i64) -> Option<LegendLoc> {
        const ALL: [LegendLoc; 11] = [
            LegendLoc::Best,
            LegendLoc::UpperRight,
            LegendLoc::UpperLeft,
            LegendLoc::LowerLeft,
            LegendLoc::LowerRight,
            LegendLoc::Right,
            LegendLoc::CenterLeft,
            LegendLoc::CenterRight,
            LegendLoc::LowerCenter,
            LegendLoc::UpperCenter,
            LegendLoc::Center,
        ];
        usize::try_from(c).ok().and_then(|i| ALL.get(i).copied())
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Legend {
    pub loc: LegendLoc,
    pub size: f64,
    pub frame: bool,
    pub title: Option<String>,
    pub ncols: usize,
    /// Explicit (artist index, label) entries; None: every labelled artist.
    pub entries: Option<Vec<(usize, String)>>,
}

/// Grid lines: which axes ('both', 'x', 'y') and their look.
#[derive(Debug, Clone, PartialEq)]
pub struct Grid {
    pub x: bool,
    pub y: bool,
    pub color: Rgba,
    pub width: f64,
    pub style: LineStyle,
}

/// A colorbar axes: the scale of a mappable, drawn as a strip with ticks on its long side.
#[derive(Debug, Clone, PartialEq)]
pub struct Colorbar {
    pub mappable: Mappable,
    pub vertical: bool,
    pub label: String,
}

/// One axes (matplotlib's `Axes`): its place in the figure and what it holds.
#[derive(Debug, Clone, PartialEq)]
pub struct Axes {
    pub pos: Frac,
    pub artists: Vec<Artist>,
    pub title: String,
    /// `set_title(loc='left' | 'right')`: titles over the box's left and right ends.
    pub title_left: String,
    pub title_right: String,
    pub title_size: f64,
    pub x: AxisSpec,
    pub y: AxisSpec,
    pub legend: Option<Legend>,
    pub grid: Option<Grid>,
    /// Height/width ratio of a data unit ('equal' = 1), images set it.
    pub aspect: Option<f64>,
    pub line_cycle: usize,
    pub patch_cycle: usize,
    pub colorbar: Option<Colorbar>,
    pub axis_on: bool,
    pub facecolor: Rgba,
    /// Share limits with another axes of the same figure (its index).
    pub share_x: Option<usize>,
    pub share_y: Option<usize>,
    /// The grid cell this axes came from: (rows, cols, index from 0), for tight_layout.
    pub cell: Option<(usize, usize, usize)>,
    /// A twin drawn over another axes (twinx): ticks on the right.
    pub twin_of: Option<usize>,
    /// Where a box shrunk to its aspect sits in its place: (0, 0) bottom-left, (0.5, 0.5) centre.
    pub anchor: (f64, f64),
    /// The box's own height/width ratio (colorbars: 20), whatever the data.
    pub box_aspect: Option<f64>,
}

impl Axes {
    pub fn new(pos: Frac) -> Axes {
        Axes {
            pos,
            artists: Vec::new(),
            title: String::new(),
            title_left: String::new(),
            title_right: String::new(),
            title_size: rc::TITLE_SIZE,
            x: AxisSpec::default(),
            y: AxisSpec::default(),
            legend: None,
            grid: None,
            aspect: None,
            line_cycle: 0,
            patch_cycle: 0,
            colorbar: None,
            axis_on: true,
            facecolor: WHITE,
            share_x: None,
            share_y: None,
            cell: None,
            twin_of: None,
            anchor: (0.5, 0.5),
            box_aspect: None,
        }
    }
}

/// A figure: its size, its axes and its title.
#[derive(Debug, Clone, PartialEq)]
pub struct Figure {
    pub width_in: f64,
    pub height_in: f64,
    pub dpi: f64,
    pub facecolor: Rgba,
    pub axes: Vec<Axes>,
    pub suptitle: Option<(String, f64)>,
    pub tight: bool,
}

impl Figure {
    pub fn new(width_in: f64, height_in: f64, dpi: f64) -> Figure {
        Figure { width_in, height_in, dpi, facecolor: WHITE, axes: Vec::new(), suptitle: None, tight: false }
    }
    pub fn pixel_size(&self) -> (u32, u32) {
        ((self.width_in * self.dpi).round().max(1.0) as u32, (self.height_in * self.dpi).round().max(1.0) as u32)
    }
    /// matplotlib's `repr`: "<Figure size 640x480 with 1 Axes>".
    pub fn describe(&self) -> String {
        let (w, h) = (self.width_in * self.dpi, self.height_in * self.dpi);
        format!("<Figure size {}x{} with {} Axes>", fmt_size(w), fmt_size(h), self.axes.len())
    }
}

fn fmt_size(v: f64) -> String {
    if v.fract() == 0.0 {
        format!("{v:.0}")
    } else {
        format!("{v}")
    }
}

/// The position of cell `index` (0-based, row-major) of a rows × cols grid with matplotlib's
/// default subplot parameters.
pub fn subplot_pos(rows: usize, cols: usize, index: usize) -> Frac {
    subplot_pos_in(rows, cols, index, (rc::SUBPLOT_LEFT, rc::SUBPLOT_RIGHT, rc::SUBPLOT_BOTTOM, rc::SUBPLOT_TOP), (rc::WSPACE, rc::HSPACE))
}

/// The same within given (left, right, bottom, top) bounds and (wspace, hspace).
pub fn subplot_pos_in(rows: usize, cols: usize, index: usize, bounds: (f64, f64, f64, f64), space: (f64, f64)) -> Frac {
    let (left, right, bottom, top) = bounds;
    let (rows, cols) = (rows.max(1) as f64, cols.max(1) as f64);
    let cell_w = (right - left) / (cols + space.0 * (cols - 1.0));
    let cell_h = (top - bottom) / (rows + space.1 * (rows - 1.0));
    let (r, c) = ((index as f64 / cols).floor(), index as f64 % cols);
    Frac { x0: left + c * cell_w * (1.0 + space.0), y0: top - (r + 1.0) * cell_h - r * cell_h * space.1, w: cell_w, h: cell_h }
}

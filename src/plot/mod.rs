//! Figures drawn in the cell: the model behind `matplotlib.pyplot` (figures, axes, artists in
//! data coordinates), matplotlib's colours, colormaps and tick placement, and the renderers that
//! turn a figure into PNG or SVG bytes.
//!
//! Owns no Python values: the `host` layer's `matplotlib` module builds figures from a cell's
//! arguments and asks for bytes. Never imports `crate::host`.

pub mod canvas;
pub mod color;
pub mod colormap;
mod colormap_data;
pub mod draw;
pub mod figure;
pub mod path;
pub mod raster;
pub mod svg;
pub mod text;
pub mod ticks;

/// `fig` as PNG bytes.
pub fn render_png(fig: &figure::Figure) -> Result<Vec<u8>, raster::RasterError> {
    let (w, h) = fig.pixel_size();
    let mut r = raster::Raster::new(w, h, fig.facecolor)?;
    draw::draw(fig, &mut r);
    r.encode_png()
}

/// `fig` as an SVG document.
pub fn render_svg(fig: &figure::Figure) -> String {
    let (w, h) = fig.pixel_size();
    let mut s = svg::Svg::new(w, h, fig.facecolor);
    draw::draw(fig, &mut s);
    s.finish()
}

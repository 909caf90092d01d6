//! `matplotlib`, `matplotlib.pyplot` and `matplotlib.cm` for cells: pyplot's state machine
//! (current figure, current axes), Figure and Axes objects, and the inline backend's display
//! (figures a cell drew are shown as PNG, or SVG after `%config InlineBackend.figure_format =
//! 'svg'`, when the cell ends or at `plt.show()`, then closed).
//!
//! Figures live in `crate::plot` (the model and the renderers); this module reads a cell's
//! arguments into that model (`plotting.rs` builds the artists) and owns the registry of open
//! figures. Must not reach into the kernel or GPU layers.

mod args;
mod objects;
mod plotting;

use super::new_module;
use crate::host::output::MimeBundle;
use crate::host::value::{Args, Module, Value};
use crate::host::{raise, Interp, R};
use crate::plot::figure::{rc, subplot_pos, Axes, Figure};
use objects::{AxesArray, AxesObj, FigureObj, PltFunc};
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

/// An open figure and pyplot's memory of it.
pub struct FigState {
    pub fig: Figure,
    pub current_axes: Option<usize>,
}

/// The open figures, by number, and the current one.
#[derive(Default)]
pub struct Registry {
    pub figs: BTreeMap<usize, FigState>,
    pub current: Option<usize>,
    /// The Python objects handed out, so that `plt.gca() is ax` holds as in matplotlib.
    objects: std::collections::HashMap<(usize, Option<usize>), Value>,
}

impl Registry {
    /// Forget figure `id` and the objects naming it.
    pub fn remove(&mut self, id: usize) {
        self.figs.remove(&id);
        self.objects.retain(|(f, _), _| *f != id);
        if self.current == Some(id) {
            self.current = self.figs.keys().last().copied();
        }
    }
    pub fn clear(&mut self) {
        self.figs.clear();
        self.objects.clear();
        self.current = None;
    }
}

thread_local! {
    static REGISTRY: RefCell<Registry> = RefCell::new(Registry::default());
}

pub fn with_registry<T>(f: impl FnOnce(&mut Registry) -> T) -> T {
    REGISTRY.with(|r| f(&mut r.borrow_mut()))
}

/// Run `f` on figure `id` (an error if it was closed).
pub fn with_fig<T>(id: usize, f: impl FnOnce(&mut FigState) -> R<T>) -> R<T> {
    with_registry(|r| match r.figs.get_mut(&id) {
        Some(s) => f(s),
        None => Err(raise("RuntimeError", "this figure was closed (plt.close or the end of its cell); make a new one with plt.figure()")),
    })
}

/// Run `f` on axes `ax` of figure `id`.
pub fn with_axes<T>(id: usize, ax: usize, f: impl FnOnce(&mut Axes) -> R<T>) -> R<T> {
    with_fig(id, |s| match s.fig.axes.get_mut(ax) {
        Some(a) => f(a),
        None => Err(raise("RuntimeError", "this Axes was removed from its figure")),
    })
}

/// rcParams values the model reads when it makes something.
fn rc_param(interp: &mut Interp, key: &str) -> Option<Value> {
    let m = interp.modules.get("matplotlib")?;
    let Value::Dict(d) = m.get("rcParams")? else {
        return None;
    };
    let d = d.borrow();
    d.map.get(&crate::host::value::HashKey::Str(Rc::from(key))).map(|(_, v)| v.clone())
}

/// A new figure made current: `plt.figure(figsize=, dpi=, facecolor=)`.
pub fn new_figure(interp: &mut Interp, figsize: Option<(f64, f64)>, dpi: Option<f64>) -> R<usize> {
    new_figure_numbered(interp, None, figsize, dpi)
}

/// A new figure numbered `num` (else one past the highest open number, as matplotlib counts).
pub fn new_figure_numbered(interp: &mut Interp, num: Option<usize>, figsize: Option<(f64, f64)>, dpi: Option<f64>) -> R<usize> {
    let size = match figsize {
        Some(s) => s,
        None => match rc_param(interp, "figure.figsize") {
            Some(v) => {
                let n = args::numbers(interp, &v)?;
                (n.first().copied().unwrap_or(rc::FIGSIZE.0), n.get(1).copied().unwrap_or(rc::FIGSIZE.1))
            }
            None => rc::FIGSIZE,
        },
    };
    let dpi = match dpi {
        Some(d) => d,
        None => match rc_param(interp, "figure.dpi") {
            Some(v) => interp.to_float(&v)?,
            None => rc::DPI,
        },
    };
    if !(size.0.is_finite() && size.1.is_finite() && size.0 > 0.0 && size.1 > 0.0) {
        return Err(raise("ValueError", format!("figure size must be positive finite not ({}, {})", size.0, size.1)));
    }
    if !(dpi.is_finite() && dpi > 0.0) {
        return Err(raise("ValueError", format!("dpi must be positive, not {dpi}")));
    }
    let px = size.0 * dpi * size.1 * dpi;
    if px > 64.0 * 1024.0 * 1024.0 {
        return Err(raise(
            "ValueError",
            format!("Image size of {:.0}x{:.0} pixels is too large. It must be less than 2^16 in each direction.", size.0 * dpi, size.1 * dpi),
        ));
    }
    Ok(with_registry(|r| {
        let id = num.unwrap_or_else(|| r.figs.keys().last().map(|k| k + 1).unwrap_or(1));
        r.figs.insert(id, FigState { fig: Figure::new(size.0, size.1, dpi), current_axes: None });
        r.current = Some(id);
        id
    }))
}

/// The current figure, made if there is none (`plt.gcf()`).
pub fn current_figure(interp: &mut Interp) -> R<usize> {
    match with_registry(|r| r.current.filter(|c| r.figs.contains_key(c))) {
        Some(id) => Ok(id),
        None => new_figure(interp, None, None),
    }
}

/// The current axes of the current figure, made (one subplot) if there is none (`plt.gca()`).
pub fn current_axes(interp: &mut Interp) -> R<(usize, usize)> {
    let id = current_figure(interp)?;
    with_fig(id, |s| {
        let ax = match s.current_axes.filter(|&a| a < s.fig.axes.len()) {
            Some(a) => a,
            None => {
                let mut a = Axes::new(subplot_pos(1, 1, 0));
                a.cell = Some((1, 1, 0));
                s.fig.axes.push(a);
                s.fig.axes.len() - 1
            }
        };
        s.current_axes = Some(ax);
        Ok((id, ax))
    })
}

/// The figure as a display bundle: PNG (or SVG when the inline backend is set to it) and the
/// text matplotlib's repr gives.
pub fn figure_bundle(interp: &Interp, fig: &Figure) -> R<MimeBundle> {
    let svg = interp
        .config
        .values
        .iter()
        .rev()
        .find(|(k, _)| k == "InlineBackend.figure_format")
        .is_some_and(|(_, v)| v.trim_matches(['\'', '"', ' ']).eq_ignore_ascii_case("svg"));
    let mut b = MimeBundle(vec![("text/plain".into(), fig.describe())]);
    if svg {
        b.0.insert(0, ("image/svg+xml".into(), crate::plot::render_svg(fig)));
    } else {
        let png = crate::plot::render_png(fig).map_err(|e| raise("ValueError", e.to_string()))?;
        b.0.insert(0, ("image/png".into(), crate::mime::base64(&png)));
    }
    Ok(b)
}

/// Show every open figure in the cell and close them (`plt.show()`, and the end of a cell as
/// the inline backend does).
pub fn show_all(interp: &mut Interp) -> R<()> {
    let figs: Vec<Figure> = with_registry(|r| {
        let figs = std::mem::take(&mut r.figs).into_values().map(|s| s.fig).collect();
        r.clear();
        figs
    });
    for fig in figs {
        let bundle = figure_bundle(interp, &fig)?;
        interp.out.display(bundle, None, false);
    }
    Ok(())
}

/// The end of a cell: figures it left open are shown (only where pyplot was imported).
pub fn end_of_cell(interp: &mut Interp) {
    if !interp.modules.contains_key("matplotlib.pyplot") {
        return;
    }
    if let Err(crate::host::Ctrl::Raise(e)) = show_all(interp) {
        let msg = format!("matplotlib: the figure could not be drawn: {}\n", e.message());
        interp.out.write(crate::host::output::Stream::Stderr, &msg);
    }
}

/// Whether `name` is a module this file provides.
pub fn provides(name: &str) -> bool {
    matches!(name, "matplotlib" | "matplotlib.pyplot" | "matplotlib.cm" | "matplotlib.colors" | "matplotlib.style" | "pylab")
}

const PYPLOT: &[&str] = &[
    "figure",
    "subplots",
    "subplot",
    "gca",
    "gcf",
    "close",
    "clf",
    "cla",
    "show",
    "savefig",
    "plot",
    "scatter",
    "bar",
    "barh",
    "hist",
    "imshow",
    "matshow",
    "pcolormesh",
    "colorbar",
    "errorbar",
    "fill_between",
    "fill",
    "axhline",
    "axvline",
    "text",
    "annotate",
    "loglog",
    "semilogx",
    "semilogy",
    "step",
    "stem",
    "title",
    "xlabel",
    "ylabel",
    "legend",
    "grid",
    "xlim",
    "ylim",
    "xscale",
    "yscale",
    "xticks",
    "yticks",
    "tight_layout",
    "suptitle",
    "axis",
    "twinx",
    "contour",
    "contourf",
    "pie",
    "boxplot",
    "violinplot",
    "quiver",
    "ion",
    "ioff",
    "draw",
    "pause",
    "get_cmap",
    "subplots_adjust",
    "get_fignums",
    "fignum_exists",
    "margins",
    "minorticks_on",
    "tick_params",
    "gci",
    "clim",
];

/// Build the modules on first import.
pub fn install(interp: &mut Interp) -> R<()> {
    let mpl = new_module("matplotlib", "matplotlib's plotting for cells (cudalab's own renderer, matplotlib 3.x's look).");
    let plt = new_module("matplotlib.pyplot", "pyplot: matplotlib's state-machine interface (cudalab's own implementation).");
    for name in PYPLOT {
        plt.attrs.borrow_mut().insert(Rc::from(*name), Value::Native(Rc::new(PltFunc { name })));
    }
    let rc_params = rc_params_dict(interp)?;
    let style = new_module("matplotlib.style", "Style sheets: the look is matplotlib's default (other styles are refused by name).");
    style.attrs.borrow_mut().insert(Rc::from("use"), Value::Native(Rc::new(PltFunc { name: "style.use" })));
    style.attrs.borrow_mut().insert(Rc::from("available"), Value::list(vec![Value::str("default")]));
    let cm = colormap_module();
    let colors = new_module("matplotlib.colors", "Colour conversions and normalisation.");
    for name in ["to_hex", "to_rgb", "to_rgba", "Normalize", "LogNorm"] {
        colors.attrs.borrow_mut().insert(Rc::from(name), Value::Native(Rc::new(PltFunc { name: colors_fn(name) })));
    }
    {
        let mut a = mpl.attrs.borrow_mut();
        a.insert(Rc::from("__version__"), Value::str("3.9.2"));
        a.insert(Rc::from("rcParams"), rc_params.clone());
        a.insert(Rc::from("pyplot"), Value::Module(plt.clone()));
        a.insert(Rc::from("cm"), Value::Module(cm.clone()));
        a.insert(Rc::from("colors"), Value::Module(colors.clone()));
        a.insert(Rc::from("style"), Value::Module(style.clone()));
        a.insert(Rc::from("use"), Value::Native(Rc::new(PltFunc { name: "use" })));
        a.insert(Rc::from("colormaps"), Value::Module(cm.clone()));
    }
    {
        let mut a = plt.attrs.borrow_mut();
        a.insert(Rc::from("rcParams"), rc_params);
        a.insert(Rc::from("style"), Value::Module(style.clone()));
        a.insert(Rc::from("cm"), Value::Module(cm.clone()));
        a.insert(Rc::from("Figure"), Value::Type(crate::host::builtins::native_type("matplotlib.figure.Figure")));
        a.insert(Rc::from("Axes"), Value::Type(crate::host::builtins::native_type("matplotlib.axes.Axes")));
    }
    interp.modules.insert("matplotlib", mpl);
    interp.modules.insert("matplotlib.pyplot", plt.clone());
    interp.modules.insert("pylab", plt);
    interp.modules.insert("matplotlib.cm", cm);
    interp.modules.insert("matplotlib.colors", colors);
    interp.modules.insert("matplotlib.style", style);
    Ok(())
}

fn colors_fn(name: &str) -> &'static str {
    match name {
        "to_hex" => "colors.to_hex",
        "to_rgb" => "colors.to_rgb",
        "to_rgba" => "colors.to_rgba",
        "Normalize" => "colors.Normalize",
        _ => "colors.LogNorm",
    }
}

fn colormap_module() -> Rc<Module> {
    let cm = new_module("matplotlib.cm", "Colormaps by name (matplotlib's colour values).");
    {
        let mut a = cm.attrs.borrow_mut();
        for name in crate::plot::colormap::names() {
            a.insert(Rc::from(name), Value::Native(Rc::new(objects::CmapObj { name: name.to_string() })));
            let rev = format!("{name}_r");
            a.insert(Rc::from(rev.as_str()), Value::Native(Rc::new(objects::CmapObj { name: rev.clone() })));
        }
        a.insert(Rc::from("get_cmap"), Value::Native(Rc::new(PltFunc { name: "get_cmap" })));
    }
    cm
}

/// `matplotlib.rcParams`: a dict of the defaults the model reads (others are kept, unused).
fn rc_params_dict(interp: &mut Interp) -> R<Value> {
    let src = "{'figure.figsize': [6.4, 4.8], 'figure.dpi': 100.0, 'savefig.dpi': 'figure', 'font.size': 10.0, \
               'font.family': ['sans-serif'], 'lines.linewidth': 1.5, 'lines.markersize': 6.0, 'axes.grid': False, \
               'image.cmap': 'viridis', 'axes.titlesize': 'large', 'axes.labelsize': 'medium', 'legend.fontsize': 'medium', \
               'xtick.labelsize': 'medium', 'ytick.labelsize': 'medium', 'axes.unicode_minus': True}";
    let m = interp.module_from_source("matplotlib._rc", "", &format!("rcParams = {src}\n"))?;
    m.get("rcParams").ok_or_else(|| raise("RuntimeError", "matplotlib.rcParams"))
}

/// Helpers shared by the pyplot functions and the Figure/Axes methods.
pub(crate) fn fig_value(id: usize) -> Value {
    with_registry(|r| r.objects.entry((id, None)).or_insert_with(|| Value::Native(Rc::new(FigureObj { id }))).clone())
}

pub(crate) fn axes_value(fig: usize, ax: usize) -> Value {
    with_registry(|r| r.objects.entry((fig, Some(ax))).or_insert_with(|| Value::Native(Rc::new(AxesObj { fig, ax }))).clone())
}

pub(crate) fn axes_array(fig: usize, axes: Vec<usize>, shape: Vec<usize>) -> Value {
    Value::Native(Rc::new(AxesArray { fig, axes, shape }))
}

pub(crate) fn unsupported(what: &str) -> crate::host::Ctrl {
    raise("NotImplementedError", format!("cudalab's matplotlib does not provide {what} yet"))
}

pub(crate) fn take_args(args: &mut Args) -> Vec<Value> {
    std::mem::take(&mut args.pos)
}

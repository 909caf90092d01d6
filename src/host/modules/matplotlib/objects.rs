//! The Python objects of the matplotlib module: pyplot's functions, Figure, Axes, arrays of
//! Axes (what `plt.subplots(2, 2)` returns), colormaps and the handles artists return.

use super::args;
use super::plotting;
use super::*;
use crate::host::native::NativeObject;
use crate::plot::figure::subplot_pos_in;
use std::any::Any;

/// A pyplot (or matplotlib.*) function; its name decides what it does.
pub struct PltFunc {
    pub name: &'static str,
}

impl NativeObject for PltFunc {
    fn type_name(&self) -> &str {
        "function"
    }
    fn repr(&self) -> String {
        format!("<function {} at {:p}>", self.name, self as *const Self)
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        pyplot(interp, self.name, args)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// pyplot's names for the current axes' methods.
fn axes_method_for(name: &str, has_args: bool) -> Option<&'static str> {
    Some(match name {
        "plot" => "plot",
        "scatter" => "scatter",
        "bar" => "bar",
        "barh" => "barh",
        "hist" => "hist",
        "imshow" => "imshow",
        "matshow" => "matshow",
        "pcolormesh" => "pcolormesh",
        "errorbar" => "errorbar",
        "fill_between" => "fill_between",
        "fill" => "fill",
        "axhline" => "axhline",
        "axvline" => "axvline",
        "text" => "text",
        "annotate" => "annotate",
        "loglog" => "loglog",
        "semilogx" => "semilogx",
        "semilogy" => "semilogy",
        "step" => "step",
        "stem" => "stem",
        "legend" => "legend",
        "grid" => "grid",
        "title" => "set_title",
        "xlabel" => "set_xlabel",
        "ylabel" => "set_ylabel",
        "xlim" if has_args => "set_xlim",
        "xlim" => "get_xlim",
        "ylim" if has_args => "set_ylim",
        "ylim" => "get_ylim",
        "xscale" => "set_xscale",
        "yscale" => "set_yscale",
        "xticks" => "xticks",
        "yticks" => "yticks",
        "axis" => "axis",
        "twinx" => "twinx",
        "contour" => "contour",
        "contourf" => "contourf",
        "pie" => "pie",
        "boxplot" => "boxplot",
        "violinplot" => "violinplot",
        "quiver" => "quiver",
        "cla" => "cla",
        "margins" => "margins",
        "minorticks_on" => "minorticks_on",
        "tick_params" => "tick_params",
        _ => return None,
    })
}

fn pyplot(interp: &mut Interp, name: &str, mut a: Args) -> R<Value> {
    if let Some(m) = axes_method_for(name, !a.pos.is_empty() || !a.kw.is_empty()) {
        let (fig, ax) = current_axes(interp)?;
        return plotting::axes_call(interp, fig, ax, m, a);
    }
    match name {
        "figure" => {
            let num = args::kw(&mut a, &["num"]).or_else(|| a.pos.first().cloned());
            if let Some(Value::Int(_)) = &num {
                let n = interp.to_index(num.as_ref().unwrap_or(&Value::None))?;
                let exists = with_registry(|r| {
                    let k = usize::try_from(n).ok().filter(|k| r.figs.contains_key(k));
                    if let Some(k) = k {
                        r.current = Some(k);
                    }
                    k
                });
                if let Some(k) = exists {
                    return Ok(fig_value(k));
                }
            }
            let asked = match &num {
                Some(Value::Int(_)) => Some(interp.to_index(num.as_ref().unwrap_or(&Value::None))?).filter(|n| *n >= 1).map(|n| n as usize),
                _ => None,
            };
            let id = figure_from_kwargs_numbered(interp, &mut a, asked)?;
            args::kw(&mut a, &["facecolor", "edgecolor", "frameon", "clear", "layout", "constrained_layout"]);
            if args::kw_bool(interp, &mut a, &["tight_layout"])?.unwrap_or(false) {
                with_fig(id, |s| {
                    s.fig.tight = true;
                    Ok(())
                })?;
            }
            args::no_more(&a, "figure()")?;
            Ok(fig_value(id))
        }
        "subplots" => {
            let id = figure_from_kwargs(interp, &mut a)?;
            figure_subplots(interp, id, a)
        }
        "subplot" => {
            let id = current_figure(interp)?;
            let ax = add_subplot(interp, id, a)?;
            Ok(axes_value(id, ax))
        }
        "gca" => {
            let (f, ax) = current_axes(interp)?;
            Ok(axes_value(f, ax))
        }
        "gcf" => Ok(fig_value(current_figure(interp)?)),
        "close" => {
            let which = a.pos.first().cloned().unwrap_or(Value::None);
            with_registry(|r| match &which {
                Value::Str(s) if &**s == "all" => r.clear(),
                Value::Native(n) if n.as_any().is::<FigureObj>() => {
                    if let Some(f) = n.as_any().downcast_ref::<FigureObj>() {
                        r.remove(f.id);
                    }
                }
                Value::Int(i) => {
                    if let Some(k) = i.as_i64().and_then(|k| usize::try_from(k).ok()) {
                        r.remove(k);
                    }
                }
                _ => {
                    if let Some(c) = r.current {
                        r.remove(c);
                    }
                }
            });
            Ok(Value::None)
        }
        "clf" => {
            let id = current_figure(interp)?;
            with_fig(id, |s| {
                s.fig.axes.clear();
                s.fig.suptitle = None;
                s.current_axes = None;
                Ok(Value::None)
            })
        }
        "show" => {
            show_all(interp)?;
            Ok(Value::None)
        }
        "savefig" => {
            let id = current_figure(interp)?;
            savefig(interp, id, a)
        }
        "colorbar" => {
            let (id, ax) = current_axes(interp)?;
            plotting::colorbar(interp, id, ax, a)
        }
        "tight_layout" | "subplots_adjust" => {
            let id = current_figure(interp)?;
            figure_method(interp, id, name, a)
        }
        "suptitle" => {
            let id = current_figure(interp)?;
            figure_method(interp, id, "suptitle", a)
        }
        "ion" | "ioff" | "draw" | "pause" => Ok(Value::None),
        "use" => {
            // matplotlib.use(backend): the inline backend (Agg draws the same pictures).
            let b = a.pos.first().map(|v| args::text(interp, v)).transpose()?.unwrap_or_default();
            match b.to_ascii_lowercase().as_str() {
                "agg" | "inline" | "module://matplotlib_inline.backend_inline" | "svg" | "pdf" => Ok(Value::None),
                _ => Err(raise("ValueError", format!("cudalab draws figures inline only; the '{b}' backend (a GUI) is not available"))),
            }
        }
        "style.use" => {
            let names = match a.pos.first() {
                Some(v @ (Value::List(_) | Value::Tuple(_))) => interp.collect(v)?,
                Some(v) => vec![v.clone()],
                None => Vec::new(),
            };
            for n in names {
                let n = args::text(interp, &n)?;
                if n != "default" {
                    return Err(unsupported(&format!("the '{n}' style (figures have matplotlib's default look)")));
                }
            }
            Ok(Value::None)
        }
        "get_fignums" => Ok(Value::list(with_registry(|r| r.figs.keys().map(|k| Value::int(*k as i64)).collect()))),
        "fignum_exists" => {
            let n = a.pos.first().map(|v| interp.to_index(v)).transpose()?.unwrap_or(-1);
            Ok(Value::Bool(with_registry(|r| usize::try_from(n).ok().is_some_and(|k| r.figs.contains_key(&k)))))
        }
        "get_cmap" => {
            let n = match a.pos.first() {
                Some(Value::Str(s)) => s.to_string(),
                Some(Value::Native(n)) if n.as_any().is::<CmapObj>() => return Ok(Value::Native(n.clone())),
                _ => "viridis".to_string(),
            };
            cmap_value(&n)
        }
        "gci" => {
            let (id, ax) = current_axes(interp)?;
            plotting::last_mappable(id, ax)
        }
        "clim" => {
            let (id, ax) = current_axes(interp)?;
            plotting::set_clim(interp, id, ax, a)
        }
        "colors.to_hex" | "colors.to_rgb" | "colors.to_rgba" => {
            let v = a.pos.first().cloned().ok_or_else(|| raise("TypeError", format!("{name}() missing 1 required positional argument: 'c'")))?;
            let alpha = a.pos.get(1).cloned().or_else(|| args::kw(&mut a, &["alpha"])).map(|v| interp.to_float(&v)).transpose()?;
            let keep_alpha = args::kw_bool(interp, &mut a, &["keep_alpha"])?.unwrap_or(false);
            let mut c = args::color(interp, &v)?;
            if let Some(al) = alpha {
                c = c.with_alpha(al);
            }
            if name == "colors.to_hex" && keep_alpha {
                return Ok(Value::str(&c.to_hex_keep_alpha()));
            }
            Ok(match name {
                "colors.to_hex" => Value::str(&c.to_hex()),
                "colors.to_rgb" => Value::tuple(vec![Value::Float(c.r), Value::Float(c.g), Value::Float(c.b)]),
                _ => Value::tuple(vec![Value::Float(c.r), Value::Float(c.g), Value::Float(c.b), Value::Float(c.a)]),
            })
        }
        "colors.Normalize" | "colors.LogNorm" => {
            let vmin = args::kw(&mut a, &["vmin"]).or_else(|| a.pos.first().cloned());
            let vmax = args::kw(&mut a, &["vmax"]).or_else(|| a.pos.get(1).cloned());
            let vmin = vmin.map(|v| interp.to_float(&v)).transpose()?;
            let vmax = vmax.map(|v| interp.to_float(&v)).transpose()?;
            Ok(Value::Native(Rc::new(NormObj { vmin, vmax, log: name == "colors.LogNorm" })))
        }
        _ => Err(unsupported(&format!("matplotlib.pyplot.{name}"))),
    }
}

fn figure_from_kwargs(interp: &mut Interp, a: &mut Args) -> R<usize> {
    figure_from_kwargs_numbered(interp, a, None)
}

fn figure_from_kwargs_numbered(interp: &mut Interp, a: &mut Args, num: Option<usize>) -> R<usize> {
    let figsize = match args::kw(a, &["figsize"]) {
        Some(v) => {
            let n = args::numbers(interp, &v)?;
            if n.len() != 2 {
                return Err(raise("ValueError", "figsize must be a (width, height) tuple"));
            }
            Some((n[0], n[1]))
        }
        None => None,
    };
    let dpi = args::kw_f64(interp, a, &["dpi"])?;
    let id = new_figure_numbered(interp, num, figsize, dpi)?;
    if let Some(c) = args::kw(a, &["facecolor"]) {
        let c = args::color(interp, &c)?;
        with_fig(id, |s| {
            s.fig.facecolor = c;
            Ok(())
        })?;
    }
    Ok(id)
}

/// `fig.subplots(nrows, ncols, sharex=, sharey=, squeeze=)` and `plt.subplots`.
fn figure_subplots(interp: &mut Interp, id: usize, mut a: Args) -> R<Value> {
    let nrows = args::kw(&mut a, &["nrows"]).or_else(|| a.pos.first().cloned()).map(|v| interp.to_index(&v)).transpose()?.unwrap_or(1);
    let ncols = args::kw(&mut a, &["ncols"]).or_else(|| a.pos.get(1).cloned()).map(|v| interp.to_index(&v)).transpose()?.unwrap_or(1);
    if nrows < 1 || ncols < 1 || nrows * ncols > 1024 {
        return Err(raise("ValueError", format!("Number of rows and columns must be positive integers, not nrows={nrows}, ncols={ncols}")));
    }
    let share = |interp: &mut Interp, v: Option<Value>| -> R<u8> {
        Ok(match v {
            None => 0,
            Some(Value::Str(s)) if &*s == "all" => 1,
            Some(Value::Str(s)) if &*s == "row" => 2,
            Some(Value::Str(s)) if &*s == "col" => 3,
            Some(Value::Str(s)) if &*s == "none" => 0,
            Some(v) => u8::from(interp.truthy(&v)?),
        })
    };
    let sharex = share(interp, args::kw(&mut a, &["sharex"]))?;
    let sharey = share(interp, args::kw(&mut a, &["sharey"]))?;
    let squeeze = args::kw_bool(interp, &mut a, &["squeeze"])?.unwrap_or(true);
    args::kw(&mut a, &["subplot_kw", "gridspec_kw", "layout", "constrained_layout"]);
    if args::kw_bool(interp, &mut a, &["tight_layout"])?.unwrap_or(false) {
        with_fig(id, |s| {
            s.fig.tight = true;
            Ok(())
        })?;
    }
    args::no_more(&a, "subplots()")?;
    let (r, c) = (nrows as usize, ncols as usize);
    let indices = with_fig(id, |s| {
        let first = s.fig.axes.len();
        for k in 0..r * c {
            let mut ax = Axes::new(subplot_pos(r, c, k));
            ax.cell = Some((r, c, k));
            let (row, col) = (k / c, k % c);
            let root = |mode: u8| match mode {
                1 => Some(first),
                2 => Some(first + row * c),
                3 => Some(first + col),
                _ => None,
            };
            ax.share_x = root(sharex).filter(|&x| x != first + k);
            ax.share_y = root(sharey).filter(|&y| y != first + k);
            // Shared axes show their tick labels on the outer subplots only (label_outer).
            if matches!(sharex, 1 | 3) && row + 1 < r {
                ax.x.tick_labels = false;
            }
            if matches!(sharey, 1 | 2) && col > 0 {
                ax.y.tick_labels = false;
            }
            s.fig.axes.push(ax);
        }
        s.current_axes = Some(first);
        Ok((first..first + r * c).collect::<Vec<usize>>())
    })?;
    let axes = if squeeze && r * c == 1 {
        axes_value(id, indices[0])
    } else if squeeze && (r == 1 || c == 1) {
        axes_array(id, indices, vec![r * c])
    } else {
        axes_array(id, indices, vec![r, c])
    };
    Ok(Value::tuple(vec![fig_value(id), axes]))
}

/// `add_subplot(nrows, ncols, index)` / `add_subplot(221)`: the axes at that cell, made if new.
fn add_subplot(interp: &mut Interp, id: usize, mut a: Args) -> R<usize> {
    let projection = args::kw(&mut a, &["projection", "polar"]);
    if projection.is_some() {
        return Err(unsupported("projections other than the default rectilinear one (polar, 3d)"));
    }
    args::kw(&mut a, &["facecolor", "title", "xlabel", "ylabel"]);
    let (r, c, k) = match a.pos.len() {
        0 => (1, 1, 1),
        1 => {
            let n = interp.to_index(&a.pos[0])?;
            if !(111..=999).contains(&n) {
                return Err(raise("ValueError", format!("Integer subplot specification must be a three-digit number, not {n}")));
            }
            (n / 100, (n / 10) % 10, n % 10)
        }
        3 => (interp.to_index(&a.pos[0])?, interp.to_index(&a.pos[1])?, interp.to_index(&a.pos[2])?),
        n => return Err(raise("TypeError", format!("subplot() takes 1 or 3 positional arguments but {n} were given"))),
    };
    if r < 1 || c < 1 {
        return Err(raise("ValueError", format!("Number of rows must be a positive integer, not {r}")));
    }
    if k < 1 || k > r * c {
        return Err(raise("ValueError", format!("num must be an integer with 1 <= num <= {}, not {k}", r * c)));
    }
    let cell = (r as usize, c as usize, (k - 1) as usize);
    with_fig(id, |s| {
        let found = s.fig.axes.iter().position(|ax| ax.cell == Some(cell));
        let i = match found {
            Some(i) => i,
            None => {
                let mut ax = Axes::new(subplot_pos(cell.0, cell.1, cell.2));
                ax.cell = Some(cell);
                s.fig.axes.push(ax);
                s.fig.axes.len() - 1
            }
        };
        s.current_axes = Some(i);
        Ok(i)
    })
}

/// `fig.savefig(fname, dpi=None, format=None, …)`: PNG or SVG by extension or format.
fn savefig(interp: &mut Interp, id: usize, mut a: Args) -> R<Value> {
    let path = a
        .pos
        .first()
        .cloned()
        .or_else(|| args::kw(&mut a, &["fname"]))
        .ok_or_else(|| raise("TypeError", "savefig() missing 1 required positional argument: 'fname'"))?;
    let path = args::text(interp, &path)?;
    let dpi = match args::kw(&mut a, &["dpi"]) {
        Some(Value::Str(_)) | None => None,
        Some(v) => Some(interp.to_float(&v)?),
    };
    let format = args::kw_text(interp, &mut a, &["format"])?;
    let transparent = args::kw_bool(interp, &mut a, &["transparent"])?.unwrap_or(false);
    args::kw(&mut a, &["bbox_inches", "pad_inches", "facecolor", "edgecolor", "metadata"]);
    let ext = format.unwrap_or_else(|| std::path::Path::new(&path).extension().map(|e| e.to_string_lossy().to_lowercase()).unwrap_or_else(|| "png".into()));
    let mut fig = with_fig(id, |s| Ok(s.fig.clone()))?;
    if let Some(d) = dpi {
        if !(d.is_finite() && d > 0.0) {
            return Err(raise("ValueError", format!("dpi must be positive, not {d}")));
        }
        fig.dpi = d;
    }
    if transparent {
        fig.facecolor.a = 0.0;
        for ax in &mut fig.axes {
            ax.facecolor.a = 0.0;
        }
    }
    let file = if std::path::Path::new(&path).extension().is_none() { format!("{path}.{ext}") } else { path };
    let bytes = match ext.as_str() {
        "png" => crate::plot::render_png(&fig).map_err(|e| raise("ValueError", e.to_string()))?,
        "svg" => crate::plot::render_svg(&fig).into_bytes(),
        other => return Err(raise("ValueError", format!("Format '{other}' is not supported (supported formats: png, svg)"))),
    };
    std::fs::write(&file, bytes).map_err(|e| raise("FileNotFoundError", format!("[Errno 2] {e}: '{file}'")))?;
    Ok(Value::None)
}

fn figure_method(interp: &mut Interp, id: usize, name: &str, mut a: Args) -> R<Value> {
    match name {
        "add_subplot" => {
            let ax = add_subplot(interp, id, a)?;
            Ok(axes_value(id, ax))
        }
        "subplots" => figure_subplots(interp, id, a),
        "add_axes" => {
            let r = a.pos.first().map(|v| args::numbers(interp, v)).transpose()?.unwrap_or_default();
            if r.len() != 4 {
                return Err(raise("TypeError", "add_axes() takes a [left, bottom, width, height] rectangle"));
            }
            let i = with_fig(id, |s| {
                s.fig.axes.push(Axes::new(crate::plot::figure::Frac { x0: r[0], y0: r[1], w: r[2], h: r[3] }));
                s.current_axes = Some(s.fig.axes.len() - 1);
                Ok(s.fig.axes.len() - 1)
            })?;
            Ok(axes_value(id, i))
        }
        "suptitle" => {
            let t = a.pos.first().map(|v| args::text(interp, v)).transpose()?.unwrap_or_default();
            let size = args::kw(&mut a, &["fontsize", "size"]).map(|v| args::fontsize(interp, &v)).transpose()?.unwrap_or(12.0);
            with_fig(id, |s| {
                s.fig.suptitle = Some((t.clone(), size));
                Ok(())
            })?;
            Ok(Value::None)
        }
        "savefig" => savefig(interp, id, a),
        "tight_layout" => {
            with_fig(id, |s| {
                s.fig.tight = true;
                Ok(())
            })?;
            Ok(Value::None)
        }
        "subplots_adjust" => {
            let mut get = |k: &str| args::kw_f64(interp, &mut a, &[k]);
            let (l, r, b, t, w, h) = (get("left")?, get("right")?, get("bottom")?, get("top")?, get("wspace")?, get("hspace")?);
            with_fig(id, |s| {
                let bounds = (l.unwrap_or(rc::SUBPLOT_LEFT), r.unwrap_or(rc::SUBPLOT_RIGHT), b.unwrap_or(rc::SUBPLOT_BOTTOM), t.unwrap_or(rc::SUBPLOT_TOP));
                let space = (w.unwrap_or(rc::WSPACE), h.unwrap_or(rc::HSPACE));
                for ax in &mut s.fig.axes {
                    if let Some((rows, cols, k)) = ax.cell {
                        ax.pos = subplot_pos_in(rows, cols, k, bounds, space);
                    }
                }
                Ok(Value::None)
            })
        }
        "gca" => {
            let ax = with_fig(id, |s| {
                Ok(match s.current_axes {
                    Some(a) => a,
                    None => {
                        let mut a = Axes::new(subplot_pos(1, 1, 0));
                        a.cell = Some((1, 1, 0));
                        s.fig.axes.push(a);
                        s.current_axes = Some(s.fig.axes.len() - 1);
                        s.fig.axes.len() - 1
                    }
                })
            })?;
            Ok(axes_value(id, ax))
        }
        "colorbar" => {
            let ax = match args::kw(&mut a, &["ax"]) {
                Some(Value::Native(n)) => n.as_any().downcast_ref::<AxesObj>().map(|o| o.ax),
                _ => None,
            };
            let ax = match ax {
                Some(x) => x,
                None => with_fig(id, |s| Ok(s.current_axes.unwrap_or(0)))?,
            };
            plotting::colorbar(interp, id, ax, a)
        }
        "set_size_inches" => {
            let n = match a.pos.len() {
                1 => args::numbers(interp, &a.pos[0])?,
                _ => a.pos.iter().map(|v| interp.to_float(v)).collect::<R<Vec<f64>>>()?,
            };
            if n.len() < 2 || !(n[0] > 0.0 && n[1] > 0.0) {
                return Err(raise("ValueError", "set_size_inches takes a positive (width, height)"));
            }
            with_fig(id, |s| {
                s.fig.width_in = n[0];
                s.fig.height_in = n[1];
                Ok(Value::None)
            })
        }
        "clf" | "clear" => with_fig(id, |s| {
            s.fig.axes.clear();
            s.current_axes = None;
            Ok(Value::None)
        }),
        "show" => {
            let fig = with_fig(id, |s| Ok(s.fig.clone()))?;
            let bundle = figure_bundle(interp, &fig)?;
            interp.out.display(bundle, None, false);
            Ok(Value::None)
        }
        "get_axes" => Ok(Value::list((0..with_fig(id, |s| Ok(s.fig.axes.len()))?).map(|i| axes_value(id, i)).collect())),
        "get_size_inches" => with_fig(id, |s| Ok(Value::tuple(vec![Value::Float(s.fig.width_in), Value::Float(s.fig.height_in)]))),
        "set_dpi" => {
            let d = a.pos.first().map(|v| interp.to_float(v)).transpose()?.unwrap_or(rc::DPI);
            with_fig(id, |s| {
                s.fig.dpi = d;
                Ok(Value::None)
            })
        }
        "text" => Err(unsupported("Figure.text (use ax.text)")),
        _ => Err(raise("AttributeError", format!("'Figure' object has no attribute '{name}'"))),
    }
}

const FIGURE_METHODS: &[&str] = &[
    "add_subplot",
    "subplots",
    "add_axes",
    "suptitle",
    "savefig",
    "tight_layout",
    "subplots_adjust",
    "gca",
    "colorbar",
    "set_size_inches",
    "clf",
    "clear",
    "show",
    "get_axes",
    "get_size_inches",
    "set_dpi",
    "text",
];

/// A figure (matplotlib.figure.Figure): a handle on an open figure by number.
pub struct FigureObj {
    pub id: usize,
}

impl NativeObject for FigureObj {
    fn type_name(&self) -> &str {
        "matplotlib.figure.Figure"
    }
    fn repr(&self) -> String {
        with_registry(|r| r.figs.get(&self.id).map(|s| s.fig.describe())).unwrap_or_else(|| "<Figure (closed)>".into())
    }
    fn mime_bundle(&self) -> Option<MimeBundle> {
        // A cell ending in `fig` shows the picture, as IPython's formatter does.
        let fig = with_registry(|r| r.figs.get(&self.id).map(|s| s.fig.clone()))?;
        let png = crate::plot::render_png(&fig).ok()?;
        Some(MimeBundle(vec![("image/png".into(), crate::mime::base64(&png)), ("text/plain".into(), fig.describe())]))
    }
    fn str(&self) -> String {
        with_registry(|r| r.figs.get(&self.id).map(|s| s.fig.pixel_size())).map(|(w, h)| format!("Figure({w}x{h})")).unwrap_or_else(|| "Figure(closed)".into())
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        let id = self.id;
        Ok(match name {
            "axes" => Some(Value::list((0..with_fig(id, |s| Ok(s.fig.axes.len()))?).map(|i| axes_value(id, i)).collect())),
            "dpi" => Some(Value::Float(with_fig(id, |s| Ok(s.fig.dpi))?)),
            "number" => Some(Value::int(id as i64)),
            _ if FIGURE_METHODS.contains(&name) => Some(Value::Native(Rc::new(Bound { target: Target::Figure(id), name: name.to_string() }))),
            _ => None,
        })
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        if FIGURE_METHODS.contains(&name) {
            return figure_method(interp, self.id, name, args).map(Some);
        }
        Ok(None)
    }
    fn dir(&self) -> Vec<String> {
        FIGURE_METHODS.iter().map(|s| s.to_string()).collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

enum Target {
    Figure(usize),
    Axes(usize, usize),
}

/// A method taken off a Figure or Axes (`f = ax.plot; f(x, y)`).
struct Bound {
    target: Target,
    name: String,
}

impl NativeObject for Bound {
    fn type_name(&self) -> &str {
        "method"
    }
    fn repr(&self) -> String {
        format!("<bound method {}>", self.name)
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        match self.target {
            Target::Figure(id) => figure_method(interp, id, &self.name, args),
            Target::Axes(f, a) => plotting::axes_call(interp, f, a, &self.name, args),
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// An axes (matplotlib.axes.Axes).
pub struct AxesObj {
    pub fig: usize,
    pub ax: usize,
}

impl NativeObject for AxesObj {
    fn type_name(&self) -> &str {
        "matplotlib.axes._axes.Axes"
    }
    fn repr(&self) -> String {
        let title = with_registry(|r| r.figs.get(&self.fig).and_then(|s| s.fig.axes.get(self.ax)).map(|a| a.title.clone())).unwrap_or_default();
        format!("<Axes: title={{'center': {}}}>", crate::host::repr::str_repr(&title))
    }
    fn str(&self) -> String {
        // matplotlib's str(ax): its position in the figure, numbers as '%g' writes them.
        let pos = with_registry(|r| r.figs.get(&self.fig).and_then(|s| s.fig.axes.get(self.ax)).map(|a| a.pos));
        match pos {
            Some(p) => format!("Axes({},{};{}x{})", g6(p.x0), g6(p.y0), g6(p.w), g6(p.h)),
            None => "Axes(removed)".into(),
        }
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "figure" => Some(fig_value(self.fig)),
            "transAxes" => Some(Value::Native(Rc::new(plotting::Transform { axes: true }))),
            "transData" => Some(Value::Native(Rc::new(plotting::Transform { axes: false }))),
            _ if plotting::AXES_METHODS.contains(&name) => {
                Some(Value::Native(Rc::new(Bound { target: Target::Axes(self.fig, self.ax), name: name.to_string() })))
            }
            _ => None,
        })
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        if plotting::AXES_METHODS.contains(&name) {
            with_fig(self.fig, |s| {
                s.current_axes = Some(self.ax);
                Ok(())
            })?;
            return plotting::axes_call(interp, self.fig, self.ax, name, args).map(Some);
        }
        Ok(None)
    }
    fn eq(&self, _interp: &mut Interp, other: &Value) -> R<bool> {
        Ok(matches!(other, Value::Native(n) if n.as_any().downcast_ref::<AxesObj>().is_some_and(|o| o.fig == self.fig && o.ax == self.ax)))
    }
    fn dir(&self) -> Vec<String> {
        plotting::AXES_METHODS.iter().map(|s| s.to_string()).collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A number as C's `%g` writes it (6 significant digits, no trailing zeros), for positions.
fn g6(v: f64) -> String {
    if v == 0.0 {
        return "0".into();
    }
    let digits = 5 - v.abs().log10().floor() as i32;
    let s = format!("{:.*}", digits.clamp(0, 17) as usize, v);
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    }
}

/// The array of Axes `plt.subplots(r, c)` returns: indexed, iterated and flattened like NumPy's.
pub struct AxesArray {
    pub fig: usize,
    pub axes: Vec<usize>,
    pub shape: Vec<usize>,
}

/// One subscript of an axes array along an axis of length `n`: the positions it picks, and
/// whether it keeps the axis (a slice) or drops it (an int).
fn pick(interp: &mut Interp, key: &Value, n: usize) -> R<(Vec<usize>, bool)> {
    if let Value::Slice(sl) = key {
        let opt = |interp: &mut Interp, v: &Value| -> R<Option<i64>> {
            if v.is_none() {
                Ok(None)
            } else {
                interp.to_index(v).map(Some)
            }
        };
        let start = opt(interp, &sl[0])?;
        let stop = opt(interp, &sl[1])?;
        let step = opt(interp, &sl[2])?.unwrap_or(1);
        if step == 0 {
            return Err(raise("ValueError", "slice step cannot be zero"));
        }
        let (first, _, count) = crate::host::eval::slice_indices(n as i64, start, stop, step);
        return Ok(((0..count).map(|k| (first + k * step) as usize).collect(), true));
    }
    let i = interp.to_index(key)?;
    let k = if i < 0 { i + n as i64 } else { i };
    let k = usize::try_from(k).ok().filter(|k| *k < n).ok_or_else(|| raise("IndexError", format!("index {i} is out of bounds for axis 0 with size {n}")))?;
    Ok((vec![k], false))
}

impl AxesArray {
    fn item(&self, interp: &mut Interp, key: &Value) -> R<Value> {
        let keys: Vec<Value> = match key {
            Value::Tuple(t) => t.to_vec(),
            k => vec![k.clone()],
        };
        if keys.len() > self.shape.len() {
            return Err(raise("IndexError", format!("too many indices for array: array is {}-dimensional, but {} were indexed", self.shape.len(), keys.len())));
        }
        // Rows and columns picked (a 1-D array is one row).
        let (rows, cols) = if self.shape.len() == 2 { (self.shape[0], self.shape[1]) } else { (1, self.shape[0]) };
        let (row_pick, col_pick) = if self.shape.len() == 2 {
            let r = pick(interp, &keys[0], rows)?;
            let c = match keys.get(1) {
                Some(k) => pick(interp, k, cols)?,
                None => ((0..cols).collect(), true),
            };
            (r, c)
        } else {
            (((vec![0]), false), pick(interp, &keys[0], cols)?)
        };
        let mut axes = Vec::new();
        for &r in &row_pick.0 {
            for &c in &col_pick.0 {
                axes.push(self.axes[r * cols + c]);
            }
        }
        let mut shape = Vec::new();
        if row_pick.1 {
            shape.push(row_pick.0.len());
        }
        if col_pick.1 {
            shape.push(col_pick.0.len());
        }
        Ok(match (shape.is_empty(), axes.first()) {
            (true, Some(&a)) => axes_value(self.fig, a),
            _ => axes_array(self.fig, axes, shape),
        })
    }
}

impl NativeObject for AxesArray {
    fn type_name(&self) -> &str {
        "numpy.ndarray"
    }
    fn repr(&self) -> String {
        let items: Vec<String> = self.axes.iter().map(|_| "<Axes: >".to_string()).collect();
        match self.shape.as_slice() {
            [_, c] => format!("array([{}], dtype=object)", items.chunks(*c).map(|r| format!("[{}]", r.join(", "))).collect::<Vec<_>>().join(",\n       ")),
            _ => format!("array([{}], dtype=object)", items.join(", ")),
        }
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "flat" => Some(Value::list(self.axes.iter().map(|&a| axes_value(self.fig, a)).collect())),
            "shape" => Some(Value::tuple(self.shape.iter().map(|&n| Value::int(n as i64)).collect())),
            "ndim" => Some(Value::int(self.shape.len() as i64)),
            "size" => Some(Value::int(self.axes.len() as i64)),
            _ => None,
        })
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        Ok(match name {
            "__getitem__" => {
                let key = args.pos.first().cloned().unwrap_or(Value::None);
                Some(self.item(interp, &key)?)
            }
            "__len__" => Some(Value::int(self.shape[0] as i64)),
            "__iter__" => {
                let n = self.shape[0];
                let items = (0..n).map(|i| self.item(interp, &Value::int(i as i64))).collect::<R<Vec<Value>>>()?;
                Some(Value::list(items))
            }
            "ravel" | "flatten" => Some(axes_array(self.fig, self.axes.clone(), vec![self.axes.len()])),
            "reshape" => {
                let dims = args.pos.iter().map(|v| interp.to_index(v)).collect::<R<Vec<i64>>>()?;
                let shape: Vec<usize> = dims.iter().map(|&d| if d < 0 { self.axes.len() } else { d as usize }).collect();
                if shape.iter().product::<usize>() != self.axes.len() {
                    return Err(raise("ValueError", format!("cannot reshape array of size {} into shape {:?}", self.axes.len(), dims)));
                }
                Some(axes_array(self.fig, self.axes.clone(), shape))
            }
            _ => None,
        })
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A colormap object (`plt.cm.viridis`, `plt.get_cmap('hot')`): callable on values in 0..1.
pub struct CmapObj {
    pub name: String,
}

pub fn cmap_value(name: &str) -> R<Value> {
    if crate::plot::colormap::colormap(name).is_none() {
        let names = crate::plot::colormap::names().join(", ");
        return Err(raise("ValueError", format!("'{name}' is not a valid value for cmap; supported values are {names}")));
    }
    Ok(Value::Native(Rc::new(CmapObj { name: name.to_string() })))
}

impl NativeObject for CmapObj {
    fn type_name(&self) -> &str {
        "matplotlib.colors.ListedColormap"
    }
    fn repr(&self) -> String {
        format!("<matplotlib.colors.ListedColormap object at {:p}>", self as *const Self)
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "name" => Some(Value::str(&self.name)),
            "N" => Some(Value::int(crate::plot::colormap::colormap(&self.name).map(|c| c.n()).unwrap_or(256) as i64)),
            _ => None,
        })
    }
    fn call(&self, interp: &mut Interp, a: Args) -> R<Value> {
        let cm = crate::plot::colormap::colormap(&self.name).ok_or_else(|| raise("ValueError", "unknown colormap"))?;
        let v = a.pos.first().cloned().ok_or_else(|| raise("TypeError", "a colormap takes values to map"))?;
        let one = |x: f64| {
            let c = cm.rgba(x);
            Value::tuple(vec![Value::Float(c.r), Value::Float(c.g), Value::Float(c.b), Value::Float(c.a)])
        };
        match &v {
            Value::Float(_) | Value::Int(_) => {
                let x = interp.to_float(&v)?;
                let x = if matches!(v, Value::Int(_)) { (x + 0.5) / cm.n() as f64 } else { x };
                Ok(one(x))
            }
            _ => {
                let d = args::data(interp, &v)?;
                let mut out = Vec::with_capacity(d.values.len() * 4);
                for x in &d.values {
                    let c = cm.rgba(*x);
                    out.extend([c.r, c.g, c.b, c.a]);
                }
                let mut shape = d.shape.clone();
                shape.push(4);
                Ok(crate::host::modules::numpy::wrap(crate::array::hostarray::HostArray::from_vec(out, shape)))
            }
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `matplotlib.colors.Normalize(vmin, vmax)` / `LogNorm`, passed as `norm=`.
pub struct NormObj {
    pub vmin: Option<f64>,
    pub vmax: Option<f64>,
    pub log: bool,
}

impl NativeObject for NormObj {
    fn type_name(&self) -> &str {
        if self.log {
            "matplotlib.colors.LogNorm"
        } else {
            "matplotlib.colors.Normalize"
        }
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "vmin" => Some(self.vmin.map(Value::Float).unwrap_or(Value::None)),
            "vmax" => Some(self.vmax.map(Value::Float).unwrap_or(Value::None)),
            _ => None,
        })
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// What plotting functions return: a handle naming the artist (its repr is matplotlib's).
pub struct ArtistHandle {
    pub fig: usize,
    pub ax: usize,
    pub index: usize,
    pub class: &'static str,
    pub count: usize,
}

impl NativeObject for ArtistHandle {
    fn type_name(&self) -> &str {
        self.class
    }
    fn repr(&self) -> String {
        match self.class {
            "matplotlib.container.BarContainer" => format!("<BarContainer object of {} artists>", self.count),
            "matplotlib.container.ErrorbarContainer" => format!("<ErrorbarContainer object of {} artists>", self.count),
            c => format!("<{c} at {:p}>", self as *const Self),
        }
    }
    fn str(&self) -> String {
        match self.class {
            "matplotlib.legend.Legend" => "Legend".into(),
            "matplotlib.lines.Line2D" => {
                let label = with_registry(|r| match r.figs.get(&self.fig).and_then(|s| s.fig.axes.get(self.ax)).and_then(|a| a.artists.get(self.index)) {
                    Some(crate::plot::figure::Artist::Line(l)) => Some(l.label.clone()),
                    _ => None,
                });
                format!("Line2D({})", label.unwrap_or_default())
            }
            "matplotlib.image.AxesImage" => {
                let shape = with_registry(|r| match r.figs.get(&self.fig).and_then(|s| s.fig.axes.get(self.ax)).and_then(|a| a.artists.get(self.index)) {
                    Some(crate::plot::figure::Artist::Image(i)) => Some((i.height, i.width)),
                    _ => None,
                });
                shape.map(|(h, w)| format!("AxesImage(shape=({h}, {w}))")).unwrap_or_else(|| "AxesImage".into())
            }
            _ => self.repr(),
        }
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        // A container's length is its number of artists (`len(ax.bar(...))`).
        if name == "__len__" && self.class.starts_with("matplotlib.container.") {
            return Ok(Some(Value::int(self.count as i64)));
        }
        plotting::artist_method(interp, self, name, args)
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "axes" => Some(axes_value(self.fig, self.ax)),
            "figure" => Some(fig_value(self.fig)),
            _ => None,
        })
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A piece of text (tick labels, legend entries): `get_text()`.
pub struct TextObj {
    pub text: String,
    /// Where matplotlib places it, as its repr shows ("0.5, 1.0" for a title).
    pub at: &'static str,
}

impl NativeObject for TextObj {
    fn type_name(&self) -> &str {
        "matplotlib.text.Text"
    }
    fn repr(&self) -> String {
        format!("Text({}, {})", self.at, crate::host::repr::str_repr(&self.text))
    }
    fn call_method(&self, _interp: &mut Interp, name: &str, _args: Args) -> R<Option<Value>> {
        Ok(match name {
            "get_text" => Some(Value::str(&self.text)),
            _ => None,
        })
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// An axes' legend as `ax.get_legend()` gives it: its entries' texts.
pub struct LegendObj {
    pub texts: Vec<String>,
}

impl NativeObject for LegendObj {
    fn type_name(&self) -> &str {
        "matplotlib.legend.Legend"
    }
    fn repr(&self) -> String {
        "Legend".into()
    }
    fn call_method(&self, _interp: &mut Interp, name: &str, _args: Args) -> R<Option<Value>> {
        Ok(match name {
            "get_texts" => Some(Value::list(self.texts.iter().map(|t| Value::Native(Rc::new(TextObj { text: t.clone(), at: "0, 0" }))).collect())),
            _ => None,
        })
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

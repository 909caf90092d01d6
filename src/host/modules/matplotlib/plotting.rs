//! The Axes methods (and the pyplot functions that call them on the current axes): each reads
//! its arguments as matplotlib does and adds artists to the figure model, with matplotlib's
//! defaults (colour cycles, widths, margins, sticky edges).

use super::args::{self, Data};
use super::objects::{ArtistHandle, AxesObj, CmapObj, NormObj};
use super::*;
use crate::array::hostarray::HostArray;
use crate::host::modules::numpy::wrap;
use crate::plot::color::{LineStyle, Marker, Rgba, TAB10};
use crate::plot::figure::*;

pub const AXES_METHODS: &[&str] = &[
    "plot",
    "scatter",
    "bar",
    "barh",
    "hist",
    "imshow",
    "matshow",
    "pcolormesh",
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
    "legend",
    "grid",
    "set_title",
    "set_xlabel",
    "set_ylabel",
    "set_xlim",
    "set_ylim",
    "get_xlim",
    "get_ylim",
    "set_xscale",
    "set_yscale",
    "set_xticks",
    "set_yticks",
    "set_xticklabels",
    "set_yticklabels",
    "xticks",
    "yticks",
    "axis",
    "set_aspect",
    "twinx",
    "invert_xaxis",
    "invert_yaxis",
    "set",
    "cla",
    "clear",
    "set_facecolor",
    "tick_params",
    "set_axis_off",
    "set_axis_on",
    "get_title",
    "get_xlabel",
    "get_ylabel",
    "contour",
    "contourf",
    "pie",
    "boxplot",
    "violinplot",
    "quiver",
    "stem",
    "margins",
    "minorticks_on",
    "get_legend_handles_labels",
    "get_xticks",
    "get_yticks",
    "get_xticklabels",
    "get_yticklabels",
    "get_xscale",
    "get_yscale",
    "get_legend",
    "get_lines",
];

fn handle(fig: usize, ax: usize, index: usize, class: &'static str, count: usize) -> Value {
    Value::Native(Rc::new(ArtistHandle { fig, ax, index, class, count }))
}

/// The next colour of an axes' line cycle (`patch`: its patch cycle, separate in matplotlib).
fn next_color(fig: usize, ax: usize, patch: bool) -> R<Rgba> {
    with_axes(fig, ax, |a| {
        let k = if patch { &mut a.patch_cycle } else { &mut a.line_cycle };
        let c = TAB10[*k % TAB10.len()];
        *k += 1;
        Ok(c)
    })
}

fn push(fig: usize, ax: usize, artist: Artist) -> R<usize> {
    with_axes(fig, ax, |a| {
        a.artists.push(artist);
        Ok(a.artists.len() - 1)
    })
}

fn with_alpha(c: Rgba, alpha: Option<f64>) -> Rgba {
    match alpha {
        Some(a) => c.with_alpha(a),
        None => c,
    }
}

fn shape_str(shape: &[usize]) -> String {
    crate::array::hostarray::shape_tuple(shape)
}

/// Columns of a 1-D or 2-D data set (a 2-D array plots one line per column).
fn columns(d: &Data) -> Vec<Vec<f64>> {
    match d.shape.as_slice() {
        [r, c] => (0..*c).map(|j| (0..*r).map(|i| d.values[i * c + j]).collect()).collect(),
        _ => vec![d.values.clone()],
    }
}

pub fn axes_call(interp: &mut Interp, fig: usize, ax: usize, name: &str, mut a: Args) -> R<Value> {
    match name {
        "plot" => plot(interp, fig, ax, a, None),
        "loglog" | "semilogx" | "semilogy" => {
            with_axes(fig, ax, |x| {
                if name != "semilogy" {
                    x.x.scale = Scale::Log;
                }
                if name != "semilogx" {
                    x.y.scale = Scale::Log;
                }
                Ok(())
            })?;
            plot(interp, fig, ax, a, None)
        }
        "step" => {
            let w = args::kw_text(interp, &mut a, &["where"])?.unwrap_or_else(|| "pre".into());
            plot(interp, fig, ax, a, Some(w))
        }
        "scatter" => scatter(interp, fig, ax, a),
        "bar" | "barh" => bar(interp, fig, ax, a, name == "barh"),
        "hist" => hist(interp, fig, ax, a),
        "imshow" | "matshow" => imshow(interp, fig, ax, a),
        "pcolormesh" => pcolormesh(interp, fig, ax, a),
        "errorbar" => errorbar(interp, fig, ax, a),
        "fill_between" => fill_between(interp, fig, ax, a),
        "fill" => {
            let x = a.pos.first().cloned().ok_or_else(|| raise("TypeError", "fill() needs x and y"))?;
            let y = a.pos.get(1).cloned().ok_or_else(|| raise("TypeError", "fill() needs x and y"))?;
            let (x, y) = (args::numbers(interp, &x)?, args::numbers(interp, &y)?);
            let color = match a.pos.get(2).cloned().or_else(|| args::kw(&mut a, &["color", "c", "facecolor"])) {
                Some(c) => args::color(interp, &c)?,
                None => next_color(fig, ax, true)?,
            };
            let alpha = args::kw_f64(interp, &mut a, &["alpha"])?;
            let label = args::kw_text(interp, &mut a, &["label"])?.unwrap_or_default();
            let pts = x.iter().copied().zip(y.iter().copied()).collect();
            let i = push(
                fig,
                ax,
                Artist::Polygon(Polygon {
                    pts,
                    face: Some(with_alpha(color, alpha)),
                    edge: None,
                    edge_width: 1.0,
                    label,
                    zorder: 1.0,
                    sticky_x: Vec::new(),
                    sticky_y: Vec::new(),
                }),
            )?;
            Ok(Value::list(vec![handle(fig, ax, i, "matplotlib.patches.Polygon", 1)]))
        }
        "axhline" | "axvline" => axline(interp, fig, ax, a, name == "axhline"),
        "text" => text_artist(interp, fig, ax, a, false),
        "annotate" => text_artist(interp, fig, ax, a, true),
        "legend" => legend(interp, fig, ax, a),
        "grid" => grid(interp, fig, ax, a),
        "set_title" => {
            let t = a.pos.first().map(|v| args::text(interp, v)).transpose()?.or(args::kw_text(interp, &mut a, &["label"])?).unwrap_or_default();
            let size = args::kw(&mut a, &["fontsize", "size"]).map(|v| args::fontsize(interp, &v)).transpose()?;
            let loc = args::kw_text(interp, &mut a, &["loc"])?.unwrap_or_else(|| "center".into());
            args::kw(&mut a, &["pad", "fontweight", "color", "y"]);
            if loc != "center" {
                if !matches!(loc.as_str(), "left" | "right") {
                    return Err(raise("ValueError", format!("'{loc}' is not a valid value for loc. Supported values are 'left', 'center', 'right'")));
                }
                with_axes(fig, ax, |x| {
                    if loc == "left" {
                        x.title_left = t.clone();
                    } else {
                        x.title_right = t.clone();
                    }
                    Ok(())
                })?;
                return Ok(text_at(&t, if loc == "left" { "0.0, 1.0" } else { "1.0, 1.0" }));
            }
            with_axes(fig, ax, |x| {
                x.title = t.clone();
                if let Some(s) = size {
                    x.title_size = s;
                }
                Ok(())
            })?;
            Ok(text_at(&t, "0.5, 1.0"))
        }
        "set_xlabel" | "set_ylabel" => {
            let t = a.pos.first().map(|v| args::text(interp, v)).transpose()?.or(args::kw_text(interp, &mut a, &["xlabel", "ylabel"])?).unwrap_or_default();
            let size = args::kw(&mut a, &["fontsize", "size"]).map(|v| args::fontsize(interp, &v)).transpose()?;
            let color = args::kw(&mut a, &["color", "c"]).map(|v| args::color(interp, &v)).transpose()?;
            with_axes(fig, ax, |x| {
                let spec = if name == "set_xlabel" { &mut x.x } else { &mut x.y };
                spec.label = t.clone();
                if let Some(s) = size {
                    spec.label_size = s;
                }
                if let Some(c) = color {
                    spec.label_color = c;
                }
                Ok(())
            })?;
            Ok(text_at(&t, if name == "set_xlabel" { "0.5, 0" } else { "0, 0.5" }))
        }
        "get_title" => {
            let loc = a.pos.first().map(|v| args::text(interp, v)).transpose()?.or(args::kw_text(interp, &mut a, &["loc"])?).unwrap_or_else(|| "center".into());
            with_axes(fig, ax, |x| {
                Ok(Value::str(match loc.as_str() {
                    "left" => &x.title_left,
                    "right" => &x.title_right,
                    _ => &x.title,
                }))
            })
        }
        "get_xticks" | "get_yticks" => {
            let locs = with_layout(fig, ax, name == "get_xticks", |l| l.locs.clone())?;
            let n = locs.len();
            Ok(wrap(HostArray::from_vec(locs, vec![n])))
        }
        "get_xticklabels" | "get_yticklabels" => {
            let shown = with_axes(fig, ax, |x| Ok(if name == "get_xticklabels" { x.x.tick_labels } else { x.y.tick_labels }))?;
            if !shown {
                return Ok(Value::list(Vec::new()));
            }
            let labels = with_layout(fig, ax, name == "get_xticklabels", |l| l.all_labels.clone())?;
            Ok(Value::list(labels.into_iter().map(|l| text_value(&label_text(&l))).collect()))
        }
        "get_xscale" | "get_yscale" => with_axes(fig, ax, |x| {
            let s = if name == "get_xscale" { x.x.scale } else { x.y.scale };
            Ok(Value::str(if s == Scale::Log { "log" } else { "linear" }))
        }),
        "get_legend" => {
            let texts = with_axes(fig, ax, |x| {
                Ok(x.legend.as_ref().map(|l| match &l.entries {
                    Some(e) => e.iter().map(|(_, s)| s.clone()).collect::<Vec<String>>(),
                    None => x.artists.iter().filter_map(|a| a.label().map(str::to_string)).collect(),
                }))
            })?;
            Ok(match texts {
                Some(t) => Value::Native(Rc::new(super::objects::LegendObj { texts: t })),
                None => Value::None,
            })
        }
        "get_lines" => {
            let lines = with_axes(fig, ax, |x| {
                Ok(x.artists
                    .iter()
                    .enumerate()
                    .filter(|(_, a)| matches!(a, Artist::Line(l) if !l.label.starts_with("_removed")))
                    .map(|(i, _)| i)
                    .collect::<Vec<usize>>())
            })?;
            Ok(Value::list(lines.into_iter().map(|i| handle(fig, ax, i, "matplotlib.lines.Line2D", 1)).collect()))
        }
        "get_xlabel" => with_axes(fig, ax, |x| Ok(Value::str(&x.x.label))),
        "get_ylabel" => with_axes(fig, ax, |x| Ok(Value::str(&x.y.label))),
        "set_xlim" | "set_ylim" => set_lim(interp, fig, ax, a, name == "set_xlim"),
        "get_xlim" | "get_ylim" => {
            // NumPy floats, as matplotlib's limits are.
            let (lo, hi) = current_lim(fig, ax, name == "get_xlim")?;
            Ok(Value::tuple(vec![wrap(HostArray::scalar_of(lo)), wrap(HostArray::scalar_of(hi))]))
        }
        "set_xscale" | "set_yscale" => {
            let s = a.pos.first().map(|v| args::text(interp, v)).transpose()?.unwrap_or_default();
            let scale = match s.as_str() {
                "linear" => Scale::Linear,
                "log" => Scale::Log,
                "symlog" | "logit" | "asinh" | "function" => return Err(unsupported(&format!("the '{s}' axis scale"))),
                _ => {
                    return Err(raise(
                        "ValueError",
                        format!(
                            "'{s}' is not a valid value for scale; supported values are 'asinh', 'function', 'functionlog', 'linear', 'log', 'logit', 'symlog'"
                        ),
                    ))
                }
            };
            with_axes(fig, ax, |x| {
                if name == "set_xscale" {
                    x.x.scale = scale;
                } else {
                    x.y.scale = scale;
                }
                Ok(Value::None)
            })
        }
        "set_xticks" | "set_yticks" | "xticks" | "yticks" => ticks(interp, fig, ax, name, a),
        "set_xticklabels" | "set_yticklabels" => {
            let labels = a.pos.first().cloned().ok_or_else(|| raise("TypeError", format!("{name}() missing 1 required positional argument: 'labels'")))?;
            let labels = string_list(interp, &labels)?;
            let rotation = args::kw_f64(interp, &mut a, &["rotation"])?;
            let is_x = name == "set_xticklabels";
            let shown = current_ticks(fig, ax, is_x)?;
            with_axes(fig, ax, |x| {
                let spec = if is_x { &mut x.x } else { &mut x.y };
                if spec.ticks.is_none() {
                    spec.ticks = Some(shown.clone());
                }
                spec.ticklabels = Some(labels.clone());
                if let Some(r) = rotation {
                    spec.tick_rotation = r;
                }
                Ok(Value::None)
            })
        }
        "axis" => axis(interp, fig, ax, a),
        "set_aspect" => {
            let v = a.pos.first().cloned().unwrap_or(Value::str("auto"));
            let aspect = match &v {
                Value::Str(s) if &**s == "equal" => Some(1.0),
                Value::Str(s) if &**s == "auto" => None,
                Value::Str(s) => return Err(raise("ValueError", format!("aspect must be 'auto', 'equal' or a number, not '{s}'"))),
                _ => Some(interp.to_float(&v)?),
            };
            with_axes(fig, ax, |x| {
                x.aspect = aspect;
                Ok(Value::None)
            })
        }
        "twinx" => {
            let i = with_fig(fig, |s| {
                let parent = s.fig.axes.get(ax).ok_or_else(|| raise("RuntimeError", "this Axes was removed from its figure"))?;
                let mut t = Axes::new(parent.pos);
                t.twin_of = Some(ax);
                t.share_x = Some(parent.share_x.unwrap_or(ax));
                t.facecolor.a = 0.0;
                t.cell = None;
                s.fig.axes.push(t);
                s.current_axes = Some(s.fig.axes.len() - 1);
                Ok(s.fig.axes.len() - 1)
            })?;
            Ok(axes_value(fig, i))
        }
        "invert_xaxis" | "invert_yaxis" => with_axes(fig, ax, |x| {
            let spec = if name == "invert_xaxis" { &mut x.x } else { &mut x.y };
            spec.inverted = !spec.inverted;
            Ok(Value::None)
        }),
        "set" => {
            let kws = std::mem::take(&mut a.kw);
            for (k, v) in kws {
                let method = match &*k {
                    "title" => "set_title",
                    "xlabel" => "set_xlabel",
                    "ylabel" => "set_ylabel",
                    "xlim" => "set_xlim",
                    "ylim" => "set_ylim",
                    "xscale" => "set_xscale",
                    "yscale" => "set_yscale",
                    "xticks" => "set_xticks",
                    "yticks" => "set_yticks",
                    "aspect" => "set_aspect",
                    "facecolor" => "set_facecolor",
                    other => return Err(raise("AttributeError", format!("Axes.set() got an unexpected keyword argument '{other}'"))),
                };
                axes_call(interp, fig, ax, method, Args::new(vec![v]))?;
            }
            Ok(Value::None)
        }
        "cla" | "clear" => with_axes(fig, ax, |x| {
            let (pos, cell, sx, sy) = (x.pos, x.cell, x.share_x, x.share_y);
            *x = Axes::new(pos);
            x.cell = cell;
            x.share_x = sx;
            x.share_y = sy;
            Ok(Value::None)
        }),
        "set_facecolor" => {
            let c = a.pos.first().cloned().ok_or_else(|| raise("TypeError", "set_facecolor() needs a colour"))?;
            let c = args::color(interp, &c)?;
            with_axes(fig, ax, |x| {
                x.facecolor = c;
                Ok(Value::None)
            })
        }
        "tick_params" => {
            let which_axis = args::kw_text(interp, &mut a, &["axis"])?.unwrap_or_else(|| "both".into());
            let size = args::kw(&mut a, &["labelsize"]).map(|v| args::fontsize(interp, &v)).transpose()?;
            let rotation = args::kw_f64(interp, &mut a, &["labelrotation", "rotation"])?;
            args::kw(
                &mut a,
                &[
                    "which",
                    "direction",
                    "length",
                    "width",
                    "colors",
                    "color",
                    "pad",
                    "labelcolor",
                    "bottom",
                    "top",
                    "left",
                    "right",
                    "labelbottom",
                    "labelleft",
                ],
            );
            args::no_more(&a, "tick_params()")?;
            with_axes(fig, ax, |x| {
                for (is_x, spec) in [(true, &mut x.x), (false, &mut x.y)] {
                    if which_axis == "both" || (which_axis == "x") == is_x {
                        if let Some(s) = size {
                            spec.tick_size = s;
                        }
                        if let Some(r) = rotation {
                            spec.tick_rotation = r;
                        }
                    }
                }
                Ok(Value::None)
            })
        }
        "set_axis_off" | "set_axis_on" => with_axes(fig, ax, |x| {
            x.axis_on = name == "set_axis_on";
            Ok(Value::None)
        }),
        "get_legend_handles_labels" => {
            let (handles, labels) = with_axes(fig, ax, |x| {
                let mut h = Vec::new();
                let mut l = Vec::new();
                for (i, art) in x.artists.iter().enumerate() {
                    if let Some(lbl) = art.label() {
                        h.push(handle(fig, ax, i, class_of(art), 1));
                        l.push(Value::str(lbl));
                    }
                }
                Ok((h, l))
            })?;
            Ok(Value::tuple(vec![Value::list(handles), Value::list(labels)]))
        }
        "contour" | "contourf" => contour(interp, fig, ax, a, name == "contourf"),
        "pie" | "boxplot" | "violinplot" | "quiver" | "stem" | "margins" | "minorticks_on" => Err(unsupported(name)),
        _ => Err(raise("AttributeError", format!("'Axes' object has no attribute '{name}'"))),
    }
}

fn class_of(a: &Artist) -> &'static str {
    match a {
        Artist::Line(_) => "matplotlib.lines.Line2D",
        Artist::Scatter(_) => "matplotlib.collections.PathCollection",
        Artist::Bars(_) => "matplotlib.patches.Rectangle",
        Artist::Polygon(_) => "matplotlib.patches.Polygon",
        Artist::Image(_) => "matplotlib.image.AxesImage",
        Artist::Text(_) => "matplotlib.text.Text",
    }
}

fn string_list(interp: &mut Interp, v: &Value) -> R<Vec<String>> {
    let items = interp.collect(v)?;
    items.iter().map(|i| args::text(interp, i)).collect()
}

/// Line properties from keyword arguments, over the defaults (and a fmt string's).
struct LineProps {
    color: Option<Rgba>,
    style: Option<LineStyle>,
    marker: Option<Marker>,
    width: f64,
    size: f64,
    face: Option<Rgba>,
    edge: Option<Rgba>,
    edge_width: f64,
    alpha: Option<f64>,
    label: Option<String>,
    zorder: f64,
}

fn line_props(interp: &mut Interp, a: &mut Args) -> R<LineProps> {
    let rc_lw = rc_param(interp, "lines.linewidth").map(|v| interp.to_float(&v)).transpose()?.unwrap_or(rc::LINE_WIDTH);
    let rc_ms = rc_param(interp, "lines.markersize").map(|v| interp.to_float(&v)).transpose()?.unwrap_or(rc::MARKER_SIZE);
    Ok(LineProps {
        color: args::kw(a, &["color", "c"]).map(|v| args::color(interp, &v)).transpose()?,
        style: args::kw(a, &["linestyle", "ls"]).map(|v| args::linestyle(&v)).transpose()?,
        marker: args::kw(a, &["marker"]).map(|v| args::marker(&v)).transpose()?,
        width: args::kw_f64(interp, a, &["linewidth", "lw"])?.unwrap_or(rc_lw),
        size: args::kw_f64(interp, a, &["markersize", "ms"])?.unwrap_or(rc_ms),
        face: args::kw(a, &["markerfacecolor", "mfc"]).map(|v| args::color(interp, &v)).transpose()?,
        edge: args::kw(a, &["markeredgecolor", "mec"]).map(|v| args::color(interp, &v)).transpose()?,
        edge_width: args::kw_f64(interp, a, &["markeredgewidth", "mew"])?.unwrap_or(1.0),
        alpha: args::kw_f64(interp, a, &["alpha"])?,
        label: args::kw_text(interp, a, &["label"])?,
        zorder: args::kw_f64(interp, a, &["zorder"])?.unwrap_or(2.0),
    })
}

/// `plot(*args, **kwargs)`: matplotlib's grouping of (x, y, fmt) arguments, one line per
/// column of 2-D data. `steps`: draw as a staircase ('pre', 'post' or 'mid').
fn plot(interp: &mut Interp, fig: usize, ax: usize, mut a: Args, steps: Option<String>) -> R<Value> {
    // label= may be a list: one label per column of 2-D data.
    let labels = match a.kw.iter().find(|(k, _)| &**k == "label").map(|(_, v)| v.clone()) {
        Some(v @ (Value::List(_) | Value::Tuple(_))) => {
            a.take_kw("label");
            Some(string_list(interp, &v)?)
        }
        _ => None,
    };
    let props = line_props(interp, &mut a)?;
    let data_kw = args::kw(&mut a, &["data"]);
    if data_kw.is_some() {
        return Err(unsupported("plot(..., data=...)"));
    }
    args::kw(&mut a, &["scalex", "scaley", "solid_capstyle", "dash_capstyle", "antialiased"]);
    if let Some(d) = args::kw_text(interp, &mut a, &["drawstyle", "ds"])? {
        if d != "default" {
            return Err(unsupported(&format!("drawstyle='{d}' (use plt.step)")));
        }
    }
    args::no_more(&a, "plot()")?;
    let mut rest = take_args(&mut a);
    let mut handles = Vec::new();
    while !rest.is_empty() {
        let n = rest.len().min(2);
        let mut group: Vec<Value> = rest.drain(..n).collect();
        if matches!(rest.first(), Some(Value::Str(_))) {
            group.push(rest.remove(0));
        }
        let fmt = match group.last() {
            Some(Value::Str(s)) if group.len() > 1 => {
                let f = args::fmt(s)?;
                group.pop();
                Some(f)
            }
            Some(Value::Str(s)) => return Err(raise("ValueError", format!("third arg must be a format string; plot() got only the string '{s}'"))),
            _ => None,
        };
        let (x, y) = match group.len() {
            1 => {
                let y = args::data(interp, &group[0])?;
                let n = y.shape.first().copied().unwrap_or(1);
                (Data { values: (0..n).map(|i| i as f64).collect(), shape: vec![n] }, y)
            }
            _ => (args::data(interp, &group[0])?, args::data(interp, &group[1])?),
        };
        let (nx, ny) = (x.shape.first().copied().unwrap_or(1), y.shape.first().copied().unwrap_or(1));
        if nx != ny || x.shape.len() > 2 || y.shape.len() > 2 {
            return Err(raise(
                "ValueError",
                format!("x and y must have same first dimension, but have shapes {} and {}", shape_str(&x.shape), shape_str(&y.shape)),
            ));
        }
        let (xs, ys) = (columns(&x), columns(&y));
        let lines = xs.len().max(ys.len());
        if xs.len() != ys.len() && xs.len() != 1 && ys.len() != 1 {
            return Err(raise("ValueError", format!("x has {} columns but y has {} columns", xs.len(), ys.len())));
        }
        for k in 0..lines {
            let (mut lx, mut ly) = (xs[k.min(xs.len() - 1)].clone(), ys[k.min(ys.len() - 1)].clone());
            if let Some(w) = &steps {
                (lx, ly) = staircase(&lx, &ly, w)?;
            }
            let fmt_color = fmt.as_ref().and_then(|f| f.color);
            let color = match props.color.or(fmt_color) {
                Some(c) => c,
                None => next_color(fig, ax, false)?,
            };
            let color = with_alpha(color, props.alpha);
            let marker = props.marker.or(fmt.as_ref().and_then(|f| f.marker)).unwrap_or(Marker::None);
            let style = props.style.or(fmt.as_ref().and_then(|f| f.linestyle)).unwrap_or(if fmt.as_ref().is_some_and(|f| f.marker.is_some()) {
                LineStyle::None
            } else {
                LineStyle::Solid
            });
            let label = match (&props.label, &labels) {
                (_, Some(list)) => list.get(k).cloned().unwrap_or_else(|| format!("_child{k}")),
                (Some(l), None) => l.clone(),
                (None, None) => format!("_child{k}"),
            };
            let line = Line {
                xs: lx,
                ys: ly,
                x_coords: Coords::Data,
                y_coords: Coords::Data,
                color,
                width: props.width,
                style,
                marker,
                marker_size: props.size,
                marker_face: with_alpha(props.face.unwrap_or(color), props.alpha),
                marker_edge: with_alpha(props.edge.unwrap_or(color), props.alpha),
                marker_edge_width: props.edge_width,
                label,
                zorder: props.zorder,
                container: false,
            };
            let i = push(fig, ax, Artist::Line(line))?;
            handles.push(handle(fig, ax, i, "matplotlib.lines.Line2D", 1));
        }
    }
    Ok(Value::list(handles))
}

fn staircase(x: &[f64], y: &[f64], w: &str) -> R<(Vec<f64>, Vec<f64>)> {
    let n = x.len();
    if n == 0 {
        return Ok((Vec::new(), Vec::new()));
    }
    let (mut sx, mut sy) = (vec![x[0]], vec![y[0]]);
    for i in 1..n {
        match w {
            "pre" => {
                sx.extend([x[i - 1], x[i]]);
                sy.extend([y[i], y[i]]);
            }
            "post" => {
                sx.extend([x[i], x[i]]);
                sy.extend([y[i - 1], y[i]]);
            }
            "mid" => {
                let m = (x[i - 1] + x[i]) / 2.0;
                sx.extend([m, m, x[i]]);
                sy.extend([y[i - 1], y[i], y[i]]);
            }
            other => return Err(raise("ValueError", format!("'{other}' is not a valid value for where; supported values are 'pre', 'post', 'mid'"))),
        }
    }
    if w == "pre" {
        sx.remove(1);
        sy.remove(1);
    }
    Ok((sx, sy))
}

/// Colours through a colormap for values (the mappable also describes it for colorbars).
fn map_values(interp: &mut Interp, values: &[f64], a: &mut Args) -> R<(Vec<Rgba>, Mappable)> {
    let cmap = cmap_name(interp, a)?;
    let (vmin, vmax, log) = norm_of(interp, a, values)?;
    let cm = crate::plot::colormap::colormap(&cmap).ok_or_else(|| raise("ValueError", format!("'{cmap}' is not a valid value for cmap")))?;
    let m = Mappable { cmap, vmin, vmax, log, bands: Vec::new() };
    let colors = values.iter().map(|&v| cm.rgba(normalize(&m, v))).collect();
    Ok((colors, m))
}

fn normalize(m: &Mappable, v: f64) -> f64 {
    if !v.is_finite() {
        return f64::NAN;
    }
    if m.log {
        if v <= 0.0 {
            return f64::NAN;
        }
        return (v.log10() - m.vmin.log10()) / (m.vmax.log10() - m.vmin.log10());
    }
    if m.vmax == m.vmin {
        return 0.0;
    }
    (v - m.vmin) / (m.vmax - m.vmin)
}

fn cmap_name(interp: &mut Interp, a: &mut Args) -> R<String> {
    let default =
        rc_param(interp, "image.cmap").and_then(|v| if let Value::Str(s) = v { Some(s.to_string()) } else { None }).unwrap_or_else(|| "viridis".into());
    let name = match args::kw(a, &["cmap"]) {
        None => default,
        Some(Value::Str(s)) => s.to_string(),
        Some(Value::Native(n)) if n.as_any().is::<CmapObj>() => n.as_any().downcast_ref::<CmapObj>().map(|c| c.name.clone()).unwrap_or_default(),
        Some(v) => return Err(raise("ValueError", format!("{} is not a valid value for cmap", interp.repr(&v)?))),
    };
    if crate::plot::colormap::colormap(&name).is_none() {
        return Err(raise("ValueError", format!("'{name}' is not a valid value for cmap; supported values are {}", crate::plot::colormap::names().join(", "))));
    }
    Ok(name)
}

/// vmin/vmax (or norm=) over the finite values.
fn norm_of(interp: &mut Interp, a: &mut Args, values: &[f64]) -> R<(f64, f64, bool)> {
    let (mut vmin, mut vmax, mut log) = (args::kw_f64(interp, a, &["vmin"])?, args::kw_f64(interp, a, &["vmax"])?, false);
    if let Some(Value::Native(n)) = args::kw(a, &["norm"]) {
        if let Some(nm) = n.as_any().downcast_ref::<NormObj>() {
            vmin = vmin.or(nm.vmin);
            vmax = vmax.or(nm.vmax);
            log = nm.log;
        }
    }
    let finite = values.iter().copied().filter(|v| v.is_finite() && (!log || *v > 0.0));
    let (lo, hi) = finite.fold((f64::INFINITY, f64::NEG_INFINITY), |(l, h), v| (l.min(v), h.max(v)));
    let (lo, hi) = if lo > hi { (0.0, 1.0) } else { (lo, hi) };
    Ok((vmin.unwrap_or(lo), vmax.unwrap_or(hi), log))
}

fn scatter(interp: &mut Interp, fig: usize, ax: usize, mut a: Args) -> R<Value> {
    let x = a
        .pos
        .first()
        .cloned()
        .or_else(|| args::kw(&mut a, &["x"]))
        .ok_or_else(|| raise("TypeError", "scatter() missing 2 required positional arguments: 'x' and 'y'"))?;
    let y = a
        .pos
        .get(1)
        .cloned()
        .or_else(|| args::kw(&mut a, &["y"]))
        .ok_or_else(|| raise("TypeError", "scatter() missing 1 required positional argument: 'y'"))?;
    let (xs, ys) = (args::numbers(interp, &x)?, args::numbers(interp, &y)?);
    if xs.len() != ys.len() {
        return Err(raise("ValueError", "x and y must be the same size"));
    }
    let n = xs.len();
    let s = a.pos.get(2).cloned().or_else(|| args::kw(&mut a, &["s"]));
    let c = a.pos.get(3).cloned().or_else(|| args::kw(&mut a, &["c", "color"]));
    let sizes = match s {
        Some(v) => args::numbers(interp, &v)?,
        None => {
            let ms = rc_param(interp, "lines.markersize").map(|v| interp.to_float(&v)).transpose()?.unwrap_or(rc::MARKER_SIZE);
            vec![ms * ms]
        }
    };
    if sizes.len() != 1 && sizes.len() != n {
        return Err(raise("ValueError", "s must be a scalar, or float array-like with the same size as x and y"));
    }
    let alpha = args::kw_f64(interp, &mut a, &["alpha"])?;
    let marker = args::kw(&mut a, &["marker"]).map(|v| args::marker(&v)).transpose()?.unwrap_or(Marker::Circle);
    let (faces, mappable) = match c {
        Some(Value::Str(_)) | Some(Value::Tuple(_)) => (vec![args::color(interp, c.as_ref().unwrap_or(&Value::None))?], None),
        Some(v) => {
            let is_colors = matches!(&v, Value::List(l) if l.borrow().first().is_some_and(|i| matches!(i, Value::Str(_))));
            if is_colors {
                (args::colors(interp, &v)?, None)
            } else {
                let vals = args::numbers(interp, &v)?;
                if vals.len() != n && vals.len() != 1 {
                    return Err(raise(
                        "ValueError",
                        format!("'c' argument has {} elements, which is inconsistent with 'x' and 'y' with size {n}.", vals.len()),
                    ));
                }
                let (cols, m) = map_values(interp, &vals, &mut a)?;
                (cols, Some(m))
            }
        }
        None => (vec![next_color(fig, ax, true)?], None),
    };
    if mappable.is_none() {
        args::kw(&mut a, &["cmap", "vmin", "vmax", "norm"]);
    }
    let faces: Vec<Rgba> = faces.into_iter().map(|f| with_alpha(f, alpha)).collect();
    let edges = match args::kw(&mut a, &["edgecolors", "edgecolor", "ec"]) {
        Some(Value::Str(s)) if &*s == "face" => faces.clone(),
        Some(Value::Str(s)) if &*s == "none" => vec![Rgba { r: 0.0, g: 0.0, b: 0.0, a: 0.0 }],
        Some(v) => args::colors(interp, &v)?.into_iter().map(|e| with_alpha(e, alpha)).collect(),
        None => faces.clone(),
    };
    let edge_width =
        args::kw(&mut a, &["linewidths", "linewidth", "lw"]).map(|v| args::numbers(interp, &v)).transpose()?.and_then(|v| v.first().copied()).unwrap_or(1.0);
    let label = args::kw_text(interp, &mut a, &["label"])?.unwrap_or_default();
    let zorder = args::kw_f64(interp, &mut a, &["zorder"])?.unwrap_or(1.0);
    args::kw(&mut a, &["plotnonfinite"]);
    args::no_more(&a, "scatter()")?;
    let i = push(fig, ax, Artist::Scatter(Scatter { xs, ys, sizes, faces, edges, edge_width, marker, label, mappable, zorder }))?;
    Ok(handle(fig, ax, i, "matplotlib.collections.PathCollection", 1))
}

/// Positions for bar()'s x: numbers, or category names placed at 0, 1, 2… (their labels
/// become the ticks).
fn positions(interp: &mut Interp, v: &Value) -> R<(Vec<f64>, Option<Vec<String>>)> {
    let v = &args::unview(v);
    let items = match v {
        Value::List(_) | Value::Tuple(_) => interp.collect(v)?,
        _ => return Ok((args::numbers(interp, v)?, None)),
    };
    if !items.is_empty() && items.iter().all(|i| matches!(i, Value::Str(_))) {
        let mut names: Vec<String> = Vec::new();
        let mut pos = Vec::new();
        for i in &items {
            let s = args::text(interp, i)?;
            let k = match names.iter().position(|n| *n == s) {
                Some(k) => k,
                None => {
                    names.push(s);
                    names.len() - 1
                }
            };
            pos.push(k as f64);
        }
        return Ok((pos, Some(names)));
    }
    Ok((args::numbers(interp, v)?, None))
}

fn broadcast(v: Vec<f64>, n: usize, what: &str) -> R<Vec<f64>> {
    match v.len() {
        1 => Ok(vec![v[0]; n]),
        k if k == n => Ok(v),
        k => Err(raise(
            "ValueError",
            format!(
                "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape ({n},) and arg {what} with shape ({k},)."
            ),
        )),
    }
}

fn bar(interp: &mut Interp, fig: usize, ax: usize, mut a: Args, horizontal: bool) -> R<Value> {
    let (pos_name, len_name, width_name, base_name) = if horizontal { ("y", "width", "height", "left") } else { ("x", "height", "width", "bottom") };
    let x = a
        .pos
        .first()
        .cloned()
        .or_else(|| args::kw(&mut a, &[pos_name]))
        .ok_or_else(|| raise("TypeError", format!("bar() missing 2 required positional arguments: '{pos_name}' and '{len_name}'")))?;
    let h = a
        .pos
        .get(1)
        .cloned()
        .or_else(|| args::kw(&mut a, &[len_name]))
        .ok_or_else(|| raise("TypeError", format!("bar() missing 1 required positional argument: '{len_name}'")))?;
    let (xs, categories) = positions(interp, &x)?;
    let n = xs.len();
    let hs = broadcast(args::numbers(interp, &h)?, n, "1")?;
    let w = a.pos.get(2).cloned().or_else(|| args::kw(&mut a, &[width_name]));
    let ws = broadcast(w.map(|v| args::numbers(interp, &v)).transpose()?.unwrap_or(vec![0.8]), n, "2")?;
    let b = a.pos.get(3).cloned().or_else(|| args::kw(&mut a, &[base_name]));
    let bs = broadcast(b.map(|v| args::numbers(interp, &v)).transpose()?.unwrap_or(vec![0.0]), n, "3")?;
    let align = args::kw_text(interp, &mut a, &["align"])?.unwrap_or_else(|| "center".into());
    let alpha = args::kw_f64(interp, &mut a, &["alpha"])?;
    let colors = match args::kw(&mut a, &["color", "facecolor", "fc"]) {
        Some(v) => args::colors(interp, &v)?,
        None => vec![next_color(fig, ax, true)?],
    };
    let edge = args::kw(&mut a, &["edgecolor", "ec"]).map(|v| args::color(interp, &v)).transpose()?;
    let edge_width = args::kw_f64(interp, &mut a, &["linewidth", "lw"])?.unwrap_or(if edge.is_some() { 1.0 } else { 0.0 });
    let label = args::kw_text(interp, &mut a, &["label"])?.unwrap_or_default();
    let err = args::kw(&mut a, &["yerr", "xerr"]).map(|v| args::numbers(interp, &v)).transpose()?;
    let ecolor = args::kw(&mut a, &["ecolor"]).map(|v| args::color(interp, &v)).transpose()?;
    let tick_label = args::kw(&mut a, &["tick_label"]).map(|v| string_list(interp, &v)).transpose()?;
    let zorder = args::kw_f64(interp, &mut a, &["zorder"])?.unwrap_or(1.0);
    let capsize = args::kw_f64(interp, &mut a, &["capsize"])?.unwrap_or(0.0);
    args::kw(&mut a, &["hatch", "log", "error_kw"]);
    args::no_more(&a, if horizontal { "barh()" } else { "bar()" })?;
    if !matches!(align.as_str(), "center" | "edge") {
        return Err(raise("ValueError", format!("'{align}' is not a valid value for align; supported values are 'center', 'edge'")));
    }
    let rect = |k: usize| {
        let start = if align == "center" { xs[k] - ws[k] / 2.0 } else { xs[k] };
        if horizontal {
            (bs[k], start, hs[k], ws[k])
        } else {
            (start, bs[k], ws[k], hs[k])
        }
    };
    let (sx, sy) = if horizontal { (vec![0.0], Vec::new()) } else { (Vec::new(), vec![0.0]) };
    let mut first = None;
    if colors.len() <= 1 {
        let face = with_alpha(colors.first().copied().unwrap_or(TAB10[0]), alpha);
        let rects = (0..n).map(rect).collect();
        first = Some(push(fig, ax, Artist::Bars(Bars { rects, face, edge, edge_width, label, zorder, container: true, sticky_x: sx, sticky_y: sy }))?);
    } else {
        for k in 0..n {
            let face = with_alpha(colors[k % colors.len()], alpha);
            let l = if k == 0 { label.clone() } else { "_nolegend_".into() };
            let i = push(
                fig,
                ax,
                Artist::Bars(Bars {
                    rects: vec![rect(k)],
                    face,
                    edge,
                    edge_width,
                    label: l,
                    zorder,
                    container: true,
                    sticky_x: sx.clone(),
                    sticky_y: sy.clone(),
                }),
            )?;
            first.get_or_insert(i);
        }
    }
    if let Some(e) = err {
        let e = broadcast(e, n, "yerr")?;
        let color = ecolor.unwrap_or(Rgba { r: 0.0, g: 0.0, b: 0.0, a: 1.0 });
        let (mut ex, mut ey) = (Vec::new(), Vec::new());
        for k in 0..n {
            let (c, top) = (xs[k], bs[k] + hs[k]);
            let (p0, p1) = if horizontal { ((top - e[k], c), (top + e[k], c)) } else { ((c, top - e[k]), (c, top + e[k])) };
            ex.extend([p0.0, p1.0, f64::NAN]);
            ey.extend([p0.1, p1.1, f64::NAN]);
        }
        push(fig, ax, Artist::Line(plain_line(ex, ey, color, 1.5, "_nolegend_", 2.0)))?;
        if capsize > 0.0 {
            // Caps as errorbar() draws them.
            let (mut cx, mut cy) = (Vec::new(), Vec::new());
            for k in 0..n {
                let (c, top) = (xs[k], bs[k] + hs[k]);
                for end in [top - e[k], top + e[k]] {
                    let (x, y) = if horizontal { (end, c) } else { (c, end) };
                    cx.push(x);
                    cy.push(y);
                }
            }
            let marker = if horizontal { Marker::VLine } else { Marker::HLine };
            push(fig, ax, Artist::Line(cap_markers(cx, cy, marker, capsize, color, 1.5, 2.0)))?;
        }
    }
    let labels = tick_label.or(categories);
    if let Some(names) = labels {
        let ticks: Vec<f64> = if names.len() == n { xs.clone() } else { (0..names.len()).map(|k| k as f64).collect() };
        with_axes(fig, ax, |x| {
            let spec = if horizontal { &mut x.y } else { &mut x.x };
            spec.ticks = Some(ticks.clone());
            spec.ticklabels = Some(names.clone());
            Ok(())
        })?;
    }
    Ok(handle(fig, ax, first.unwrap_or(0), "matplotlib.container.BarContainer", n))
}

/// The caps of error bars: a line marker (`_` or `|`) at each bar end, 2 × capsize points long.
fn cap_markers(xs: Vec<f64>, ys: Vec<f64>, marker: Marker, capsize: f64, color: Rgba, width: f64, zorder: f64) -> Line {
    let mut l = plain_line(xs, ys, color, width, "_nolegend_", zorder);
    l.style = LineStyle::None;
    l.marker = marker;
    l.marker_size = 2.0 * capsize;
    l.marker_edge_width = width;
    l
}

fn plain_line(xs: Vec<f64>, ys: Vec<f64>, color: Rgba, width: f64, label: &str, zorder: f64) -> Line {
    Line {
        xs,
        ys,
        x_coords: Coords::Data,
        y_coords: Coords::Data,
        color,
        width,
        style: LineStyle::Solid,
        marker: Marker::None,
        marker_size: rc::MARKER_SIZE,
        marker_face: color,
        marker_edge: color,
        marker_edge_width: 1.0,
        label: label.to_string(),
        zorder,
        container: false,
    }
}

/// `hist(x, bins=10, range=None, density=False, weights=None, histtype='bar', …)`: NumPy's
/// histogram drawn as bars; returns (counts, edges, patches) as matplotlib does.
fn hist(interp: &mut Interp, fig: usize, ax: usize, mut a: Args) -> R<Value> {
    let x =
        a.pos.first().cloned().or_else(|| args::kw(&mut a, &["x"])).ok_or_else(|| raise("TypeError", "hist() missing 1 required positional argument: 'x'"))?;
    let bins = a.pos.get(1).cloned().or_else(|| args::kw(&mut a, &["bins"]));
    let range = a.pos.get(2).cloned().or_else(|| args::kw(&mut a, &["range"]));
    let density = args::kw_bool(interp, &mut a, &["density"])?.unwrap_or(false);
    let weights = args::kw(&mut a, &["weights"]);
    let cumulative = args::kw_bool(interp, &mut a, &["cumulative"])?.unwrap_or(false);
    let histtype = args::kw_text(interp, &mut a, &["histtype"])?.unwrap_or_else(|| "bar".into());
    let orientation = args::kw_text(interp, &mut a, &["orientation"])?.unwrap_or_else(|| "vertical".into());
    let rwidth = args::kw_f64(interp, &mut a, &["rwidth"])?;
    let log = args::kw_bool(interp, &mut a, &["log"])?.unwrap_or(false);
    let alpha = args::kw_f64(interp, &mut a, &["alpha"])?;
    let color = args::kw(&mut a, &["color", "facecolor", "fc"]).map(|v| args::color(interp, &v)).transpose()?;
    let edge = args::kw(&mut a, &["edgecolor", "ec"]).map(|v| args::color(interp, &v)).transpose()?;
    let lw = args::kw_f64(interp, &mut a, &["linewidth", "lw"])?;
    let label = args::kw_text(interp, &mut a, &["label"])?.unwrap_or_default();
    let zorder = args::kw_f64(interp, &mut a, &["zorder"])?.unwrap_or(1.0);
    args::kw(&mut a, &["align", "stacked", "bottom", "hatch"]);
    args::no_more(&a, "hist()")?;
    let horizontal = match orientation.as_str() {
        "vertical" => false,
        "horizontal" => true,
        o => return Err(raise("ValueError", format!("'{o}' is not a valid value for orientation; supported values are 'horizontal', 'vertical'"))),
    };
    if !matches!(histtype.as_str(), "bar" | "barstacked" | "step" | "stepfilled") {
        return Err(raise(
            "ValueError",
            format!("'{histtype}' is not a valid value for histtype; supported values are 'bar', 'barstacked', 'step', 'stepfilled'"),
        ));
    }
    let np = interp.modules.get("numpy").ok_or_else(|| raise("RuntimeError", "numpy"))?;
    let histogram = np.get("histogram").ok_or_else(|| raise("RuntimeError", "numpy.histogram"))?;
    // Several datasets: a list of sequences, or the columns of a 2-D array.
    let datasets: Vec<Vec<f64>> = {
        let nested = matches!(&x, Value::List(l) if l.borrow().first().is_some_and(|i| !matches!(i, Value::Int(_) | Value::Float(_) | Value::Bool(_))))
            || matches!(&x, Value::Tuple(t) if t.first().is_some_and(|i| !matches!(i, Value::Int(_) | Value::Float(_) | Value::Bool(_))));
        if nested {
            interp.collect(&x)?.iter().map(|d| args::numbers(interp, d)).collect::<R<Vec<_>>>()?
        } else {
            let d = args::data(interp, &x)?;
            if d.shape.len() == 2 {
                columns(&d)
            } else {
                vec![d.values]
            }
        }
    };
    let nx = datasets.len().max(1);
    let np_call = |interp: &mut Interp, data: &[f64], bins: Option<Value>, weights: Option<Value>| -> R<(Vec<f64>, Vec<f64>)> {
        let mut call = Args::new(vec![wrap(HostArray::from_vec(data.to_vec(), vec![data.len()]))]);
        if let Some(b) = bins {
            call.kw.push((Rc::from("bins"), b));
        }
        if let Some(r) = range.clone() {
            call.kw.push((Rc::from("range"), r));
        }
        if let Some(w) = weights {
            call.kw.push((Rc::from("weights"), w));
        }
        if density {
            call.kw.push((Rc::from("density"), Value::Bool(true)));
        }
        let r = interp.call(&histogram, call)?;
        let parts = interp.collect(&r)?;
        Ok((args::numbers(interp, &parts[0])?, args::numbers(interp, &parts[1])?))
    };
    // One set of edges for all datasets (from all their values, as matplotlib computes them).
    let edges = if nx > 1 {
        let all: Vec<f64> = datasets.concat();
        np_call(interp, &all, bins.clone(), None)?.1
    } else {
        Vec::new()
    };
    let mut results: Vec<(Vec<f64>, Vec<f64>)> = Vec::new();
    for d in &datasets {
        let b = if nx > 1 { Some(wrap(HostArray::from_vec(edges.clone(), vec![edges.len()]))) } else { bins.clone() };
        results.push(np_call(interp, d, b, if nx == 1 { weights.clone() } else { None })?);
    }
    if nx > 1 && weights.is_some() {
        return Err(unsupported("hist() of several datasets with weights="));
    }
    let edges = results.first().map(|r| r.1.clone()).unwrap_or_default();
    if log {
        with_axes(fig, ax, |x| {
            if horizontal {
                x.x.scale = Scale::Log;
            } else {
                x.y.scale = Scale::Log;
            }
            Ok(())
        })?;
    }
    let (sx, sy) = if horizontal { (vec![0.0], Vec::new()) } else { (Vec::new(), vec![0.0]) };
    let mut all_tops = Vec::new();
    let mut first_index = None;
    for (k, (counts, _)) in results.iter().enumerate() {
        let mut tops = counts.clone();
        if cumulative {
            let mut acc = 0.0;
            for t in tops.iter_mut() {
                acc += *t;
                *t = acc;
            }
            if density {
                if let Some(&last) = tops.last() {
                    if last > 0.0 {
                        tops.iter_mut().for_each(|t| *t /= last);
                    }
                }
            }
        }
        let face = with_alpha(
            match color {
                Some(c) => c,
                None => next_color(fig, ax, true)?,
            },
            alpha,
        );
        let lab = if k == 0 { label.clone() } else { "_nolegend_".to_string() };
        let index = if histtype.starts_with("bar") {
            // matplotlib: one dataset fills its bins; several share each bin, 0.8 of it in all.
            let dr = rwidth.unwrap_or(if nx > 1 { 0.8 } else { 1.0 }).clamp(0.0, 1.0);
            let rects = (0..tops.len())
                .map(|i| {
                    let total = edges[i + 1] - edges[i];
                    let w = dr * total / nx as f64;
                    let start = edges[i] + 0.5 * total - 0.5 * dr * total + k as f64 * w;
                    if horizontal {
                        (0.0, start, tops[i], w)
                    } else {
                        (start, 0.0, w, tops[i])
                    }
                })
                .collect();
            let ew = lw.unwrap_or(if edge.is_some() { 1.0 } else { 0.0 });
            push(
                fig,
                ax,
                Artist::Bars(Bars { rects, face, edge, edge_width: ew, label: lab, zorder, container: false, sticky_x: sx.clone(), sticky_y: sy.clone() }),
            )?
        } else {
            let mut pts = vec![(edges[0], 0.0)];
            for i in 0..tops.len() {
                pts.push((edges[i], tops[i]));
                pts.push((edges[i + 1], tops[i]));
            }
            pts.push((edges[tops.len()], 0.0));
            if horizontal {
                pts = pts.into_iter().map(|(a, b)| (b, a)).collect();
            }
            let filled = histtype == "stepfilled";
            let line_color = edge.unwrap_or(face);
            let poly = Polygon {
                pts,
                face: filled.then_some(face),
                edge: Some(line_color),
                edge_width: lw.unwrap_or(if filled { 0.0 } else { 1.0 }),
                label: lab,
                zorder,
                sticky_x: sx.clone(),
                sticky_y: sy.clone(),
            };
            push(fig, ax, Artist::Polygon(poly))?
        };
        first_index.get_or_insert(index);
        all_tops.push(tops);
    }
    let bins_n = edges.len().saturating_sub(1);
    let counts_arr =
        if nx == 1 { wrap(HostArray::from_vec(all_tops.concat(), vec![bins_n])) } else { wrap(HostArray::from_vec(all_tops.concat(), vec![nx, bins_n])) };
    let edges_arr = wrap(HostArray::from_vec(edges.clone(), vec![edges.len()]));
    let class = if histtype.starts_with("bar") { "matplotlib.container.BarContainer" } else { "matplotlib.patches.Polygon" };
    let patches = handle(fig, ax, first_index.unwrap_or(0), class, bins_n);
    let patches = if nx > 1 || !histtype.starts_with("bar") { Value::list(vec![patches]) } else { patches };
    Ok(Value::tuple(vec![counts_arr, edges_arr, patches]))
}

/// `imshow(X, cmap=, vmin=, vmax=, origin=, extent=, interpolation=, aspect=, alpha=)`.
fn imshow(interp: &mut Interp, fig: usize, ax: usize, mut a: Args) -> R<Value> {
    let x = a
        .pos
        .first()
        .cloned()
        .or_else(|| args::kw(&mut a, &["X"]))
        .ok_or_else(|| raise("TypeError", "imshow() missing 1 required positional argument: 'X'"))?;
    let d = args::data(interp, &x)?;
    let origin = args::kw_text(interp, &mut a, &["origin"])?.unwrap_or_else(|| "upper".into());
    if !matches!(origin.as_str(), "upper" | "lower") {
        return Err(raise("ValueError", format!("'{origin}' is not a valid value for origin; supported values are 'upper', 'lower'")));
    }
    let extent = args::kw(&mut a, &["extent"]).map(|v| args::numbers(interp, &v)).transpose()?;
    let interp_name = args::kw_text(interp, &mut a, &["interpolation"])?.unwrap_or_else(|| "antialiased".into());
    let aspect = match args::kw(&mut a, &["aspect"]) {
        None => Some(1.0),
        Some(Value::Str(s)) if &*s == "equal" => Some(1.0),
        Some(Value::Str(s)) if &*s == "auto" => None,
        Some(v) => Some(interp.to_float(&v)?),
    };
    let alpha = args::kw_f64(interp, &mut a, &["alpha"])?;
    let zorder = args::kw_f64(interp, &mut a, &["zorder"])?.unwrap_or(0.0);
    args::kw(&mut a, &["resample", "filternorm", "filterrad", "url", "data"]);
    let (h, w, rgba, mappable) = match d.shape.as_slice() {
        [h, w] => {
            let (cols, m) = map_values(interp, &d.values, &mut a)?;
            let mut out = Vec::with_capacity(h * w * 4);
            for c in cols {
                let mut b = c.to_bytes();
                if let Some(al) = alpha {
                    b[3] = (f64::from(b[3]) * al).round() as u8;
                }
                out.extend_from_slice(&b);
            }
            (*h, *w, out, Some(m))
        }
        [h, w, ch @ (3 | 4)] => {
            args::kw(&mut a, &["cmap", "vmin", "vmax", "norm"]);
            let ints = x_is_integer(interp, &x)?;
            let scale = if ints { 1.0 } else { 255.0 };
            let mut clipped = false;
            let mut out = Vec::with_capacity(h * w * 4);
            let (hi, opaque) = if ints { (255.0, 255.0) } else { (1.0, 1.0) };
            for px in d.values.chunks_exact(*ch) {
                let alpha_in = if *ch == 4 { px[3] } else { opaque };
                for (k, &v) in px[..3].iter().chain(std::iter::once(&alpha_in)).enumerate() {
                    if !(0.0..=hi).contains(&v) {
                        clipped = true;
                    }
                    let b = (v.clamp(0.0, hi) * scale).round() as u8;
                    out.push(if k == 3 { alpha.map(|al| (f64::from(b) * al).round() as u8).unwrap_or(b) } else { b });
                }
            }
            if clipped {
                let range = if ints { "[0..255] for integers" } else { "[0..1] for floats" };
                interp.out.write(crate::host::output::Stream::Stderr, &format!("Clipping input data to the valid range for imshow with RGB data ({range}).\n"));
            }
            (*h, *w, out, None)
        }
        s => return Err(raise("TypeError", format!("Invalid shape {} for image data", shape_str(s)))),
    };
    args::no_more(&a, "imshow()")?;
    let (l, r, b, t) = match &extent {
        Some(e) if e.len() == 4 => (e[0], e[1], e[2], e[3]),
        Some(_) => return Err(raise("ValueError", "extent must be (left, right, bottom, top)")),
        None if origin == "upper" => (-0.5, w as f64 - 0.5, h as f64 - 0.5, -0.5),
        None => (-0.5, w as f64 - 0.5, -0.5, h as f64 - 0.5),
    };
    // Pixel row 0 is drawn at data y = top; with origin 'lower' the data's row 0 is at the
    // bottom, so the rows are flipped.
    let rgba = if origin == "lower" { flip_rows(&rgba, w, h) } else { rgba };
    let smooth = match interp_name.as_str() {
        "nearest" | "none" => false,
        "antialiased" => w > 512 || h > 512,
        _ => true,
    };
    let img = Image { width: w, height: h, rgba, extent: (l, r, b, t), mappable, smooth, zorder };
    let i = push(fig, ax, Artist::Image(img))?;
    with_axes(fig, ax, |x| {
        x.aspect = aspect;
        // The extent's edges are sticky (no margins past them); the axis runs the way the
        // extent does (downwards when top < bottom, as with origin 'upper').
        if x.x.lim.is_none() {
            x.x.inverted = r < l;
        }
        if x.y.lim.is_none() {
            x.y.inverted = t < b;
        }
        Ok(())
    })?;
    Ok(handle(fig, ax, i, "matplotlib.image.AxesImage", 1))
}

fn x_is_integer(interp: &mut Interp, v: &Value) -> R<bool> {
    let a = crate::host::modules::numpy::to_array(interp, v, None)?;
    Ok(matches!(a.dtype().kind(), crate::array::dtype::Kind::Signed | crate::array::dtype::Kind::Unsigned | crate::array::dtype::Kind::Bool))
}

fn flip_rows(rgba: &[u8], w: usize, h: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(rgba.len());
    for r in (0..h).rev() {
        out.extend_from_slice(&rgba[r * w * 4..(r + 1) * w * 4]);
    }
    out
}

/// `pcolormesh([X, Y,] C, cmap=, vmin=, vmax=)` on a regular grid: an image spanning the
/// coordinates' range, row 0 at the bottom.
fn pcolormesh(interp: &mut Interp, fig: usize, ax: usize, mut a: Args) -> R<Value> {
    let pos = take_args(&mut a);
    let (c, xy) = match pos.len() {
        1 => (pos[0].clone(), None),
        3 => (pos[2].clone(), Some((pos[0].clone(), pos[1].clone()))),
        n => return Err(raise("TypeError", format!("pcolormesh() takes 1 or 3 positional arguments but {n} were given"))),
    };
    let d = args::data(interp, &c)?;
    let [h, w] = d.shape[..] else {
        return Err(raise("TypeError", format!("Dimensions of C {} should be two-dimensional", shape_str(&d.shape))));
    };
    let (l, r, b, t) = match xy {
        None => (0.0, w as f64, 0.0, h as f64),
        Some((x, y)) => {
            let (xs, ys) = (args::numbers(interp, &x)?, args::numbers(interp, &y)?);
            let span = |v: &[f64]| v.iter().copied().filter(|x| x.is_finite()).fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), x| (a.min(x), b.max(x)));
            let ((x0, x1), (y0, y1)) = (span(&xs), span(&ys));
            // Coordinates of the cell centres (same shape as C) get half a cell around them.
            let (hx, hy) = if xs.len() == w || xs.len() == w * h {
                ((x1 - x0) / (w.max(2) - 1) as f64 / 2.0, (y1 - y0) / (h.max(2) - 1) as f64 / 2.0)
            } else {
                (0.0, 0.0)
            };
            (x0 - hx, x1 + hx, y0 - hy, y1 + hy)
        }
    };
    let (cols, m) = map_values(interp, &d.values, &mut a)?;
    let alpha = args::kw_f64(interp, &mut a, &["alpha"])?;
    args::kw(&mut a, &["shading", "edgecolors", "linewidth", "antialiased", "rasterized"]);
    args::no_more(&a, "pcolormesh()")?;
    let mut rgba = Vec::with_capacity(w * h * 4);
    for c in cols {
        rgba.extend_from_slice(&with_alpha(c, alpha).to_bytes());
    }
    let img = Image { width: w, height: h, rgba: flip_rows(&rgba, w, h), extent: (l, r, b, t), mappable: Some(m), smooth: false, zorder: 1.0 };
    let i = push(fig, ax, Artist::Image(img))?;
    Ok(handle(fig, ax, i, "matplotlib.collections.QuadMesh", 1))
}

/// `contour([X, Y,] Z, levels=None, cmap=, colors=, linewidths=)` and `contourf`: Z is split
/// into triangles (two per cell), on which it is linear, so a level is a straight segment in
/// each and a band between two levels is a convex polygon (the triangle clipped twice).
/// Levels are matplotlib's: MaxNLocator(levels + 1) over Z's range, trimmed to it.
fn contour(interp: &mut Interp, fig: usize, ax: usize, mut a: Args, filled: bool) -> R<Value> {
    let pos = take_args(&mut a);
    let (zv, xy, levels_pos) = match pos.len() {
        1 => (pos[0].clone(), None, None),
        2 => (pos[0].clone(), None, Some(pos[1].clone())),
        3 => (pos[2].clone(), Some((pos[0].clone(), pos[1].clone())), None),
        4 => (pos[2].clone(), Some((pos[0].clone(), pos[1].clone())), Some(pos[3].clone())),
        n => return Err(raise("TypeError", format!("contour() takes from 1 to 4 positional arguments but {n} were given"))),
    };
    let z = args::data(interp, &zv)?;
    let [ny, nx] = z.shape[..] else {
        return Err(raise("TypeError", format!("Input z must be 2D, not {}D", z.shape.len())));
    };
    if nx < 2 || ny < 2 {
        return Err(raise("TypeError", format!("Input z must be at least a (2, 2) shaped array, but has shape ({ny}, {nx})")));
    }
    // Coordinates of each grid point (1-D X/Y broadcast, 2-D taken as they are).
    let (gx, gy): (Vec<f64>, Vec<f64>) = match xy {
        None => ((0..ny * nx).map(|k| (k % nx) as f64).collect(), (0..ny * nx).map(|k| (k / nx) as f64).collect()),
        Some((xv, yv)) => {
            let (x, y) = (args::data(interp, &xv)?, args::data(interp, &yv)?);
            let gx = match x.shape.as_slice() {
                [n] if *n == nx => (0..ny * nx).map(|k| x.values[k % nx]).collect(),
                [r, c] if (*r, *c) == (ny, nx) => x.values,
                _ => return Err(raise("TypeError", format!("Length of x ({}) must match number of columns in z ({nx})", x.values.len()))),
            };
            let gy = match y.shape.as_slice() {
                [n] if *n == ny => (0..ny * nx).map(|k| y.values[k / nx]).collect(),
                [r, c] if (*r, *c) == (ny, nx) => y.values,
                _ => return Err(raise("TypeError", format!("Length of y ({}) must match number of rows in z ({ny})", y.values.len()))),
            };
            (gx, gy)
        }
    };
    let finite: Vec<f64> = z.values.iter().copied().filter(|v| v.is_finite()).collect();
    let (zmin, zmax) = finite.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), &v| (a.min(v), b.max(v)));
    if zmin > zmax {
        return Err(raise("ValueError", "contour: Z has no finite values"));
    }
    let levels_arg = levels_pos.or_else(|| args::kw(&mut a, &["levels"]));
    let mut levels: Vec<f64> = match &levels_arg {
        Some(v @ (Value::List(_) | Value::Tuple(_))) => args::numbers(interp, v)?,
        Some(v) if crate::host::modules::numpy::as_array(v).is_some_and(|x| x.ndim() == 1) => args::numbers(interp, v)?,
        other => {
            let n = match other {
                Some(v) => interp.to_index(v)?.max(1) as usize,
                None => 7,
            };
            let lev = crate::plot::ticks::max_n_ticks(zmin, zmax, n + 1);
            let i0 = lev.iter().rposition(|&l| l < zmin).unwrap_or(0);
            let i1 = lev.iter().position(|&l| l > zmax).map(|k| k + 1).unwrap_or(lev.len());
            if i1 - i0 < 3 {
                lev
            } else {
                lev[i0..i1].to_vec()
            }
        }
    };
    if levels.windows(2).any(|w| w[0] >= w[1]) {
        return Err(raise("ValueError", "Contour levels must be increasing"));
    }
    if !filled {
        let inside: Vec<f64> = levels.iter().copied().filter(|&l| l > zmin && l < zmax).collect();
        levels = if inside.is_empty() { vec![zmin] } else { inside };
    } else if levels.len() < 2 {
        return Err(raise("ValueError", "Filled contours require at least 2 levels."));
    }
    let alpha = args::kw_f64(interp, &mut a, &["alpha"])?;
    let fixed = args::kw(&mut a, &["colors"]).map(|v| args::colors(interp, &v)).transpose()?;
    let width = args::kw(&mut a, &["linewidths"]).map(|v| args::numbers(interp, &v)).transpose()?.and_then(|v| v.first().copied()).unwrap_or(rc::LINE_WIDTH);
    let style = args::kw(&mut a, &["linestyles"]).map(|v| args::linestyle(&v)).transpose()?;
    let cmap = cmap_name(interp, &mut a)?;
    args::kw(&mut a, &["vmin", "vmax", "norm", "extend", "origin", "extent", "antialiased", "zorder"]);
    args::no_more(&a, if filled { "contourf()" } else { "contour()" })?;
    let cm = crate::plot::colormap::colormap(&cmap).ok_or_else(|| raise("ValueError", "cmap"))?;
    let (vmin, vmax) = (levels[0], *levels.last().unwrap_or(&levels[0]));
    let mappable = Mappable { cmap, vmin, vmax, log: false, bands: if filled { levels.clone() } else { Vec::new() } };
    let color_at = |k: usize, v: f64| -> Rgba {
        let c = match &fixed {
            Some(list) if !list.is_empty() => list[k % list.len()],
            _ => cm.rgba(normalize(&mappable, v)),
        };
        with_alpha(c, alpha)
    };
    // The two triangles of each cell, as three (x, y, z) corners.
    let at = |i: usize, j: usize| (gx[i * nx + j], gy[i * nx + j], z.values[i * nx + j]);
    let mut triangles = Vec::with_capacity((nx - 1) * (ny - 1) * 2);
    for i in 0..ny - 1 {
        for j in 0..nx - 1 {
            let (p00, p01, p10, p11) = (at(i, j), at(i, j + 1), at(i + 1, j), at(i + 1, j + 1));
            if [p00, p01, p10, p11].iter().all(|p| p.2.is_finite()) {
                triangles.push([p00, p01, p11]);
                triangles.push([p00, p11, p10]);
            }
        }
    }
    let (x0, x1) = gx.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), &v| (a.min(v), b.max(v)));
    let (y0, y1) = gy.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), &v| (a.min(v), b.max(v)));
    // The view fits the grid exactly (matplotlib autoscales contour sets tightly).
    let frame = Polygon {
        pts: vec![(x0, y0), (x1, y1)],
        face: None,
        edge: None,
        edge_width: 0.0,
        label: "_nolegend_".into(),
        zorder: 1.0,
        sticky_x: vec![x0, x1],
        sticky_y: vec![y0, y1],
    };
    push(fig, ax, Artist::Polygon(frame))?;
    if filled {
        for k in 0..levels.len() - 1 {
            let (lo, hi) = (levels[k], levels[k + 1]);
            let mut path_pts: Vec<(f64, f64)> = Vec::new();
            let mut bands = Vec::new();
            for t in &triangles {
                let poly = clip_band(t, lo, hi);
                if poly.len() >= 3 {
                    bands.push(poly);
                }
            }
            // One polygon artist per band; its pieces are separate sub-paths joined by NaN gaps.
            for p in bands {
                if !path_pts.is_empty() {
                    path_pts.push((f64::NAN, f64::NAN));
                }
                path_pts.extend(p.iter().map(|q| (q.0, q.1)));
            }
            if !path_pts.is_empty() {
                let face = color_at(k, (lo + hi) / 2.0);
                push(
                    fig,
                    ax,
                    Artist::Polygon(Polygon {
                        pts: path_pts,
                        face: Some(face),
                        edge: None,
                        edge_width: 0.0,
                        label: "_nolegend_".into(),
                        zorder: 1.0,
                        sticky_x: Vec::new(),
                        sticky_y: Vec::new(),
                    }),
                )?;
            }
        }
    } else {
        for (k, &level) in levels.iter().enumerate() {
            let (mut xs, mut ys) = (Vec::new(), Vec::new());
            for t in &triangles {
                if let Some(((ax0, ay0), (ax1, ay1))) = level_segment(t, level) {
                    xs.extend([ax0, ax1, f64::NAN]);
                    ys.extend([ay0, ay1, f64::NAN]);
                }
            }
            let mut l = plain_line(xs, ys, color_at(k, level), width, "_nolegend_", 2.0);
            l.style = style.unwrap_or(LineStyle::Solid);
            push(fig, ax, Artist::Line(l))?;
        }
    }
    // An empty image holds the contour set's colormap for colorbar().
    let i = push(
        fig,
        ax,
        Artist::Image(Image { width: 0, height: 0, rgba: Vec::new(), extent: (x0, x1, y0, y1), mappable: Some(mappable), smooth: false, zorder: -1.0 }),
    )?;
    Ok(handle(fig, ax, i, "matplotlib.contour.QuadContourSet", levels.len()))
}

/// The part of triangle `t` (corners with values) where lo <= z <= hi, clipping a convex
/// polygon against two linear thresholds.
fn clip_band(t: &[(f64, f64, f64); 3], lo: f64, hi: f64) -> Vec<(f64, f64, f64)> {
    let keep_above = |poly: Vec<(f64, f64, f64)>, level: f64, inclusive: bool| clip_polygon(poly, |z| if inclusive { z >= level } else { z > level }, level);
    let keep_below = |poly: Vec<(f64, f64, f64)>, level: f64| {
        clip_polygon(poly.into_iter().map(|(x, y, z)| (x, y, -z)).collect(), |z| z >= -level, -level)
            .into_iter()
            .map(|(x, y, z)| (x, y, -z))
            .collect::<Vec<_>>()
    };
    let p = keep_above(t.to_vec(), lo, true);
    keep_below(p, hi)
}

/// Sutherland-Hodgman against the half-space `inside(z)` bounded by z == level.
fn clip_polygon(poly: Vec<(f64, f64, f64)>, inside: impl Fn(f64) -> bool, level: f64) -> Vec<(f64, f64, f64)> {
    let n = poly.len();
    let mut out = Vec::with_capacity(n + 2);
    for k in 0..n {
        let (a, b) = (poly[k], poly[(k + 1) % n]);
        let (ia, ib) = (inside(a.2), inside(b.2));
        if ia {
            out.push(a);
        }
        if ia != ib && (b.2 - a.2).abs() > 0.0 {
            let t = (level - a.2) / (b.2 - a.2);
            out.push((a.0 + t * (b.0 - a.0), a.1 + t * (b.1 - a.1), level));
        }
    }
    out
}

/// Where z == level crosses triangle `t`, as a segment.
fn level_segment(t: &[(f64, f64, f64); 3], level: f64) -> Option<((f64, f64), (f64, f64))> {
    let mut pts = Vec::with_capacity(2);
    for k in 0..3 {
        let (a, b) = (t[k], t[(k + 1) % 3]);
        if (a.2 < level) != (b.2 < level) {
            let f = (level - a.2) / (b.2 - a.2);
            pts.push((a.0 + f * (b.0 - a.0), a.1 + f * (b.1 - a.1)));
        }
    }
    (pts.len() == 2).then(|| (pts[0], pts[1]))
}

fn errorbar(interp: &mut Interp, fig: usize, ax: usize, mut a: Args) -> R<Value> {
    let x = a.pos.first().cloned().ok_or_else(|| raise("TypeError", "errorbar() missing 2 required positional arguments: 'x' and 'y'"))?;
    let y = a.pos.get(1).cloned().ok_or_else(|| raise("TypeError", "errorbar() missing 1 required positional argument: 'y'"))?;
    let yerr = a.pos.get(2).cloned().or_else(|| args::kw(&mut a, &["yerr"]));
    let xerr = a.pos.get(3).cloned().or_else(|| args::kw(&mut a, &["xerr"]));
    let fmt = a.pos.get(4).cloned().or_else(|| args::kw(&mut a, &["fmt"]));
    let (xs, ys) = (args::numbers(interp, &x)?, args::numbers(interp, &y)?);
    let n = xs.len();
    if ys.len() != n {
        return Err(raise("ValueError", format!("'x' and 'y' must have the same size, but have sizes {n} and {}", ys.len())));
    }
    let ecolor = args::kw(&mut a, &["ecolor"]).map(|v| args::color(interp, &v)).transpose()?;
    let elw = args::kw_f64(interp, &mut a, &["elinewidth"])?;
    let capsize = args::kw_f64(interp, &mut a, &["capsize"])?.unwrap_or(0.0);
    let mut props = line_props(interp, &mut a)?;
    args::kw(&mut a, &["capthick", "barsabove", "errorevery", "lolims", "uplims", "xlolims", "xuplims"]);
    args::no_more(&a, "errorbar()")?;
    let spec = match &fmt {
        Some(Value::Str(s)) if s.is_empty() => None,
        Some(Value::Str(s)) if &**s == "none" => {
            Some(crate::plot::color::FmtSpec { color: None, linestyle: Some(LineStyle::None), marker: Some(Marker::None) })
        }
        Some(Value::Str(s)) => Some(args::fmt(s)?),
        _ => None,
    };
    let color = match props.color.or(spec.as_ref().and_then(|f| f.color)) {
        Some(c) => c,
        None => next_color(fig, ax, false)?,
    };
    let style = props.style.or(spec.as_ref().and_then(|f| f.linestyle)).unwrap_or(if spec.as_ref().is_some_and(|f| f.marker.is_some()) {
        LineStyle::None
    } else {
        LineStyle::Solid
    });
    let marker = props.marker.or(spec.as_ref().and_then(|f| f.marker)).unwrap_or(Marker::None);
    let err_color = ecolor.unwrap_or(color);
    let err_width = elw.unwrap_or(props.width);
    let mut segs = (Vec::new(), Vec::new());
    let mut caps = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for (errv, vertical) in [(yerr, true), (xerr, false)] {
        let Some(ev) = errv else { continue };
        let e = args::data(interp, &ev)?;
        let (lo, hi): (Vec<f64>, Vec<f64>) = match e.shape.as_slice() {
            [2, k] if *k == n => (e.values[..n].to_vec(), e.values[n..].to_vec()),
            _ => {
                let v = broadcast(e.values, n, "err")?;
                (v.clone(), v)
            }
        };
        for k in 0..n {
            let (p0, p1) = if vertical { ((xs[k], ys[k] - lo[k]), (xs[k], ys[k] + hi[k])) } else { ((xs[k] - lo[k], ys[k]), (xs[k] + hi[k], ys[k])) };
            segs.0.extend([p0.0, p1.0, f64::NAN]);
            segs.1.extend([p0.1, p1.1, f64::NAN]);
            let (cx, cy) = if vertical { (&mut caps.0, &mut caps.1) } else { (&mut caps.2, &mut caps.3) };
            cx.extend([p0.0, p1.0]);
            cy.extend([p0.1, p1.1]);
        }
    }
    let label = props.label.take().unwrap_or_default();
    let main = Line {
        xs: xs.clone(),
        ys: ys.clone(),
        x_coords: Coords::Data,
        y_coords: Coords::Data,
        color: with_alpha(color, props.alpha),
        width: props.width,
        style,
        marker,
        marker_size: props.size,
        marker_face: props.face.unwrap_or(color),
        marker_edge: props.edge.unwrap_or(color),
        marker_edge_width: props.edge_width,
        label,
        zorder: props.zorder,
        container: true,
    };
    let i = push(fig, ax, Artist::Line(main))?;
    push(fig, ax, Artist::Line(plain_line(segs.0, segs.1, err_color, err_width, "_nolegend_", props.zorder)))?;
    if capsize > 0.0 {
        for (cx, cy, m) in [(caps.0, caps.1, Marker::HLine), (caps.2, caps.3, Marker::VLine)] {
            if cx.is_empty() {
                continue;
            }
            push(fig, ax, Artist::Line(cap_markers(cx, cy, m, capsize, err_color, err_width, props.zorder)))?;
        }
    }
    Ok(handle(fig, ax, i, "matplotlib.container.ErrorbarContainer", 3))
}

fn fill_between(interp: &mut Interp, fig: usize, ax: usize, mut a: Args) -> R<Value> {
    let x = a.pos.first().cloned().ok_or_else(|| raise("TypeError", "fill_between() missing 2 required positional arguments: 'x' and 'y1'"))?;
    let y1 = a
        .pos
        .get(1)
        .cloned()
        .or_else(|| args::kw(&mut a, &["y1"]))
        .ok_or_else(|| raise("TypeError", "fill_between() missing 1 required positional argument: 'y1'"))?;
    let y2 = a.pos.get(2).cloned().or_else(|| args::kw(&mut a, &["y2"]));
    let xs = args::numbers(interp, &x)?;
    let n = xs.len();
    let y1 = broadcast(args::numbers(interp, &y1)?, n, "y1")?;
    let y2 = broadcast(y2.map(|v| args::numbers(interp, &v)).transpose()?.unwrap_or(vec![0.0]), n, "y2")?;
    let where_ = args::kw(&mut a, &["where"]).map(|v| args::numbers(interp, &v)).transpose()?;
    let alpha = args::kw_f64(interp, &mut a, &["alpha"])?;
    let color = match args::kw(&mut a, &["color", "facecolor", "fc"]) {
        Some(v) => args::color(interp, &v)?,
        None => next_color(fig, ax, true)?,
    };
    let edge = args::kw(&mut a, &["edgecolor", "ec"]).map(|v| args::color(interp, &v)).transpose()?;
    let label = args::kw_text(interp, &mut a, &["label"])?.unwrap_or_default();
    args::kw(&mut a, &["interpolate", "step", "linewidth", "lw", "zorder", "hatch"]);
    args::no_more(&a, "fill_between()")?;
    let face = with_alpha(color, alpha);
    let mask: Vec<bool> = match &where_ {
        Some(w) => broadcast(w.clone(), n, "where")?.iter().map(|v| *v != 0.0).collect(),
        None => vec![true; n],
    };
    // One polygon per run of selected points.
    let mut first = None;
    let mut k = 0;
    while k < n {
        if !mask[k] {
            k += 1;
            continue;
        }
        let start = k;
        while k < n && mask[k] {
            k += 1;
        }
        let mut pts: Vec<(f64, f64)> = (start..k).map(|i| (xs[i], y1[i])).collect();
        pts.extend((start..k).rev().map(|i| (xs[i], y2[i])));
        let l = if first.is_none() { label.clone() } else { "_nolegend_".into() };
        let i = push(
            fig,
            ax,
            Artist::Polygon(Polygon { pts, face: Some(face), edge, edge_width: 1.0, label: l, zorder: 1.0, sticky_x: Vec::new(), sticky_y: Vec::new() }),
        )?;
        first.get_or_insert(i);
    }
    Ok(handle(fig, ax, first.unwrap_or(0), "matplotlib.collections.PolyCollection", 1))
}

fn axline(interp: &mut Interp, fig: usize, ax: usize, mut a: Args, horizontal: bool) -> R<Value> {
    let v = a.pos.first().cloned().or_else(|| args::kw(&mut a, &[if horizontal { "y" } else { "x" }])).map(|v| interp.to_float(&v)).transpose()?.unwrap_or(0.0);
    let lo = a
        .pos
        .get(1)
        .cloned()
        .or_else(|| args::kw(&mut a, &[if horizontal { "xmin" } else { "ymin" }]))
        .map(|v| interp.to_float(&v))
        .transpose()?
        .unwrap_or(0.0);
    let hi = a
        .pos
        .get(2)
        .cloned()
        .or_else(|| args::kw(&mut a, &[if horizontal { "xmax" } else { "ymax" }]))
        .map(|v| interp.to_float(&v))
        .transpose()?
        .unwrap_or(1.0);
    let props = line_props(interp, &mut a)?;
    args::no_more(&a, if horizontal { "axhline()" } else { "axvline()" })?;
    let color = with_alpha(props.color.unwrap_or(TAB10[0]), props.alpha);
    let mut l = plain_line(vec![lo, hi], vec![v, v], color, props.width, &props.label.unwrap_or_else(|| "_child0".into()), props.zorder);
    l.style = props.style.unwrap_or(LineStyle::Solid);
    l.marker = props.marker.unwrap_or(Marker::None);
    if horizontal {
        l.x_coords = Coords::Axes;
    } else {
        std::mem::swap(&mut l.xs, &mut l.ys);
        l.y_coords = Coords::Axes;
    }
    let i = push(fig, ax, Artist::Line(l))?;
    Ok(handle(fig, ax, i, "matplotlib.lines.Line2D", 1))
}

fn halign(s: &str) -> R<HAlign> {
    Ok(match s {
        "left" => HAlign::Left,
        "center" | "centre" => HAlign::Center,
        "right" => HAlign::Right,
        _ => return Err(raise("ValueError", format!("'{s}' is not a valid value for horizontalalignment; supported values are 'left', 'center', 'right'"))),
    })
}

fn valign(s: &str) -> R<VAlign> {
    Ok(match s {
        "top" => VAlign::Top,
        "center" | "centre" => VAlign::Center,
        "center_baseline" => VAlign::CenterBaseline,
        "baseline" => VAlign::Baseline,
        "bottom" => VAlign::Bottom,
        _ => {
            return Err(raise(
                "ValueError",
                format!("'{s}' is not a valid value for verticalalignment; supported values are 'baseline', 'bottom', 'center', 'center_baseline', 'top'"),
            ))
        }
    })
}

/// `text(x, y, s, …)` and `annotate(text, xy, xytext=None, arrowprops=None, …)`.
fn text_artist(interp: &mut Interp, fig: usize, ax: usize, mut a: Args, annotate: bool) -> R<Value> {
    let (x, y, s, arrow) = if annotate {
        let s = a
            .pos
            .first()
            .cloned()
            .or_else(|| args::kw(&mut a, &["text"]))
            .ok_or_else(|| raise("TypeError", "annotate() missing 2 required positional arguments: 'text' and 'xy'"))?;
        let xy = a
            .pos
            .get(1)
            .cloned()
            .or_else(|| args::kw(&mut a, &["xy"]))
            .ok_or_else(|| raise("TypeError", "annotate() missing 1 required positional argument: 'xy'"))?;
        let xy = args::numbers(interp, &xy)?;
        let at = match a.pos.get(2).cloned().or_else(|| args::kw(&mut a, &["xytext"])) {
            Some(v) => args::numbers(interp, &v)?,
            None => xy.clone(),
        };
        let arrow = args::kw(&mut a, &["arrowprops"]).is_some();
        args::kw(&mut a, &["xycoords", "textcoords"]);
        if xy.len() != 2 || at.len() != 2 {
            return Err(raise("ValueError", "xy and xytext must be (x, y) pairs"));
        }
        (at[0], at[1], s, arrow.then_some((xy[0], xy[1])))
    } else {
        let x = a.pos.first().cloned().ok_or_else(|| raise("TypeError", "text() missing 3 required positional arguments: 'x', 'y', and 's'"))?;
        let y = a.pos.get(1).cloned().ok_or_else(|| raise("TypeError", "text() missing 2 required positional arguments: 'y' and 's'"))?;
        let s = a
            .pos
            .get(2)
            .cloned()
            .or_else(|| args::kw(&mut a, &["s"]))
            .ok_or_else(|| raise("TypeError", "text() missing 1 required positional argument: 's'"))?;
        (interp.to_float(&x)?, interp.to_float(&y)?, s, None)
    };
    let text = args::text(interp, &s)?;
    let size = args::kw(&mut a, &["fontsize", "size"]).map(|v| args::fontsize(interp, &v)).transpose()?.unwrap_or(rc::FONT_SIZE);
    let color = args::kw(&mut a, &["color", "c"]).map(|v| args::color(interp, &v)).transpose()?.unwrap_or(BLACK);
    let ha = args::kw_text(interp, &mut a, &["horizontalalignment", "ha"])?.map(|s| halign(&s)).transpose()?.unwrap_or(HAlign::Left);
    let va = args::kw_text(interp, &mut a, &["verticalalignment", "va"])?.map(|s| valign(&s)).transpose()?.unwrap_or(VAlign::Baseline);
    let rotation = match args::kw(&mut a, &["rotation"]) {
        Some(Value::Str(s)) if &*s == "vertical" => 90.0,
        Some(Value::Str(s)) if &*s == "horizontal" => 0.0,
        Some(v) => interp.to_float(&v)?,
        None => 0.0,
    };
    let coords = match args::kw(&mut a, &["transform"]) {
        Some(Value::Str(s)) if &*s == "axes" => Coords::Axes,
        Some(Value::Native(n)) if n.as_any().downcast_ref::<Transform>().is_some_and(|t| t.axes) => Coords::Axes,
        _ => Coords::Data,
    };
    args::kw(&mut a, &["fontweight", "weight", "family", "fontfamily", "style", "bbox", "alpha", "zorder", "wrap", "clip_on"]);
    args::no_more(&a, if annotate { "annotate()" } else { "text()" })?;
    let t = Text { x, y, coords, text, size, color, ha, va, rotation, zorder: 3.0, arrow_to: arrow };
    let i = push(fig, ax, Artist::Text(t))?;
    Ok(handle(fig, ax, i, if annotate { "matplotlib.text.Annotation" } else { "matplotlib.text.Text" }, 1))
}

/// `ax.transAxes` / `ax.transData`, passed back as `transform=`.
pub struct Transform {
    pub axes: bool,
}

impl crate::host::native::NativeObject for Transform {
    fn type_name(&self) -> &str {
        "matplotlib.transforms.Transform"
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

fn legend(interp: &mut Interp, fig: usize, ax: usize, mut a: Args) -> R<Value> {
    let loc = match args::kw(&mut a, &["loc"]) {
        None => LegendLoc::Best,
        Some(Value::Str(s)) => LegendLoc::parse(&s).ok_or_else(|| {
            raise("ValueError", format!("'{s}' is not a valid value for loc; supported values are 'best', 'upper right', 'upper left', 'lower left', 'lower right', 'right', 'center left', 'center right', 'lower center', 'upper center', 'center'"))
        })?,
        Some(v) => {
            let k = interp.to_index(&v)?;
            LegendLoc::from_code(k).ok_or_else(|| raise("ValueError", format!("loc {k} is not a valid location code (0..10)")))?
        }
    };
    let size = args::kw(&mut a, &["fontsize", "prop"]).map(|v| args::fontsize(interp, &v)).transpose()?.unwrap_or(rc::FONT_SIZE);
    let frame = args::kw_bool(interp, &mut a, &["frameon"])?.unwrap_or(true);
    let title = args::kw_text(interp, &mut a, &["title"])?;
    let ncols = args::kw(&mut a, &["ncol", "ncols"]).map(|v| interp.to_index(&v)).transpose()?.unwrap_or(1).max(1) as usize;
    args::kw(
        &mut a,
        &[
            "bbox_to_anchor",
            "framealpha",
            "shadow",
            "fancybox",
            "markerscale",
            "numpoints",
            "handlelength",
            "borderaxespad",
            "title_fontsize",
            "facecolor",
            "edgecolor",
        ],
    );
    args::no_more(&a, "legend()")?;
    let pos = take_args(&mut a);
    let entries = match pos.len() {
        0 => None,
        1 => {
            let labels = string_list(interp, &pos[0])?;
            let order: Vec<usize> = with_axes(fig, ax, |x| {
                Ok(x.artists.iter().enumerate().filter(|(_, a)| !matches!(a, Artist::Text(_) | Artist::Image(_))).map(|(i, _)| i).collect())
            })?;
            Some(order.into_iter().zip(labels).collect())
        }
        _ => {
            let handles = interp.collect(&pos[0])?;
            let labels = string_list(interp, &pos[1])?;
            let idx: Vec<usize> = handles.iter().filter_map(artist_index).collect();
            Some(idx.into_iter().zip(labels).collect())
        }
    };
    let any = with_axes(fig, ax, |x| {
        Ok(entries.as_ref().map(|e: &Vec<(usize, String)>| !e.is_empty()).unwrap_or_else(|| x.artists.iter().any(|a| a.label().is_some())))
    })?;
    if !any {
        interp.out.write(
            crate::host::output::Stream::Stderr,
            "UserWarning: No artists with labels found to put in legend.  Note that artists whose label start with an underscore are ignored when legend() is called with no argument.\n",
        );
    }
    with_axes(fig, ax, |x| {
        x.legend = Some(Legend { loc, size, frame, title, ncols, entries });
        Ok(())
    })?;
    Ok(handle(fig, ax, 0, "matplotlib.legend.Legend", 1))
}

fn artist_index(v: &Value) -> Option<usize> {
    match v {
        Value::Native(n) => n.as_any().downcast_ref::<ArtistHandle>().map(|h| h.index),
        Value::List(l) => l.borrow().first().and_then(artist_index),
        _ => None,
    }
}

fn grid(interp: &mut Interp, fig: usize, ax: usize, mut a: Args) -> R<Value> {
    let visible = a.pos.first().cloned().or_else(|| args::kw(&mut a, &["visible", "b"]));
    let which = args::kw_text(interp, &mut a, &["which"])?.unwrap_or_else(|| "major".into());
    let axis = args::kw_text(interp, &mut a, &["axis"])?.unwrap_or_else(|| "both".into());
    let color = args::kw(&mut a, &["color", "c"]).map(|v| args::color(interp, &v)).transpose()?;
    let style = args::kw(&mut a, &["linestyle", "ls"]).map(|v| args::linestyle(&v)).transpose()?;
    let width = args::kw_f64(interp, &mut a, &["linewidth", "lw"])?;
    let alpha = args::kw_f64(interp, &mut a, &["alpha"])?;
    args::no_more(&a, "grid()")?;
    if !matches!(axis.as_str(), "both" | "x" | "y") {
        return Err(raise("ValueError", format!("'{axis}' is not a valid value for axis; supported values are 'both', 'x', 'y'")));
    }
    if which == "minor" {
        return Ok(Value::None);
    }
    let has_style = color.is_some() || style.is_some() || width.is_some() || alpha.is_some();
    let on = match visible {
        Some(v) => Some(interp.truthy(&v)?),
        None if has_style => Some(true),
        None => None,
    };
    with_axes(fig, ax, |x| {
        let now = x.grid.as_ref().is_some_and(|g| (axis != "y" && g.x) || (axis != "x" && g.y));
        let on = on.unwrap_or(!now);
        let mut g = x.grid.clone().unwrap_or(Grid {
            x: false,
            y: false,
            color: Rgba { r: 0xb0 as f64 / 255.0, g: 0xb0 as f64 / 255.0, b: 0xb0 as f64 / 255.0, a: 1.0 },
            width: 0.8,
            style: LineStyle::Solid,
        });
        if axis != "y" {
            g.x = on;
        }
        if axis != "x" {
            g.y = on;
        }
        if let Some(c) = color {
            g.color = c;
        }
        if let Some(al) = alpha {
            g.color = g.color.with_alpha(al);
        }
        if let Some(s) = style {
            g.style = s;
        }
        if let Some(w) = width {
            g.width = w;
        }
        x.grid = (g.x || g.y).then_some(g);
        Ok(Value::None)
    })
}

/// `f` of axis x (`is_x`) or y of this axes as laid out now.
fn with_layout<T>(fig: usize, ax: usize, is_x: bool, f: impl FnOnce(&crate::plot::draw::AxisLayout) -> T) -> R<T> {
    with_fig(fig, |s| {
        let lay = crate::plot::draw::layout(&s.fig);
        let l = lay.get(ax).ok_or_else(|| raise("RuntimeError", "axes"))?;
        Ok(f(if is_x { &l.x } else { &l.y }))
    })
}

/// A tick label as matplotlib's Text holds it (log labels in mathtext).
fn label_text(l: &crate::plot::ticks::Label) -> String {
    match &l.superscript {
        Some(e) => format!("$\\mathdefault{{{}^{{{}}}}}$", l.text.replace('×', "\\times"), e.replace('−', "-")),
        None => l.text.clone(),
    }
}

fn text_value(s: &str) -> Value {
    text_at(s, "0, 0")
}

fn text_at(s: &str, at: &'static str) -> Value {
    Value::Native(Rc::new(super::objects::TextObj { text: s.to_string(), at }))
}

/// The limits the axes shows now (autoscaled unless set).
fn current_lim(fig: usize, ax: usize, is_x: bool) -> R<(f64, f64)> {
    with_layout(fig, ax, is_x, |a| if a.inverted { (a.hi, a.lo) } else { (a.lo, a.hi) })
}

fn current_ticks(fig: usize, ax: usize, is_x: bool) -> R<Vec<f64>> {
    with_layout(fig, ax, is_x, |a| a.ticks.clone())
}

fn set_lim(interp: &mut Interp, fig: usize, ax: usize, mut a: Args, is_x: bool) -> R<Value> {
    let (lo_kw, hi_kw) = if is_x { (["left", "xmin"], ["right", "xmax"]) } else { (["bottom", "ymin"], ["top", "ymax"]) };
    let mut lo = args::kw(&mut a, &lo_kw);
    let mut hi = args::kw(&mut a, &hi_kw);
    args::kw(&mut a, &["emit", "auto"]);
    args::no_more(&a, if is_x { "set_xlim()" } else { "set_ylim()" })?;
    match a.pos.len() {
        0 => {}
        1 => {
            let v = interp.collect(&a.pos[0])?;
            if v.len() != 2 {
                return Err(raise("ValueError", "limits must be a (low, high) pair"));
            }
            lo = lo.or(Some(v[0].clone())).filter(|x| !x.is_none());
            hi = hi.or(Some(v[1].clone())).filter(|x| !x.is_none());
        }
        _ => {
            lo = lo.or(Some(a.pos[0].clone())).filter(|x| !x.is_none());
            hi = hi.or(Some(a.pos[1].clone())).filter(|x| !x.is_none());
        }
    }
    let cur = current_lim(fig, ax, is_x)?;
    let lo = lo.map(|v| interp.to_float(&v)).transpose()?.unwrap_or(cur.0);
    let hi = hi.map(|v| interp.to_float(&v)).transpose()?.unwrap_or(cur.1);
    if !(lo.is_finite() && hi.is_finite()) {
        return Err(raise("ValueError", format!("Axis limits cannot be NaN or Inf (got {lo}, {hi})")));
    }
    with_axes(fig, ax, |x| {
        let spec = if is_x { &mut x.x } else { &mut x.y };
        spec.lim = Some((lo, hi));
        spec.inverted = false;
        Ok(())
    })?;
    Ok(Value::tuple(vec![Value::Float(lo), Value::Float(hi)]))
}

/// `set_xticks(ticks, labels=None)`, and pyplot's `xticks(ticks=None, labels=None, rotation=)`.
fn ticks(interp: &mut Interp, fig: usize, ax: usize, name: &str, mut a: Args) -> R<Value> {
    let is_x = name.contains('x');
    let ticks = a.pos.first().cloned().or_else(|| args::kw(&mut a, &["ticks"]));
    let labels = a.pos.get(1).cloned().or_else(|| args::kw(&mut a, &["labels"]));
    let rotation = match args::kw(&mut a, &["rotation"]) {
        Some(Value::Str(s)) if &*s == "vertical" => Some(90.0),
        Some(Value::Str(s)) if &*s == "horizontal" => Some(0.0),
        Some(v) => Some(interp.to_float(&v)?),
        None => None,
    };
    let size = args::kw(&mut a, &["fontsize", "size"]).map(|v| args::fontsize(interp, &v)).transpose()?;
    args::kw(&mut a, &["minor", "ha", "horizontalalignment", "va"]);
    args::no_more(&a, &format!("{name}()"))?;
    let ticks = ticks.map(|v| args::numbers(interp, &v)).transpose()?;
    let labels = labels.map(|v| string_list(interp, &v)).transpose()?;
    if let (Some(t), Some(l)) = (&ticks, &labels) {
        if t.len() != l.len() {
            return Err(raise(
                "ValueError",
                format!(
                    "The number of FixedLocator locations ({}), usually from a call to set_ticks, does not match the number of labels ({}).",
                    t.len(),
                    l.len()
                ),
            ));
        }
    }
    if labels.is_some() && ticks.is_none() {
        return Err(raise("TypeError", "labels need ticks: xticks(ticks, labels)"));
    }
    with_axes(fig, ax, |x| {
        let spec = if is_x { &mut x.x } else { &mut x.y };
        if let Some(t) = &ticks {
            spec.ticks = Some(t.clone());
            spec.ticklabels = labels.clone();
        }
        if let Some(r) = rotation {
            spec.tick_rotation = r;
        }
        if let Some(s) = size {
            spec.tick_size = s;
        }
        Ok(())
    })?;
    if name.starts_with("set_") {
        return Ok(Value::list(Vec::new()));
    }
    let (locs, labels) = with_layout(fig, ax, is_x, |l| (l.locs.clone(), l.all_labels.clone()))?;
    let n = locs.len();
    let labels = labels.iter().map(|l| text_value(&label_text(l))).collect();
    Ok(Value::tuple(vec![wrap(HostArray::from_vec(locs, vec![n])), Value::list(labels)]))
}

fn axis(interp: &mut Interp, fig: usize, ax: usize, a: Args) -> R<Value> {
    let arg = a.pos.first().cloned();
    args::no_more(&a, "axis()")?;
    match arg {
        None => {
            let (x, y) = (current_lim(fig, ax, true)?, current_lim(fig, ax, false)?);
            Ok(Value::tuple(vec![Value::Float(x.0), Value::Float(x.1), Value::Float(y.0), Value::Float(y.1)]))
        }
        Some(Value::Str(s)) => {
            with_axes(fig, ax, |x| {
                match &*s {
                    "off" => x.axis_on = false,
                    "on" => x.axis_on = true,
                    "equal" | "scaled" | "image" => x.aspect = Some(1.0),
                    "auto" | "normal" | "tight" => x.aspect = None,
                    "square" => x.aspect = Some(1.0),
                    other => return Err(raise("ValueError", format!("Unrecognized string '{other}' to axis; try 'on' or 'off'"))),
                }
                Ok(())
            })?;
            Ok(Value::None)
        }
        Some(v) => {
            let l = args::numbers(interp, &v)?;
            if l.len() != 4 {
                return Err(raise("TypeError", "The first argument to axis() must be an iterable of the form [xmin, xmax, ymin, ymax]"));
            }
            with_axes(fig, ax, |x| {
                x.x.lim = Some((l[0], l[1]));
                x.y.lim = Some((l[2], l[3]));
                Ok(())
            })?;
            Ok(Value::tuple(l.into_iter().map(Value::Float).collect()))
        }
    }
}

/// The newest artist with a colormap on an axes (what `plt.colorbar()` describes).
pub fn last_mappable(fig: usize, ax: usize) -> R<Value> {
    with_axes(fig, ax, |x| {
        let found = x.artists.iter().enumerate().rev().find(|(_, a)| match a {
            Artist::Image(i) => i.mappable.is_some(),
            Artist::Scatter(s) => s.mappable.is_some(),
            _ => false,
        });
        Ok(match found {
            Some((i, a)) => handle(fig, ax, i, class_of(a), 1),
            None => Value::None,
        })
    })
}

fn mappable_of(fig: usize, ax: usize, index: usize) -> R<Option<Mappable>> {
    with_axes(fig, ax, |x| {
        Ok(match x.artists.get(index) {
            Some(Artist::Image(i)) => i.mappable.clone(),
            Some(Artist::Scatter(s)) => s.mappable.clone(),
            _ => None,
        })
    })
}

/// `clim(vmin, vmax)`: the newest image's colour limits (the image is recoloured).
pub fn set_clim(interp: &mut Interp, fig: usize, ax: usize, a: Args) -> R<Value> {
    let vmin = a.pos.first().map(|v| interp.to_float(v)).transpose()?;
    let vmax = a.pos.get(1).map(|v| interp.to_float(v)).transpose()?;
    let _ = (vmin, vmax, fig, ax);
    Err(unsupported("clim() after drawing (pass vmin= and vmax= to imshow)"))
}

/// `colorbar(mappable=None, ax=None, orientation='vertical', label='', shrink=1.0,
/// fraction=0.15, pad=0.05)`: a new axes taken from the parent's right (or bottom) side.
pub fn colorbar(interp: &mut Interp, fig: usize, ax: usize, mut a: Args) -> R<Value> {
    let target = a.pos.first().cloned().or_else(|| args::kw(&mut a, &["mappable"]));
    let ax = match args::kw(&mut a, &["ax"]) {
        Some(Value::Native(n)) => n.as_any().downcast_ref::<AxesObj>().map(|o| o.ax).unwrap_or(ax),
        Some(Value::List(l)) => {
            l.borrow().first().and_then(|v| if let Value::Native(n) = v { n.as_any().downcast_ref::<AxesObj>().map(|o| o.ax) } else { None }).unwrap_or(ax)
        }
        _ => ax,
    };
    let (src_ax, index) = match &target {
        Some(Value::Native(n)) => match n.as_any().downcast_ref::<ArtistHandle>() {
            Some(h) => (h.ax, h.index),
            None => return Err(raise("TypeError", "colorbar() needs a mappable: what imshow, scatter(c=…) or pcolormesh returned")),
        },
        _ => {
            let v = last_mappable(fig, ax)?;
            match v {
                Value::Native(n) => match n.as_any().downcast_ref::<ArtistHandle>() {
                    Some(h) => (h.ax, h.index),
                    None => (ax, usize::MAX),
                },
                _ => {
                    return Err(raise(
                        "RuntimeError",
                        "No mappable was found to use for colorbar creation. First define a mappable such as an image (with imshow) or a contour set (with contourf).",
                    ))
                }
            }
        }
    };
    let mappable = mappable_of(fig, src_ax, index)?.ok_or_else(|| raise("TypeError", "this artist has no colormap to show in a colorbar"))?;
    let orientation = args::kw_text(interp, &mut a, &["orientation", "location"])?.unwrap_or_else(|| "vertical".into());
    let vertical = matches!(orientation.as_str(), "vertical" | "right" | "left");
    let label = args::kw_text(interp, &mut a, &["label"])?.unwrap_or_default();
    let shrink = args::kw_f64(interp, &mut a, &["shrink"])?.unwrap_or(1.0);
    let fraction = args::kw_f64(interp, &mut a, &["fraction"])?.unwrap_or(0.15);
    let pad = args::kw_f64(interp, &mut a, &["pad"])?.unwrap_or(if vertical { 0.05 } else { 0.15 });
    let aspect = args::kw_f64(interp, &mut a, &["aspect"])?.unwrap_or(20.0);
    args::kw(&mut a, &["ticks", "format", "extend", "cax", "use_gridspec", "anchor", "panchor", "drawedges"]);
    args::no_more(&a, "colorbar()")?;
    let i = with_fig(fig, |s| {
        let parent = s.fig.axes.get(ax).ok_or_else(|| raise("RuntimeError", "this Axes was removed from its figure"))?.pos;
        let (ppos, cpos) = if vertical {
            let x1 = 1.0 - fraction;
            let main = Frac { x0: parent.x0, y0: parent.y0, w: parent.w * (x1 - pad), h: parent.h };
            let h = parent.h * shrink;
            let cb = Frac { x0: parent.x0 + parent.w * x1, y0: parent.y0 + (parent.h - h) / 2.0, w: parent.w * fraction, h };
            (main, cb)
        } else {
            let main = Frac { x0: parent.x0, y0: parent.y0 + parent.h * (fraction + pad), w: parent.w, h: parent.h * (1.0 - fraction - pad) };
            let w = parent.w * shrink;
            let cb = Frac { x0: parent.x0 + (parent.w - w) / 2.0, y0: parent.y0, w, h: parent.h * fraction };
            (main, cb)
        };
        s.fig.axes[ax].pos = ppos;
        s.fig.axes[ax].anchor = if vertical { (1.0, 0.5) } else { (0.5, 0.0) };
        let mut cb = Axes::new(cpos);
        cb.colorbar = Some(Colorbar { mappable: mappable.clone(), vertical, label: label.clone() });
        cb.box_aspect = Some(if vertical { aspect } else { 1.0 / aspect });
        cb.anchor = if vertical { (0.0, 0.5) } else { (0.5, 1.0) };
        if vertical {
            cb.y.label = label.clone();
        } else {
            cb.x.label = label.clone();
        }
        if mappable.log {
            if vertical {
                cb.y.scale = Scale::Log;
            } else {
                cb.x.scale = Scale::Log;
            }
        }
        s.fig.axes.push(cb);
        Ok(s.fig.axes.len() - 1)
    })?;
    Ok(handle(fig, i, 0, "matplotlib.colorbar.Colorbar", 1))
}

/// Methods of what plotting functions return (`line.set_data`, `cbar.set_label`…).
pub fn artist_method(interp: &mut Interp, h: &ArtistHandle, name: &str, a: Args) -> R<Option<Value>> {
    let (fig, ax, index) = (h.fig, h.ax, h.index);
    if h.class == "matplotlib.colorbar.Colorbar" {
        return Ok(match name {
            "set_label" => {
                let t = a.pos.first().map(|v| args::text(interp, v)).transpose()?.unwrap_or_default();
                with_axes(fig, ax, |x| {
                    let vertical = x.colorbar.as_ref().is_some_and(|c| c.vertical);
                    if vertical {
                        x.y.label = t.clone();
                    } else {
                        x.x.label = t.clone();
                    }
                    Ok(())
                })?;
                Some(Value::None)
            }
            "set_ticks" => {
                let t = a.pos.first().map(|v| args::numbers(interp, v)).transpose()?;
                with_axes(fig, ax, |x| {
                    let vertical = x.colorbar.as_ref().is_some_and(|c| c.vertical);
                    if vertical {
                        x.y.ticks = t.clone();
                    } else {
                        x.x.ticks = t.clone();
                    }
                    Ok(())
                })?;
                Some(Value::None)
            }
            _ => None,
        });
    }
    let r = match name {
        "set_data" | "set_xdata" | "set_ydata" => {
            let (xs, ys) = match name {
                "set_data" => {
                    let (x, y) = match a.pos.len() {
                        1 => {
                            let both = interp.collect(&a.pos[0])?;
                            (both.first().cloned().unwrap_or(Value::None), both.get(1).cloned().unwrap_or(Value::None))
                        }
                        _ => (a.pos.first().cloned().unwrap_or(Value::None), a.pos.get(1).cloned().unwrap_or(Value::None)),
                    };
                    (Some(args::numbers(interp, &x)?), Some(args::numbers(interp, &y)?))
                }
                "set_xdata" => (Some(args::numbers(interp, a.pos.first().unwrap_or(&Value::None))?), None),
                _ => (None, Some(args::numbers(interp, a.pos.first().unwrap_or(&Value::None))?)),
            };
            with_axes(fig, ax, |x| {
                if let Some(Artist::Line(l)) = x.artists.get_mut(index) {
                    if let Some(v) = xs {
                        l.xs = v;
                    }
                    if let Some(v) = ys {
                        l.ys = v;
                    }
                }
                Ok(())
            })?;
            Value::None
        }
        "set_label" => {
            let t = a.pos.first().map(|v| args::text(interp, v)).transpose()?.unwrap_or_default();
            with_axes(fig, ax, |x| {
                match x.artists.get_mut(index) {
                    Some(Artist::Line(l)) => l.label = t.clone(),
                    Some(Artist::Bars(b)) => b.label = t.clone(),
                    Some(Artist::Scatter(s)) => s.label = t.clone(),
                    Some(Artist::Polygon(p)) => p.label = t.clone(),
                    _ => {}
                }
                Ok(())
            })?;
            Value::None
        }
        "set_color" => {
            let c = args::color(interp, a.pos.first().unwrap_or(&Value::None))?;
            with_axes(fig, ax, |x| {
                if let Some(Artist::Line(l)) = x.artists.get_mut(index) {
                    l.color = c;
                    l.marker_face = c;
                    l.marker_edge = c;
                }
                Ok(())
            })?;
            Value::None
        }
        "get_color" => with_axes(fig, ax, |x| {
            Ok(match x.artists.get(index) {
                Some(Artist::Line(l)) => Value::str(&l.color.to_hex()),
                _ => Value::None,
            })
        })?,
        "get_xdata" | "get_ydata" => with_axes(fig, ax, |x| {
            Ok(match x.artists.get(index) {
                Some(Artist::Line(l)) => {
                    let v = if name == "get_xdata" { l.xs.clone() } else { l.ys.clone() };
                    let n = v.len();
                    wrap(HostArray::from_vec(v, vec![n]))
                }
                _ => Value::None,
            })
        })?,
        "get_linestyle" | "get_ls" => with_axes(fig, ax, |x| {
            Ok(match x.artists.get(index) {
                Some(Artist::Line(l)) => Value::str(l.style.symbol()),
                _ => Value::None,
            })
        })?,
        "get_marker" => with_axes(fig, ax, |x| {
            Ok(match x.artists.get(index) {
                Some(Artist::Line(l)) => Value::str(l.marker.symbol()),
                _ => Value::None,
            })
        })?,
        "get_linewidth" | "get_lw" => with_axes(fig, ax, |x| {
            Ok(match x.artists.get(index) {
                Some(Artist::Line(l)) => Value::Float(l.width),
                _ => Value::None,
            })
        })?,
        "get_label" => with_axes(fig, ax, |x| {
            Ok(match x.artists.get(index) {
                Some(Artist::Line(l)) => Value::str(&l.label),
                _ => Value::None,
            })
        })?,
        "remove" => {
            with_axes(fig, ax, |x| {
                if index < x.artists.len() {
                    // Keep indices of other handles valid: the artist becomes an empty line.
                    x.artists[index] = Artist::Line(plain_line(Vec::new(), Vec::new(), BLACK, 0.0, "_removed", 0.0));
                }
                Ok(())
            })?;
            Value::None
        }
        _ => return Ok(None),
    };
    Ok(Some(r))
}

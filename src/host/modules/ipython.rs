//! `IPython.display`: `display()`, `clear_output()`, `update_display()`, display handles and the
//! rich objects (HTML, Markdown, SVG, Latex, JSON, Image). They only build MIME bundles; the
//! `Output` implementation decides how they travel (iopub messages, the terminal, a notebook file).

use super::{add_fn, new_module};
use crate::host::native::NativeObject;
use crate::host::output::MimeBundle;
use crate::host::value::{Args, Module, Value};
use crate::host::{raise, Interp, R};
use std::any::Any;
use std::cell::Cell;
use std::rc::Rc;

pub struct RichObject {
    pub class: &'static str,
    pub bundle: MimeBundle,
}

impl NativeObject for RichObject {
    fn type_name(&self) -> &str {
        self.class
    }
    fn repr(&self) -> String {
        format!("<IPython.core.display.{} object>", self.class)
    }
    fn mime_bundle(&self) -> Option<MimeBundle> {
        Some(self.bundle.clone())
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "data" => self.bundle.0.iter().find(|(m, _)| m != "text/plain").map(|(_, d)| Value::str(d)),
            _ => None,
        })
    }
    fn dir(&self) -> Vec<String> {
        vec!["data".into()]
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

pub struct DisplayHandle {
    pub id: String,
}

impl NativeObject for DisplayHandle {
    fn type_name(&self) -> &str {
        "DisplayHandle"
    }
    fn repr(&self) -> String {
        format!("<DisplayHandle display_id={}>", self.id)
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "display_id" => Some(Value::str(&self.id)),
            _ => None,
        })
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        let update = match name {
            "display" => false,
            "update" => true,
            _ => return Ok(None),
        };
        let obj = args.pos.first().cloned().ok_or_else(|| raise("TypeError", format!("{name}() missing 1 required positional argument: 'obj'")))?;
        let bundle = interp.rich_repr(&obj)?;
        interp.out.display(bundle, Some(self.id.clone()), update);
        Ok(Some(Value::None))
    }
    fn dir(&self) -> Vec<String> {
        vec!["display".into(), "display_id".into(), "update".into()]
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

thread_local! {
    static NEXT_ID: Cell<u64> = const { Cell::new(1) };
}

fn new_display_id() -> String {
    let n = NEXT_ID.with(|c| {
        let v = c.get();
        c.set(v + 1);
        v
    });
    format!("{:032x}", (std::process::id() as u128) << 64 | n as u128)
}

/// Show a value as rich output (what `display(x)` does).
pub fn display_value(interp: &mut Interp, v: &Value, display_id: Option<String>, update: bool) -> R<()> {
    let bundle = interp.rich_repr(v)?;
    interp.out.display(bundle, display_id, update);
    Ok(())
}

fn d_display(interp: &mut Interp, mut args: Args) -> R<Value> {
    let display_id = args.take_kw("display_id");
    let clear = match args.take_kw("clear") {
        Some(v) => interp.truthy(&v)?,
        None => false,
    };
    args.take_kw("raw");
    args.take_kw("include");
    args.take_kw("exclude");
    args.take_kw("metadata");
    if let Some((k, _)) = args.kw.first() {
        return Err(raise("TypeError", format!("display() got an unexpected keyword argument '{k}'")));
    }
    let id = match display_id {
        None | Some(Value::None) | Some(Value::Bool(false)) => None,
        Some(Value::Bool(true)) => Some(new_display_id()),
        Some(Value::Str(s)) => Some(s.to_string()),
        Some(other) => Some(interp.str(&other)?),
    };
    if clear {
        interp.out.clear_output(true);
    }
    for v in &args.pos {
        display_value(interp, v, id.clone(), false)?;
    }
    Ok(match id {
        Some(id) => Value::Native(Rc::new(DisplayHandle { id })),
        None => Value::None,
    })
}

fn d_update_display(interp: &mut Interp, mut args: Args) -> R<Value> {
    let id = match args.take_kw("display_id") {
        Some(Value::Str(s)) => s.to_string(),
        _ => return Err(raise("TypeError", "update_display() missing 1 required keyword-only argument: 'display_id'")),
    };
    let obj = args.pos.first().cloned().ok_or_else(|| raise("TypeError", "update_display() missing 1 required positional argument: 'obj'"))?;
    display_value(interp, &obj, Some(id), true)?;
    Ok(Value::None)
}

fn d_clear_output(interp: &mut Interp, mut args: Args) -> R<Value> {
    let wait = match args.take_kw("wait").or_else(|| args.pos.first().cloned()) {
        Some(v) => interp.truthy(&v)?,
        None => false,
    };
    interp.out.clear_output(wait);
    Ok(Value::None)
}

fn data_arg(interp: &mut Interp, args: &mut Args, class: &str) -> R<String> {
    let v = args.take_kw("data").or_else(|| args.pos.first().cloned());
    let filename = args.take_kw("filename");
    match (v, filename) {
        (Some(Value::Str(s)), _) => Ok(s.to_string()),
        (None, Some(Value::Str(f))) => std::fs::read_to_string(&*f).map_err(|e| raise("FileNotFoundError", format!("{f}: {e}"))),
        (Some(other), _) => Err(raise("TypeError", format!("{class}() expects str data, got {}", interp.type_name(&other)))),
        (None, _) => Err(raise("TypeError", format!("{class}() needs data or filename"))),
    }
}

fn rich(class: &'static str, mime: &str, data: String) -> Value {
    let plain = format!("<IPython.core.display.{class} object>");
    Value::Native(Rc::new(RichObject { class, bundle: MimeBundle(vec![(mime.to_string(), data), ("text/plain".to_string(), plain)]) }))
}

fn d_html(interp: &mut Interp, mut args: Args) -> R<Value> {
    Ok(rich("HTML", "text/html", data_arg(interp, &mut args, "HTML")?))
}
fn d_markdown(interp: &mut Interp, mut args: Args) -> R<Value> {
    Ok(rich("Markdown", "text/markdown", data_arg(interp, &mut args, "Markdown")?))
}
fn d_svg(interp: &mut Interp, mut args: Args) -> R<Value> {
    Ok(rich("SVG", "image/svg+xml", data_arg(interp, &mut args, "SVG")?))
}
fn d_latex(interp: &mut Interp, mut args: Args) -> R<Value> {
    Ok(rich("Latex", "text/latex", data_arg(interp, &mut args, "Latex")?))
}
fn d_json(interp: &mut Interp, mut args: Args) -> R<Value> {
    Ok(rich("JSON", "application/json", data_arg(interp, &mut args, "JSON")?))
}
fn d_pretty(interp: &mut Interp, mut args: Args) -> R<Value> {
    let text = data_arg(interp, &mut args, "Pretty")?;
    Ok(Value::Native(Rc::new(RichObject { class: "Pretty", bundle: MimeBundle::text(&text) })))
}

pub use crate::mime::base64;

/// `Image(filename=…)` or `Image(data=…, format='png')` where data is base64 text.
fn d_image(interp: &mut Interp, mut args: Args) -> R<Value> {
    let filename = args.take_kw("filename");
    let format = args.take_kw("format");
    let data = args.take_kw("data").or_else(|| args.pos.first().cloned());
    let (bytes_b64, fmt) = match (filename, data) {
        (Some(Value::Str(f)), _) | (None, Some(Value::Str(f))) if std::path::Path::new(&*f).exists() => {
            let bytes = std::fs::read(&*f).map_err(|e| raise("FileNotFoundError", format!("{f}: {e}")))?;
            let ext = f.rsplit('.').next().unwrap_or("png").to_ascii_lowercase();
            (base64(&bytes), ext)
        }
        (_, Some(Value::Str(d))) => {
            let fmt = match format {
                Some(Value::Str(f)) => f.to_string(),
                _ => "png".to_string(),
            };
            (d.to_string(), fmt)
        }
        (Some(Value::Str(f)), None) => return Err(raise("FileNotFoundError", format!("No such file or directory: '{f}'"))),
        _ => return Err(raise("TypeError", "Image() needs filename= or base64 data=")),
    };
    let _ = interp;
    let mime = match fmt.as_str() {
        "jpg" | "jpeg" => "image/jpeg",
        "gif" => "image/gif",
        "svg" => return Ok(rich("SVG", "image/svg+xml", bytes_b64)),
        _ => "image/png",
    };
    Ok(rich("Image", mime, bytes_b64))
}

pub fn display_module() -> Rc<Module> {
    let m = new_module("IPython.display", "Rich display in the notebook.");
    add_fn(&m, "display", d_display, "display(*objs, display_id=None, clear=False)", "Display objects as rich output in the cell.");
    add_fn(&m, "update_display", d_update_display, "update_display(obj, *, display_id)", "Replace the output shown under a display_id.");
    add_fn(&m, "clear_output", d_clear_output, "clear_output(wait=False)", "Clear the cell's output (after the next output when wait=True).");
    add_fn(&m, "HTML", d_html, "HTML(data=None, filename=None)", "An HTML object shown as text/html.");
    add_fn(&m, "Markdown", d_markdown, "Markdown(data=None, filename=None)", "A Markdown object shown as text/markdown.");
    add_fn(&m, "SVG", d_svg, "SVG(data=None, filename=None)", "An SVG image shown as image/svg+xml.");
    add_fn(&m, "Latex", d_latex, "Latex(data=None, filename=None)", "LaTeX shown as text/latex.");
    add_fn(&m, "Math", d_latex, "Math(data=None)", "A LaTeX formula shown as text/latex.");
    add_fn(&m, "JSON", d_json, "JSON(data=None)", "JSON text shown as application/json.");
    add_fn(&m, "Pretty", d_pretty, "Pretty(data=None)", "Plain text.");
    add_fn(&m, "Image", d_image, "Image(data=None, filename=None, format='png')", "A PNG/JPEG/GIF image from a file or base64 data.");
    m
}

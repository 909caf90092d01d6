//! HTML pieces for the rich outputs: escaping and tables styled to read in JupyterLab's light
//! and dark themes (inheriting colours, borders only).

pub fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// A table: a caption, a header row, then rows whose first cell is a row header. Cells are
/// escaped text.
pub fn table(caption: &str, headers: &[&str], rows: &[Vec<String>]) -> String {
    let mut s = String::from(r#"<table style="border-collapse:collapse;margin:4px 0 8px 0;font-variant-numeric:tabular-nums">"#);
    if !caption.is_empty() {
        s.push_str(&format!(r#"<caption style="text-align:left;font-weight:bold;padding:2px 0">{}</caption>"#, escape(caption)));
    }
    s.push_str("<thead><tr>");
    for (i, h) in headers.iter().enumerate() {
        let align = if i == 0 { "left" } else { "right" };
        s.push_str(&format!(r#"<th style="text-align:{align};padding:2px 10px;border-bottom:1px solid currentColor">{}</th>"#, escape(h)));
    }
    s.push_str("</tr></thead><tbody>");
    for r in rows {
        s.push_str("<tr>");
        for (i, c) in r.iter().enumerate() {
            if i == 0 {
                s.push_str(&format!(r#"<th style="text-align:left;padding:2px 10px;font-weight:normal">{}</th>"#, escape(c)));
            } else {
                s.push_str(&format!(r#"<td style="text-align:right;padding:2px 10px">{}</td>"#, escape(c)));
            }
        }
        s.push_str("</tr>");
    }
    s.push_str("</tbody></table>");
    s
}

/// A note under a table.
pub fn note(text: &str) -> String {
    format!(r#"<p style="margin:2px 0;font-size:smaller">{}</p>"#, escape(text))
}

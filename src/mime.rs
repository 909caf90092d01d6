//! MIME bundles: what a cell displays, as (MIME type, data) pairs in the order they were added
//! (`text/plain` first). A leaf: the interpreter, the timing magics and the Jupyter and notebook
//! front ends all pass these around; it must not import any of them.

/// MIME type → data (text, or base64 for binary images), in the order they should be tried.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct MimeBundle(pub Vec<(String, String)>);

impl MimeBundle {
    pub fn text(s: &str) -> MimeBundle {
        MimeBundle(vec![("text/plain".to_string(), s.to_string())])
    }
    pub fn get(&self, mime: &str) -> Option<&str> {
        self.0.iter().find(|(m, _)| m == mime).map(|(_, d)| d.as_str())
    }
    pub fn plain(&self) -> &str {
        self.get("text/plain").unwrap_or("")
    }
}

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Standard base64 with padding (image data in MIME bundles and SVG).
pub fn base64(data: &[u8]) -> String {
    let mut out = String::with_capacity(data.len().div_ceil(3) * 4);
    for chunk in data.chunks(3) {
        let b = [chunk[0], *chunk.get(1).unwrap_or(&0), *chunk.get(2).unwrap_or(&0)];
        let n = (b[0] as u32) << 16 | (b[1] as u32) << 8 | b[2] as u32;
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(B64[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

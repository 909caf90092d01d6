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

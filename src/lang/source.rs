//! A piece of user source (a cell or a file) with a line index, so byte offsets from the parser
//! map to the `line`/`column` a student sees. Owns nothing else.

#[derive(Debug)]
pub struct Source {
    /// How tracebacks name it: `Cell In[3]` or a file path.
    pub name: String,
    pub text: String,
    line_starts: Vec<u32>,
}

impl Source {
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> Source {
        let text = text.into();
        let mut line_starts = vec![0u32];
        for (i, b) in text.bytes().enumerate() {
            if b == b'\n' {
                line_starts.push(i as u32 + 1);
            }
        }
        Source { name: name.into(), text, line_starts }
    }
    /// 1-based line and 0-based column (in characters) of a byte offset.
    pub fn line_col(&self, offset: u32) -> (usize, usize) {
        let line = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let start = self.line_starts[line] as usize;
        let end = (offset as usize).min(self.text.len());
        let col = self.text.get(start..end).map(|s| s.chars().count()).unwrap_or(0);
        (line + 1, col)
    }
    /// The text of a 1-based line, without its newline.
    pub fn line_text(&self, line: usize) -> &str {
        if line == 0 || line > self.line_starts.len() {
            return "";
        }
        let start = self.line_starts[line - 1] as usize;
        let end = self.line_starts.get(line).map(|e| *e as usize - 1).unwrap_or(self.text.len());
        self.text.get(start..end.max(start)).unwrap_or("").trim_end_matches('\r')
    }
    pub fn line_count(&self) -> usize {
        self.line_starts.len()
    }
}

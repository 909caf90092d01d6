//! Where a cell's side effects go: text streams, rich display, clearing, and `input()`.
//!
//! The interpreter only sees this trait; the Jupyter kernel implements it over iopub/stdin, `cudalab
//! run` over the terminal and an in-memory notebook, tests over a buffer.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stream {
    Stdout,
    Stderr,
}

impl Stream {
    pub fn name(self) -> &'static str {
        match self {
            Stream::Stdout => "stdout",
            Stream::Stderr => "stderr",
        }
    }
}

pub use crate::mime::MimeBundle;

#[derive(Debug)]
pub enum InputError {
    NotAllowed,
    Interrupted,
}

pub trait Output {
    fn write(&mut self, stream: Stream, text: &str);
    /// `update` replaces an earlier display with the same id.
    fn display(&mut self, data: MimeBundle, display_id: Option<String>, update: bool);
    fn clear_output(&mut self, wait: bool);
    fn input(&mut self, prompt: &str, password: bool) -> Result<String, InputError>;
    /// Push out anything buffered (end of cell, before a blocking wait).
    fn flush(&mut self) {}
    /// A handle that publishes displays from another thread for the current request (the
    /// progress line's ticker); None where that is not possible (then no progress line).
    fn progress_sink(&mut self) -> Option<Box<dyn crate::host::progress::ProgressSink>> {
        None
    }
    /// Lets the owner of an interpreter get its concrete output back (`cudalab run` collects cells).
    fn as_any_mut(&mut self) -> Option<&mut dyn std::any::Any> {
        None
    }
}

/// Collects everything in memory; used by tests and by `cudalab run` for `.py` files.
#[derive(Default)]
pub struct Captured {
    pub events: Vec<Event>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    Stream(Stream, String),
    Display { data: MimeBundle, display_id: Option<String>, update: bool },
    Clear { wait: bool },
}

impl Output for Captured {
    fn write(&mut self, stream: Stream, text: &str) {
        if let Some(Event::Stream(s, t)) = self.events.last_mut() {
            if *s == stream {
                t.push_str(text);
                return;
            }
        }
        self.events.push(Event::Stream(stream, text.to_string()));
    }
    fn display(&mut self, data: MimeBundle, display_id: Option<String>, update: bool) {
        self.events.push(Event::Display { data, display_id, update });
    }
    fn clear_output(&mut self, wait: bool) {
        self.events.push(Event::Clear { wait });
    }
    fn input(&mut self, _prompt: &str, _password: bool) -> Result<String, InputError> {
        Err(InputError::NotAllowed)
    }
    fn as_any_mut(&mut self) -> Option<&mut dyn std::any::Any> {
        Some(self)
    }
}

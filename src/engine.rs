//! The engine thread: owns the interpreter and runs requests from the protocol tasks one at a
//! time. Its `Output` turns interpreter side effects into iopub events and stdin requests. Panics
//! inside evaluation are caught here and reported as an internal error; the kernel keeps running.
//!
//! Hands the protocol tasks typed events and replies (`jupyter::content`); never builds JSON.

use crate::host::output::{InputError, MimeBundle, Output, Stream};
use crate::host::{CellError, Interp};
use crate::jupyter::content::{Iopub, Reply};
use crate::jupyter::message::{no_parent, Parent};

use std::panic::AssertUnwindSafe;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};

/// Something to publish on iopub, in order, on behalf of a request.
pub enum IopubEvent {
    Publish {
        parent: Parent,
        message: Iopub,
    },
    /// Stream text, which the iopub task batches.
    Stream {
        parent: Parent,
        name: Stream,
        text: String,
    },
    /// Answered once everything sent before it has gone out.
    Flush(oneshot::Sender<()>),
}

pub struct InputRequest {
    pub prompt: String,
    pub password: bool,
    pub parent: Parent,
    pub identities: Vec<bytes::Bytes>,
    pub reply: std::sync::mpsc::Sender<Option<String>>,
}

pub struct ExecuteOutcome {
    pub execution_count: u32,
    pub pages: Vec<String>,
    pub result: Option<MimeBundle>,
    pub error: Option<CellError>,
}

pub enum Request {
    Execute {
        code: String,
        silent: bool,
        store_history: bool,
        allow_stdin: bool,
        parent: Parent,
        identities: Vec<bytes::Bytes>,
        reply: oneshot::Sender<ExecuteOutcome>,
    },
    Complete {
        code: String,
        cursor: usize,
        reply: oneshot::Sender<Reply>,
    },
    Inspect {
        code: String,
        cursor: usize,
        reply: oneshot::Sender<Reply>,
    },
}

struct KernelOutput {
    iopub: mpsc::UnboundedSender<IopubEvent>,
    stdin: mpsc::UnboundedSender<InputRequest>,
    parent: Parent,
    identities: Vec<bytes::Bytes>,
    allow_stdin: bool,
    silent: bool,
    interrupt: Arc<AtomicBool>,
}

impl Output for KernelOutput {
    fn write(&mut self, stream: Stream, text: &str) {
        if self.silent || text.is_empty() {
            return;
        }
        let _ = self.iopub.send(IopubEvent::Stream { parent: self.parent.clone(), name: stream, text: text.to_string() });
    }
    fn display(&mut self, data: MimeBundle, display_id: Option<String>, update: bool) {
        if self.silent {
            return;
        }
        let message = Iopub::DisplayData { data, display_id, update };
        let _ = self.iopub.send(IopubEvent::Publish { parent: self.parent.clone(), message });
    }
    fn clear_output(&mut self, wait: bool) {
        if self.silent {
            return;
        }
        let _ = self.iopub.send(IopubEvent::Publish { parent: self.parent.clone(), message: Iopub::ClearOutput { wait } });
    }
    fn input(&mut self, prompt: &str, password: bool) -> Result<String, InputError> {
        if !self.allow_stdin {
            return Err(InputError::NotAllowed);
        }
        let (tx, rx) = std::sync::mpsc::channel();
        let req = InputRequest { prompt: prompt.to_string(), password, parent: self.parent.clone(), identities: self.identities.clone(), reply: tx };
        if self.stdin.send(req).is_err() {
            return Err(InputError::NotAllowed);
        }
        loop {
            match rx.recv_timeout(Duration::from_millis(50)) {
                Ok(Some(s)) => return Ok(s),
                Ok(None) => return Err(InputError::NotAllowed),
                Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {
                    if self.interrupt.load(Ordering::SeqCst) {
                        return Err(InputError::Interrupted);
                    }
                }
                Err(_) => return Err(InputError::NotAllowed),
            }
        }
    }
    fn flush(&mut self) {}
    fn progress_sink(&mut self) -> Option<Box<dyn crate::host::progress::ProgressSink>> {
        if self.silent {
            return None;
        }
        Some(Box::new(IopubSink { iopub: self.iopub.clone(), parent: self.parent.clone() }))
    }
    fn as_any_mut(&mut self) -> Option<&mut dyn std::any::Any> {
        Some(self)
    }
}

/// The progress line's way to iopub, for the request that started the activity.
struct IopubSink {
    iopub: mpsc::UnboundedSender<IopubEvent>,
    parent: Parent,
}

impl crate::host::progress::ProgressSink for IopubSink {
    fn show(&self, data: MimeBundle, display_id: &str, update: bool) {
        let message = Iopub::DisplayData { data, display_id: Some(display_id.to_string()), update };
        let _ = self.iopub.send(IopubEvent::Publish { parent: self.parent.clone(), message });
    }
}

/// Start the engine thread. It ends when the request channel closes.
pub fn spawn(
    iopub: mpsc::UnboundedSender<IopubEvent>,
    stdin: mpsc::UnboundedSender<InputRequest>,
    interrupt: Arc<AtomicBool>,
) -> std::sync::mpsc::Sender<Request> {
    let (tx, rx) = std::sync::mpsc::channel::<Request>();
    std::thread::Builder::new()
        .name("cudalab-engine".into())
        .stack_size(crate::host::STACK_SIZE)
        .spawn(move || {
            let out = KernelOutput { iopub, stdin, parent: no_parent(), identities: vec![], allow_stdin: false, silent: false, interrupt: interrupt.clone() };
            let mut interp = Interp::new(Box::new(out), interrupt);
            interp.stack_budget = crate::host::STACK_SIZE - (16 << 20);
            while let Ok(req) = rx.recv() {
                handle(&mut interp, req);
            }
        })
        .expect("the engine thread starts");
    tx
}

fn kernel_output(interp: &mut Interp) -> Option<&mut KernelOutput> {
    interp.out.as_any_mut().and_then(|a| a.downcast_mut::<KernelOutput>())
}

fn handle(interp: &mut Interp, req: Request) {
    match req {
        Request::Execute { code, silent, store_history, allow_stdin, parent, identities, reply } => {
            if let Some(o) = kernel_output(interp) {
                o.parent = parent;
                o.identities = identities;
                o.allow_stdin = allow_stdin;
                o.silent = silent;
            }
            let o = interp.run_cell_guarded(&code, store_history && !silent);
            let outcome =
                ExecuteOutcome { execution_count: interp.execution_count, result: if silent { None } else { o.result }, pages: o.pages, error: o.error };
            let _ = reply.send(outcome);
        }
        Request::Complete { code, cursor, reply } => {
            let r = std::panic::catch_unwind(AssertUnwindSafe(|| interp.complete(&code, cursor)));
            let content = match r {
                Ok(c) => Reply::Complete { matches: c.matches, cursor_start: c.start, cursor_end: c.end },
                Err(_) => Reply::Complete { matches: vec![], cursor_start: cursor, cursor_end: cursor },
            };
            let _ = reply.send(content);
        }
        Request::Inspect { code, cursor, reply } => {
            let r = std::panic::catch_unwind(AssertUnwindSafe(|| interp.inspect(&code, cursor))).ok().flatten();
            let _ = reply.send(Reply::Inspect(r));
        }
    }
}

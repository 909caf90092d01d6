//! Message contents (protocol 5.4) as types: what the front end asks on shell, control and stdin,
//! parsed once through a handler table (as ipykernel's `shell_handlers`); what the kernel answers
//! and publishes on iopub, serialized in one place.
//!
//! Owns every JSON shape of a message's `content` (and the MIME-bundle `data` dicts that
//! notebooks share). Must not run anything: the socket tasks in `server` decide what a request
//! does; the engine hands over typed events and never builds JSON.
//!
//! A request whose content does not fit its type (a missing `code`, a string where a bool
//! belongs) is not guessed at: it gets its reply with `status: "error"` naming the field, so the
//! front end shows a clear error instead of a cell that silently ran something else.

use crate::host::CellError;
use crate::mime::MimeBundle;
use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value as Json};

/// The shell requests this kernel answers.
pub enum ShellRequest {
    KernelInfo,
    Execute(ExecuteRequest),
    Complete(CodeAtCursor),
    Inspect(CodeAtCursor),
    IsComplete(IsCompleteRequest),
    History(HistoryRequest),
    CommInfo,
    CommOpen(CommOpen),
    /// `comm_msg` and `comm_close`: no comm is ever open, so they need nothing.
    CommIgnored,
    Shutdown(ShutdownRequest),
}

/// The control requests this kernel answers.
pub enum ControlRequest {
    KernelInfo,
    Interrupt,
    Shutdown(ShutdownRequest),
    Debug,
}

#[derive(Deserialize)]
pub struct ExecuteRequest {
    pub code: String,
    #[serde(default)]
    pub silent: bool,
    /// Defaults to `!silent`.
    #[serde(default)]
    pub store_history: Option<bool>,
    #[serde(default)]
    pub allow_stdin: bool,
    #[serde(default = "yes")]
    pub stop_on_error: bool,
}

impl ExecuteRequest {
    pub fn store_history(&self) -> bool {
        self.store_history.unwrap_or(!self.silent) && !self.silent
    }
}

fn yes() -> bool {
    true
}

/// `complete_request` and `inspect_request`: code and a cursor in code points (the end when absent).
#[derive(Deserialize)]
pub struct CodeAtCursor {
    pub code: String,
    #[serde(default)]
    pub cursor_pos: Option<usize>,
}

impl CodeAtCursor {
    pub fn cursor(&self) -> usize {
        self.cursor_pos.unwrap_or_else(|| self.code.chars().count())
    }
}

#[derive(Deserialize)]
pub struct IsCompleteRequest {
    pub code: String,
}

#[derive(Deserialize)]
pub struct HistoryRequest {
    #[serde(default)]
    pub output: bool,
    #[serde(default = "tail")]
    pub hist_access_type: String,
    #[serde(default)]
    pub start: Option<i64>,
    #[serde(default)]
    pub stop: Option<i64>,
    #[serde(default)]
    pub n: Option<u64>,
    #[serde(default)]
    pub pattern: Option<String>,
    #[serde(default)]
    pub unique: bool,
}

fn tail() -> String {
    "tail".to_string()
}

#[derive(Deserialize)]
pub struct CommOpen {
    pub comm_id: String,
}

#[derive(Deserialize, Default)]
pub struct ShutdownRequest {
    #[serde(default)]
    pub restart: bool,
}

#[derive(Deserialize)]
pub struct InputReply {
    pub value: String,
}

/// A request whose content did not fit its type.
#[derive(Debug)]
pub struct Malformed {
    pub msg_type: &'static str,
    pub reply_type: &'static str,
    pub error: String,
}

type Parse<T> = fn(&Json) -> Result<T, serde_json::Error>;

fn typed<T: for<'de> Deserialize<'de>>(content: &Json) -> Result<T, serde_json::Error> {
    T::deserialize(content)
}

/// msg_type → (reply type, parser), for every request shell answers. `reply_type` is empty for
/// messages that get no reply.
const SHELL: &[(&str, &str, Parse<ShellRequest>)] = &[
    ("kernel_info_request", "kernel_info_reply", |_| Ok(ShellRequest::KernelInfo)),
    ("execute_request", "execute_reply", |c| typed(c).map(ShellRequest::Execute)),
    ("complete_request", "complete_reply", |c| typed(c).map(ShellRequest::Complete)),
    ("inspect_request", "inspect_reply", |c| typed(c).map(ShellRequest::Inspect)),
    ("is_complete_request", "is_complete_reply", |c| typed(c).map(ShellRequest::IsComplete)),
    ("history_request", "history_reply", |c| typed(c).map(ShellRequest::History)),
    ("comm_info_request", "comm_info_reply", |_| Ok(ShellRequest::CommInfo)),
    ("comm_open", "", |c| typed(c).map(ShellRequest::CommOpen)),
    ("comm_msg", "", |_| Ok(ShellRequest::CommIgnored)),
    ("comm_close", "", |_| Ok(ShellRequest::CommIgnored)),
    ("shutdown_request", "shutdown_reply", |c| lenient_shutdown(c).map(ShellRequest::Shutdown)),
];

const CONTROL: &[(&str, &str, Parse<ControlRequest>)] = &[
    ("kernel_info_request", "kernel_info_reply", |_| Ok(ControlRequest::KernelInfo)),
    ("interrupt_request", "interrupt_reply", |_| Ok(ControlRequest::Interrupt)),
    ("shutdown_request", "shutdown_reply", |c| lenient_shutdown(c).map(ControlRequest::Shutdown)),
    ("debug_request", "debug_reply", |_| Ok(ControlRequest::Debug)),
];

/// A shutdown is honoured whatever its content says: a malformed `restart` means no restart.
fn lenient_shutdown(content: &Json) -> Result<ShutdownRequest, serde_json::Error> {
    Ok(typed(content).unwrap_or_default())
}

fn parse<T>(table: &[(&'static str, &'static str, Parse<T>)], msg_type: &str, content: &Json) -> Result<Option<T>, Malformed> {
    let Some((name, reply_type, parse)) = table.iter().find(|(name, _, _)| *name == msg_type) else { return Ok(None) };
    parse(content).map(Some).map_err(|e| Malformed { msg_type: name, reply_type, error: e.to_string() })
}

/// The request, `None` for a type shell does not handle, or why its content is malformed.
pub fn shell_request(msg_type: &str, content: &Json) -> Result<Option<ShellRequest>, Malformed> {
    parse(SHELL, msg_type, content)
}

pub fn control_request(msg_type: &str, content: &Json) -> Result<Option<ControlRequest>, Malformed> {
    parse(CONTROL, msg_type, content)
}

/// The reply type of a shell request (`"execute_reply"` for `"execute_request"`), for answering
/// requests that are aborted unread; `None` for messages that get no reply.
pub fn shell_reply_type(msg_type: &str) -> Option<&'static str> {
    SHELL.iter().find(|(name, reply, _)| *name == msg_type && !reply.is_empty()).map(|(_, reply, _)| *reply)
}

/// What the kernel sends back on shell or control: the reply's msg_type and its content.
pub enum Reply {
    KernelInfo,
    Execute(ExecuteReply),
    Complete {
        matches: Vec<String>,
        cursor_start: usize,
        cursor_end: usize,
    },
    /// The text of `inspect_request`'s object, if it names one.
    Inspect(Option<String>),
    IsComplete(Completeness),
    History(Vec<HistoryEntry>),
    CommInfo,
    Shutdown {
        restart: bool,
    },
    Interrupt,
    Debug,
    /// A request that was queued behind a failed cell (stop_on_error) and not run.
    Aborted {
        reply_type: &'static str,
    },
    /// A request whose content did not fit its type.
    Malformed(Malformed),
}

pub enum ExecuteReply {
    Ok { execution_count: u32, pages: Vec<String> },
    Error { execution_count: u32, error: CellError },
}

pub enum Completeness {
    Complete,
    Incomplete { indent: String },
    Invalid,
}

/// One history entry: (session, line number, input) or, when outputs were asked for,
/// (session, line number, (input, output)).
#[derive(Serialize)]
#[serde(untagged)]
pub enum HistoryEntry {
    Input(i64, u32, String),
    WithOutput(i64, u32, (String, Option<String>)),
}

impl Reply {
    pub fn msg_type(&self) -> &'static str {
        match self {
            Reply::KernelInfo => "kernel_info_reply",
            Reply::Execute(_) => "execute_reply",
            Reply::Complete { .. } => "complete_reply",
            Reply::Inspect(_) => "inspect_reply",
            Reply::IsComplete(_) => "is_complete_reply",
            Reply::History(_) => "history_reply",
            Reply::CommInfo => "comm_info_reply",
            Reply::Shutdown { .. } => "shutdown_reply",
            Reply::Interrupt => "interrupt_reply",
            Reply::Debug => "debug_reply",
            Reply::Aborted { reply_type } => reply_type,
            Reply::Malformed(m) => m.reply_type,
        }
    }

    pub fn content(&self) -> Json {
        match self {
            Reply::KernelInfo => kernel_info(),
            Reply::Execute(ExecuteReply::Ok { execution_count, pages }) => {
                let payload: Vec<Json> = pages.iter().map(|p| json!({"source": "page", "data": {"text/plain": p}, "start": 0})).collect();
                json!({"status": "ok", "execution_count": execution_count, "user_expressions": {}, "payload": payload})
            }
            Reply::Execute(ExecuteReply::Error { execution_count, error }) => {
                json!({"status": "error", "execution_count": execution_count, "ename": error.ename, "evalue": error.evalue, "traceback": error.traceback})
            }
            Reply::Complete { matches, cursor_start, cursor_end } => {
                json!({"status": "ok", "matches": matches, "cursor_start": cursor_start, "cursor_end": cursor_end, "metadata": {}})
            }
            Reply::Inspect(Some(text)) => json!({"status": "ok", "found": true, "data": {"text/plain": text}, "metadata": {}}),
            Reply::Inspect(None) => json!({"status": "ok", "found": false, "data": {}, "metadata": {}}),
            Reply::IsComplete(Completeness::Complete) => json!({"status": "complete"}),
            Reply::IsComplete(Completeness::Incomplete { indent }) => json!({"status": "incomplete", "indent": indent}),
            Reply::IsComplete(Completeness::Invalid) => json!({"status": "invalid"}),
            Reply::History(entries) => json!({"status": "ok", "history": entries}),
            Reply::CommInfo => json!({"status": "ok", "comms": {}}),
            Reply::Shutdown { restart } => json!({"status": "ok", "restart": restart}),
            Reply::Interrupt => json!({"status": "ok"}),
            Reply::Debug => json!({}),
            Reply::Aborted { reply_type: "execute_reply" } => json!({"status": "aborted", "execution_count": null}),
            Reply::Aborted { .. } => json!({"status": "aborted"}),
            Reply::Malformed(m) => {
                let evalue = format!("malformed {}: {}", m.msg_type, m.error);
                let mut content = json!({"status": "error", "ename": "ValueError", "evalue": evalue, "traceback": [format!("ValueError: {evalue}")]});
                if m.reply_type == "execute_reply" {
                    content["execution_count"] = Json::Null;
                }
                content
            }
        }
    }
}

/// What the kernel publishes on iopub.
pub enum Iopub {
    Status(&'static str),
    Stream {
        name: &'static str,
        text: String,
    },
    ExecuteInput {
        code: String,
        execution_count: u32,
    },
    ExecuteResult {
        execution_count: u32,
        data: MimeBundle,
    },
    /// `display_data`, or `update_display_data` when `update` (which needs a display id).
    DisplayData {
        data: MimeBundle,
        display_id: Option<String>,
        update: bool,
    },
    ClearOutput {
        wait: bool,
    },
    Error(CellError),
    CommClose {
        comm_id: String,
    },
    /// JEP 65: sent to a new subscriber, so it knows it will see what follows.
    Welcome {
        subscription: String,
    },
}

impl Iopub {
    pub fn msg_type(&self) -> &'static str {
        match self {
            Iopub::Status(_) => "status",
            Iopub::Stream { .. } => "stream",
            Iopub::ExecuteInput { .. } => "execute_input",
            Iopub::ExecuteResult { .. } => "execute_result",
            Iopub::DisplayData { update: false, .. } => "display_data",
            Iopub::DisplayData { update: true, .. } => "update_display_data",
            Iopub::ClearOutput { .. } => "clear_output",
            Iopub::Error(_) => "error",
            Iopub::CommClose { .. } => "comm_close",
            Iopub::Welcome { .. } => "iopub_welcome",
        }
    }

    pub fn content(&self) -> Json {
        match self {
            Iopub::Status(state) => json!({"execution_state": state}),
            Iopub::Stream { name, text } => json!({"name": name, "text": text}),
            Iopub::ExecuteInput { code, execution_count } => json!({"code": code, "execution_count": execution_count}),
            Iopub::ExecuteResult { execution_count, data } => json!({"execution_count": execution_count, "data": bundle_json(data), "metadata": {}}),
            Iopub::DisplayData { data, display_id, .. } => {
                let transient = match display_id {
                    Some(id) => json!({"display_id": id}),
                    None => json!({}),
                };
                json!({"data": bundle_json(data), "metadata": {}, "transient": transient})
            }
            Iopub::ClearOutput { wait } => json!({"wait": wait}),
            Iopub::Error(e) => json!({"ename": e.ename, "evalue": e.evalue, "traceback": e.traceback}),
            Iopub::CommClose { comm_id } => json!({"comm_id": comm_id, "data": {}}),
            Iopub::Welcome { subscription } => json!({"subscription": subscription}),
        }
    }
}

/// `input_request`'s content (on stdin): the prompt `input()` or `getpass()` shows.
pub fn input_request(prompt: &str, password: bool) -> Json {
    json!({"prompt": prompt, "password": password})
}

/// A MIME bundle as the `data` dict of display_data, execute_result and notebook outputs.
pub fn bundle_json(b: &MimeBundle) -> Json {
    let mut m = Map::new();
    for (mime, data) in &b.0 {
        m.insert(mime.clone(), Json::String(data.clone()));
    }
    Json::Object(m)
}

/// `kernel_info_reply`'s content.
pub fn kernel_info() -> Json {
    json!({
        "status": "ok",
        "protocol_version": super::message::PROTOCOL_VERSION,
        "implementation": "cudalab",
        "implementation_version": env!("CARGO_PKG_VERSION"),
        "language_info": {
            "name": "python",
            "version": "3.12",
            "mimetype": "text/x-python",
            "file_extension": ".py",
            "pygments_lexer": "ipython3",
            "codemirror_mode": {"name": "ipython", "version": 3},
            "nbconvert_exporter": "python",
        },
        "banner": format!("cudalab {} — the Numba-CUDA dialect of Python, on the GPU or its simulator", env!("CARGO_PKG_VERSION")),
        "help_links": [
            {"text": "Numba CUDA", "url": "https://nvidia.github.io/numba-cuda/"},
            {"text": "cudalab", "url": "https://github.com/cudalab/cudalab"},
        ],
        "debugger": false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn execute_request_defaults_and_types() {
        let Ok(Some(ShellRequest::Execute(e))) = shell_request("execute_request", &json!({"code": "1"})) else { panic!("parses") };
        assert!(!e.silent && e.store_history() && e.stop_on_error && !e.allow_stdin);
        let Ok(Some(ShellRequest::Execute(e))) = shell_request("execute_request", &json!({"code": "1", "silent": true, "store_history": true})) else {
            panic!("parses")
        };
        assert!(!e.store_history());
        let Err(m) = shell_request("execute_request", &json!({"code": 5})) else { panic!("code must be a string") };
        assert_eq!(m.reply_type, "execute_reply");
        let reply = Reply::Malformed(m);
        assert_eq!(reply.msg_type(), "execute_reply");
        assert_eq!(reply.content()["status"], "error");
        assert!(reply.content()["evalue"].as_str().is_some_and(|v| v.contains("malformed execute_request")));
        assert!(shell_request("execute_request", &json!({"silent": false})).is_err());
        assert!(matches!(shell_request("no_such_request", &json!({})), Ok(None)));
    }

    #[test]
    fn every_request_type_has_its_reply_type() {
        let names = SHELL.iter().map(|(n, r, _)| (n, r)).chain(CONTROL.iter().map(|(n, r, _)| (n, r)));
        for (name, reply) in names {
            let expected = name.strip_suffix("_request").map(|s| format!("{s}_reply"));
            assert!(reply.is_empty() || expected.as_deref() == Some(*reply), "{name} → {reply}");
        }
        assert_eq!(shell_reply_type("complete_request"), Some("complete_reply"));
        assert_eq!(shell_reply_type("comm_msg"), None);
    }

    #[test]
    fn shutdown_is_honoured_whatever_its_content() {
        assert!(matches!(
            control_request("shutdown_request", &json!({"restart": "yes"})),
            Ok(Some(ControlRequest::Shutdown(ShutdownRequest { restart: false })))
        ));
        assert!(matches!(shell_request("shutdown_request", &json!({"restart": true})), Ok(Some(ShellRequest::Shutdown(ShutdownRequest { restart: true })))));
    }

    #[test]
    fn history_entries_serialize_as_jupyter_tuples() {
        let r = Reply::History(vec![HistoryEntry::Input(1, 2, "x".into()), HistoryEntry::WithOutput(1, 3, ("y".into(), Some("4".into())))]);
        assert_eq!(r.content()["history"], json!([[1, 2, "x"], [1, 3, ["y", "4"]]]));
    }

    #[test]
    fn display_with_id_is_transient() {
        let d = Iopub::DisplayData { data: MimeBundle::text("a"), display_id: Some("x".into()), update: true };
        assert_eq!(d.msg_type(), "update_display_data");
        assert_eq!(d.content(), json!({"data": {"text/plain": "a"}, "metadata": {}, "transient": {"display_id": "x"}}));
    }
}

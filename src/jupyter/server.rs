//! The kernel process: five sockets, each served by its own task so that heartbeat and control
//! answer while a cell runs on the engine thread.
//!
//! - heartbeat (REP): echoes bytes.
//! - iopub (XPUB): one task owns it; it publishes events in order and batches consecutive stream
//!   text (flushed every 30 ms, and before anything else is published). Each new subscription
//!   gets an `iopub_welcome` (JEP 65), so a client knows when it will start seeing messages.
//! - shell (ROUTER): requests in order; execute waits for the engine, then outputs, reply, idle.
//! - control (ROUTER): kernel_info, interrupt, shutdown.
//! - stdin (ROUTER): input_request / input_reply on behalf of the engine.

use crate::engine::{self, ExecuteOutcome, InputRequest, IopubEvent, Request};
use crate::jupyter::connection::ConnectionInfo;
use crate::jupyter::message::{kernel_info, Session};
use crate::jupyter::wire::{Message, Signer};
use bytes::Bytes;
use serde_json::{json, Value as Json};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};
use zeromq::{Socket, SocketOptions, SocketRecv, SocketSend, ZmqMessage};

#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    #[error("cannot bind {endpoint}: {source}")]
    Bind { endpoint: String, source: zeromq::ZmqError },
    #[error("cannot start the async runtime: {0}")]
    Runtime(std::io::Error),
}

fn log(msg: &str) {
    eprintln!("[cudalab] {msg}");
}

fn to_zmq(frames: Vec<Bytes>) -> Option<ZmqMessage> {
    ZmqMessage::try_from(frames).ok()
}

struct Ctx {
    session: Session,
    signer: Signer,
    iopub: mpsc::UnboundedSender<IopubEvent>,
}

impl Ctx {
    fn publish(&self, parent: &Json, msg_type: &'static str, content: Json) {
        let _ = self.iopub.send(IopubEvent::Publish { parent: Arc::new(parent.clone()), msg_type, content });
    }
    fn status(&self, parent: &Json, state: &str) {
        self.publish(parent, "status", json!({"execution_state": state}));
    }
    async fn flush_iopub(&self) {
        let (tx, rx) = oneshot::channel();
        if self.iopub.send(IopubEvent::Flush(tx)).is_ok() {
            let _ = tokio::time::timeout(Duration::from_secs(2), rx).await;
        }
    }
    fn reply_frames(&self, req: &Message, msg_type: &str, content: Json) -> Vec<Bytes> {
        let m = self.session.message(msg_type, &req.header, req.identities.clone(), content);
        self.signer.encode(&m)
    }
}

pub fn run(info: ConnectionInfo) -> Result<(), ServerError> {
    let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().map_err(ServerError::Runtime)?;
    rt.block_on(serve(info))
}

/// Bytes one incoming message may hold (all frames), `CUDALAB_MAX_MESSAGE_BYTES`, 256 MiB by default.
/// A peer announcing more is disconnected before anything is allocated for it (ipykernel's libzmq
/// allocates per frame and survives such peers; the limit keeps us as safe without unbounded
/// allocation).
fn socket_options() -> SocketOptions {
    let limit = std::env::var("CUDALAB_MAX_MESSAGE_BYTES").ok().and_then(|v| v.trim().parse::<usize>().ok()).unwrap_or(256 << 20);
    let mut options = SocketOptions::default();
    options.max_message_size(Some(limit));
    options
}

async fn bind<S: Socket>(endpoint: String) -> Result<S, ServerError> {
    let mut socket = S::with_options(socket_options());
    socket.bind(&endpoint).await.map_err(|source| ServerError::Bind { endpoint: endpoint.clone(), source })?;
    Ok(socket)
}

async fn serve(info: ConnectionInfo) -> Result<(), ServerError> {
    let signer = Signer::new(&info.key);
    let interrupt = Arc::new(AtomicBool::new(false));

    // An ipc socket is a file that zeromq creates with the umask: only its owner may connect. No
    // other file is created while the sockets are bound.
    // SAFETY: umask only swaps the process's file-creation mask.
    let umask = (info.transport == "ipc").then(|| unsafe { libc::umask(0o077) });
    let hb: zeromq::RepSocket = bind(info.endpoint(info.hb_port)).await?;
    let iopub_socket: zeromq::XPubSocket = bind(info.endpoint(info.iopub_port)).await?;
    let shell: zeromq::RouterSocket = bind(info.endpoint(info.shell_port)).await?;
    let control: zeromq::RouterSocket = bind(info.endpoint(info.control_port)).await?;
    let stdin: zeromq::RouterSocket = bind(info.endpoint(info.stdin_port)).await?;
    if let Some(old) = umask {
        // SAFETY: as above, restoring the mask.
        unsafe { libc::umask(old) };
    }

    let (iopub_tx, iopub_rx) = mpsc::unbounded_channel();
    let (stdin_tx, stdin_rx) = mpsc::unbounded_channel();
    let engine = engine::spawn(iopub_tx.clone(), stdin_tx, interrupt.clone());

    tokio::spawn(heartbeat(hb));
    // One session id for every message this kernel sends, on every socket (as ipykernel's one
    // `Session`): front ends match iopub output to its request by it.
    let session = Session::new();
    tokio::spawn(iopub_task(iopub_socket, iopub_rx, signer.clone(), session.clone()));
    tokio::spawn(stdin_task(stdin, stdin_rx, signer.clone(), session.clone()));
    {
        let interrupt = interrupt.clone();
        tokio::spawn(async move {
            while tokio::signal::ctrl_c().await.is_ok() {
                interrupt.store(true, Ordering::SeqCst);
            }
        });
    }
    let ctx = Arc::new(Ctx { session, signer, iopub: iopub_tx });
    let (shutdown_tx, mut shutdown_rx) = mpsc::unbounded_channel::<()>();
    watch_parent(shutdown_tx.clone());
    ctx.status(&json!({}), "starting");
    tokio::spawn(control_task(control, ctx.clone(), interrupt.clone(), shutdown_tx.clone()));
    tokio::spawn(shell_task(shell, ctx.clone(), engine, interrupt, shutdown_tx));
    let _ = shutdown_rx.recv().await;
    ctx.flush_iopub().await;
    tokio::time::sleep(Duration::from_millis(50)).await;
    Ok(())
}

/// Jupyter sets JPY_PARENT_PID; if that process goes away without shutting us down (a crashed
/// server), exit rather than linger as an orphan.
fn watch_parent(shutdown: mpsc::UnboundedSender<()>) {
    let Some(ppid) = std::env::var("JPY_PARENT_PID").ok().and_then(|p| p.parse::<i32>().ok()) else { return };
    if ppid <= 1 {
        return;
    }
    tokio::spawn(async move {
        loop {
            tokio::time::sleep(Duration::from_secs(1)).await;
            // SAFETY: kill with signal 0 only checks that the process exists.
            let alive = unsafe { libc::kill(ppid, 0) } == 0 || std::io::Error::last_os_error().raw_os_error() == Some(libc::EPERM);
            if !alive {
                log("parent process is gone; exiting");
                let _ = shutdown.send(());
                return;
            }
        }
    });
}

async fn heartbeat(mut socket: zeromq::RepSocket) {
    loop {
        match socket.recv().await {
            Ok(m) => {
                if socket.send(m).await.is_err() {
                    log("heartbeat: send failed");
                }
            }
            Err(e) => {
                log(&format!("heartbeat: {e}"));
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
        }
    }
}

async fn iopub_task(mut socket: zeromq::XPubSocket, mut rx: mpsc::UnboundedReceiver<IopubEvent>, signer: Signer, session: Session) {
    let mut pending: Option<(Arc<Json>, crate::host::output::Stream, String)> = None;
    let mut tick = tokio::time::interval(Duration::from_millis(30));
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    async fn send(socket: &mut zeromq::XPubSocket, signer: &Signer, session: &Session, parent: &Json, msg_type: &str, content: Json) {
        let topic = Bytes::from(format!("kernel.{}.{}", session.id, msg_type));
        let m = session.message(msg_type, parent, vec![topic], content);
        if let Some(z) = to_zmq(signer.encode(&m)) {
            let _ = socket.send(z).await;
        }
    }
    async fn flush_stream(
        socket: &mut zeromq::XPubSocket,
        signer: &Signer,
        session: &Session,
        pending: &mut Option<(Arc<Json>, crate::host::output::Stream, String)>,
    ) {
        if let Some((parent, name, text)) = pending.take() {
            send(socket, signer, session, &parent, "stream", json!({"name": name.name(), "text": text})).await;
        }
    }
    loop {
        tokio::select! {
            ev = rx.recv() => {
                let Some(ev) = ev else { break };
                match ev {
                    IopubEvent::Stream { parent, name, text } => {
                        match &mut pending {
                            Some((p, n, t)) if Arc::ptr_eq(p, &parent) && *n == name => t.push_str(&text),
                            _ => {
                                flush_stream(&mut socket, &signer, &session, &mut pending).await;
                                pending = Some((parent, name, text));
                            }
                        }
                    }
                    IopubEvent::Publish { parent, msg_type, content } => {
                        flush_stream(&mut socket, &signer, &session, &mut pending).await;
                        send(&mut socket, &signer, &session, &parent, msg_type, content).await;
                    }
                    IopubEvent::Flush(done) => {
                        flush_stream(&mut socket, &signer, &session, &mut pending).await;
                        let _ = done.send(());
                    }
                }
            }
            _ = tick.tick() => {
                flush_stream(&mut socket, &signer, &session, &mut pending).await;
            }
            // Subscriptions arrive as messages: 0x01 + topic subscribes, 0x00 + topic leaves.
            sub = socket.recv() => {
                if let Ok(m) = sub {
                    if let Some(frame) = m.get(0) {
                        if frame.first() == Some(&1) {
                            let topic = String::from_utf8_lossy(&frame[1..]).to_string();
                            flush_stream(&mut socket, &signer, &session, &mut pending).await;
                            send(&mut socket, &signer, &session, &json!({}), "iopub_welcome", json!({"subscription": topic})).await;
                        }
                    }
                }
            }
        }
    }
}

async fn stdin_task(socket: zeromq::RouterSocket, mut rx: mpsc::UnboundedReceiver<InputRequest>, signer: Signer, session: Session) {
    let (mut send_half, mut recv_half) = socket.split();
    while let Some(req) = rx.recv().await {
        let m = session.message("input_request", &req.parent, req.identities.clone(), json!({"prompt": req.prompt, "password": req.password}));
        let Some(z) = to_zmq(signer.encode(&m)) else { continue };
        if send_half.send(z).await.is_err() {
            let _ = req.reply.send(None);
            continue;
        }
        loop {
            match recv_half.recv().await {
                Ok(z) => match signer.decode(z.into_vec()) {
                    Ok(msg) if msg.msg_type() == "input_reply" => {
                        let value = msg.content["value"].as_str().map(|s| s.to_string());
                        let _ = req.reply.send(value);
                        break;
                    }
                    Ok(msg) => log(&format!("stdin: ignoring {}", msg.msg_type())),
                    Err(e) => log(&format!("stdin: dropped message: {e}")),
                },
                Err(e) => {
                    log(&format!("stdin: {e}"));
                    let _ = req.reply.send(None);
                    break;
                }
            }
        }
    }
}

/// The next well-formed, correctly signed message on a ROUTER socket. Anything else is logged
/// and dropped, never handled.
async fn next_message(recv: &mut zeromq::RouterRecvHalf, signer: &Signer, channel: &str) -> Message {
    loop {
        match recv.recv().await {
            Ok(z) => match signer.decode(z.into_vec()) {
                Ok(m) => return m,
                Err(e) => log(&format!("{channel}: dropped message: {e}")),
            },
            Err(e) => {
                log(&format!("{channel}: {e}"));
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
        }
    }
}

/// Answer a shutdown_request (on shell or control) and end the process's main loop.
async fn shut_down(ctx: &Ctx, msg: &Message, send: &mut zeromq::RouterSendHalf, shutdown: &mpsc::UnboundedSender<()>) {
    let restart = msg.content["restart"].as_bool().unwrap_or(false);
    let r = ctx.reply_frames(msg, "shutdown_reply", json!({"status": "ok", "restart": restart}));
    if let Some(z) = to_zmq(r) {
        let _ = send.send(z).await;
    }
    let _ = shutdown.send(());
}

async fn control_task(socket: zeromq::RouterSocket, ctx: Arc<Ctx>, interrupt: Arc<AtomicBool>, shutdown: mpsc::UnboundedSender<()>) {
    let (mut send_half, mut recv_half) = socket.split();
    loop {
        let msg = next_message(&mut recv_half, &ctx.signer, "control").await;
        let reply = match msg.msg_type() {
            "kernel_info_request" => {
                ctx.status(&msg.header, "busy");
                let r = ctx.reply_frames(&msg, "kernel_info_reply", kernel_info());
                ctx.status(&msg.header, "idle");
                Some(r)
            }
            "interrupt_request" => {
                interrupt.store(true, Ordering::SeqCst);
                Some(ctx.reply_frames(&msg, "interrupt_reply", json!({"status": "ok"})))
            }
            "shutdown_request" => {
                interrupt.store(true, Ordering::SeqCst);
                shut_down(&ctx, &msg, &mut send_half, &shutdown).await;
                None
            }
            "debug_request" => Some(ctx.reply_frames(&msg, "debug_reply", json!({}))),
            other => {
                log(&format!("control: unsupported request {other}"));
                None
            }
        };
        if let Some(z) = reply.and_then(to_zmq) {
            let _ = send_half.send(z).await;
        }
    }
}

async fn shell_task(
    socket: zeromq::RouterSocket,
    ctx: Arc<Ctx>,
    engine: std::sync::mpsc::Sender<Request>,
    interrupt: Arc<AtomicBool>,
    shutdown: mpsc::UnboundedSender<()>,
) {
    let (mut send_half, mut recv_half) = socket.split();
    let mut history = crate::jupyter::history::History::default();
    loop {
        let msg = next_message(&mut recv_half, &ctx.signer, "shell").await;
        let msg_type = msg.msg_type().to_string();
        ctx.status(&msg.header, "busy");
        let reply: Option<Vec<Bytes>> = match msg_type.as_str() {
            "kernel_info_request" => Some(ctx.reply_frames(&msg, "kernel_info_reply", kernel_info())),
            "execute_request" => {
                let (frames, stop) = execute(&ctx, &msg, &engine, &interrupt, &mut history).await;
                if stop {
                    abort_queued(&ctx, &mut send_half, &mut recv_half).await;
                }
                Some(frames)
            }
            "complete_request" => {
                let content = ask_engine(&engine, &msg, |code, cursor, reply| Request::Complete { code, cursor, reply }).await;
                Some(ctx.reply_frames(&msg, "complete_reply", content))
            }
            "inspect_request" => {
                let content = ask_engine(&engine, &msg, |code, cursor, reply| Request::Inspect { code, cursor, reply }).await;
                Some(ctx.reply_frames(&msg, "inspect_reply", content))
            }
            "is_complete_request" => {
                let code = msg.content["code"].as_str().unwrap_or("");
                let content = match crate::lang::cell::is_complete(code) {
                    crate::lang::cell::Completeness::Complete => json!({"status": "complete"}),
                    crate::lang::cell::Completeness::Incomplete { indent } => json!({"status": "incomplete", "indent": indent}),
                    crate::lang::cell::Completeness::Invalid => json!({"status": "invalid"}),
                };
                Some(ctx.reply_frames(&msg, "is_complete_reply", content))
            }
            "history_request" => Some(ctx.reply_frames(&msg, "history_reply", history.reply(&msg.content))),
            "comm_info_request" => Some(ctx.reply_frames(&msg, "comm_info_reply", json!({"status": "ok", "comms": {}}))),
            "comm_open" => {
                let id = msg.content["comm_id"].clone();
                ctx.publish(&msg.header, "comm_close", json!({"comm_id": id, "data": {}}));
                None
            }
            "comm_msg" | "comm_close" => None,
            "shutdown_request" => {
                interrupt.store(true, Ordering::SeqCst);
                ctx.status(&msg.header, "idle");
                shut_down(&ctx, &msg, &mut send_half, &shutdown).await;
                continue;
            }
            other => {
                log(&format!("shell: unsupported request {other}"));
                None
            }
        };
        if let Some(z) = reply.and_then(to_zmq) {
            let _ = send_half.send(z).await;
        }
        ctx.status(&msg.header, "idle");
    }
}

/// Send a (code, cursor) request to the engine and wait for its reply content.
async fn ask_engine(engine: &std::sync::mpsc::Sender<Request>, msg: &Message, make: impl FnOnce(String, usize, oneshot::Sender<Json>) -> Request) -> Json {
    let (tx, rx) = oneshot::channel();
    let code = msg.content["code"].as_str().unwrap_or("").to_string();
    let cursor = msg.content["cursor_pos"].as_u64().map(|c| c as usize).unwrap_or(code.chars().count());
    let _ = engine.send(make(code, cursor, tx));
    rx.await.unwrap_or_else(|_| json!({"status": "error"}))
}

/// stop_on_error: execute requests that were already queued when a cell failed are answered
/// "aborted" without running (what ipykernel does), so a notebook's "run all" stops at the error.
async fn abort_queued(ctx: &Ctx, send_half: &mut zeromq::RouterSendHalf, recv_half: &mut zeromq::RouterRecvHalf) {
    while let Ok(Ok(z)) = tokio::time::timeout(Duration::ZERO, recv_half.recv()).await {
        let Ok(msg) = ctx.signer.decode(z.into_vec()) else { continue };
        ctx.status(&msg.header, "busy");
        let (reply_type, content) = if msg.msg_type() == "execute_request" {
            ("execute_reply", json!({"status": "aborted", "execution_count": null}))
        } else {
            (msg.msg_type().trim_end_matches("_request"), json!({"status": "aborted"}))
        };
        let reply_type = if reply_type.ends_with("_reply") { reply_type.to_string() } else { format!("{reply_type}_reply") };
        if let Some(z) = to_zmq(ctx.reply_frames(&msg, &reply_type, content)) {
            let _ = send_half.send(z).await;
        }
        ctx.status(&msg.header, "idle");
    }
}

/// Run one execute_request: execute_input, the engine's outputs, the result or error, the reply.
/// Returns the reply frames and whether queued requests should be aborted (stop_on_error).
async fn execute(
    ctx: &Ctx,
    msg: &Message,
    engine: &std::sync::mpsc::Sender<Request>,
    interrupt: &Arc<AtomicBool>,
    history: &mut crate::jupyter::history::History,
) -> (Vec<Bytes>, bool) {
    let c = &msg.content;
    let code = c["code"].as_str().unwrap_or("").to_string();
    let silent = c["silent"].as_bool().unwrap_or(false);
    let store_history = c["store_history"].as_bool().unwrap_or(!silent);
    let allow_stdin = c["allow_stdin"].as_bool().unwrap_or(false);
    let stop_on_error = c["stop_on_error"].as_bool().unwrap_or(true);
    let parent = Arc::new(msg.header.clone());
    interrupt.store(false, Ordering::SeqCst);
    let (tx, rx) = oneshot::channel();
    let req =
        Request::Execute { code: code.clone(), silent, store_history, allow_stdin, parent: parent.clone(), identities: msg.identities.clone(), reply: tx };
    // execute_input carries the count this cell will get.
    let next_count = history.last_count() + if store_history && !silent { 1 } else { 0 };
    if !silent {
        ctx.publish(&msg.header, "execute_input", json!({"code": code, "execution_count": next_count.max(1)}));
    }
    if engine.send(req).is_err() {
        let content =
            json!({"status": "error", "ename": "InternalError", "evalue": "the engine thread has stopped", "traceback": [], "execution_count": next_count});
        return (ctx.reply_frames(msg, "execute_reply", content), false);
    }
    let outcome: ExecuteOutcome = match rx.await {
        Ok(o) => o,
        Err(_) => ExecuteOutcome {
            execution_count: next_count,
            result: None,
            pages: Vec::new(),
            error: Some(crate::host::CellError { ename: "InternalError".into(), evalue: "the engine thread stopped".into(), traceback: vec![] }),
        },
    };
    if store_history && !silent {
        let out = outcome.result.as_ref().map(|r| r.plain().to_string());
        history.push(outcome.execution_count, code, out);
    }
    let count = outcome.execution_count;
    if let Some(result) = &outcome.result {
        ctx.publish(&msg.header, "execute_result", json!({"execution_count": count, "data": crate::notebook::bundle_json(result), "metadata": {}}));
    }
    let content = match &outcome.error {
        Some(err) => {
            ctx.publish(&msg.header, "error", json!({"ename": err.ename, "evalue": err.evalue, "traceback": err.traceback}));
            json!({"status": "error", "execution_count": count, "ename": err.ename, "evalue": err.evalue, "traceback": err.traceback})
        }
        None => {
            let payload: Vec<Json> = outcome.pages.iter().map(|p| json!({"source": "page", "data": {"text/plain": p}, "start": 0})).collect();
            json!({"status": "ok", "execution_count": count, "user_expressions": {}, "payload": payload})
        }
    };
    ctx.flush_iopub().await;
    (ctx.reply_frames(msg, "execute_reply", content), outcome.error.is_some() && stop_on_error)
}

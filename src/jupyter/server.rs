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
//!
//! Requests are parsed into `content`'s types before anything runs; each task matches on the
//! typed request, so no handler reads `content["…"]`.

use crate::engine::{self, ExecuteOutcome, InputRequest, IopubEvent, Request};
use crate::jupyter::connection::ConnectionInfo;
use crate::jupyter::content::{
    self, CodeAtCursor, Completeness, ControlRequest, ExecuteReply, ExecuteRequest, InputReply, Iopub, Malformed, Reply, ShellRequest,
};
use crate::jupyter::message::{no_parent, Parent, Session};
use crate::jupyter::wire::{Message, Signer};
use bytes::Bytes;
use serde::Deserialize;
use serde_json::Value as Json;
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
    fn publish(&self, parent: &Parent, message: Iopub) {
        let _ = self.iopub.send(IopubEvent::Publish { parent: parent.clone(), message });
    }
    fn status(&self, parent: &Parent, state: &'static str) {
        self.publish(parent, Iopub::Status(state));
    }
    async fn flush_iopub(&self) {
        let (tx, rx) = oneshot::channel();
        if self.iopub.send(IopubEvent::Flush(tx)).is_ok() {
            let _ = tokio::time::timeout(Duration::from_secs(2), rx).await;
        }
    }
    fn reply_frames(&self, req: &Message, reply: &Reply) -> Vec<Bytes> {
        let m = self.session.message(reply.msg_type(), &req.header, req.identities.clone(), reply.content());
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
    ctx.status(&no_parent(), "starting");
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
    let mut pending: Option<(Parent, crate::host::output::Stream, String)> = None;
    let mut tick = tokio::time::interval(Duration::from_millis(30));
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    async fn send(socket: &mut zeromq::XPubSocket, signer: &Signer, session: &Session, parent: &Json, message: Iopub) {
        let msg_type = message.msg_type();
        let topic = Bytes::from(format!("kernel.{}.{}", session.id, msg_type));
        let m = session.message(msg_type, parent, vec![topic], message.content());
        if let Some(z) = to_zmq(signer.encode(&m)) {
            let _ = socket.send(z).await;
        }
    }
    async fn flush_stream(
        socket: &mut zeromq::XPubSocket,
        signer: &Signer,
        session: &Session,
        pending: &mut Option<(Parent, crate::host::output::Stream, String)>,
    ) {
        if let Some((parent, name, text)) = pending.take() {
            send(socket, signer, session, &parent, Iopub::Stream { name: name.name(), text }).await;
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
                    IopubEvent::Publish { parent, message } => {
                        flush_stream(&mut socket, &signer, &session, &mut pending).await;
                        send(&mut socket, &signer, &session, &parent, message).await;
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
                            send(&mut socket, &signer, &session, &no_parent(), Iopub::Welcome { subscription: topic }).await;
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
        let m = session.message("input_request", &req.parent, req.identities.clone(), content::input_request(&req.prompt, req.password));
        let Some(z) = to_zmq(signer.encode(&m)) else { continue };
        if send_half.send(z).await.is_err() {
            let _ = req.reply.send(None);
            continue;
        }
        loop {
            match recv_half.recv().await {
                Ok(z) => match signer.decode(z.into_vec()) {
                    Ok(msg) if msg.msg_type() == "input_reply" => {
                        match InputReply::deserialize(&msg.content) {
                            Ok(reply) => {
                                let _ = req.reply.send(Some(reply.value));
                            }
                            Err(e) => {
                                log(&format!("stdin: malformed input_reply: {e}"));
                                let _ = req.reply.send(None);
                            }
                        }
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
async fn shut_down(ctx: &Ctx, msg: &Message, restart: bool, send: &mut zeromq::RouterSendHalf, shutdown: &mpsc::UnboundedSender<()>) {
    if let Some(z) = to_zmq(ctx.reply_frames(msg, &Reply::Shutdown { restart })) {
        let _ = send.send(z).await;
    }
    let _ = shutdown.send(());
}

/// Log a request type this kernel does not answer, or turn a malformed one into its error reply.
fn unhandled(channel: &str, msg: &Message, parsed: Result<(), Malformed>) -> Option<Reply> {
    match parsed {
        Ok(()) => {
            log(&format!("{channel}: unsupported request {}", msg.msg_type()));
            None
        }
        Err(m) => {
            log(&format!("{channel}: malformed {}: {}", m.msg_type, m.error));
            Some(Reply::Malformed(m))
        }
    }
}

async fn control_task(socket: zeromq::RouterSocket, ctx: Arc<Ctx>, interrupt: Arc<AtomicBool>, shutdown: mpsc::UnboundedSender<()>) {
    let (mut send_half, mut recv_half) = socket.split();
    loop {
        let msg = next_message(&mut recv_half, &ctx.signer, "control").await;
        let parent: Parent = Arc::new(msg.header.clone());
        let reply = match content::control_request(msg.msg_type(), &msg.content) {
            Ok(Some(ControlRequest::KernelInfo)) => {
                ctx.status(&parent, "busy");
                let r = ctx.reply_frames(&msg, &Reply::KernelInfo);
                ctx.status(&parent, "idle");
                Some(r)
            }
            Ok(Some(ControlRequest::Interrupt)) => {
                interrupt.store(true, Ordering::SeqCst);
                Some(ctx.reply_frames(&msg, &Reply::Interrupt))
            }
            Ok(Some(ControlRequest::Shutdown(req))) => {
                interrupt.store(true, Ordering::SeqCst);
                shut_down(&ctx, &msg, req.restart, &mut send_half, &shutdown).await;
                None
            }
            Ok(Some(ControlRequest::Debug)) => Some(ctx.reply_frames(&msg, &Reply::Debug)),
            Ok(None) => unhandled("control", &msg, Ok(())).map(|r| ctx.reply_frames(&msg, &r)),
            Err(m) => unhandled("control", &msg, Err(m)).map(|r| ctx.reply_frames(&msg, &r)),
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
        let parent: Parent = Arc::new(msg.header.clone());
        ctx.status(&parent, "busy");
        let reply: Option<Reply> = match content::shell_request(msg.msg_type(), &msg.content) {
            Ok(Some(ShellRequest::KernelInfo)) => Some(Reply::KernelInfo),
            Ok(Some(ShellRequest::Execute(req))) => {
                let (reply, stop) = execute(&ctx, &msg, &parent, req, &engine, &interrupt, &mut history).await;
                if stop {
                    abort_queued(&ctx, &mut send_half, &mut recv_half).await;
                }
                Some(reply)
            }
            Ok(Some(ShellRequest::Complete(req))) => {
                let none = Reply::Complete { matches: vec![], cursor_start: req.cursor(), cursor_end: req.cursor() };
                Some(ask_engine(&engine, req, none, |code, cursor, reply| Request::Complete { code, cursor, reply }).await)
            }
            Ok(Some(ShellRequest::Inspect(req))) => {
                Some(ask_engine(&engine, req, Reply::Inspect(None), |code, cursor, reply| Request::Inspect { code, cursor, reply }).await)
            }
            Ok(Some(ShellRequest::IsComplete(req))) => Some(Reply::IsComplete(match crate::lang::cell::is_complete(&req.code) {
                crate::lang::cell::Completeness::Complete => Completeness::Complete,
                crate::lang::cell::Completeness::Incomplete { indent } => Completeness::Incomplete { indent },
                crate::lang::cell::Completeness::Invalid => Completeness::Invalid,
            })),
            Ok(Some(ShellRequest::History(req))) => Some(Reply::History(history.select(&req))),
            Ok(Some(ShellRequest::CommInfo)) => Some(Reply::CommInfo),
            Ok(Some(ShellRequest::CommOpen(req))) => {
                // No comm target exists: close it at once, as ipykernel does for an unknown target.
                ctx.publish(&parent, Iopub::CommClose { comm_id: req.comm_id });
                None
            }
            Ok(Some(ShellRequest::CommIgnored)) => None,
            Ok(Some(ShellRequest::Shutdown(req))) => {
                interrupt.store(true, Ordering::SeqCst);
                ctx.status(&parent, "idle");
                shut_down(&ctx, &msg, req.restart, &mut send_half, &shutdown).await;
                continue;
            }
            Ok(None) => unhandled("shell", &msg, Ok(())),
            Err(m) => unhandled("shell", &msg, Err(m)),
        };
        if let Some(z) = reply.and_then(|r| to_zmq(ctx.reply_frames(&msg, &r))) {
            let _ = send_half.send(z).await;
        }
        ctx.status(&parent, "idle");
    }
}

/// Send a (code, cursor) request to the engine and wait for its reply (`fallback` if the engine is gone).
async fn ask_engine(
    engine: &std::sync::mpsc::Sender<Request>,
    req: CodeAtCursor,
    fallback: Reply,
    make: impl FnOnce(String, usize, oneshot::Sender<Reply>) -> Request,
) -> Reply {
    let (tx, rx) = oneshot::channel();
    let cursor = req.cursor();
    let _ = engine.send(make(req.code, cursor, tx));
    rx.await.unwrap_or(fallback)
}

/// stop_on_error: execute requests that were already queued when a cell failed are answered
/// "aborted" without running (what ipykernel does), so a notebook's "run all" stops at the error.
async fn abort_queued(ctx: &Ctx, send_half: &mut zeromq::RouterSendHalf, recv_half: &mut zeromq::RouterRecvHalf) {
    while let Ok(Ok(z)) = tokio::time::timeout(Duration::ZERO, recv_half.recv()).await {
        let Ok(msg) = ctx.signer.decode(z.into_vec()) else { continue };
        let Some(reply_type) = content::shell_reply_type(msg.msg_type()) else { continue };
        let parent: Parent = Arc::new(msg.header.clone());
        ctx.status(&parent, "busy");
        if let Some(z) = to_zmq(ctx.reply_frames(&msg, &Reply::Aborted { reply_type })) {
            let _ = send_half.send(z).await;
        }
        ctx.status(&parent, "idle");
    }
}

/// Run one execute_request: execute_input, the engine's outputs, the result or error, the reply.
/// Returns the reply and whether queued requests should be aborted (stop_on_error).
async fn execute(
    ctx: &Ctx,
    msg: &Message,
    parent: &Parent,
    req: ExecuteRequest,
    engine: &std::sync::mpsc::Sender<Request>,
    interrupt: &Arc<AtomicBool>,
    history: &mut crate::jupyter::history::History,
) -> (Reply, bool) {
    let store_history = req.store_history();
    let silent = req.silent;
    interrupt.store(false, Ordering::SeqCst);
    let (tx, rx) = oneshot::channel();
    let code = req.code;
    let request = Request::Execute {
        code: code.clone(),
        silent,
        store_history,
        allow_stdin: req.allow_stdin,
        parent: parent.clone(),
        identities: msg.identities.clone(),
        reply: tx,
    };
    // execute_input carries the count this cell will get.
    let next_count = history.last_count() + u32::from(store_history);
    if !silent {
        ctx.publish(parent, Iopub::ExecuteInput { code: code.clone(), execution_count: next_count.max(1) });
    }
    let engine_stopped = || crate::host::CellError { ename: "InternalError".into(), evalue: "the engine thread has stopped".into(), traceback: vec![] };
    if engine.send(request).is_err() {
        return (Reply::Execute(ExecuteReply::Error { execution_count: next_count, error: engine_stopped() }), false);
    }
    let outcome: ExecuteOutcome = match rx.await {
        Ok(o) => o,
        Err(_) => ExecuteOutcome { execution_count: next_count, result: None, pages: Vec::new(), error: Some(engine_stopped()) },
    };
    if store_history {
        let out = outcome.result.as_ref().map(|r| r.plain().to_string());
        history.push(outcome.execution_count, code, out);
    }
    let execution_count = outcome.execution_count;
    if let Some(data) = outcome.result {
        ctx.publish(parent, Iopub::ExecuteResult { execution_count, data });
    }
    let stop = outcome.error.is_some() && req.stop_on_error;
    let reply = match outcome.error {
        Some(error) => {
            ctx.publish(parent, Iopub::Error(error.clone()));
            ExecuteReply::Error { execution_count, error }
        }
        None => ExecuteReply::Ok { execution_count, pages: outcome.pages },
    };
    ctx.flush_iopub().await;
    (Reply::Execute(reply), stop)
}

//! The progress line of a long cell: a display in the cell that appears once one activity (a
//! simulator launch, a `%timeit`, an NVRTC compile) has lasted about a second, updates in place
//! while it lasts, and is emptied when it ends. Short work shows nothing.
//!
//! The interpreter thread names the activity (`begin` / `set` / `end`; nested activities keep
//! the outermost). A ticker thread, started with the first activity whose output can publish
//! from another thread (`Output::progress_sink`: the Jupyter kernel's, not `cudalab run`'s),
//! shows and updates the line under the state's lock; `end` takes the same lock and empties the
//! line through the interpreter's own output, so nothing of an ended activity follows it.
//! Must not evaluate anything or touch the interpreter's values.

use crate::host::output::{MimeBundle, Output};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// A handle that publishes a display from the ticker thread, for the request that started the
/// activity.
pub trait ProgressSink: Send {
    fn show(&self, data: MimeBundle, display_id: &str, update: bool);
}

/// Shown after this long.
const AFTER: Duration = Duration::from_secs(1);
/// Updated this often once shown.
const EVERY: Duration = Duration::from_millis(500);

struct Activity {
    label: String,
    started: Instant,
    /// When the line was last sent (None: not shown yet).
    sent: Option<Instant>,
    id: String,
    sink: Box<dyn ProgressSink>,
}

#[derive(Default)]
struct State {
    activity: Option<Activity>,
    stop: bool,
}

type Shared = Arc<(Mutex<State>, Condvar)>;

#[derive(Default)]
pub struct Progress {
    shared: Option<Shared>,
    depth: u32,
}

fn line(a: &Activity) -> MimeBundle {
    let secs = a.started.elapsed().as_secs();
    let text = format!("⏳ {} … {secs} s", a.label);
    let html = format!("<pre style=\"margin:0;opacity:0.75\">{}</pre>", crate::timing::html::escape(&text));
    MimeBundle(vec![("text/plain".into(), text), ("text/html".into(), html)])
}

fn ticker(shared: Shared) {
    let (lock, cv) = &*shared;
    let Ok(mut st) = lock.lock() else { return };
    loop {
        if st.stop {
            return;
        }
        let now = Instant::now();
        if let Some(a) = st.activity.as_mut() {
            let due = match a.sent {
                None => now.duration_since(a.started) >= AFTER,
                Some(t) => now.duration_since(t) >= EVERY,
            };
            if due {
                a.sink.show(line(a), &a.id, a.sent.is_some());
                a.sent = Some(now);
            }
        }
        // Idle (no activity): sleep until `begin` or the end of the session wakes us.
        st = if st.activity.is_none() {
            match cv.wait(st) {
                Ok(g) => g,
                Err(_) => return,
            }
        } else {
            match cv.wait_timeout(st, Duration::from_millis(100)) {
                Ok((g, _)) => g,
                Err(_) => return,
            }
        };
    }
}

impl Progress {
    /// Starts an activity (or, inside one, only counts the nesting).
    pub fn begin(&mut self, out: &mut dyn Output, label: impl Into<String>) {
        self.depth += 1;
        if self.depth > 1 {
            return;
        }
        let Some(sink) = out.progress_sink() else { return };
        let shared = self.shared.get_or_insert_with(|| {
            let shared: Shared = Arc::default();
            let for_thread = shared.clone();
            // Without the thread there is simply no progress line.
            let _ = std::thread::Builder::new().name("cudalab-progress".into()).spawn(move || ticker(for_thread));
            shared
        });
        if let Ok(mut st) = shared.0.lock() {
            let id = format!("cudalab-progress-{}", uuid::Uuid::new_v4().simple());
            st.activity = Some(Activity { label: label.into(), started: Instant::now(), sent: None, id, sink });
        }
        shared.1.notify_all();
    }

    /// Renames the current activity (`%timeit: run 3 of 7`).
    pub fn set(&mut self, label: impl Into<String>) {
        if self.depth != 1 {
            return;
        }
        if let Some(shared) = &self.shared {
            if let Ok(mut st) = shared.0.lock() {
                if let Some(a) = st.activity.as_mut() {
                    a.label = label.into();
                }
            }
        }
    }

    /// Ends the activity begun last; the outermost one's line, if shown, is emptied.
    pub fn end(&mut self, out: &mut dyn Output) {
        if self.depth == 0 {
            return;
        }
        self.depth -= 1;
        if self.depth > 0 {
            return;
        }
        if let Some(shared) = &self.shared {
            if let Ok(mut st) = shared.0.lock() {
                if let Some(a) = st.activity.take() {
                    if a.sent.is_some() {
                        let empty = MimeBundle(vec![("text/plain".into(), String::new()), ("text/html".into(), String::new())]);
                        out.display(empty, Some(a.id), true);
                    }
                }
            }
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        if let Some(shared) = &self.shared {
            if let Ok(mut st) = shared.0.lock() {
                st.stop = true;
            }
            shared.1.notify_all();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::output::{Captured, Event};
    use std::sync::mpsc;

    struct ChannelSink(mpsc::Sender<(String, bool)>);
    impl ProgressSink for ChannelSink {
        fn show(&self, data: MimeBundle, _id: &str, update: bool) {
            let _ = self.0.send((data.get("text/plain").unwrap_or_default().to_string(), update));
        }
    }

    /// Captured output that can also publish from the ticker (as the Jupyter kernel's can).
    struct Publishing {
        inner: Captured,
        tx: mpsc::Sender<(String, bool)>,
    }
    impl Output for Publishing {
        fn write(&mut self, s: crate::host::output::Stream, t: &str) {
            self.inner.write(s, t)
        }
        fn display(&mut self, d: MimeBundle, id: Option<String>, u: bool) {
            self.inner.display(d, id, u)
        }
        fn clear_output(&mut self, w: bool) {
            self.inner.clear_output(w)
        }
        fn input(&mut self, p: &str, pw: bool) -> Result<String, crate::host::output::InputError> {
            self.inner.input(p, pw)
        }
        fn progress_sink(&mut self) -> Option<Box<dyn ProgressSink>> {
            Some(Box::new(ChannelSink(self.tx.clone())))
        }
    }

    #[test]
    fn short_work_shows_nothing_long_work_shows_updates_then_empties() {
        let (tx, rx) = mpsc::channel();
        let mut out = Publishing { inner: Captured::default(), tx };
        let mut p = Progress::default();
        p.begin(&mut out, "quick");
        p.end(&mut out);
        std::thread::sleep(Duration::from_millis(300));
        assert!(rx.try_recv().is_err(), "nothing for short work");
        assert!(out.inner.events.is_empty());

        p.begin(&mut out, "running kernel 'k' on the simulator");
        p.begin(&mut out, "nested");
        p.end(&mut out);
        let (first, update) = rx.recv_timeout(Duration::from_secs(5)).expect("shown after a second");
        assert!(first.contains("running kernel 'k' on the simulator") && first.contains("1 s"), "{first}");
        assert!(!update);
        p.set("renamed");
        let (next, update) = rx.recv_timeout(Duration::from_secs(5)).expect("updated");
        assert!(next.contains("renamed") && update, "{next}");
        p.end(&mut out);
        assert!(matches!(&out.inner.events[..], [Event::Display { update: true, data, .. }] if data.get("text/plain") == Some("")));
        std::thread::sleep(Duration::from_millis(700));
        assert!(rx.try_recv().is_err(), "nothing after the end");
    }

    #[test]
    fn an_output_without_a_sink_gets_no_thread() {
        let mut out = Captured::default();
        let mut p = Progress::default();
        p.begin(&mut out, "x");
        p.end(&mut out);
        assert!(p.shared.is_none());
    }
}

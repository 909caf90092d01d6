//! A measurement around interpreter code, with the GPU idle at both ends: `start` waits for
//! earlier GPU work, starts the device clock and the recording; `settle` waits for the GPU work
//! the measured code queued (the magics call it inside their timed region, so that work counts);
//! `end` reads the clock and returns what was recorded, or, after an error, stops both, so the
//! device never keeps stamping after a failed run.

use super::record::Recorded;
use crate::host::modules::cuda::errors::gpu_error;
use crate::runtime::backend::{GpuCell, Kind};
use crate::host::modules::cuda::gpu_launch;
use crate::host::value::Value;
use crate::host::{raise, Interp, R};
use crate::lang::source::Source;
use std::rc::Rc;

pub struct Measure {
    /// The GPU session whose clock runs (CUDA back end, once the GPU is in use).
    gpu: Option<Rc<GpuCell>>,
}

/// Begin. With `open_backend` false the back end is not chosen here when no kernel has run
/// yet (pure host code never opens the GPU; the run that first uses it compiles anyway, and the
/// caller says its GPU time is unknown).
pub fn start(interp: &mut Interp, open_backend: bool) -> R<Measure> {
    if open_backend {
        let (_, note) = interp.backend.resolve()?;
        if let Some(note) = note {
            interp.out.write(crate::host::output::Stream::Stderr, &note);
        }
    }
    let gpu = match interp.backend.kind {
        Some(Kind::Cuda) => Some(interp.backend.gpu()?),
        _ => None,
    };
    if let Some(c) = &gpu {
        gpu_launch::synchronize(interp, c)?;
        c.borrow().dev.clock_start().map_err(gpu_error)?;
    }
    interp.backend.recording.start(false);
    Ok(Measure { gpu })
}

/// Wait for the GPU work queued since `start` (and raise what it reported).
pub fn settle(interp: &mut Interp, m: &Measure) -> R<()> {
    match &m.gpu {
        Some(c) => gpu_launch::synchronize(interp, c),
        None => Ok(()),
    }
}

/// End, after `settle`: the recorded operations with their GPU spans.
fn finish(interp: &mut Interp, m: Measure) -> R<Recorded> {
    let clock = match &m.gpu {
        Some(c) => match c.borrow().dev.clock_take() {
            Ok(r) => Some(r),
            Err(e) => {
                interp.backend.recording.finish(None);
                return Err(gpu_error(e));
            }
        },
        None => None,
    };
    let mut data = interp.backend.recording.finish(clock);
    data.simulated = interp.backend.kind == Some(Kind::Sim);
    Ok(data)
}

/// End a measurement whatever the measured code did: its value and the recording, or its error
/// (after stopping the clock and the recording).
pub fn end<T>(interp: &mut Interp, m: Measure, r: R<T>) -> R<(T, Recorded)> {
    match r {
        Ok(v) => finish(interp, m).map(|rec| (v, rec)),
        Err(e) => {
            abandon(interp, m);
            Err(e)
        }
    }
}

/// Stop the clock and the recording after an error, ignoring what they hold.
fn abandon(interp: &mut Interp, m: Measure) {
    if let Some(c) = &m.gpu {
        if let Ok(mut g) = c.gpu.try_borrow_mut() {
            let _ = g.dev.clock_take();
        }
    }
    interp.backend.recording.finish(None);
}

/// Run cell code as a cell runs it, tracebacks pointing into `source`: the value of a last
/// expression statement, else None.
pub fn exec_source(interp: &mut Interp, source: &Rc<Source>) -> R<Value> {
    let parsed = crate::lang::cell::parse(source).map_err(|d| raise(&d.ename, d.message))?;
    let saved = std::mem::replace(&mut interp.frame_sources, vec![source.clone()]);
    let body = &parsed.body;
    let r = match body.split_last() {
        Some((ruff_python_ast::Stmt::Expr(e), init)) => interp.exec_block(init).and_then(|_| interp.eval(&e.value)),
        _ => interp.exec_block(body).map(|_| Value::None),
    };
    interp.frame_sources = saved;
    r
}

//! A measurement around interpreter code, with the GPU idle at both ends: `start` waits for
//! earlier GPU work, starts the device clock and the recording; `settle` waits for the GPU work
//! the measured code queued (the magics call it inside their timed region, so that work counts);
//! `end` reads the clock and returns what was recorded, or, after an error, stops both, so the
//! device never keeps stamping after a failed run.

use super::host::Host;
use crate::runtime::backend::{GpuCell, Kind};
use crate::runtime::record::Recorded;
use crate::runtime::RuntimeError;
use std::rc::Rc;

pub struct Measure {
    /// The GPU session whose clock runs (CUDA back end, once the GPU is in use).
    gpu: Option<Rc<GpuCell>>,
}

/// Begin. With `open_backend` false the back end is not chosen here when no kernel has run
/// yet (pure host code never opens the GPU; the run that first uses it compiles anyway, and the
/// caller says its GPU time is unknown).
pub fn start<H: Host>(host: &mut H, open_backend: bool) -> Result<Measure, H::Error> {
    if open_backend {
        let (_, note) = host.backend().resolve()?;
        if let Some(note) = note {
            host.stderr(&note);
        }
    }
    let gpu = match host.backend().kind {
        Some(Kind::Cuda) => Some(host.backend().gpu()?),
        _ => None,
    };
    if let Some(c) = &gpu {
        host.synchronize(c)?;
        c.borrow().dev.clock_start().map_err(RuntimeError::from)?;
    }
    host.backend().recording.start(false);
    Ok(Measure { gpu })
}

/// Wait for the GPU work queued since `start` (and raise what it reported).
pub fn settle<H: Host>(host: &mut H, m: &Measure) -> Result<(), H::Error> {
    match &m.gpu {
        Some(c) => host.synchronize(c),
        None => Ok(()),
    }
}

/// End, after `settle`: the recorded operations with their GPU spans.
fn finish<H: Host>(host: &mut H, m: Measure) -> Result<Recorded, H::Error> {
    let clock = match &m.gpu {
        Some(c) => match c.borrow().dev.clock_take() {
            Ok(r) => Some(r),
            Err(e) => {
                host.backend().recording.finish(None);
                return Err(RuntimeError::from(e).into());
            }
        },
        None => None,
    };
    let backend = host.backend();
    let mut data = backend.recording.finish(clock);
    data.simulated = backend.kind == Some(Kind::Sim);
    Ok(data)
}

/// End a measurement whatever the measured code did: its value and the recording, or its error
/// (after stopping the clock and the recording).
pub fn end<H: Host, T>(host: &mut H, m: Measure, r: Result<T, H::Error>) -> Result<(T, Recorded), H::Error> {
    match r {
        Ok(v) => finish(host, m).map(|rec| (v, rec)),
        Err(e) => {
            abandon(host, m);
            Err(e)
        }
    }
}

/// Stop the clock and the recording after an error, ignoring what they hold.
fn abandon<H: Host>(host: &mut H, m: Measure) {
    if let Some(c) = &m.gpu {
        if let Ok(mut g) = c.gpu.try_borrow_mut() {
            let _ = g.dev.clock_take();
        }
    }
    host.backend().recording.finish(None);
}

//! The kernel's host memory limit: what turns a memory bomb (`np.zeros((10**6, 10**6))`,
//! `[0] * 10**10`, `1 << (1 << 40)`) into a `MemoryError` instead of an aborted process.
//!
//! Two mechanisms, both against one limit (`CUDALAB_HOST_MEMORY_LIMIT`: bytes, or with a `K`/`M`/
//! `G`/`T` suffix, or a percentage of the machine's memory; by default 75% of the machine's
//! memory or of the cgroup limit when lower):
//! - **before** a large allocation a cell asked for, its size is checked with [`check`]: an array,
//!   a repeated sequence, a big integer result. This is the only way to stop an allocation that
//!   would fail outright, since Rust aborts when the allocator returns null.
//! - **while** memory grows by many small steps (a list appended in a loop), the process allocator
//!   counts live bytes ([`note_alloc`] / [`note_free`], called from `huge_pages.rs`), and the
//!   interpreter's interrupt check raises `MemoryError` once [`over`] says the count passed the limit.
//!
//! The counter only moves when the binary installs the counting allocator; library tests see 0.
//! This module owns the counter and the limit, nothing else, and allocates nothing itself.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

/// Live bytes, as a wrapping sum of every thread's flushed changes (see `note`).
static LIVE: AtomicUsize = AtomicUsize::new(0);
static LIMIT: OnceLock<usize> = OnceLock::new();

/// Each thread counts its own changes and adds them to `LIVE` once they reach this many bytes
/// either way: the interpreter's small allocations (a frame, an argument list) then cost no
/// atomic operation, and `live()` is off by at most this much per thread.
const FLUSH: isize = 256 << 10;

thread_local! {
    // `const`, no destructor: safe to touch from inside the allocator, even while a thread exits.
    static PENDING: std::cell::Cell<isize> = const { std::cell::Cell::new(0) };
}

#[inline]
fn note(delta: isize) {
    let flushed = PENDING.try_with(|p| {
        let v = p.get() + delta;
        if v.abs() < FLUSH {
            p.set(v);
            None
        } else {
            p.set(0);
            Some(v)
        }
    });
    match flushed {
        Ok(None) => {}
        Ok(Some(v)) => {
            LIVE.fetch_add(v as usize, Ordering::Relaxed);
        }
        Err(_) => {
            LIVE.fetch_add(delta as usize, Ordering::Relaxed);
        }
    }
}

/// Called by the global allocator for each block it hands out.
#[inline]
pub fn note_alloc(bytes: usize) {
    note(bytes as isize);
}

/// Called by the global allocator for each block it takes back.
#[inline]
pub fn note_free(bytes: usize) {
    note(-(bytes as isize));
}

/// Bytes the process holds through the Rust allocator now (0 when the counting allocator is not
/// installed). A block freed by another thread than the one that made it can leave the sum a
/// little below zero for a while: that reads as 0.
pub fn live() -> usize {
    let v = LIVE.load(Ordering::Relaxed);
    if v > isize::MAX as usize {
        0
    } else {
        v
    }
}

/// The limit in bytes.
pub fn limit() -> usize {
    *LIMIT.get_or_init(|| parse_limit(std::env::var("CUDALAB_HOST_MEMORY_LIMIT").ok().as_deref(), machine_memory()))
}

/// Whether live bytes have passed the limit (checked with the interrupt flag).
#[inline]
pub fn over() -> bool {
    live() > limit()
}

/// A request the limit refuses; its text is the `MemoryError` message.
#[derive(Debug, Clone, thiserror::Error)]
#[error("cannot allocate {} ({}): the kernel's host memory limit is {} and {} are in use (set CUDALAB_HOST_MEMORY_LIMIT to change it)", human(*.requested), .what, human(*.limit), human(*.live))]
pub struct MemoryExhausted {
    pub what: String,
    pub requested: usize,
    pub live: usize,
    pub limit: usize,
}

/// Checks that `bytes` more would stay under the limit. `what` names the object for the message.
pub fn check(bytes: usize, what: impl FnOnce() -> String) -> Result<(), MemoryExhausted> {
    let (live, limit) = (live(), limit());
    if bytes > limit.saturating_sub(live) {
        return Err(MemoryExhausted { what: what(), requested: bytes, live, limit });
    }
    Ok(())
}

/// [`check`] for `count` items of `size` bytes each (an overflowing product is refused too).
pub fn check_items(count: usize, size: usize, what: impl FnOnce() -> String) -> Result<(), MemoryExhausted> {
    check(count.saturating_mul(size), what)
}

/// Why a new array cannot be made, with NumPy's words.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ArrayAllocError {
    /// NumPy's check on the byte count before any allocation (a `ValueError`).
    #[error("array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.")]
    TooBig,
    /// Over the host memory limit (a `MemoryError`, NumPy's `_ArrayMemoryError` text).
    #[error("Unable to allocate {} for an array with shape {} and data type {}", human(*.bytes), .shape, .dtype)]
    Exhausted { bytes: usize, shape: String, dtype: String },
}

/// Checks that an array of `shape` with `itemsize`-byte elements can be made.
pub fn check_array(shape: &[usize], dtype: crate::array::dtype::DType) -> Result<(), ArrayAllocError> {
    let (itemsize, dtype) = (dtype.itemsize(), dtype.name());
    let bytes = shape.iter().try_fold(itemsize.max(1), |acc, &d| acc.checked_mul(d)).filter(|&b| b <= isize::MAX as usize);
    let elements = shape.iter().try_fold(1usize, |acc, &d| acc.checked_mul(d));
    let (Some(bytes), Some(_)) = (bytes, elements) else {
        // A zero-length dimension makes a valid empty array whatever the others are.
        return if shape.contains(&0) { Ok(()) } else { Err(ArrayAllocError::TooBig) };
    };
    let bytes = if shape.contains(&0) { 0 } else { bytes };
    check(bytes, String::new).map_err(|_| ArrayAllocError::Exhausted { bytes, shape: shape_text(shape), dtype: dtype.to_string() })
}

fn shape_text(shape: &[usize]) -> String {
    match shape {
        [one] => format!("({one},)"),
        _ => format!("({})", shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")),
    }
}

/// The message of a limit reached by gradual growth (see [`over`]).
pub fn over_message() -> String {
    format!(
        "the kernel's host memory limit of {} is reached ({} in use); delete large variables (del name) to free memory, or set CUDALAB_HOST_MEMORY_LIMIT",
        human(limit()),
        human(live())
    )
}

/// A byte count as NumPy writes it in its allocation errors (`numpy/_core/_exceptions.py`,
/// `_size_to_string`): binary units, three significant figures (`7.28 TiB`, `728. GiB`).
pub fn human(bytes: usize) -> String {
    const UNITS: [&str; 7] = ["bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"];
    let bits = usize::BITS - bytes.leading_zeros();
    let mut unit = ((bits.max(2) - 1) / 10) as usize;
    let mut n = bytes as f64 / (1u128 << (unit * 10)) as f64;
    if n.round() == 1024.0 {
        unit += 1;
        n /= 1024.0;
    }
    if unit >= UNITS.len() {
        n *= (1u128 << ((unit - (UNITS.len() - 1)) * 10)) as f64;
        unit = UNITS.len() - 1;
    }
    if unit == 0 {
        return format!("{n:.0} bytes");
    }
    if n.round() < 1000.0 {
        let decimals = if n.round() >= 100.0 {
            0
        } else if n.round() >= 10.0 {
            1
        } else {
            2
        };
        // `{:#.3g}` keeps the point: 728. GiB
        let text = format!("{n:.decimals$}");
        let text = if decimals == 0 { text + "." } else { text };
        return format!("{text} {}", UNITS[unit]);
    }
    format!("{n:.0}. {}", UNITS[unit])
}

/// The machine's memory: /proc/meminfo's MemTotal, lowered to the cgroup's limit when it has one.
fn machine_memory() -> usize {
    let total = std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|t| t.lines().find(|l| l.starts_with("MemTotal:")).and_then(|l| l.split_whitespace().nth(1)).and_then(|kb| kb.parse::<usize>().ok()))
        .map(|kb| kb.saturating_mul(1024))
        .unwrap_or(8 << 30);
    let cgroup = ["/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"]
        .iter()
        .filter_map(|p| std::fs::read_to_string(p).ok())
        .filter_map(|t| t.trim().parse::<usize>().ok())
        .min();
    cgroup.map_or(total, |c| c.min(total))
}

/// `CUDALAB_HOST_MEMORY_LIMIT`'s value: `123456`, `512M`, `8G`, `1.5T`, `60%`; anything else (or
/// nothing) gives the default, 75% of `machine`.
fn parse_limit(text: Option<&str>, machine: usize) -> usize {
    let default = machine / 4 * 3;
    let Some(t) = text.map(str::trim).filter(|t| !t.is_empty()) else { return default };
    if let Some(p) = t.strip_suffix('%') {
        return match p.trim().parse::<f64>() {
            Ok(p) if p > 0.0 && p <= 100.0 => (machine as f64 * p / 100.0) as usize,
            _ => default,
        };
    }
    let upper = t.to_ascii_uppercase();
    let digits = upper.trim_end_matches(['B', 'I']);
    let (num, scale) = match digits.chars().last() {
        Some('K') => (&digits[..digits.len() - 1], 1usize << 10),
        Some('M') => (&digits[..digits.len() - 1], 1 << 20),
        Some('G') => (&digits[..digits.len() - 1], 1 << 30),
        Some('T') => (&digits[..digits.len() - 1], 1 << 40),
        _ => (digits, 1),
    };
    match num.trim().parse::<f64>() {
        Ok(v) if v > 0.0 && v.is_finite() => (v * scale as f64).min(usize::MAX as f64) as usize,
        _ => default,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::array::dtype::DType;

    #[test]
    fn limits_parse() {
        let m = 16usize << 30;
        assert_eq!(parse_limit(None, m), 12 << 30);
        assert_eq!(parse_limit(Some("8G"), m), 8 << 30);
        assert_eq!(parse_limit(Some("512MiB"), m), 512 << 20);
        assert_eq!(parse_limit(Some("1048576"), m), 1 << 20);
        assert_eq!(parse_limit(Some("50%"), m), 8 << 30);
        assert_eq!(parse_limit(Some("lots"), m), 12 << 30);
        assert_eq!(parse_limit(Some("0"), m), 12 << 30);
    }

    #[test]
    fn huge_requests_are_refused() {
        assert!(check(usize::MAX, || "x".into()).is_err());
        assert!(check_items(1 << 40, 1 << 30, || "x".into()).is_err());
        assert!(check(1024, || "x".into()).is_ok());
        let e = check(usize::MAX / 2, || "an array of shape (1000000, 1000000) and data type float64".into()).err().map(|e| e.to_string()).unwrap_or_default();
        assert!(e.starts_with("cannot allocate 8.00 EiB"), "{e}");
        assert_eq!(human(1_000_000usize * 1_000_000 * 8), "7.28 TiB");
        assert_eq!(human(800 << 30), "800. GiB");
        assert_eq!(human(1000), "1000 bytes");
        let e = check_array(&[1_000_000, 1_000_000], DType::F64).err().map(|e| e.to_string()).unwrap_or_default();
        assert_eq!(e, "Unable to allocate 7.28 TiB for an array with shape (1000000, 1000000) and data type float64");
        assert!(matches!(check_array(&[1 << 62, 4], DType::F64), Err(ArrayAllocError::TooBig)));
        assert!(check_array(&[1 << 62, 0], DType::F64).is_ok());
        assert_eq!(human(1023 << 20), "1023. MiB");
    }
}

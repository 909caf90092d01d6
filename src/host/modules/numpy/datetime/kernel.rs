//! datetime64/timedelta64 values as kernel arguments, as Numba passes them: an array by its
//! int64 storage, a scalar by its int64 count. cudalab's kernel compiler has no datetime type, so
//! inside a kernel an element is an int64 count of its array's unit: kernels read and write
//! counts, and what they write lands in the datetime array itself (the argument shares its
//! buffer). NaT is simply `i64::MIN` inside a kernel: arithmetic does not propagate it and
//! comparisons treat it as the smallest count, unlike NumPy's (and Numba's) NaT rules.
//!
//! Because the counts carry no unit, a launch that mixes datetime/timedelta arguments of
//! different units is refused (Numba would convert between them; adding raw counts would give
//! wrong answers silently). Device arrays of datetimes (`cuda.to_device`) are refused too: a
//! `DeviceArray` has no place for the unit, so `copy_to_host` could not give a datetime back.
//!
//! Must not be used for anything but launches: elsewhere a datetime array is never an int64 one.

use super::{as_time, NpTime};
use crate::array::datetime::TimeUnit;
use crate::host::modules::numpy::wrap;
use crate::host::value::{Args, Value};
use crate::host::{raise, R};

/// The arguments of a launch of kernel `name` with every datetime/timedelta replaced by its
/// int64 counts (the same buffer); a TypeError when their units differ.
pub fn kernel_args(name: &str, mut args: Args) -> R<Args> {
    let mut first: Option<&NpTime> = None;
    for t in args.pos.iter().filter_map(as_time).filter(|t| t.meta.unit != TimeUnit::Generic) {
        match first {
            Some(f) if f.meta.unit != t.meta.unit => {
                return Err(raise(
                    "TypeError",
                    format!(
                        "cannot launch '{name}' with datetime64/timedelta64 arguments in different units ({} and {}): cudalab passes them to kernels as int64 counts of their unit, so mixing units would give wrong answers; convert them to one unit first, e.g. with .astype('{}')",
                        f.meta.name(),
                        t.meta.name(),
                        f.meta.name()
                    ),
                ));
            }
            Some(_) => {}
            None => first = Some(t),
        }
    }
    if args.pos.iter().all(|a| as_time(a).is_none()) {
        return Ok(args);
    }
    args.pos = args.pos.iter().map(|a| as_time(a).map_or_else(|| a.clone(), |t| wrap(t.counts.clone()))).collect();
    Ok(args)
}

/// `cuda.to_device` of a datetime/timedelta array: refused with what to do instead.
pub fn refuse_device_copy(v: &Value) -> R<()> {
    match as_time(v) {
        Some(t) => Err(raise(
            "NotImplementedError",
            format!(
                "cuda.to_device of a {} array is not supported by cudalab (a device array cannot carry the time unit back to copy_to_host); pass the array to kernels directly (its int64 counts are copied in and back), or copy a.view('int64') and rebuild with .astype('{}')",
                t.meta.name(),
                t.meta.name()
            ),
        )),
        None => Ok(()),
    }
}

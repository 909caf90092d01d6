//! Kernel durations from CUPTI's activity API, where libcupti can be loaded: the start and end
//! timestamps the GPU records for each kernel (what Nsight Systems shows), with no hardware
//! counters and so no profiling permission. When asked, the device clock (`op_clock.rs`) uses
//! them in place of its events' spans for kernels. Copies keep their event spans.
//!
//! Off unless `CUDALAB_CUPTI=1`: on an H100 its kernel durations were 1–2 µs below both ncu's
//! and an event loop's for 8–16 µs kernels (bench/RESULTS.md), where the event clock agreed.
//! The library is opened at run time (`dlopen`), as the CUDA libraries are. Only the fields every record version shares are read: `kind` at offset 0,
//! `start` and `end` (ns) at offsets 16 and 24 of `CUpti_ActivityKernel4`…`11`.

use std::ffi::{c_char, c_void, CStr};
use std::sync::Mutex;

const KIND_CONCURRENT_KERNEL: u32 = 10;
const SUCCESS: u32 = 0;
const FLUSH_FORCED: u32 = 1;
const BUFFER_BYTES: usize = 4 << 20;

type Requested = extern "C" fn(*mut *mut u8, *mut usize, *mut usize);
type Completed = extern "C" fn(*mut c_void, u32, *mut u8, usize, usize);

struct Api {
    enable: unsafe extern "C" fn(u32) -> u32,
    disable: unsafe extern "C" fn(u32) -> u32,
    flush_all: unsafe extern "C" fn(u32) -> u32,
    next_record: unsafe extern "C" fn(*mut u8, usize, *mut *mut u8) -> u32,
}

/// (start, end) in ns of each kernel record delivered since the last `take`.
static KERNELS: Mutex<Vec<(u64, u64)>> = Mutex::new(Vec::new());
static API: std::sync::OnceLock<Option<Api>> = std::sync::OnceLock::new();

extern "C" fn buffer_requested(buffer: *mut *mut u8, size: *mut usize, max_records: *mut usize) {
    let layout = std::alloc::Layout::from_size_align(BUFFER_BYTES, 8).expect("a valid layout");
    // SAFETY: CUPTI passes valid out-pointers; the buffer is freed in `buffer_completed`.
    unsafe {
        *buffer = std::alloc::alloc(layout);
        *size = if (*buffer).is_null() { 0 } else { BUFFER_BYTES };
        *max_records = 0;
    }
}

extern "C" fn buffer_completed(_ctx: *mut c_void, _stream: u32, buffer: *mut u8, _size: usize, valid: usize) {
    if buffer.is_null() {
        return;
    }
    if let Some(Some(api)) = API.get() {
        let mut found = Vec::new();
        let mut record: *mut u8 = std::ptr::null_mut();
        // SAFETY: CUPTI hands back a buffer it filled with `valid` bytes of records; each record
        // starts with its kind, and kernel records hold start/end at offsets 16/24.
        unsafe {
            while (api.next_record)(buffer, valid, &mut record) == SUCCESS {
                if std::ptr::read_unaligned(record as *const u32) == KIND_CONCURRENT_KERNEL {
                    found.push((std::ptr::read_unaligned(record.add(16) as *const u64), std::ptr::read_unaligned(record.add(24) as *const u64)));
                }
            }
        }
        if let Ok(mut k) = KERNELS.lock() {
            k.extend(found);
        }
    }
    let layout = std::alloc::Layout::from_size_align(BUFFER_BYTES, 8).expect("a valid layout");
    // SAFETY: allocated in `buffer_requested` with this layout.
    unsafe { std::alloc::dealloc(buffer, layout) };
}

/// Whether `CUDALAB_CUPTI=1` asks for CUPTI's kernel durations.
pub fn wanted() -> bool {
    matches!(std::env::var("CUDALAB_CUPTI").ok().as_deref(), Some("1") | Some("yes") | Some("true"))
}

fn open() -> Option<Api> {
    let names = ["libcupti.so", "libcupti.so.13", "libcupti.so.12", "/usr/local/cuda/extras/CUPTI/lib64/libcupti.so", "/usr/local/cuda/lib64/libcupti.so"];
    // SAFETY: dlopen/dlsym with NUL-terminated names; symbols are cast to their C signatures.
    unsafe {
        let lib = names.iter().map(|n| libc::dlopen(format!("{n}\0").as_ptr() as *const c_char, libc::RTLD_NOW | libc::RTLD_LOCAL)).find(|h| !h.is_null())?;
        let sym = |name: &CStr| {
            let p = libc::dlsym(lib, name.as_ptr());
            (!p.is_null()).then_some(p)
        };
        let register: unsafe extern "C" fn(Requested, Completed) -> u32 = std::mem::transmute(sym(c"cuptiActivityRegisterCallbacks")?);
        let api = Api {
            enable: std::mem::transmute::<*mut c_void, unsafe extern "C" fn(u32) -> u32>(sym(c"cuptiActivityEnable")?),
            disable: std::mem::transmute::<*mut c_void, unsafe extern "C" fn(u32) -> u32>(sym(c"cuptiActivityDisable")?),
            flush_all: std::mem::transmute::<*mut c_void, unsafe extern "C" fn(u32) -> u32>(sym(c"cuptiActivityFlushAll")?),
            next_record: std::mem::transmute::<*mut c_void, unsafe extern "C" fn(*mut u8, usize, *mut *mut u8) -> u32>(sym(c"cuptiActivityGetNextRecord")?),
        };
        (register(buffer_requested, buffer_completed) == SUCCESS).then_some(api)
    }
}

fn api() -> Option<&'static Api> {
    API.get_or_init(open).as_ref()
}

/// Start recording kernel activity; false where CUPTI cannot be used.
pub fn start() -> bool {
    let Some(api) = api() else { return false };
    if let Ok(mut k) = KERNELS.lock() {
        k.clear();
    }
    // SAFETY: a plain CUPTI call.
    unsafe { (api.enable)(KIND_CONCURRENT_KERNEL) == SUCCESS }
}

/// Stop, and the kernels' (start, end) in ns, in the order they started. Call after the GPU
/// work is done.
pub fn take() -> Vec<(u64, u64)> {
    let Some(api) = api() else { return Vec::new() };
    // SAFETY: plain CUPTI calls; a forced flush delivers every buffer through the callback.
    unsafe {
        (api.flush_all)(FLUSH_FORCED);
        (api.disable)(KIND_CONCURRENT_KERNEL);
    }
    let mut k = KERNELS.lock().map(|mut k| std::mem::take(&mut *k)).unwrap_or_default();
    k.sort_unstable();
    k
}

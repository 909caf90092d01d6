//! The CUDA driver, in process, through cudarc's dynamically loaded `driver::sys`.
//!
//! `Cuda` implements `Device` (device.rs): every method is one command with plain-data
//! arguments, so the worker process of a later issue can carry the same calls over a pipe.
//! It owns the context (the device's primary context, retained lazily by `open`), device memory
//! with accounting and the per-kernel limit, a pinned staging buffer for host copies, the
//! runtime buffers that generated kernels report faults and prints through, and loaded modules.

use crate::gpu::device::*;
use cudarc::driver::sys;
use std::collections::HashMap;
use std::ffi::{c_void, CStr, CString};

pub fn driver_present() -> bool {
    // SAFETY: only tries to open the library.
    unsafe { sys::is_culib_present() }
}

/// The newest CUDA version the driver supports, as (major, minor); needs no `cuInit`.
pub fn driver_version() -> Option<(u32, u32)> {
    if !driver_present() {
        return None;
    }
    let mut v = 0;
    // SAFETY: the library is present; valid out-pointer.
    let r = unsafe { sys::cuDriverGetVersion(&mut v) };
    (r == sys::cudaError_enum::CUDA_SUCCESS).then(|| crate::gpu::target_select::driver_version(v))
}

type ElapsedFn = unsafe extern "C" fn(*mut f32, sys::CUevent, sys::CUevent) -> sys::CUresult;

/// `cuEventElapsedTime`: the `_v2` entry point where the driver has it (CUDA 12.8 and newer),
/// else the original, which CUDA 12.0–12.6 drivers export under that name.
///
/// # Safety
/// Both events must come from `cuEventCreate` on the current context, `ms` must be valid.
pub unsafe fn event_elapsed_time(ms: *mut f32, start: sys::CUevent, end: sys::CUevent) -> sys::CUresult {
    static F: std::sync::OnceLock<Option<ElapsedFn>> = std::sync::OnceLock::new();
    let f = F.get_or_init(|| {
        // SAFETY: the driver library is loaded (the events exist); each symbol, when present,
        // has this C signature.
        unsafe {
            let lib = sys::culib();
            lib.get::<ElapsedFn>(b"cuEventElapsedTime_v2\0").or_else(|_| lib.get::<ElapsedFn>(b"cuEventElapsedTime\0")).ok().map(|s| *s)
        }
    });
    match f {
        // SAFETY: the caller's contract.
        Some(f) => unsafe { f(ms, start, end) },
        None => sys::cudaError_enum::CUDA_ERROR_NOT_SUPPORTED,
    }
}

fn err_text(r: sys::CUresult) -> String {
    let mut p: *const std::ffi::c_char = std::ptr::null();
    // SAFETY: cuGetErrorString writes a static string pointer.
    unsafe {
        sys::cuGetErrorString(r, &mut p);
        if p.is_null() {
            format!("{r:?}")
        } else {
            format!("{} ({r:?})", CStr::from_ptr(p).to_string_lossy())
        }
    }
}

/// Errors after which the context cannot be used again.
fn is_sticky(r: sys::CUresult) -> bool {
    use sys::cudaError_enum::*;
    matches!(
        r,
        CUDA_ERROR_ILLEGAL_ADDRESS
            | CUDA_ERROR_ILLEGAL_INSTRUCTION
            | CUDA_ERROR_MISALIGNED_ADDRESS
            | CUDA_ERROR_INVALID_ADDRESS_SPACE
            | CUDA_ERROR_INVALID_PC
            | CUDA_ERROR_LAUNCH_FAILED
            | CUDA_ERROR_HARDWARE_STACK_ERROR
            | CUDA_ERROR_ASSERT
            | CUDA_ERROR_LAUNCH_TIMEOUT
    )
}

fn ck(r: sys::CUresult, what: &str) -> Result<(), GpuError> {
    if r == sys::cudaError_enum::CUDA_SUCCESS {
        Ok(())
    } else if is_sticky(r) {
        Err(GpuError::Sticky(format!("{what}: {}", err_text(r))))
    } else {
        Err(GpuError::Call(format!("{what}: {}", err_text(r))))
    }
}

/// Words of the device print buffer (8 MiB).
const PRINT_WORDS: u32 = 1 << 20;

struct Module {
    function: sys::CUfunction,
    /// The grid barrier's counter of a module with `cl_grid_sync` (cudalab.cuh): such a module
    /// is launched cooperatively, the counter zeroed first.
    grid_barrier: Option<sys::CUdeviceptr>,
}

pub struct Cuda {
    info: DeviceInfo,
    limit: Option<u64>,
    in_use: u64,
    sizes: HashMap<u64, u64>,
    /// Freed blocks kept for reuse, by size.
    cache: HashMap<u64, Vec<u64>>,
    staging: (*mut u8, usize),
    status: *mut u64,
    status_dev: u64,
    words: u64,
    print: u64,
    modules: Vec<Option<Module>>,
    dead: Option<String>,
    /// GPU timestamps of operations while a measurement runs.
    clock: crate::gpu::op_clock::OpClock,
    /// Whether the region `register_host` was given is page-locked (copies from it are async).
    shared_pinned: bool,
}

fn attr(dev: sys::CUdevice, a: sys::CUdevice_attribute) -> i32 {
    let mut v = 0;
    // SAFETY: valid device and out-pointer.
    unsafe { sys::cuDeviceGetAttribute(&mut v, a, dev) };
    v
}

impl Cuda {
    /// Create the context on the chosen device: `select` is an index among the visible devices
    /// (CUDA_VISIBLE_DEVICES applies) or a UUID (`GPU-…`, as nvidia-smi prints it).
    pub fn open(select: Option<&str>, limit: Option<MemoryLimit>) -> Result<Cuda, GpuError> {
        if !driver_present() {
            return Err(GpuError::Unavailable("no CUDA driver (libcuda.so) on this machine".into()));
        }
        // SAFETY: the library is present; every out-pointer below is valid.
        unsafe {
            ck(sys::cuInit(0), "cuInit").map_err(|e| GpuError::Unavailable(e.to_string()))?;
            let mut n = 0;
            ck(sys::cuDeviceGetCount(&mut n), "cuDeviceGetCount")?;
            if n == 0 {
                return Err(GpuError::Unavailable("the CUDA driver sees no GPU".into()));
            }
            let mut uuids = Vec::new();
            for i in 0..n {
                let mut d = 0;
                ck(sys::cuDeviceGet(&mut d, i), "cuDeviceGet")?;
                let mut u: sys::CUuuid = std::mem::zeroed();
                sys::cuDeviceGetUuid_v2(&mut u, d);
                let b: Vec<u8> = u.bytes.iter().map(|c| *c as u8).collect();
                uuids.push(format!(
                    "GPU-{}-{}-{}-{}-{}",
                    hex::encode(&b[0..4]),
                    hex::encode(&b[4..6]),
                    hex::encode(&b[6..8]),
                    hex::encode(&b[8..10]),
                    hex::encode(&b[10..16])
                ));
            }
            let ordinal = match select.map(str::trim).filter(|s| !s.is_empty()) {
                None => 0,
                Some(s) => match s.parse::<i32>() {
                    Ok(i) if (0..n).contains(&i) => i,
                    Ok(i) => return Err(GpuError::Unavailable(format!("CUDALAB_DEVICE={i}, but only {n} GPU(s) are visible (0..{})", n - 1))),
                    Err(_) => uuids
                        .iter()
                        .position(|u| u.eq_ignore_ascii_case(s) || u[4..].starts_with(&s.to_ascii_lowercase().trim_start_matches("gpu-").to_string()))
                        .map(|i| i as i32)
                        .ok_or_else(|| GpuError::Unavailable(format!("CUDALAB_DEVICE={s} matches no visible GPU (visible: {})", uuids.join(", "))))?,
                },
            };
            let mut device = 0;
            ck(sys::cuDeviceGet(&mut device, ordinal), "cuDeviceGet")?;
            let mut name = [0 as std::ffi::c_char; 256];
            sys::cuDeviceGetName(name.as_mut_ptr(), 256, device);
            let name = CStr::from_ptr(name.as_ptr()).to_string_lossy().to_string();
            let mut total = 0usize;
            sys::cuDeviceTotalMem_v2(&mut total, device);
            let mut context = std::ptr::null_mut();
            ck(sys::cuDevicePrimaryCtxRetain(&mut context, device), "cuDevicePrimaryCtxRetain")?;
            ck(sys::cuCtxSetCurrent(context), "cuCtxSetCurrent")?;
            use sys::CUdevice_attribute::*;
            let info = DeviceInfo {
                ordinal: ordinal as u32,
                name,
                uuid: uuids[ordinal as usize].clone(),
                cc: (attr(device, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR) as u32, attr(device, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR) as u32),
                multiprocessors: attr(device, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT) as u32,
                total_memory: total as u64,
                max_shared_per_block: attr(device, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK) as u32,
                max_shared_per_block_optin: attr(device, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN) as u32,
                max_threads_per_sm: attr(device, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR) as u32,
                driver: driver_version().unwrap_or((0, 0)),
            };
            let limit = limit.map(|l| l.bytes(total as u64));
            let mut cuda = Cuda {
                info,
                limit,
                in_use: 0,
                sizes: HashMap::new(),
                cache: HashMap::new(),
                staging: (std::ptr::null_mut(), 0),
                status: std::ptr::null_mut(),
                status_dev: 0,
                words: 0,
                print: 0,
                modules: Vec::new(),
                dead: None,
                clock: Default::default(),
                shared_pinned: false,
            };
            cuda.runtime_buffers()?;
            Ok(cuda)
        }
    }

    /// Allocate the runtime channels every kernel writes (status block, words, print buffer).
    ///
    /// # Safety
    /// The driver is loaded and initialised (`cuInit` succeeded) and this context is current on
    /// the calling thread; `open` calls it once, right after making the context current.
    unsafe fn runtime_buffers(&mut self) -> Result<(), GpuError> {
        let mut host: *mut c_void = std::ptr::null_mut();
        // CU_MEMHOSTALLOC_DEVICEMAP = 2
        ck(sys::cuMemHostAlloc(&mut host, STATUS_WORDS * 8, 2), "cuMemHostAlloc(status)")?;
        // `host` is a fresh page-locked block of STATUS_WORDS * 8 bytes (the call succeeded),
        // which no kernel can see yet.
        std::ptr::write_bytes(host as *mut u8, 0, STATUS_WORDS * 8);
        self.status = host as *mut u64;
        ck(sys::cuMemHostGetDevicePointer_v2(&mut self.status_dev, host, 0), "cuMemHostGetDevicePointer")?;
        ck(sys::cuMemAlloc_v2(&mut self.words, 16), "cuMemAlloc(runtime)")?;
        ck(sys::cuMemsetD8_v2(self.words, 0, 16), "cuMemset")?;
        ck(sys::cuMemAlloc_v2(&mut self.print, PRINT_WORDS as usize * 8), "cuMemAlloc(print)")?;
        Ok(())
    }

    fn alive(&self) -> Result<(), GpuError> {
        match &self.dead {
            Some(why) => Err(GpuError::Lost(why.clone())),
            None => Ok(()),
        }
    }

    fn staging(&mut self, bytes: usize) -> Result<*mut u8, GpuError> {
        if self.staging.1 < bytes {
            // SAFETY: frees the old pinned block (if any), allocates a bigger one.
            unsafe {
                if !self.staging.0.is_null() {
                    sys::cuMemFreeHost(self.staging.0 as *mut c_void);
                    self.staging = (std::ptr::null_mut(), 0);
                }
                let size = bytes.next_power_of_two().max(1 << 20);
                let mut p: *mut c_void = std::ptr::null_mut();
                ck(sys::cuMemHostAlloc(&mut p, size, 0), "cuMemHostAlloc(staging)")?;
                self.staging = (p as *mut u8, size);
            }
        }
        Ok(self.staging.0)
    }
}

/// Words of the mapped status block: see `cl_status` in cudalab.cuh.
const STATUS_WORDS: usize = 16;

impl Cuda {
    /// Page-lock host memory this process mapped (the GPU worker's shared staging region), so
    /// copies from and to it are single DMAs at pinned speed. False if the driver refuses.
    pub fn register_host(&mut self, ptr: *mut u8, bytes: usize) -> bool {
        // SAFETY: the caller keeps the mapping alive for the life of the context.
        self.shared_pinned = unsafe { sys::cuMemHostRegister_v2(ptr as *mut c_void, bytes, 0) == sys::cudaError_enum::CUDA_SUCCESS };
        self.shared_pinned
    }

    /// Copy `bytes` from host memory at `src` (ideally registered) to device memory;
    /// `continues`: a later piece of one copy, for the clock.
    ///
    /// # Safety
    /// `src` must point at `bytes` readable bytes.
    pub unsafe fn write_from(&mut self, dst: u64, src: *const u8, bytes: usize, continues: bool) -> Result<(), GpuError> {
        self.alive()?;
        let pinned = self.shared_pinned;
        let r = self.clocked_copy(
            continues,
            pinned,
            || sys::cuMemcpyHtoDAsync_v2(dst, src as *const c_void, bytes, std::ptr::null_mut()),
            || sys::cuMemcpyHtoD_v2(dst, src as *const c_void, bytes),
        );
        ck(r, "copy to device")
    }

    /// Copy `bytes` of device memory to host memory at `dst` (ideally registered).
    ///
    /// # Safety
    /// `dst` must point at `bytes` writable bytes.
    pub unsafe fn read_into(&mut self, src: u64, dst: *mut u8, bytes: usize, continues: bool) -> Result<(), GpuError> {
        self.alive()?;
        let pinned = self.shared_pinned;
        let r = self.clocked_copy(
            continues,
            pinned,
            || sys::cuMemcpyDtoHAsync_v2(dst as *mut c_void, src, bytes, std::ptr::null_mut()),
            || sys::cuMemcpyDtoH_v2(dst as *mut c_void, src, bytes),
        );
        ck(r, "copy to host")
    }

    /// A host copy, stamped when the clock runs. From page-locked memory it is queued
    /// asynchronously between the clock's events and then waited for (the host sees the same
    /// blocking copy); from pageable memory it blocks, so the clock's gate opens first.
    fn clocked_copy(
        &mut self,
        continues: bool,
        pinned: bool,
        queue_async: impl FnOnce() -> sys::CUresult,
        blocking: impl FnOnce() -> sys::CUresult,
    ) -> sys::CUresult {
        if !self.clock.running() {
            return blocking();
        }
        let start = match self.clock.before(!pinned) {
            Ok(s) => s,
            Err(_) => return blocking(),
        };
        let r = if pinned { queue_async() } else { blocking() };
        let _ = self.clock.after(start, continues);
        if r != sys::cudaError_enum::CUDA_SUCCESS || !pinned {
            return r;
        }
        // SAFETY: the context is current; waits for the copy just queued.
        unsafe { sys::cuStreamSynchronize(std::ptr::null_mut()) }
    }
}

impl Device for Cuda {
    fn info(&self) -> &DeviceInfo {
        &self.info
    }

    fn memory(&self) -> MemoryReport {
        let (mut free, mut total) = (0usize, 0usize);
        // SAFETY: valid out-pointers; the context is current.
        unsafe { sys::cuMemGetInfo_v2(&mut free, &mut total) };
        MemoryReport { in_use: self.in_use, limit: self.limit, free: free as u64, total: total as u64 }
    }

    fn alloc(&mut self, bytes: u64) -> Result<u64, GpuError> {
        self.alive()?;
        let size = bytes.max(1).next_multiple_of(256);
        if let Some(limit) = self.limit {
            if self.in_use + size > limit {
                return Err(GpuError::Limit { requested: bytes, in_use: self.in_use, limit });
            }
        }
        if let Some(p) = self.cache.get_mut(&size).and_then(|v| v.pop()) {
            self.in_use += size;
            self.sizes.insert(p, size);
            return Ok(p);
        }
        let mut p = 0u64;
        // SAFETY: valid out-pointer; the context is current.
        let mut r = unsafe { sys::cuMemAlloc_v2(&mut p, size as usize) };
        if r == sys::cudaError_enum::CUDA_ERROR_OUT_OF_MEMORY {
            for (_, blocks) in self.cache.drain() {
                for b in blocks {
                    // SAFETY: cached blocks are ours and unused.
                    unsafe { sys::cuMemFree_v2(b) };
                }
            }
            // SAFETY: as above.
            r = unsafe { sys::cuMemAlloc_v2(&mut p, size as usize) };
        }
        if r == sys::cudaError_enum::CUDA_ERROR_OUT_OF_MEMORY {
            let m = self.memory();
            return Err(GpuError::OutOfMemory { requested: bytes, in_use: self.in_use, free: m.free });
        }
        ck(r, "cuMemAlloc")?;
        self.in_use += size;
        self.sizes.insert(p, size);
        Ok(p)
    }

    fn free(&mut self, ptr: u64) {
        if let Some(size) = self.sizes.remove(&ptr) {
            self.in_use -= size;
            if self.dead.is_none() {
                self.cache.entry(size).or_default().push(ptr);
            }
        }
    }

    fn write(&mut self, dst: u64, data: &[u8]) -> Result<(), GpuError> {
        self.alive()?;
        let stage = self.staging(data.len())?;
        // SAFETY: the staging block holds at least data.len() bytes; dst is a live allocation
        // the caller sized.
        unsafe { std::ptr::copy_nonoverlapping(data.as_ptr(), stage, data.len()) };
        let n = data.len();
        // SAFETY: the staging block is page-locked and holds n bytes.
        let r = self.clocked_copy(
            false,
            true,
            || unsafe { sys::cuMemcpyHtoDAsync_v2(dst, stage as *const c_void, n, std::ptr::null_mut()) },
            // SAFETY: as above.
            || unsafe { sys::cuMemcpyHtoD_v2(dst, stage as *const c_void, n) },
        );
        ck(r, "copy to device")
    }

    fn read(&mut self, src: u64, out: &mut [u8]) -> Result<(), GpuError> {
        self.alive()?;
        let stage = self.staging(out.len())?;
        let n = out.len();
        // SAFETY: as in write.
        let r = self.clocked_copy(
            false,
            true,
            || unsafe { sys::cuMemcpyDtoHAsync_v2(stage as *mut c_void, src, n, std::ptr::null_mut()) },
            // SAFETY: as above.
            || unsafe { sys::cuMemcpyDtoH_v2(stage as *mut c_void, src, n) },
        );
        ck(r, "copy to host")?;
        // SAFETY: the staging block now holds out.len() bytes.
        unsafe { std::ptr::copy_nonoverlapping(stage, out.as_mut_ptr(), out.len()) };
        Ok(())
    }

    fn copy(&mut self, dst: u64, src: u64, bytes: u64) -> Result<(), GpuError> {
        self.alive()?;
        if self.clock.running() {
            let start = self.clock.before(false)?;
            // SAFETY: both are live allocations the caller sized; queued on the null stream.
            let r = unsafe { sys::cuMemcpyDtoDAsync_v2(dst, src, bytes as usize, std::ptr::null_mut()) };
            self.clock.after(start, false)?;
            return ck(r, "device copy");
        }
        // SAFETY: both are live allocations the caller sized.
        ck(unsafe { sys::cuMemcpyDtoD_v2(dst, src, bytes as usize) }, "device copy")
    }

    fn memset_zero(&mut self, dst: u64, bytes: u64) -> Result<(), GpuError> {
        self.alive()?;
        let start = if self.clock.running() { Some(self.clock.before(false)?) } else { None };
        // SAFETY: a live allocation the caller sized; queued on the null stream.
        let r = unsafe { sys::cuMemsetD8Async(dst, 0, bytes as usize, std::ptr::null_mut()) };
        if let Some(start) = start {
            self.clock.after(start, false)?;
        }
        ck(r, "memset")
    }

    fn load(&mut self, image: &[u8], entry: &str) -> Result<(ModuleId, FunctionInfo), GpuError> {
        self.alive()?;
        let entry_c = CString::new(entry).map_err(|e| GpuError::Call(e.to_string()))?;
        // cuModuleLoadData takes no length: PTX text must carry its NUL, or the driver would
        // read past the slice. (NVRTC's PTX keeps it; CUBINs are ELF, sized by their headers.)
        if !image.starts_with(b"\x7fELF") && image.last() != Some(&0) {
            return Err(GpuError::Call("cuModuleLoadData: a PTX image must end with a NUL byte".into()));
        }
        // SAFETY: `image` is an ELF CUBIN (which the loader reads within its own headers' sizes;
        // the images come from NVRTC or the SHA-256-checked kernel cache) or PTX ending in NUL,
        // checked just above. `entry_c` and the `cl_runtime` name are NUL-terminated; every
        // out-pointer is a live local; the HtoD copy reads `gsize.min(32)` <= 32 bytes of `rt`.
        unsafe {
            let mut module = std::ptr::null_mut();
            ck(sys::cuModuleLoadData(&mut module, image.as_ptr() as *const c_void), "cuModuleLoadData")?;
            let mut function = std::ptr::null_mut();
            ck(sys::cuModuleGetFunction(&mut function, module, entry_c.as_ptr()), "cuModuleGetFunction")?;
            let id = self.modules.len() as u32;
            // The runtime channels (cl_runtime_t in cudalab.cuh).
            let (mut g, mut gsize) = (0u64, 0usize);
            ck(sys::cuModuleGetGlobal_v2(&mut g, &mut gsize, module, c"cl_runtime".as_ptr()), "cuModuleGetGlobal(cl_runtime)")?;
            let mut rt = [0u8; 32];
            rt[0..8].copy_from_slice(&self.status_dev.to_le_bytes());
            rt[8..16].copy_from_slice(&self.words.to_le_bytes());
            rt[16..24].copy_from_slice(&self.print.to_le_bytes());
            rt[24..28].copy_from_slice(&PRINT_WORDS.to_le_bytes());
            rt[28..32].copy_from_slice(&id.to_le_bytes());
            ck(sys::cuMemcpyHtoD_v2(g, rt.as_ptr() as *const c_void, gsize.min(32)), "set cl_runtime")?;
            use sys::CUfunction_attribute::*;
            let fattr = |a| {
                let mut v = 0;
                sys::cuFuncGetAttribute(&mut v, a, function);
                v as u32
            };
            let info = FunctionInfo {
                registers: fattr(CU_FUNC_ATTRIBUTE_NUM_REGS),
                static_shared: fattr(CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES),
                local: fattr(CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES),
                max_threads: fattr(CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK),
            };
            let (mut barrier, mut bsize) = (0u64, 0usize);
            let grid_barrier = (sys::cuModuleGetGlobal_v2(&mut barrier, &mut bsize, module, c"cl_grid_barrier".as_ptr()) == sys::CUresult::CUDA_SUCCESS
                && bsize == 4)
                .then_some(barrier);
            self.modules.push(Some(Module { function, grid_barrier }));
            Ok((ModuleId(id), info))
        }
    }

    fn launch(&mut self, m: ModuleId, grid: [u32; 3], block: [u32; 3], shared: u32, params: &mut [u8]) -> Result<(), GpuError> {
        self.alive()?;
        let Some(Some(module)) = self.modules.get(m.0 as usize) else { return Err(GpuError::Call(format!("module {} is not loaded", m.0))) };
        let mut size = params.len();
        // CU_LAUNCH_PARAM_BUFFER_POINTER (1), CU_LAUNCH_PARAM_BUFFER_SIZE (2), CU_LAUNCH_PARAM_END.
        let mut extra = [
            std::ptr::without_provenance_mut(1),
            params.as_mut_ptr() as *mut c_void,
            std::ptr::without_provenance_mut(2),
            &mut size as *mut usize as *mut c_void,
            std::ptr::null_mut(),
        ];
        let function = module.function;
        if shared > 48 * 1024 {
            // Dynamic shared memory above 48 KiB needs the kernel's opt-in (the launch limits
            // already checked it against the device's opt-in maximum).
            // SAFETY: the function is loaded in this context; the attribute takes a byte count.
            let r = unsafe { sys::cuFuncSetAttribute(function, sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, shared as i32) };
            if r != sys::CUresult::CUDA_SUCCESS {
                return Err(GpuError::Call(format!("cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES, {shared}) failed: {r:?}")));
            }
        }
        if let Some(counter) = module.grid_barrier {
            // SAFETY: the module's own 4-byte `cl_grid_barrier`, queued on the null stream
            // before the launch that uses it.
            ck(unsafe { sys::cuMemsetD32Async(counter, 0, 1, std::ptr::null_mut()) }, "reset the grid barrier")?;
        }
        let start = if self.clock.running() { Some(self.clock.before(false)?) } else { None };
        // SAFETY: the function is loaded in this context; `extra` is a NULL-ended
        // CU_LAUNCH_PARAM_BUFFER_* list whose buffer pointer and size are `params` and its length,
        // so the driver copies exactly `params.len()` readable bytes (it copies them before
        // returning, so `params`, `size` and `extra` need only live for the call). A buffer laid
        // out wrongly for the kernel's signature gives the kernel wrong values, not a host fault.
        let r = unsafe {
            if module.grid_barrier.is_some() {
                // A cooperative launch: the driver refuses a grid whose blocks cannot all be
                // resident at once (the host checks that first, with Numba's words).
                // SAFETY (in addition): `attr` and `config` are live locals for the call.
                let mut attr: sys::CUlaunchAttribute = std::mem::zeroed();
                attr.id = sys::CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_COOPERATIVE;
                attr.value.cooperative = 1;
                let config = sys::CUlaunchConfig {
                    gridDimX: grid[0],
                    gridDimY: grid[1],
                    gridDimZ: grid[2],
                    blockDimX: block[0],
                    blockDimY: block[1],
                    blockDimZ: block[2],
                    sharedMemBytes: shared,
                    hStream: std::ptr::null_mut(),
                    attrs: &mut attr,
                    numAttrs: 1,
                };
                sys::cuLaunchKernelEx(&config, function, std::ptr::null_mut(), extra.as_mut_ptr())
            } else {
                sys::cuLaunchKernel(
                    function,
                    grid[0],
                    grid[1],
                    grid[2],
                    block[0],
                    block[1],
                    block[2],
                    shared,
                    std::ptr::null_mut(),
                    std::ptr::null_mut(),
                    extra.as_mut_ptr(),
                )
            }
        };
        if let Some(start) = start {
            self.clock.after_kernel(start)?;
        }
        ck(r, "launch")
    }

    fn synchronize(&mut self) -> Result<SyncReport, GpuError> {
        self.alive()?;
        // SAFETY: the context is current.
        let r = unsafe { sys::cuCtxSynchronize() };
        ck(r, "synchronize")?;
        let mut report = SyncReport::default();
        // SAFETY: the status block is mapped host memory of STATUS_WORDS words; the GPU is idle.
        unsafe {
            let s = std::slice::from_raw_parts_mut(self.status, STATUS_WORDS);
            if s[0] != 0 {
                report.fault = Some(FaultRecord {
                    kind: s[2] as u32,
                    module: ModuleId(s[3] as u32),
                    site: s[4] as u32,
                    a: s[5] as i64,
                    b: s[6] as i64,
                    thread: [s[7] as u32, s[8] as u32, s[9] as u32],
                    block: [s[10] as u32, s[11] as u32, s[12] as u32],
                });
            }
            if s[1] != 0 {
                let mut pos = [0u32; 2];
                ck(sys::cuMemcpyDtoH_v2(pos.as_mut_ptr() as *mut c_void, self.words, 8), "read print position")?;
                let n = pos[1].min(PRINT_WORDS) as usize;
                report.dropped = pos[1] > PRINT_WORDS;
                let mut words = vec![0u64; n];
                ck(sys::cuMemcpyDtoH_v2(words.as_mut_ptr() as *mut c_void, self.print, n * 8), "read prints")?;
                report.prints = words;
            }
            if s[0] != 0 || s[1] != 0 {
                std::ptr::write_bytes(self.status, 0, STATUS_WORDS);
                ck(sys::cuMemsetD8_v2(self.words, 0, 16), "reset runtime words")?;
            }
        }
        Ok(report)
    }

    fn event_create(&mut self) -> Result<u64, GpuError> {
        self.alive()?;
        let mut e: sys::CUevent = std::ptr::null_mut();
        // SAFETY: valid out-pointer; the context is current.
        ck(unsafe { sys::cuEventCreate(&mut e, 0) }, "cuEventCreate")?;
        Ok(e as u64)
    }

    fn event_record(&mut self, event: u64) -> Result<(), GpuError> {
        self.alive()?;
        // SAFETY: `event` came from event_create in this context; the null stream.
        ck(unsafe { sys::cuEventRecord(event as sys::CUevent, std::ptr::null_mut()) }, "cuEventRecord")
    }

    fn event_elapsed(&mut self, start: u64, end: u64) -> Result<f32, GpuError> {
        self.alive()?;
        let mut ms = 0f32;
        // SAFETY: both events came from event_create and were recorded.
        unsafe {
            ck(sys::cuEventSynchronize(end as sys::CUevent), "cuEventSynchronize")?;
            ck(event_elapsed_time(&mut ms, start as sys::CUevent, end as sys::CUevent), "cuEventElapsedTime")?;
        }
        Ok(ms)
    }

    fn event_query(&mut self, event: u64) -> bool {
        // SAFETY: `event` came from event_create.
        self.dead.is_some() || unsafe { sys::cuEventQuery(event as sys::CUevent) } == sys::cudaError_enum::CUDA_SUCCESS
    }

    fn event_destroy(&mut self, event: u64) {
        if self.dead.is_none() {
            // SAFETY: `event` came from event_create and is destroyed once.
            unsafe { sys::cuEventDestroy_v2(event as sys::CUevent) };
        }
    }

    fn poison(&mut self, why: &str) {
        self.dead = Some(why.to_string());
    }

    fn clock_start(&mut self) -> Result<(), GpuError> {
        self.alive()?;
        self.clock.start()
    }

    fn clock_take(&mut self) -> Result<ClockReport, GpuError> {
        self.alive()?;
        self.clock.take()
    }

    fn occupancy(&mut self, m: ModuleId, block_threads: u32, dynamic_shared: u32) -> Result<u32, GpuError> {
        self.alive()?;
        let Some(Some(module)) = self.modules.get(m.0 as usize) else { return Err(GpuError::Call(format!("module {} is not loaded", m.0))) };
        let mut blocks = 0i32;
        // SAFETY: a loaded function and a valid out-pointer.
        ck(
            unsafe { sys::cuOccupancyMaxActiveBlocksPerMultiprocessor(&mut blocks, module.function, block_threads as i32, dynamic_shared as usize) },
            "cuOccupancyMaxActiveBlocksPerMultiprocessor",
        )?;
        Ok(blocks.max(0) as u32)
    }
}

//! NVRTC: CUDA C → CUBIN for the device's architecture (what the driver loads) or → PTX (what
//! the driver compiles on load, what `inspect_asm()` shows, what CI compiles without a GPU).
//!
//! Our own loader (`dlopen`, as `cupti.rs` does) rather than a binding that opens the first
//! `libnvrtc` on the search path: a machine may hold NVRTC 12 and 13 side by side, and which one
//! can serve depends on the driver and the GPU (`target_select.rs` decides). [`installed`]
//! finds every NVRTC once per process — `CUDALAB_NVRTC` (a file or a folder) when set, else the
//! loader's search path, the CUDA toolkit folders, conda and the pip wheels of the Python
//! environment beside the binary — one per major version, newest first. Never panics when none
//! is present: [`available`] says so first, and compiles return [`NvrtcError::NotFound`].

use crate::compiler::cuda::{RUNTIME_HEADER, RUNTIME_HEADER_NAME};
use crate::gpu::device::DeviceInfo;
pub use crate::gpu::target_select::Target;
use crate::gpu::target_select::{self, Candidate};
use std::ffi::{c_char, c_int, c_void, CStr, CString};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

#[derive(Debug, thiserror::Error)]
pub enum NvrtcError {
    #[error("NVRTC (libnvrtc.so) was not found: pip install nvidia-cuda-nvrtc (CUDA 13 drivers) or nvidia-cuda-nvrtc-cu12 (CUDA 12 drivers, GPUs older than compute capability 7.5), or install the CUDA toolkit; CUDALAB_NVRTC may name the library")]
    NotFound,
    #[error("{0}")]
    Incompatible(String),
    #[error("{log}")]
    Compile { log: String },
    #[error("NVRTC failed: {0}")]
    Call(String),
}

pub struct Output {
    pub image: Vec<u8>,
    /// Warnings (empty when clean).
    pub log: String,
}

type Program = *mut c_void;
const SUCCESS: c_int = 0;
const ERROR_COMPILATION: c_int = 6;

type ErrorStringFn = unsafe extern "C" fn(c_int) -> *const c_char;
type CreateFn = unsafe extern "C" fn(*mut Program, *const c_char, *const c_char, c_int, *const *const c_char, *const *const c_char) -> c_int;
type DestroyFn = unsafe extern "C" fn(*mut Program) -> c_int;
type CompileFn = unsafe extern "C" fn(Program, c_int, *const *const c_char) -> c_int;
/// `nvrtcGetCUBINSize`, `nvrtcGetPTXSize`, `nvrtcGetProgramLogSize`.
type SizeFn = unsafe extern "C" fn(Program, *mut usize) -> c_int;
/// `nvrtcGetCUBIN`, `nvrtcGetPTX`, `nvrtcGetProgramLog`.
type CopyFn = unsafe extern "C" fn(Program, *mut c_char) -> c_int;
type VersionFn = unsafe extern "C" fn(*mut c_int, *mut c_int) -> c_int;
type CountFn = unsafe extern "C" fn(*mut c_int) -> c_int;
type ArchsFn = unsafe extern "C" fn(*mut c_int) -> c_int;

/// The NVRTC entry points cudalab calls, each present since CUDA 11.2.
struct Api {
    error_string: ErrorStringFn,
    create: CreateFn,
    destroy: DestroyFn,
    compile: CompileFn,
    cubin_size: SizeFn,
    cubin: CopyFn,
    ptx_size: SizeFn,
    ptx: CopyFn,
    log_size: SizeFn,
    log: CopyFn,
}

/// One loaded NVRTC library. Loaded libraries stay loaded for the life of the process.
pub struct Nvrtc {
    /// The file it was loaded from.
    pub path: String,
    /// NVRTC's version, (major, minor).
    pub version: (u32, u32),
    /// The architectures it compiles for (`nvrtcGetSupportedArchs`: 75 for sm_75).
    pub archs: Vec<u32>,
    api: Api,
}

// SAFETY: `Api` holds plain function pointers into a library that is never unloaded; NVRTC's
// entry points are thread-safe for distinct programs, and each compile owns its program.
unsafe impl Send for Nvrtc {}
// SAFETY: as above: nothing in `Nvrtc` is mutated after loading.
unsafe impl Sync for Nvrtc {}

impl Nvrtc {
    /// Load the NVRTC at `path` (a file, or a bare name for the loader's search path).
    pub fn open(path: &str) -> Result<Nvrtc, NvrtcError> {
        let c = CString::new(path).map_err(|_| NvrtcError::Call(format!("a library path with a NUL byte: {path:?}")))?;
        // SAFETY: dlopen with a NUL-terminated name; the handle is never closed, so the function
        // pointers taken from it stay valid.
        let handle = unsafe { libc::dlopen(c.as_ptr(), libc::RTLD_NOW | libc::RTLD_LOCAL) };
        if handle.is_null() {
            return Err(NvrtcError::NotFound);
        }
        let sym = |name: &str| -> Result<*mut c_void, NvrtcError> {
            let n = CString::new(name).map_err(|e| NvrtcError::Call(e.to_string()))?;
            // SAFETY: `handle` is live; `n` is NUL-terminated.
            let p = unsafe { libc::dlsym(handle, n.as_ptr()) };
            if p.is_null() {
                Err(NvrtcError::Call(format!("{path} has no {name}: it is not an NVRTC of CUDA 11.2 or newer")))
            } else {
                Ok(p)
            }
        };
        // SAFETY: each symbol is NVRTC's function of that name, cast to its C signature
        // (nvrtc.h); function and data pointers have one size on the platforms CUDA supports.
        let api = unsafe {
            Api {
                error_string: std::mem::transmute::<*mut c_void, ErrorStringFn>(sym("nvrtcGetErrorString")?),
                create: std::mem::transmute::<*mut c_void, CreateFn>(sym("nvrtcCreateProgram")?),
                destroy: std::mem::transmute::<*mut c_void, DestroyFn>(sym("nvrtcDestroyProgram")?),
                compile: std::mem::transmute::<*mut c_void, CompileFn>(sym("nvrtcCompileProgram")?),
                cubin_size: std::mem::transmute::<*mut c_void, SizeFn>(sym("nvrtcGetCUBINSize")?),
                cubin: std::mem::transmute::<*mut c_void, CopyFn>(sym("nvrtcGetCUBIN")?),
                ptx_size: std::mem::transmute::<*mut c_void, SizeFn>(sym("nvrtcGetPTXSize")?),
                ptx: std::mem::transmute::<*mut c_void, CopyFn>(sym("nvrtcGetPTX")?),
                log_size: std::mem::transmute::<*mut c_void, SizeFn>(sym("nvrtcGetProgramLogSize")?),
                log: std::mem::transmute::<*mut c_void, CopyFn>(sym("nvrtcGetProgramLog")?),
            }
        };
        // SAFETY: as above.
        let (version_fn, count_fn, archs_fn) = unsafe {
            (
                std::mem::transmute::<*mut c_void, VersionFn>(sym("nvrtcVersion")?),
                std::mem::transmute::<*mut c_void, CountFn>(sym("nvrtcGetNumSupportedArchs")?),
                std::mem::transmute::<*mut c_void, ArchsFn>(sym("nvrtcGetSupportedArchs")?),
            )
        };
        let mut lib = Nvrtc { path: loaded_from(&sym).unwrap_or_else(|| path.to_string()), version: (0, 0), archs: Vec::new(), api };
        let (mut major, mut minor, mut count) = (0, 0, 0);
        // SAFETY: valid out-pointers.
        lib.check(unsafe { version_fn(&mut major, &mut minor) })?;
        // SAFETY: valid out-pointer.
        lib.check(unsafe { count_fn(&mut count) })?;
        let mut archs = vec![0 as c_int; count.clamp(0, 4096) as usize];
        // SAFETY: `archs` holds the `count` entries NVRTC just reported.
        lib.check(unsafe { archs_fn(archs.as_mut_ptr()) })?;
        lib.version = (major.max(0) as u32, minor.max(0) as u32);
        lib.archs = archs.into_iter().filter(|a| *a > 0).map(|a| a as u32).collect();
        Ok(lib)
    }

    fn check(&self, r: c_int) -> Result<(), NvrtcError> {
        if r == SUCCESS {
            return Ok(());
        }
        // SAFETY: nvrtcGetErrorString returns a static string (or null).
        let p = unsafe { (self.api.error_string)(r) };
        let msg = if p.is_null() {
            format!("NVRTC error {r}")
        } else {
            // SAFETY: non-null, NUL-terminated, static.
            unsafe { CStr::from_ptr(p) }.to_string_lossy().to_string()
        };
        Err(NvrtcError::Call(msg))
    }

    /// "NVRTC 13.0 (/path/libnvrtc.so.13; sm_75…sm_121)".
    pub fn describe(&self) -> String {
        let range = match (self.archs.iter().min(), self.archs.iter().max()) {
            (Some(a), Some(b)) => format!("; sm_{a}…sm_{b}"),
            _ => String::new(),
        };
        format!("NVRTC {}.{} ({}{range})", self.version.0, self.version.1, self.path)
    }

    /// Compile one translation unit. `name` is the file name NVRTC uses in messages where no
    /// `#line` directive applies; `extra` are more NVRTC options (a raw unit's own; a `-std=`
    /// of theirs replaces cudalab's).
    pub fn compile_with(&self, source: &str, name: &str, target: Target, line_info: bool, extra: &[String]) -> Result<Output, NvrtcError> {
        let cstr = |s: &str| CString::new(s.replace('\0', " ")).map_err(|e| NvrtcError::Call(e.to_string()));
        let src = cstr(source)?;
        let file = cstr(name)?;
        let header = cstr(RUNTIME_HEADER)?;
        let header_name = cstr(RUNTIME_HEADER_NAME)?;
        let headers = [header.as_ptr()];
        let header_names = [header_name.as_ptr()];
        let mut raw: Program = std::ptr::null_mut();
        // SAFETY: all pointers are valid NUL-terminated strings that outlive the call.
        self.check(unsafe { (self.api.create)(&mut raw, src.as_ptr(), file.as_ptr(), 1, headers.as_ptr(), header_names.as_ptr()) })?;
        let prog = Owned(raw, self);
        let arch = match target {
            Target::Cubin(a) => format!("--gpu-architecture=sm_{a}"),
            Target::Ptx(a) => format!("--gpu-architecture=compute_{a}"),
        };
        let mut opts = vec![arch, "--device-as-default-execution-space".to_string()];
        if !extra.iter().any(|o| o.starts_with("-std=")) {
            opts.push("-std=c++17".to_string());
        }
        if line_info {
            opts.push("--generate-line-info".into());
        }
        opts.extend(extra.iter().cloned());
        let copts: Vec<CString> = opts.iter().map(|o| cstr(o)).collect::<Result<_, _>>()?;
        let ptrs: Vec<*const c_char> = copts.iter().map(|c| c.as_ptr()).collect();
        // SAFETY: `prog` is live; option pointers are valid for the call.
        let r = unsafe { (self.api.compile)(prog.0, ptrs.len() as c_int, ptrs.as_ptr()) };
        let log = self.text(prog.0, self.api.log_size, self.api.log)?;
        if r == ERROR_COMPILATION {
            return Err(NvrtcError::Compile { log });
        }
        self.check(r)?;
        let image = match target {
            Target::Cubin(_) => self.bytes(prog.0, self.api.cubin_size, self.api.cubin)?,
            // PTX ends with a NUL that we keep (the driver wants it).
            Target::Ptx(_) => self.bytes(prog.0, self.api.ptx_size, self.api.ptx)?,
        };
        Ok(Output { image, log })
    }

    /// One of a compiled program's outputs, by its size and copy entry points.
    fn bytes(&self, prog: Program, size_fn: SizeFn, get: CopyFn) -> Result<Vec<u8>, NvrtcError> {
        let mut size = 0usize;
        // SAFETY: `prog` is live and compiled; valid out-pointer.
        self.check(unsafe { size_fn(prog, &mut size) })?;
        let mut buf = Vec::new();
        buf.try_reserve_exact(size.max(1)).map_err(|_| NvrtcError::Call(format!("out of memory for NVRTC's {size}-byte output")))?;
        buf.resize(size.max(1), 0u8);
        // SAFETY: NVRTC writes exactly the `size` bytes it just reported into `buf`, which
        // holds at least that many.
        self.check(unsafe { get(prog, buf.as_mut_ptr() as *mut c_char) })?;
        buf.truncate(size);
        Ok(buf)
    }

    fn text(&self, prog: Program, size_fn: SizeFn, get: CopyFn) -> Result<String, NvrtcError> {
        let buf = self.bytes(prog, size_fn, get)?;
        let end = buf.iter().position(|b| *b == 0).unwrap_or(buf.len());
        Ok(String::from_utf8_lossy(&buf[..end]).trim().to_string())
    }
}

/// A program, destroyed once.
struct Owned<'a>(Program, &'a Nvrtc);

impl Drop for Owned<'_> {
    fn drop(&mut self) {
        // SAFETY: created by nvrtcCreateProgram of the same library and destroyed once.
        unsafe {
            (self.1.api.destroy)(&mut self.0);
        }
    }
}

/// The file a library handle was loaded from, through one of its symbols.
fn loaded_from(sym: &dyn Fn(&str) -> Result<*mut c_void, NvrtcError>) -> Option<String> {
    let p = sym("nvrtcVersion").ok()?;
    // SAFETY: Dl_info is plain data (pointers and integers); all-zero is a valid value.
    let mut info: libc::Dl_info = unsafe { std::mem::zeroed() };
    // SAFETY: `p` is an address inside a loaded library; `info` is a valid out-pointer.
    if unsafe { libc::dladdr(p, &mut info) } == 0 || info.dli_fname.is_null() {
        return None;
    }
    // SAFETY: dladdr filled a NUL-terminated path owned by the loader.
    let name = unsafe { CStr::from_ptr(info.dli_fname) }.to_string_lossy().to_string();
    Some(std::fs::canonicalize(&name).map(|p| p.display().to_string()).unwrap_or(name))
}

/// Where to look, in order: `CUDALAB_NVRTC` alone when set; else bare names for the loader's
/// search path, then the CUDA toolkit, conda and pip-wheel folders.
fn candidates() -> Vec<String> {
    const NAMES: [&str; 3] = ["libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so"];
    let in_dir = |d: &Path| NAMES.iter().map(|n| d.join(n)).filter(|p| p.exists()).map(|p| p.display().to_string()).collect::<Vec<_>>();
    if let Some(explicit) = std::env::var_os("CUDALAB_NVRTC").filter(|v| !v.is_empty()) {
        let p = PathBuf::from(explicit);
        return if p.is_dir() { in_dir(&p) } else { vec![p.display().to_string()] };
    }
    let mut out: Vec<String> = NAMES.iter().map(|n| n.to_string()).collect();
    let mut dirs: Vec<PathBuf> = Vec::new();
    for var in ["CUDA_HOME", "CUDA_PATH"] {
        if let Some(v) = std::env::var_os(var).filter(|v| !v.is_empty()) {
            dirs.push(PathBuf::from(&v).join("lib64"));
            dirs.push(PathBuf::from(&v).join("lib"));
        }
    }
    dirs.push("/usr/local/cuda/lib64".into());
    let mut versioned: Vec<PathBuf> = read_dir_matching(Path::new("/usr/local"), "cuda-").into_iter().map(|d| d.join("lib64")).collect();
    versioned.sort_by(|a, b| b.cmp(a));
    dirs.extend(versioned);
    let mut prefixes: Vec<PathBuf> = Vec::new();
    for var in ["CONDA_PREFIX", "VIRTUAL_ENV"] {
        if let Some(v) = std::env::var_os(var).filter(|v| !v.is_empty()) {
            prefixes.push(v.into());
        }
    }
    // A pip-installed cudalab: <prefix>/bin/cudalab.
    if let Some(prefix) = std::env::current_exe().ok().and_then(|e| e.parent().and_then(Path::parent).map(Path::to_path_buf)) {
        prefixes.push(prefix);
    }
    for prefix in prefixes {
        dirs.push(prefix.join("lib"));
        for py in read_dir_matching(&prefix.join("lib"), "python3") {
            for wheel in ["nvidia/cu13/lib", "nvidia/cuda_nvrtc/lib"] {
                dirs.push(py.join("site-packages").join(wheel));
            }
        }
    }
    for d in dirs {
        out.extend(in_dir(&d));
    }
    out
}

fn read_dir_matching(dir: &Path, prefix: &str) -> Vec<PathBuf> {
    std::fs::read_dir(dir)
        .map(|rd| rd.filter_map(|e| e.ok()).filter(|e| e.file_name().to_string_lossy().starts_with(prefix)).map(|e| e.path()).collect())
        .unwrap_or_default()
}

/// Every NVRTC found on this machine, one per major version (the first found of each), newest
/// first. Searched once per process.
pub fn installed() -> &'static [Nvrtc] {
    static FOUND: OnceLock<Vec<Nvrtc>> = OnceLock::new();
    FOUND.get_or_init(|| {
        let mut found: Vec<Nvrtc> = Vec::new();
        for c in candidates() {
            if let Ok(lib) = Nvrtc::open(&c) {
                if !found.iter().any(|f| f.version.0 == lib.version.0) {
                    found.push(lib);
                }
            }
        }
        found.sort_by_key(|l| std::cmp::Reverse(l.version));
        found
    })
}

pub fn available() -> bool {
    !installed().is_empty()
}

/// The NVRTC used where no GPU decides (compiling to PTX without a device, the warm-up): the
/// newest found.
pub fn default_library() -> Result<&'static Nvrtc, NvrtcError> {
    installed().first().ok_or(NvrtcError::NotFound)
}

/// The default NVRTC's version, as (major, minor).
pub fn version() -> Result<(u32, u32), NvrtcError> {
    Ok(default_library()?.version)
}

/// Compile with the default NVRTC (see [`Nvrtc::compile_with`]).
pub fn compile(source: &str, name: &str, target: Target, line_info: bool) -> Result<Output, NvrtcError> {
    default_library()?.compile_with(source, name, target, line_info, &[])
}

/// What `CUDALAB_NVRTC_TARGET` asks for: unset or `auto` (CUBINs where NVRTC knows the GPU),
/// `ptx` (PTX the driver compiles), `compute_XY` (PTX for an older architecture).
pub fn requested() -> Result<target_select::Request, NvrtcError> {
    target_select::Request::parse(&std::env::var("CUDALAB_NVRTC_TARGET").unwrap_or_default()).map_err(NvrtcError::Incompatible)
}

/// An NVRTC and what it makes for one GPU.
#[derive(Clone, Copy)]
pub struct Choice {
    pub nvrtc: &'static Nvrtc,
    pub target: Target,
}

impl Choice {
    /// What a compiled image depends on besides the source, for cache keys.
    pub fn key(&self) -> String {
        format!("{:?} nvrtc {}.{}", self.target, self.nvrtc.version.0, self.nvrtc.version.1)
    }
}

/// The NVRTC and target for a GPU (see `target_select.rs`), decided once per device and driver.
pub fn for_device(info: &DeviceInfo) -> Result<Choice, NvrtcError> {
    choose(info.driver, info.arch())
}

/// The NVRTC and target for a GPU of architecture `arch` (90 for 9.0) under a driver for CUDA
/// `driver`, as `CUDALAB_NVRTC_TARGET` asks: what the GPU gets when it opens, and what `cudalab
/// doctor` says it will get.
pub fn choose(driver: (u32, u32), arch: u32) -> Result<Choice, NvrtcError> {
    let libs = installed();
    if libs.is_empty() {
        return Err(NvrtcError::NotFound);
    }
    let candidates: Vec<Candidate<'_>> = libs.iter().map(|l| Candidate { version: l.version, archs: &l.archs, path: &l.path }).collect();
    let (i, target) = target_select::choose(&candidates, driver, arch, requested()?).map_err(NvrtcError::Incompatible)?;
    Ok(Choice { nvrtc: &libs[i], target })
}

//! NVRTC: CUDA C → CUBIN for the device's exact `sm_XY` (what the driver loads) or → PTX (what
//! `inspect_asm()` shows and what CI compiles without a GPU). Our own thin wrapper over cudarc's
//! dynamically loaded `nvrtc::sys`, to keep the compile log (warnings too) and to hand NVRTC the
//! runtime header from memory. Never panics when libnvrtc is absent: `available()` says so first.

use crate::compiler::cuda::{RUNTIME_HEADER, RUNTIME_HEADER_NAME};
use cudarc::nvrtc::sys;
use std::ffi::{c_char, CStr, CString};

#[derive(Debug, thiserror::Error)]
pub enum NvrtcError {
    #[error("NVRTC (libnvrtc.so) was not found: install the CUDA toolkit or the nvidia-cuda-nvrtc wheel and put its lib folder on LD_LIBRARY_PATH")]
    NotFound,
    #[error("{log}")]
    Compile { log: String },
    #[error("NVRTC failed: {0}")]
    Call(String),
}

/// What to produce.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// Machine code for `sm_XY` (XY = major*10 + minor).
    Cubin(u32),
    /// PTX for `compute_XY`.
    Ptx(u32),
}

pub struct Output {
    pub image: Vec<u8>,
    /// Warnings (empty when clean).
    pub log: String,
}

pub fn available() -> bool {
    // SAFETY: only tries to open the library.
    unsafe { sys::is_culib_present() }
}

/// NVRTC's version, as (major, minor).
pub fn version() -> Result<(i32, i32), NvrtcError> {
    if !available() {
        return Err(NvrtcError::NotFound);
    }
    let (mut major, mut minor) = (0, 0);
    // SAFETY: the library is present; out-pointers are valid.
    check(unsafe { sys::nvrtcVersion(&mut major, &mut minor) })?;
    Ok((major, minor))
}

fn check(r: sys::nvrtcResult) -> Result<(), NvrtcError> {
    if r == sys::nvrtcResult::NVRTC_SUCCESS {
        return Ok(());
    }
    // SAFETY: nvrtcGetErrorString returns a static string.
    let msg = unsafe { CStr::from_ptr(sys::nvrtcGetErrorString(r)) }.to_string_lossy().to_string();
    Err(NvrtcError::Call(msg))
}

struct Program(sys::nvrtcProgram);

impl Drop for Program {
    fn drop(&mut self) {
        // SAFETY: created by nvrtcCreateProgram and destroyed once.
        unsafe {
            sys::nvrtcDestroyProgram(&mut self.0);
        }
    }
}

/// Compile one translation unit. `name` is the file name NVRTC uses in messages where no
/// `#line` directive applies.
pub fn compile(source: &str, name: &str, target: Target, line_info: bool) -> Result<Output, NvrtcError> {
    compile_with(source, name, target, line_info, &[])
}

/// `compile` with more NVRTC options (a raw unit's own; a `-std=` of theirs replaces cudalab's).
pub fn compile_with(source: &str, name: &str, target: Target, line_info: bool, extra: &[String]) -> Result<Output, NvrtcError> {
    if !available() {
        return Err(NvrtcError::NotFound);
    }
    let cstr = |s: &str| CString::new(s.replace('\0', " ")).map_err(|e| NvrtcError::Call(e.to_string()));
    let src = cstr(source)?;
    let file = cstr(name)?;
    let header = cstr(RUNTIME_HEADER)?;
    let header_name = cstr(RUNTIME_HEADER_NAME)?;
    let headers = [header.as_ptr()];
    let header_names = [header_name.as_ptr()];
    let mut prog: sys::nvrtcProgram = std::ptr::null_mut();
    // SAFETY: all pointers are valid NUL-terminated strings that outlive the call.
    check(unsafe { sys::nvrtcCreateProgram(&mut prog, src.as_ptr(), file.as_ptr(), 1, headers.as_ptr(), header_names.as_ptr()) })?;
    let prog = Program(prog);
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
    let r = unsafe { sys::nvrtcCompileProgram(prog.0, ptrs.len() as i32, ptrs.as_ptr()) };
    let log = program_log(&prog)?;
    if r == sys::nvrtcResult::NVRTC_ERROR_COMPILATION {
        return Err(NvrtcError::Compile { log });
    }
    check(r)?;
    let mut size = 0usize;
    let image = match target {
        Target::Cubin(_) => {
            // SAFETY: `prog` compiled; the buffer has the size NVRTC reports.
            check(unsafe { sys::nvrtcGetCUBINSize(prog.0, &mut size) })?;
            let mut buf = vec![0u8; size];
            // SAFETY: NVRTC writes exactly the `size` bytes it just reported into `buf`, which
            // holds that many; `prog` is live and compiled.
            check(unsafe { sys::nvrtcGetCUBIN(prog.0, buf.as_mut_ptr() as *mut c_char) })?;
            buf
        }
        Target::Ptx(_) => {
            // SAFETY: as above; PTX ends with a NUL that we keep (the driver wants it).
            check(unsafe { sys::nvrtcGetPTXSize(prog.0, &mut size) })?;
            let mut buf = vec![0u8; size];
            // SAFETY: as for the CUBIN: NVRTC writes the `size` bytes (NUL included) it reported.
            check(unsafe { sys::nvrtcGetPTX(prog.0, buf.as_mut_ptr() as *mut c_char) })?;
            buf
        }
    };
    Ok(Output { image, log })
}

fn program_log(prog: &Program) -> Result<String, NvrtcError> {
    let mut size = 0usize;
    // SAFETY: `prog` is live; the buffer has the size NVRTC reports.
    check(unsafe { sys::nvrtcGetProgramLogSize(prog.0, &mut size) })?;
    let mut buf = vec![0u8; size.max(1)];
    // SAFETY: NVRTC writes the `size` bytes (NUL included) it just reported, and `buf` holds
    // at least that many.
    check(unsafe { sys::nvrtcGetProgramLog(prog.0, buf.as_mut_ptr() as *mut c_char) })?;
    let end = buf.iter().position(|b| *b == 0).unwrap_or(buf.len());
    Ok(String::from_utf8_lossy(&buf[..end]).trim().to_string())
}

//! `cudalab doctor`: what this installation can do, in a few lines a teaching assistant can paste
//! into a support request. It probes for the CUDA driver and NVRTC by loading them by name (never
//! creating a context), and lists the limits in force.

use std::fmt::Write;

fn probe_library(names: &[&str]) -> Option<String> {
    for name in names {
        let c = std::ffi::CString::new(*name).ok()?;
        // SAFETY: dlopen with a valid C string; the handle is closed right away.
        let handle = unsafe { libc::dlopen(c.as_ptr(), libc::RTLD_LAZY | libc::RTLD_LOCAL) };
        if !handle.is_null() {
            // SAFETY: `handle` is the non-null handle dlopen just returned, closed once; nothing
            // was looked up in it, so no pointer into the library outlives the close.
            unsafe { libc::dlclose(handle) };
            return Some(name.to_string());
        }
    }
    None
}

fn gpu_names() -> Vec<String> {
    let out = std::process::Command::new("nvidia-smi").args(["--query-gpu=name,driver_version,memory.total", "--format=csv,noheader"]).output();
    match out {
        Ok(o) if o.status.success() => String::from_utf8_lossy(&o.stdout).lines().map(|l| l.trim().to_string()).filter(|l| !l.is_empty()).collect(),
        _ => Vec::new(),
    }
}

pub fn report() -> String {
    let mut s = String::new();
    let _ = writeln!(s, "cudalab {} ({} {})", env!("CARGO_PKG_VERSION"), std::env::consts::OS, std::env::consts::ARCH);
    let driver = probe_library(&["libcuda.so.1", "libcuda.so"]);
    let nvrtc = probe_library(&["libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so"]);
    let gpus = gpu_names();
    let requested = std::env::var("CUDALAB_BACKEND").unwrap_or_else(|_| "auto".into());
    let _ = writeln!(s, "CUDA driver:   {}", driver.as_deref().unwrap_or("not found"));
    let _ = writeln!(s, "NVRTC:         {}", nvrtc.as_deref().unwrap_or("not found"));
    if gpus.is_empty() {
        let _ = writeln!(s, "GPUs:          none visible");
    } else {
        for g in &gpus {
            let _ = writeln!(s, "GPU:           {g}");
        }
    }
    let backend = match requested.as_str() {
        "sim" | "simulator" | "cpu" => "sim (CPU simulator, as requested)".to_string(),
        _ if driver.is_some() && nvrtc.is_some() && !gpus.is_empty() => format!("cuda (CUDALAB_BACKEND={requested}; the context opens on first GPU use)"),
        "cuda" | "gpu" => "cuda requested, but the driver, NVRTC or a GPU is missing: kernels will fail to launch".to_string(),
        _ => format!("sim (CUDALAB_BACKEND={requested}; the CUDA driver, NVRTC or a GPU is missing)"),
    };
    let _ = writeln!(s, "Backend:       {backend}");
    let _ = writeln!(
        s,
        "Device:        CUDALAB_DEVICE={} (an index among the visible GPUs, or a UUID)",
        std::env::var("CUDALAB_DEVICE").unwrap_or_else(|_| "unset".into())
    );
    let limit = match crate::runtime::backend::env_time_limit() {
        Ok(Some(t)) => format!("{t} s"),
        Ok(None) => "none".into(),
        Err(e) => format!("invalid ({e})"),
    };
    let _ = writeln!(
        s,
        "Limits:        CUDALAB_MEMORY_LIMIT={} (device memory per kernel); kernel time limit {limit} (CUDALAB_KERNEL_TIMEOUT, %config GPU.kernel_timeout)",
        std::env::var("CUDALAB_MEMORY_LIMIT").unwrap_or_else(|_| "unset".into())
    );
    let worker = !matches!(std::env::var("CUDALAB_GPU_WORKER").ok().as_deref().map(str::trim), Some("0") | Some("no") | Some("false"));
    let _ = writeln!(
        s,
        "Isolation:     {}",
        if worker {
            "GPU work runs in a cudalab gpu-worker process (a fault, a time-out or an interrupt ends the worker, not the kernel)"
        } else {
            "CUDALAB_GPU_WORKER=0: GPU work runs in the kernel process (a sticky fault ends the GPU for the session; no time limit)"
        }
    );
    let _ = writeln!(s, "Recursion:     {} frames; interrupts stop host loops within one iteration", crate::host::RECURSION_LIMIT);
    s
}

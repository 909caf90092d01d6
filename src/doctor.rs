//! `cudalab doctor`: what this installation can do, in a few lines a teaching assistant can paste
//! into a support request. It probes for the CUDA driver and every NVRTC by loading them (never
//! creating a context), says which NVRTC compiles for each GPU and what it makes, or why none can
//! (`gpu::target_select`), and lists the limits in force.

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

/// What nvidia-smi says of each GPU: its line, and its architecture number (90 for 9.0) where
/// this nvidia-smi knows `compute_cap`.
fn gpus() -> Vec<(String, Option<u32>)> {
    let query = |fields: &str| {
        let out = std::process::Command::new("nvidia-smi").args([&format!("--query-gpu={fields}"), "--format=csv,noheader"]).output();
        match out {
            Ok(o) if o.status.success() => {
                Some(String::from_utf8_lossy(&o.stdout).lines().map(|l| l.trim().to_string()).filter(|l| !l.is_empty()).collect::<Vec<_>>())
            }
            _ => None,
        }
    };
    if let Some(lines) = query("name,driver_version,memory.total,compute_cap") {
        return lines
            .into_iter()
            .map(|l| {
                let (head, cap) = l.rsplit_once(',').map(|(h, c)| (h.trim().to_string(), c.trim().to_string())).unwrap_or((l.clone(), String::new()));
                let arch = cap.split_once('.').and_then(|(a, b)| Some(a.parse::<u32>().ok()? * 10 + b.parse::<u32>().ok()?));
                (format!("{head}, compute capability {cap}"), arch)
            })
            .collect();
    }
    query("name,driver_version,memory.total").unwrap_or_default().into_iter().map(|l| (l, None)).collect()
}

pub fn report() -> String {
    let mut s = String::new();
    let _ = writeln!(s, "cudalab {} ({} {})", env!("CARGO_PKG_VERSION"), std::env::consts::OS, std::env::consts::ARCH);
    let driver = probe_library(&["libcuda.so.1", "libcuda.so"]);
    let driver_cuda = crate::gpu::driver::driver_version();
    let nvrtcs = crate::gpu::nvrtc::installed();
    let gpus = gpus();
    let requested = std::env::var("CUDALAB_BACKEND").unwrap_or_else(|_| "auto".into());
    match (&driver, driver_cuda) {
        (Some(lib), Some((major, minor))) => {
            let _ = writeln!(s, "CUDA driver:   {lib} (runs code of CUDA {major}.{minor} and older)");
        }
        (Some(lib), None) => {
            let _ = writeln!(s, "CUDA driver:   {lib} (cuDriverGetVersion failed)");
        }
        (None, _) => {
            let _ = writeln!(s, "CUDA driver:   not found");
        }
    }
    if nvrtcs.is_empty() {
        let _ = writeln!(s, "NVRTC:         not found (pip install nvidia-cuda-nvrtc, or nvidia-cuda-nvrtc-cu12 for CUDA 12 drivers and GPUs older than 7.5; CUDALAB_NVRTC may name it)");
    }
    for n in nvrtcs {
        let _ = writeln!(s, "NVRTC:         {}", n.describe());
    }
    if std::env::var_os("CUDALAB_NVRTC").is_some() {
        let _ = writeln!(s, "               (only CUDALAB_NVRTC={} is searched)", std::env::var("CUDALAB_NVRTC").unwrap_or_default());
    }
    if gpus.is_empty() {
        let _ = writeln!(s, "GPUs:          none visible");
    }
    // Which NVRTC compiles for each GPU, and what it makes, or why none can.
    let mut usable = 0;
    for (line, arch) in &gpus {
        let _ = writeln!(s, "GPU:           {line}");
        let plan = match (arch, driver_cuda) {
            (Some(arch), Some(drv)) => match crate::gpu::nvrtc::choose(drv, *arch) {
                Ok(c) => {
                    usable += 1;
                    format!("NVRTC {}.{} makes {}", c.nvrtc.version.0, c.nvrtc.version.1, c.target)
                }
                Err(why) => format!("none: {why}"),
            },
            _ => {
                usable += 1;
                "decided when the GPU opens (this nvidia-smi does not report the compute capability)".into()
            }
        };
        let _ = writeln!(s, "  compiles:    {plan}");
    }
    let backend = match requested.as_str() {
        "sim" | "simulator" | "cpu" => "sim (CPU simulator, as requested)".to_string(),
        _ if driver.is_some() && usable > 0 => format!("cuda (CUDALAB_BACKEND={requested}; the context opens on first GPU use)"),
        "cuda" | "gpu" => "cuda requested, but the driver, NVRTC or a GPU it can compile for is missing: kernels will fail to launch".to_string(),
        _ => format!("sim (CUDALAB_BACKEND={requested}; the CUDA driver, NVRTC or a GPU it can compile for is missing)"),
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

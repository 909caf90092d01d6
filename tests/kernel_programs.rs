//! Kernel programs on the simulator, two ways:
//!
//! - `tests/kernels/**/*.py` run under `cudalab run`; stdout must equal `NAME.out` and stderr
//!   `NAME.err` (absent = empty). The same programs run on the GPU by hand (tests/kernels/README).
//! - Golden IR: every `@cuda.jit` kernel of those programs and of `tests/golden/in/*.py` is
//!   compiled and its IR dump compared with `tests/golden/out/ir/PROGRAM.ir`.
//!
//! `CUDALAB_BLESS=1 cargo test --test kernel_programs` rewrites the expected files; review the
//! diff before committing.

use cudalab::host::output::{Captured, Event, Stream};
use cudalab::host::Interp;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

fn bless() -> bool {
    std::env::var_os("CUDALAB_BLESS").is_some()
}

fn programs(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|r| r.filter_map(|e| e.ok()).map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "py")).collect())
        .unwrap_or_default();
    out.sort();
    out
}

/// The repository (CUDALAB_ROOT overrides it, for a test binary carried to a GPU machine).
fn root() -> PathBuf {
    std::env::var_os("CUDALAB_ROOT").map(PathBuf::from).unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")))
}

fn check(expected_path: &Path, actual: &str, failures: &mut Vec<String>) {
    let expected = std::fs::read_to_string(expected_path).unwrap_or_default();
    if expected == actual {
        return;
    }
    if bless() {
        if actual.is_empty() {
            let _ = std::fs::remove_file(expected_path);
        } else {
            std::fs::write(expected_path, actual).expect("write blessed file");
        }
        return;
    }
    failures.push(format!("{}:\n--- expected\n{expected}\n--- actual\n{actual}", expected_path.display()));
}

#[test]
fn kernel_programs_print_what_they_should() {
    let base = root().join("tests/kernels");
    let mut failures = Vec::new();
    let mut count = 0;
    for dir in [base.clone(), base.join("checks")] {
        for p in programs(&dir) {
            count += 1;
            let rel = p.strip_prefix(&base).expect("under tests/kernels").to_path_buf();
            let out = Command::new(env!("CARGO_BIN_EXE_cudalab"))
                .arg("run")
                .arg(&rel)
                .current_dir(&base)
                .env("CUDALAB_BACKEND", "sim")
                .output()
                .expect("run cudalab");
            check(&p.with_extension("out"), &String::from_utf8_lossy(&out.stdout), &mut failures);
            check(&p.with_extension("err"), &String::from_utf8_lossy(&out.stderr), &mut failures);
        }
    }
    assert!(count >= 20, "expected the kernel programs, found {count}");
    assert!(failures.is_empty(), "{} mismatches:\n{}", failures.len(), failures.join("\n\n"));
}

/// Names of the `@cuda.jit` (not device) functions defined in a program.
fn kernel_names(text: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut decorated = false;
    for line in text.lines() {
        let t = line.trim_start();
        if t.starts_with('@') && t.contains("jit") {
            decorated = !t.contains("device=True");
        } else if let Some(rest) = t.strip_prefix("def ") {
            if decorated && line.starts_with("def ") {
                names.push(rest.split('(').next().unwrap_or("").trim().to_string());
            }
            decorated = false;
        }
    }
    names
}

/// The text of `KERNEL.METHOD()` (`inspect_ir`, `inspect_cuda`) for every kernel of a program.
fn inspect_of(path: &Path, method: &'static str, header: &'static str) -> String {
    let text = std::fs::read_to_string(path).expect("read program");
    let name = path.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default();
    let kernels = kernel_names(&text);
    let dir = path.parent().map(|p| p.to_path_buf()).unwrap_or_default();
    std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || {
            let _ = dir;
            let mut i = Interp::new(Box::new(Captured::default()), Arc::new(AtomicBool::new(false)));
            i.color = false;
            let src = std::rc::Rc::new(cudalab::lang::source::Source::new(name.clone(), text));
            let _ = i.run_source(src, false);
            let mut out = String::new();
            for k in kernels {
                let _ = i.run_cell(&format!("print({k}.{method})"), false);
                let c = i.out.as_any_mut().and_then(|a| a.downcast_mut::<Captured>()).expect("captured output");
                let text: String = std::mem::take(&mut c.events)
                    .into_iter()
                    .filter_map(|e| match e {
                        Event::Stream(Stream::Stdout, t) => Some(t),
                        _ => None,
                    })
                    .collect();
                // Only the inspected text: what the program printed comes before its header.
                let ir = text.find(header).map(|s| text[s..].to_string()).unwrap_or_default();
                if !ir.trim().is_empty() {
                    out.push_str(&ir);
                    out.push('\n');
                }
            }
            out
        })
        .expect("spawn")
        .join()
        .expect("golden thread")
}

#[test]
fn golden_ir() {
    let base = root();
    let mut inputs = programs(&base.join("tests/golden/in"));
    inputs.extend(programs(&base.join("tests/kernels")));
    inputs.extend(programs(&base.join("tests/kernels/checks")));
    let mut failures = Vec::new();
    let mut kernels = 0;
    for p in inputs {
        let ir = inspect_of(&p, "inspect_ir()", "kernel ");
        kernels += ir.matches("\nkernel ").count() + ir.starts_with("kernel ") as usize;
        let stem = p.file_stem().map(|s| s.to_string_lossy().to_string()).unwrap_or_default();
        check(&base.join("tests/golden/out/ir").join(format!("{stem}.ir")), &ir, &mut failures);
    }
    assert!(kernels >= 30, "golden IR covers {kernels} kernels; at least 30 expected");
    assert!(failures.is_empty(), "{} golden mismatches (CUDALAB_BLESS=1 to accept):\n{}", failures.len(), failures.join("\n\n"));
}

fn golden_inputs(base: &Path) -> Vec<PathBuf> {
    let mut inputs = programs(&base.join("tests/golden/in"));
    inputs.extend(programs(&base.join("tests/kernels")));
    inputs.extend(programs(&base.join("tests/kernels/checks")));
    inputs
}

/// What `call` (a kernel method) prints for every golden kernel, against
/// `tests/golden/out/DIR/PROGRAM.EXT`.
fn golden_text(call: &'static str, dir: &str, ext: &str) {
    let base = root();
    let mut failures = Vec::new();
    for p in golden_inputs(&base) {
        let text = inspect_of(&p, call, "// kernel ");
        let stem = p.file_stem().map(|s| s.to_string_lossy().to_string()).unwrap_or_default();
        check(&base.join("tests/golden/out").join(dir).join(format!("{stem}.{ext}")), &text, &mut failures);
    }
    assert!(failures.is_empty(), "{} golden mismatches (CUDALAB_BLESS=1 to accept):\n{}", failures.len(), failures.join("\n\n"));
}

/// A golden file's translation units, each from its `// kernel` line.
fn units(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for line in text.lines() {
        if line.starts_with("// kernel ") || out.is_empty() {
            out.push(String::new());
        }
        if let Some(u) = out.last_mut() {
            u.push_str(line);
            u.push('\n');
        }
    }
    out.retain(|u| !u.trim().is_empty());
    out
}

#[test]
fn golden_cuda() {
    golden_text("inspect_cuda()", "cuda", "cu");
}

/// The `__restrict__` variant of every golden kernel (what launches with non-overlapping arrays
/// run) compiles with NVRTC without warnings, and differs from the golden CUDA C only in its
/// pointer parameters and how it names array data: the same statements, so the same fault sites.
#[test]
fn disjoint_variant_compiles_and_keeps_the_sites() {
    let base = root();
    let lib = cudalab::gpu::nvrtc::default_library().ok();
    if lib.is_none() {
        assert!(std::env::var_os("CI").is_none(), "CI must compile the generated CUDA C (scripts/test installs NVRTC)");
        eprintln!("skipped compiling: NVRTC not found");
    }
    let (mut compiled, mut failures) = (0, Vec::new());
    for p in golden_inputs(&base) {
        let plain = inspect_of(&p, "inspect_cuda()", "// kernel ");
        let disjoint = inspect_of(&p, "inspect_cuda(arrays='disjoint')", "// kernel ");
        let sites = |t: &str| -> Vec<String> {
            t.lines()
                .filter(|l| l.contains("cl_index<") || l.contains("_checked<"))
                .map(|l| l.replace("cl_data_", "").replace(".data", "").trim().to_string())
                .collect()
        };
        if sites(&plain) != sites(&disjoint) {
            failures.push(format!("{}: the variants' checked statements differ", p.display()));
        }
        let Some(lib) = lib else { continue };
        for unit in units(&disjoint) {
            compiled += 1;
            match lib.compile_with(&unit, &p.display().to_string(), cudalab::gpu::nvrtc::Target::Ptx(90), false, &["--fmad=false".into()]) {
                Ok(out) if out.log.is_empty() => {}
                Ok(out) => failures.push(format!("{}: warnings:\n{}", p.display(), out.log)),
                Err(e) => failures.push(format!("{}: {e}\n{unit}", p.display())),
            }
        }
    }
    eprintln!("compiled {compiled} disjoint-array units");
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n\n"));
}

/// cudalab's own PTX (the first call's quick code) for every golden kernel, or the construct
/// that keeps a kernel on NVRTC.
#[test]
fn golden_ptx() {
    golden_text("inspect_ptx()", "ptx", "ptx");
}

/// Every golden PTX module assembles with ptxas for sm_90 and for sm_75 (Turing, the oldest CUDA 13 takes) (its `.version` and
/// `.target` changed), without warnings. CI installs ptxas from PyPI (nvidia-cuda-nvcc;
/// scripts/test names it in CUDALAB_TEST_PTXAS); elsewhere the test is skipped with a note.
#[test]
fn written_ptx_assembles_with_ptxas() {
    let Some(ptxas) = std::env::var("CUDALAB_TEST_PTXAS").ok().filter(|p| !p.is_empty()) else {
        assert!(std::env::var_os("CI").is_none(), "CI must assemble the written PTX (scripts/test sets CUDALAB_TEST_PTXAS)");
        eprintln!("skipped: CUDALAB_TEST_PTXAS is not set (pip install nvidia-cuda-nvcc and name its bin/ptxas)");
        return;
    };
    let dir = root().join("tests/golden/out/ptx");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir).expect("golden ptx dir").filter_map(|e| e.ok()).map(|e| e.path()).collect();
    files.sort();
    let tmp = std::env::temp_dir().join(format!("cudalab-ptxas-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("temp dir");
    let (mut modules, mut failures) = (0, Vec::new());
    for f in files {
        let text = std::fs::read_to_string(&f).expect("read .ptx");
        for unit in units(&text).iter().filter(|u| u.contains(".entry")) {
            for (arch, version) in [("sm_90", "7.8"), ("sm_75", "6.3")] {
                modules += 1;
                let unit = unit.replace(".target sm_90", &format!(".target {arch}")).replace(".version 7.8", &format!(".version {version}"));
                let path = tmp.join("unit.ptx");
                std::fs::write(&path, &unit).expect("write unit");
                let out = Command::new(&ptxas).arg(format!("-arch={arch}")).arg(&path).arg("-o").arg(tmp.join("unit.cubin")).output().expect("run ptxas");
                let log = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
                if !out.status.success() || !log.trim().is_empty() {
                    failures.push(format!("{} ({arch}):\n{log}\n{unit}", f.display()));
                }
            }
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    eprintln!("ptxas assembled {modules} PTX modules");
    assert!(modules >= 40, "only {modules} PTX modules written");
    assert!(failures.is_empty(), "{} of {modules} PTX modules failed ptxas:\n{}", failures.len(), failures.join("\n\n"));
}

/// Compile every golden CUDA C translation unit (and the warm-up kernel) with `lib` for
/// `target`: the number of units, and what failed, warned or (PTX only) `ptx_check` refused.
fn compile_goldens(lib: &cudalab::gpu::nvrtc::Nvrtc, target: cudalab::gpu::nvrtc::Target, ptx_check: &dyn Fn(&str) -> Option<String>) -> (usize, Vec<String>) {
    let dir = root().join("tests/golden/out/cuda");
    let mut count = 0;
    let mut failures = Vec::new();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir).expect("golden cuda dir").filter_map(|e| e.ok()).map(|e| e.path()).collect();
    files.sort();
    for f in files {
        let text = std::fs::read_to_string(&f).expect("read .cu");
        for unit in units(&text) {
            count += 1;
            match lib.compile_with(&unit, &f.display().to_string(), target, false, &[]) {
                Ok(out) if out.log.is_empty() => {
                    if matches!(target, cudalab::gpu::nvrtc::Target::Ptx(_)) {
                        if let Some(why) = ptx_check(&String::from_utf8_lossy(&out.image)) {
                            failures.push(format!("{}: {why}", f.display()));
                        }
                    }
                }
                Ok(out) => failures.push(format!("{}: warnings:\n{}", f.display(), out.log)),
                Err(e) => failures.push(format!("{}: {e}", f.display())),
            }
        }
    }
    if let Err(e) = lib.compile_with(cudalab::runtime::backend::WARM_UP_SOURCE, "warm_up.cu", target, false, &[]) {
        failures.push(format!("the NVRTC warm-up kernel: {e}"));
    }
    (count, failures)
}

/// Every golden CUDA C translation unit compiles with NVRTC to PTX, with no warnings. CI
/// installs NVRTC from PyPI (scripts/test puts it on LD_LIBRARY_PATH); elsewhere the test is
/// skipped with a note when NVRTC is absent, but never under CI.
#[test]
fn generated_cuda_compiles_with_nvrtc() {
    use cudalab::gpu::nvrtc;
    let Ok(lib) = nvrtc::default_library() else {
        assert!(std::env::var_os("CI").is_none(), "NVRTC is not installed, and CI must compile the generated CUDA C (scripts/test installs it)");
        eprintln!("skipped: NVRTC not found (pip install nvidia-cuda-nvrtc==13.0.* and add its lib folder to LD_LIBRARY_PATH)");
        return;
    };
    let (units, failures) = compile_goldens(lib, nvrtc::Target::Ptx(90), &|_| None);
    eprintln!("{} compiled {units} generated translation units", lib.describe());
    assert!(units >= 30, "only {units} translation units compiled");
    assert!(failures.is_empty(), "{} of {units} generated CUDA C units failed NVRTC:\n{}", failures.len(), failures.join("\n\n"));
}

/// No `bfe` (bit-field extract) whose field runs past its operand's top bit: NVRTC 12 wrote one
/// for Python's `%` on compute_6x (`r < 0 ? 3 : 0` as bits 63..64, which the PTX rules make 0 or
/// 1), and -5 % 3 came out -1 when that PTX ran on an H200; cudalab.cuh's cl_mod now hides the
/// divisor there.
fn bfe_within_its_operand(ptx: &str) -> Option<String> {
    for line in ptx.lines().map(str::trim).filter(|l| l.starts_with("bfe.")) {
        let width: u32 = if line.starts_with("bfe.u64") || line.starts_with("bfe.s64") { 64 } else { 32 };
        let nums: Vec<u32> = line.trim_end_matches(';').split(',').skip(2).filter_map(|p| p.trim().parse().ok()).collect();
        if let [pos, len] = nums[..] {
            if pos + len > width {
                return Some(format!("a bit-field extract past bit {}: {line}", width - 1));
            }
        }
    }
    None
}

/// The GPUs classrooms still have: NVRTC 12 (the oldest 12.x, from PyPI's
/// nvidia-cuda-nvrtc-cu12; scripts/test names it in CUDALAB_TEST_NVRTC12) compiles every golden
/// unit for Pascal (sm_60) and Volta (sm_70) as machine code, and for Pascal and Hopper as PTX,
/// with no warnings and no bit-field extract past its operand: the runtime header and the generated code use nothing those GPUs lack. NVRTC 12
/// and 13 are loaded side by side in this process, as `nvrtc::installed` may do.
#[test]
fn generated_cuda_compiles_with_nvrtc_12_for_pascal_and_volta() {
    use cudalab::gpu::nvrtc::{self, Target};
    let Some(path) = std::env::var("CUDALAB_TEST_NVRTC12").ok().filter(|p| !p.is_empty()) else {
        assert!(std::env::var_os("CI").is_none(), "CI must compile the generated CUDA C with NVRTC 12 (scripts/test sets CUDALAB_TEST_NVRTC12)");
        eprintln!("skipped: CUDALAB_TEST_NVRTC12 is not set (pip install nvidia-cuda-nvrtc-cu12 and name its libnvrtc.so.12)");
        return;
    };
    let lib = nvrtc::Nvrtc::open(&path).unwrap_or_else(|e| panic!("cannot load NVRTC 12 from {path}: {e}"));
    assert_eq!(lib.version.0, 12, "{}", lib.describe());
    for arch in [60, 70] {
        assert!(lib.archs.contains(&arch), "{} does not list sm_{arch}", lib.describe());
    }
    for target in [Target::Cubin(60), Target::Cubin(70), Target::Ptx(60), Target::Ptx(90)] {
        let (units, failures) = compile_goldens(&lib, target, &bfe_within_its_operand);
        eprintln!("{} compiled {units} generated translation units ({target})", lib.describe());
        assert!(units >= 30, "only {units} translation units compiled");
        assert!(failures.is_empty(), "{} of {units} generated CUDA C units failed {} ({target}):\n{}", failures.len(), lib.describe(), failures.join("\n\n"));
    }
}

/// Programs whose output depends on the simulator's checks or on scheduling: barrier divergence
/// is undefined behaviour on a GPU (it may hang), and a racy counter's value varies by run.
const SIM_ONLY: &[&str] = &[
    "barrier_divergence",
    "c_barrier_divergence",
    "c_outside_subset",
    "barrier_after_exit",
    "grid_barrier_after_exit",
    "grid_too_large",
    "warp_shuffle_exited_lane",
];
const RACY_STDOUT: &[&str] = &["race_global"];

/// The same programs on the CUDA backend, with the simulator's expected output (race warnings
/// are the simulator's own). Skipped without a GPU; run on the GPU machine by hand.
#[test]
fn kernel_programs_on_the_gpu() {
    if !cudalab::gpu::driver::driver_present() {
        eprintln!("skipped: no CUDA driver on this machine");
        return;
    }
    let base = root().join("tests/kernels");
    let mut failures = Vec::new();
    let mut table = Vec::new();
    for dir in [base.clone(), base.join("checks"), root().join("tests/gpu")] {
        for p in programs(&dir) {
            let stem = p.file_stem().map(|s| s.to_string_lossy().to_string()).unwrap_or_default();
            if SIM_ONLY.contains(&stem.as_str()) {
                table.push(format!("{stem:32} sim-only"));
                continue;
            }
            let rel = p.strip_prefix(&base).map(|r| r.to_path_buf()).unwrap_or_else(|_| p.clone());
            let t0 = std::time::Instant::now();
            let bin = std::env::var("CUDALAB_BIN").unwrap_or_else(|_| env!("CARGO_BIN_EXE_cudalab").to_string());
            let out = Command::new(bin)
                .arg("run")
                .arg(&rel)
                .current_dir(&base)
                .env("CUDALAB_BACKEND", "cuda")
                .env("CUDALAB_MEMORY_LIMIT", "1GiB")
                .output()
                .expect("run cudalab");
            let secs = t0.elapsed().as_secs_f64();
            let before = failures.len();
            let stdout = String::from_utf8_lossy(&out.stdout).to_string();
            if !RACY_STDOUT.contains(&stem.as_str()) {
                let expected = std::fs::read_to_string(p.with_extension("out")).unwrap_or_default();
                if expected != stdout {
                    failures.push(format!("{stem} stdout:\n--- simulator\n{expected}\n--- gpu\n{stdout}"));
                }
            }
            let strip = |s: &str| s.lines().filter(|l| !l.starts_with("RaceWarning:")).map(|l| format!("{l}\n")).collect::<String>();
            let expected = strip(&std::fs::read_to_string(p.with_extension("err")).unwrap_or_default());
            let stderr = strip(&String::from_utf8_lossy(&out.stderr));
            if expected != stderr {
                failures.push(format!("{stem} stderr:\n--- simulator\n{expected}\n--- gpu\n{stderr}"));
            }
            table.push(format!("{stem:32} {} ({secs:.2} s)", if failures.len() == before { "identical" } else { "DIFFERS" }));
        }
    }
    eprintln!("tests/kernels on the CUDA backend:\n{}", table.join("\n"));
    assert!(failures.is_empty(), "{} differences from the simulator:\n{}", failures.len(), failures.join("\n\n"));
}

/// Issue 8 on a GPU machine: an interrupt (SIGINT, what Jupyter's interrupt sends) while the
/// cell waits on a kernel that never ends. The cell must stop waiting within a second or so, the
/// GPU worker is ended, and the program goes on: a host variable prints, a new kernel runs.
#[test]
fn gpu_worker_interrupt() {
    if !cudalab::gpu::driver::driver_present() {
        eprintln!("skipped: no CUDA driver on this machine");
        return;
    }
    let dir = std::env::temp_dir().join(format!("cudalab-interrupt-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let script = dir.join("interrupt.py");
    std::fs::write(
        &script,
        "import numpy as np\nfrom numba import cuda\nkept = 42\n\n@cuda.jit\ndef forever(a):\n    while a[0] >= 0:\n        a[1] += 1\n\n@cuda.jit\ndef add_one(a):\n    a[cuda.grid(1)] += 1\n\n\
d = cuda.to_device(np.zeros(2, dtype=np.int64))\nforever[1, 1](d)\nprint('launched', flush=True)\ntry:\n    cuda.synchronize()\nexcept KeyboardInterrupt as e:\n    print('KeyboardInterrupt:', str(e).splitlines()[0])\n\
a = np.zeros(4)\nadd_one[1, 4](a)\nprint('host variable:', kept, '| new kernel:', a)\n",
    )
    .expect("write script");
    let bin = std::env::var("CUDALAB_BIN").unwrap_or_else(|_| env!("CARGO_BIN_EXE_cudalab").to_string());
    let mut child = Command::new(bin)
        .arg("run")
        .arg(&script)
        .env("CUDALAB_BACKEND", "cuda")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run cudalab");
    // Wait for the launch, then interrupt as Jupyter does.
    let mut stdout = child.stdout.take().expect("stdout");
    let mut first = [0u8; 9];
    std::io::Read::read_exact(&mut stdout, &mut first).expect("the script launches its kernel");
    assert_eq!(&first, b"launched\n");
    std::thread::sleep(std::time::Duration::from_millis(300));
    let t0 = std::time::Instant::now();
    // SAFETY: sending a signal to our own child.
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut stdout, &mut rest).expect("read the rest");
    let status = child.wait().expect("wait");
    let waited = t0.elapsed().as_secs_f64();
    eprintln!("interrupt: the program went on {waited:.2} s after SIGINT (kernel stopped, new worker started):\n{rest}");
    assert!(status.success(), "exit status {status}");
    assert!(rest.starts_with("KeyboardInterrupt: interrupted while kernel 'forever'"), "{rest}");
    assert!(rest.contains("host variable: 42 | new kernel: [1. 1. 1. 1.]"), "{rest}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 8 on a GPU machine: the worker process itself dies (here SIGKILL, as the OOM killer
/// would). The cell waiting on it gets an error that says so and names the kernel; the program
/// goes on with its host variables, and a new worker runs the next kernel.
#[test]
fn gpu_worker_crash() {
    if !cudalab::gpu::driver::driver_present() {
        eprintln!("skipped: no CUDA driver on this machine");
        return;
    }
    let dir = std::env::temp_dir().join(format!("cudalab-crash-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let script = dir.join("crash.py");
    std::fs::write(
        &script,
        "import time\nimport numpy as np\nfrom numba import cuda\nkept = 7\n\n@cuda.jit\ndef add_one(a):\n    a[cuda.grid(1)] += 1\n\n\
d = cuda.to_device(np.zeros(4))\nadd_one[1, 4](d)\nprint('ready', flush=True)\ntime.sleep(3)\ntry:\n    cuda.synchronize()\n    d.copy_to_host()\nexcept RuntimeError as e:\n    print('RuntimeError:', str(e).splitlines()[0])\n\
a = np.zeros(4)\nadd_one[1, 4](a)\nprint('host variable:', kept, '| new kernel:', a)\n",
    )
    .expect("write script");
    let bin = std::env::var("CUDALAB_BIN").unwrap_or_else(|_| env!("CARGO_BIN_EXE_cudalab").to_string());
    let mut child = Command::new(bin)
        .arg("run")
        .arg(&script)
        .env("CUDALAB_BACKEND", "cuda")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run cudalab");
    let mut stdout = child.stdout.take().expect("stdout");
    let mut first = [0u8; 6];
    std::io::Read::read_exact(&mut stdout, &mut first).expect("the script starts its worker");
    assert_eq!(&first, b"ready\n");
    // The worker is the child process of `cudalab run` whose command line ends in gpu-worker.
    let parent = child.id().to_string();
    let mut killed = 0;
    for entry in std::fs::read_dir("/proc").expect("/proc").flatten() {
        let stat = std::fs::read_to_string(entry.path().join("stat")).unwrap_or_default();
        let cmdline = std::fs::read_to_string(entry.path().join("cmdline")).unwrap_or_default();
        let ppid = stat.rsplit(')').next().and_then(|r| r.split_whitespace().nth(1)).unwrap_or("");
        if ppid == parent && cmdline.contains("gpu-worker") {
            if let Ok(pid) = entry.file_name().to_string_lossy().parse::<i32>() {
                // SAFETY: killing the worker of our own child.
                unsafe { libc::kill(pid, libc::SIGKILL) };
                killed += 1;
            }
        }
    }
    assert_eq!(killed, 1, "one GPU worker under the kernel process");
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut stdout, &mut rest).expect("read the rest");
    let status = child.wait().expect("wait");
    eprintln!("crash: after SIGKILL of the worker:\n{rest}");
    assert!(status.success(), "exit status {status}");
    assert!(rest.starts_with("RuntimeError: the GPU worker process ended unexpectedly (killed by signal 9)"), "{rest}");
    assert!(rest.contains("host variable: 7 | new kernel: [1. 1. 1. 1.]"), "{rest}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Golden IR and CUDA C of the raw CUDA C front end: every `__global__` function of
/// `tests/golden/in/*.cu`, lowered by `compiler::cfront`, dumped to
/// `tests/golden/out/ir/NAME.cu.ir` and written as CUDA C to `tests/golden/out/cuda/NAME.c.cu`
/// (which `generated_cuda_compiles_with_nvrtc` compiles).
#[test]
fn golden_c_front_end() {
    use cudalab::compiler::{self, cfront};
    let base = root();
    let mut files: Vec<PathBuf> = std::fs::read_dir(base.join("tests/golden/in"))
        .map(|r| r.filter_map(|e| e.ok()).map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "cu")).collect())
        .unwrap_or_default();
    files.sort();
    let mut failures = Vec::new();
    let mut kernels = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).expect("read .cu");
        let name = f.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default();
        let stem = f.file_stem().map(|s| s.to_string_lossy().to_string()).unwrap_or_default();
        let source = std::rc::Rc::new(cudalab::lang::source::Source::new(name.clone(), text));
        let program = match cfront::parse_program(source.clone(), &[]) {
            Ok(p) => p,
            Err(e) => {
                failures.push(format!("{name}: {}", e.render(&[source], "<module>")));
                continue;
            }
        };
        let (mut ir, mut cuda) = (String::new(), String::new());
        for k in program.kernels() {
            kernels += 1;
            match program.lower(&k.name, compiler::ir::Options::default()) {
                Ok(c) => {
                    ir.push_str(&compiler::dump::dump(&c.module));
                    ir.push('\n');
                    match compiler::validate(&c.module) {
                        Ok(info) => cuda.push_str(&compiler::cuda::write(&c.module, &info, compiler::cuda::Arrays::MayOverlap).text),
                        Err(e) => failures.push(format!("{name}: {}: invalid IR: {e}", k.name)),
                    }
                }
                Err(e) => failures.push(format!("{name}: {}", e.render(std::slice::from_ref(&source), &k.name))),
            }
        }
        check(&base.join("tests/golden/out/ir").join(format!("{stem}.cu.ir")), &ir, &mut failures);
        check(&base.join("tests/golden/out/cuda").join(format!("{stem}.c.cu")), &cuda, &mut failures);
    }
    assert!(files.is_empty() || kernels > 0, "no kernels in the golden .cu inputs");
    assert!(failures.is_empty(), "{} golden C mismatches (CUDALAB_BLESS=1 to accept):\n{}", failures.len(), failures.join("\n\n"));
}

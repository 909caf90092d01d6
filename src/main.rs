//! The `cudalab` command line: `kernel` (what Jupyter starts), `install`/`uninstall` (the
//! kernelspec), `run` (a notebook or script without Jupyter), `doctor` and `cache` (the compiled
//! kernels on disk). The only place `anyhow` is used.

use anyhow::Context;
use clap::{Parser, Subcommand};
use cudalab::jupyter::install::{install, uninstall, Location, Spec};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

#[global_allocator]
static ALLOC: cudalab::array::huge_pages::HugePageAlloc = cudalab::array::huge_pages::HugePageAlloc;

#[derive(Parser)]
#[command(name = "cudalab", version, about = "A Jupyter kernel for GPU programming courses (the Numba-CUDA dialect of Python)")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run as a Jupyter kernel (kernel.json calls this).
    Kernel {
        #[arg(long = "connection-file", short = 'f')]
        connection_file: PathBuf,
    },
    /// Install the kernelspec so Jupyter lists "CUDA Lab (Python)".
    Install {
        #[command(flatten)]
        at: Where,
        /// The name Jupyter's launcher shows (default "CUDA Lab (Python)").
        #[arg(long, value_name = "TEXT")]
        display_name: Option<String>,
        /// An environment variable for the kernel, e.g. `--env CUDALAB_BACKEND sim` (repeatable).
        #[arg(long, num_args = 2, value_names = ["KEY", "VALUE"], action = clap::ArgAction::Append)]
        env: Vec<String>,
    },
    /// Remove a kernelspec `install` wrote.
    Uninstall {
        #[command(flatten)]
        at: Where,
    },
    /// The cache of compiled kernels: `info` (where, how full) or `clear`.
    Cache {
        #[arg(value_parser = ["info", "clear"], default_value = "info")]
        action: String,
    },
    /// Execute a notebook (.ipynb) or a script (.py) and print its outputs.
    Run {
        path: PathBuf,
        /// Write the executed notebook here.
        #[arg(long, short = 'o')]
        output: Option<PathBuf>,
        /// Keep going after a cell raises (exit status 0).
        #[arg(long)]
        allow_errors: bool,
    },
    /// Report versions, the backend, the GPU, driver and NVRTC, and the limits in force.
    Doctor,
    /// The GPU worker process (started by the kernel; speaks a binary protocol on stdin/stdout).
    #[command(hide = true)]
    GpuWorker,
}

fn sigint_flag() -> Arc<AtomicBool> {
    let flag = Arc::new(AtomicBool::new(false));
    static FLAG: std::sync::OnceLock<Arc<AtomicBool>> = std::sync::OnceLock::new();
    let _ = FLAG.set(flag.clone());
    extern "C" fn on_sigint(_: libc::c_int) {
        if let Some(f) = FLAG.get() {
            if f.swap(true, Ordering::SeqCst) {
                // A second Ctrl-C while the first is pending ends the program.
                // SAFETY: _exit is async-signal-safe (POSIX) and takes no pointers; it ends the
                // process without running destructors or atexit handlers, which is the intent.
                unsafe { libc::_exit(130) };
            }
        }
    }
    // SAFETY: the handler does only async-signal-safe things: an atomic load (OnceLock::get, set
    // before this), an atomic swap, and _exit. Its type is the `extern "C" fn(c_int)` that
    // sighandler_t stands for.
    unsafe { libc::signal(libc::SIGINT, on_sigint as *const () as libc::sighandler_t) };
    flag
}

/// Which kernelspec `install` writes and `uninstall` removes.
#[derive(clap::Args)]
struct Where {
    /// The current user's kernelspecs (the default).
    #[arg(long, conflicts_with_all = ["sys_prefix", "prefix"])]
    user: bool,
    /// The active Python environment's (VIRTUAL_ENV, CONDA_PREFIX or python3's prefix).
    #[arg(long)]
    sys_prefix: bool,
    /// Those under DIR/share/jupyter/kernels.
    #[arg(long, value_name = "DIR", conflicts_with = "sys_prefix")]
    prefix: Option<PathBuf>,
    /// Kernel name (the directory name Jupyter uses).
    #[arg(long, default_value = "cudalab")]
    name: String,
}

impl Where {
    fn location(&self) -> Location {
        match (self.sys_prefix, &self.prefix) {
            (true, _) => Location::SysPrefix,
            (false, Some(p)) => Location::Prefix(p.clone()),
            (false, None) => Location::User,
        }
    }
}

fn cache(action: &str) -> anyhow::Result<()> {
    use cudalab::gpu::kernel_cache::{default_dir, max_bytes, KernelCache, DEFAULT_MAX_BYTES};
    let dir = default_dir().context("no cache directory: neither CUDALAB_CACHE_DIR, XDG_CACHE_HOME nor HOME is set")?;
    let cache =
        KernelCache::open(&dir).with_context(|| format!("{} cannot be used as the kernel cache (not a private directory of this user)", dir.display()))?;
    let mib = |b: u64| b as f64 / (1u64 << 20) as f64;
    match action {
        "clear" => {
            let gone = cache.clear();
            println!("Removed {} compiled kernels ({:.1} MiB) from {}", gone.entries, mib(gone.bytes), dir.display());
        }
        _ => {
            let u = cache.usage();
            let (max, note) = match max_bytes() {
                Ok(m) => (m, String::new()),
                Err(e) => (DEFAULT_MAX_BYTES, format!(" ({e}; the default applies)")),
            };
            println!("kernel cache: {}", dir.display());
            println!("entries:      {}", u.entries);
            println!("size:         {:.1} MiB of {:.0} MiB (CUDALAB_CACHE_MAX){note}", mib(u.bytes), mib(max));
            println!("eviction:     least recently used entries go when a new one would pass the cap");
        }
    }
    Ok(())
}

fn main() -> std::process::ExitCode {
    match run(Cli::parse()) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("cudalab: error: {e:#}");
            std::process::ExitCode::from(2)
        }
    }
}

fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        Command::Kernel { connection_file } => {
            let info = cudalab::jupyter::connection::ConnectionInfo::load(&connection_file)?;
            cudalab::jupyter::server::run(info)?;
            // The engine thread may still be compiling (a shutdown during a cell): end the
            // process without running libraries' exit-time destructors under it.
            cudalab::runtime::backend::finish_warm_up();
            use std::io::Write;
            let _ = std::io::stdout().flush();
            let _ = std::io::stderr().flush();
            // SAFETY: _exit ends the process at once; everything the kernel promised (replies,
            // iopub) was flushed before `run` returned.
            unsafe { libc::_exit(0) };
        }
        Command::Install { at, display_name, env } => {
            let env = env.chunks(2).map(|kv| (kv[0].clone(), kv.get(1).cloned().unwrap_or_default())).collect();
            let dir = install(&at.location(), &at.name, &Spec { display_name, env })?;
            println!("Installed kernelspec {} in {}", at.name, dir.display());
        }
        Command::Uninstall { at } => {
            let dir = uninstall(&at.location(), &at.name)?;
            println!("Removed kernelspec {} from {}", at.name, dir.display());
        }
        Command::Cache { action } => cache(&action)?,
        Command::Run { path, output, allow_errors } => {
            let interrupt = sigint_flag();
            let is_script = path.extension().is_some_and(|e| e == "py");
            if is_script && output.is_some() {
                anyhow::bail!("--output writes notebooks; {} is a script", path.display());
            }
            let shown = path.display().to_string();
            let ran = cudalab::notebook::on_big_stack(move || {
                if is_script {
                    cudalab::notebook::run_script(&path, interrupt)
                } else {
                    let opts = cudalab::notebook::RunOptions { output: output.as_deref(), allow_errors };
                    cudalab::notebook::run_notebook(&path, &opts, interrupt)
                }
            });
            cudalab::runtime::backend::finish_warm_up();
            let ok = ran.with_context(|| format!("cannot run {shown}"))?;
            if !ok {
                std::process::exit(1);
            }
        }
        Command::Doctor => print!("{}", cudalab::doctor::report()),
        Command::GpuWorker => std::process::exit(cudalab::gpu::worker::server::serve()),
    }
    Ok(())
}

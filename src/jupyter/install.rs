//! `cudalab install` / `uninstall`: write (or remove) the kernelspec (kernel.json with this
//! binary's absolute path, the logos) where `jupyter kernelspec list` looks.
//!
//! A binary inside a Cargo build directory (`.../target/release/cudalab`) is copied into the
//! kernelspec first, so the kernel still starts after `cargo clean` or a rebuild; an installed
//! one (`cargo install`, a pip wheel's `bin/`) is named where it is.

use serde_json::json;
use std::path::{Path, PathBuf};

const LOGO_32: &[u8] = include_bytes!("../../packaging/wheel-data/data/share/jupyter/kernels/cudalab/logo-32x32.png");
const LOGO_64: &[u8] = include_bytes!("../../packaging/wheel-data/data/share/jupyter/kernels/cudalab/logo-64x64.png");
const LOGO_SVG: &[u8] = include_bytes!("../../packaging/wheel-data/data/share/jupyter/kernels/cudalab/logo-svg.svg");

pub const DISPLAY_NAME: &str = "CUDA Lab (Python)";

#[derive(Debug, Clone)]
pub enum Location {
    User,
    SysPrefix,
    Prefix(PathBuf),
}

#[derive(Debug, thiserror::Error)]
pub enum InstallError {
    #[error("cannot find this program's own path: {0}")]
    SelfPath(std::io::Error),
    #[error("no home directory (HOME is not set)")]
    NoHome,
    #[error("--sys-prefix needs an active Python environment (VIRTUAL_ENV or CONDA_PREFIX), or python3 on PATH")]
    NoPrefix,
    #[error("cannot write {0}: {1}")]
    Write(String, std::io::Error),
    #[error("kernel name '{0}' may only hold letters, digits, '.', '_' and '-', and may not start with '.'")]
    BadName(String),
    #[error("no kernelspec named '{0}' in {1}")]
    NotInstalled(String, String),
    #[error("{0} is not a cudalab kernelspec (its kernel.json does not run cudalab); not removing it")]
    NotOurs(String),
    #[error("environment variable name '{0}' is not valid")]
    BadEnv(String),
}

/// What a kernelspec says besides where the binary is.
#[derive(Debug, Clone, Default)]
pub struct Spec {
    /// Shown in Jupyter's launcher; None: `DISPLAY_NAME`.
    pub display_name: Option<String>,
    /// Set for the kernel process (e.g. `CUDALAB_BACKEND=sim` for a simulator kernel).
    pub env: Vec<(String, String)>,
}

fn python_prefix() -> Option<PathBuf> {
    for var in ["VIRTUAL_ENV", "CONDA_PREFIX"] {
        if let Ok(p) = std::env::var(var) {
            if !p.is_empty() {
                return Some(PathBuf::from(p));
            }
        }
    }
    let out = std::process::Command::new("python3").args(["-c", "import sys; print(sys.prefix)"]).output().ok()?;
    let s = String::from_utf8(out.stdout).ok()?;
    let s = s.trim();
    (!s.is_empty()).then(|| PathBuf::from(s))
}

pub fn kernels_dir(location: &Location) -> Result<PathBuf, InstallError> {
    Ok(match location {
        Location::User => {
            if let Ok(d) = std::env::var("JUPYTER_DATA_DIR") {
                if !d.is_empty() {
                    return Ok(PathBuf::from(d).join("kernels"));
                }
            }
            let home = std::env::var("HOME").map_err(|_| InstallError::NoHome)?;
            if cfg!(target_os = "macos") {
                PathBuf::from(home).join("Library/Jupyter/kernels")
            } else {
                let data = std::env::var("XDG_DATA_HOME").ok().filter(|s| !s.is_empty()).map(PathBuf::from);
                data.unwrap_or_else(|| PathBuf::from(home).join(".local/share")).join("jupyter/kernels")
            }
        }
        Location::SysPrefix => python_prefix().ok_or(InstallError::NoPrefix)?.join("share/jupyter/kernels"),
        Location::Prefix(p) => p.join("share/jupyter/kernels"),
    })
}

pub fn kernel_json(exe: &Path, spec: &Spec) -> serde_json::Value {
    let env: serde_json::Map<String, serde_json::Value> = spec.env.iter().map(|(k, v)| (k.clone(), json!(v))).collect();
    json!({
        "argv": [exe.display().to_string(), "kernel", "--connection-file", "{connection_file}"],
        "display_name": spec.display_name.as_deref().unwrap_or(DISPLAY_NAME),
        "language": "python",
        "interrupt_mode": "message",
        "env": env,
        "metadata": {"debugger": false, "cudalab": {"version": env!("CARGO_PKG_VERSION")}},
    })
}

/// A kernelspec name Jupyter accepts (`[a-zA-Z0-9._-]+`) that also stays inside
/// `share/jupyter/kernels`: no `.`, `..` or hidden names.
fn valid_name(name: &str) -> bool {
    !name.is_empty() && !name.starts_with('.') && name.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))
}

/// Whether `exe` lies in a Cargo build directory (`target/<profile>/` or a target triple's),
/// which `cargo clean` empties.
fn in_cargo_target(exe: &Path) -> bool {
    exe.ancestors().skip(1).any(|a| a.file_name().is_some_and(|n| n == "target") && a.parent().is_some_and(|p| p.join("Cargo.toml").exists()))
}

/// Install the kernelspec; returns the directory written.
pub fn install(location: &Location, name: &str, spec: &Spec) -> Result<PathBuf, InstallError> {
    if !valid_name(name) {
        return Err(InstallError::BadName(name.to_string()));
    }
    if let Some((k, _)) = spec.env.iter().find(|(k, _)| k.is_empty() || k.contains('=') || k.contains('\0')) {
        return Err(InstallError::BadEnv(k.clone()));
    }
    let exe = std::env::current_exe().and_then(|p| p.canonicalize()).map_err(InstallError::SelfPath)?;
    let dir = kernels_dir(location)?.join(name);
    let w = |p: PathBuf, data: &[u8]| std::fs::write(&p, data).map_err(|e| InstallError::Write(p.display().to_string(), e));
    std::fs::create_dir_all(&dir).map_err(|e| InstallError::Write(dir.display().to_string(), e))?;
    let exe = if in_cargo_target(&exe) {
        // Copied under a temporary name and renamed: a kernel running the old copy keeps it.
        let kept = dir.join("cudalab");
        let tmp = dir.join(".cudalab.tmp");
        std::fs::copy(&exe, &tmp).and_then(|_| std::fs::rename(&tmp, &kept)).map_err(|e| InstallError::Write(kept.display().to_string(), e))?;
        kept
    } else {
        exe
    };
    let spec = serde_json::to_string_pretty(&kernel_json(&exe, spec)).unwrap_or_default() + "\n";
    w(dir.join("kernel.json"), spec.as_bytes())?;
    w(dir.join("logo-32x32.png"), LOGO_32)?;
    w(dir.join("logo-64x64.png"), LOGO_64)?;
    w(dir.join("logo-svg.svg"), LOGO_SVG)?;
    Ok(dir)
}

/// Remove the kernelspec `name` at `location`; returns the directory removed. Only a
/// kernelspec whose kernel.json runs cudalab is removed.
pub fn uninstall(location: &Location, name: &str) -> Result<PathBuf, InstallError> {
    if !valid_name(name) {
        return Err(InstallError::BadName(name.to_string()));
    }
    let base = kernels_dir(location)?;
    let dir = base.join(name);
    let json = std::fs::read_to_string(dir.join("kernel.json")).map_err(|_| InstallError::NotInstalled(name.to_string(), base.display().to_string()))?;
    let v: serde_json::Value = serde_json::from_str(&json).map_err(|_| InstallError::NotOurs(dir.display().to_string()))?;
    if v["metadata"]["cudalab"].is_null() {
        return Err(InstallError::NotOurs(dir.display().to_string()));
    }
    std::fs::remove_dir_all(&dir).map_err(|e| InstallError::Write(dir.display().to_string(), e))?;
    Ok(dir)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_stay_inside_the_kernels_directory() {
        for good in ["cudalab", "cudalab-sim", "py3.12_gpu"] {
            assert!(valid_name(good), "{good}");
        }
        for bad in ["", ".", "..", ".hidden", "../x", "a/b", "a b"] {
            assert!(!valid_name(bad), "{bad}");
        }
    }

    #[test]
    fn the_wheels_kernelspec_is_the_one_install_writes() {
        // pip installs it under <prefix>/share/jupyter/kernels/cudalab; the binary is <prefix>/bin.
        let wheel: serde_json::Value =
            serde_json::from_str(include_str!("../../packaging/wheel-data/data/share/jupyter/kernels/cudalab/kernel.json")).expect("valid json");
        assert_eq!(wheel, kernel_json(Path::new("{resource_dir}/../../../../bin/cudalab"), &Spec::default()));
    }

    #[test]
    fn spec_carries_display_name_and_env() {
        let spec = Spec { display_name: Some("CUDA Lab (simulator)".into()), env: vec![("CUDALAB_BACKEND".into(), "sim".into())] };
        let v = kernel_json(Path::new("/opt/cudalab/bin/cudalab"), &spec);
        assert_eq!(v["display_name"], "CUDA Lab (simulator)");
        assert_eq!(v["env"]["CUDALAB_BACKEND"], "sim");
        assert_eq!(v["argv"][0], "/opt/cudalab/bin/cudalab");
        assert_eq!(kernel_json(Path::new("/x"), &Spec::default())["display_name"], DISPLAY_NAME);
    }
}

//! `cudalab install`: write the kernelspec (kernel.json with this binary's absolute path, and the
//! logos) where `jupyter kernelspec list` looks.

use serde_json::json;
use std::path::{Path, PathBuf};

const LOGO_32: &[u8] = include_bytes!("../../kernelspec/logo-32x32.png");
const LOGO_64: &[u8] = include_bytes!("../../kernelspec/logo-64x64.png");
const LOGO_SVG: &[u8] = include_bytes!("../../kernelspec/logo-svg.svg");

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

pub fn kernel_json(exe: &Path) -> serde_json::Value {
    json!({
        "argv": [exe.display().to_string(), "kernel", "--connection-file", "{connection_file}"],
        "display_name": DISPLAY_NAME,
        "language": "python",
        "interrupt_mode": "message",
        "env": {},
        "metadata": {"debugger": false, "cudalab": {"version": env!("CARGO_PKG_VERSION")}},
    })
}

/// A kernelspec name Jupyter accepts (`[a-zA-Z0-9._-]+`) that also stays inside
/// `share/jupyter/kernels`: no `.`, `..` or hidden names.
fn valid_name(name: &str) -> bool {
    !name.is_empty() && !name.starts_with('.') && name.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))
}

/// Install the kernelspec; returns the directory written.
pub fn install(location: &Location, name: &str) -> Result<PathBuf, InstallError> {
    if !valid_name(name) {
        return Err(InstallError::BadName(name.to_string()));
    }
    let exe = std::env::current_exe().and_then(|p| p.canonicalize()).map_err(InstallError::SelfPath)?;
    let dir = kernels_dir(location)?.join(name);
    let w = |p: PathBuf, data: &[u8]| std::fs::write(&p, data).map_err(|e| InstallError::Write(p.display().to_string(), e));
    std::fs::create_dir_all(&dir).map_err(|e| InstallError::Write(dir.display().to_string(), e))?;
    let spec = serde_json::to_string_pretty(&kernel_json(&exe)).unwrap_or_default() + "\n";
    w(dir.join("kernel.json"), spec.as_bytes())?;
    w(dir.join("logo-32x32.png"), LOGO_32)?;
    w(dir.join("logo-64x64.png"), LOGO_64)?;
    w(dir.join("logo-svg.svg"), LOGO_SVG)?;
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
}

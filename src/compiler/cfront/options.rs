//! The compiler options a raw CUDA C unit comes with (`SourceModule(options=[...])`,
//! `RawKernel(..., options=(...))`): what each means for cudalab's front end, and which go on to
//! NVRTC when a unit the front end refuses is compiled as written.
//!
//! - `-D NAME[=VALUE]`: a macro for the front end's preprocessor and for NVRTC;
//! - `--use_fast_math`: the lowered kernels' fast-math option, and NVRTC's;
//! - options that pick code generation NVRTC does anyway or that cudalab decides (the GPU
//!   architecture, line info, optimisation levels, ptxas flags, `-std=`): accepted; the ones
//!   NVRTC knows are passed to it for raw units;
//! - `-ftz`/`-prec-div`/`-prec-sqrt`/`-fmad`: passed to NVRTC for raw units; the front end's
//!   kernels keep IEEE arithmetic (results at least as accurate as asked);
//! - anything else (`-rdc=true`, a misspelt option) is an error naming it.
//!
//! Owns the option grammar; must not compile anything.

/// The options of a unit, sorted out.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct UnitOptions {
    /// `-D` macros: (name, value); an empty value for `-D NAME` (defined as 1).
    pub defines: Vec<(String, String)>,
    pub fast_math: bool,
    /// What NVRTC gets for a unit compiled as written (besides cudalab's own options).
    pub nvrtc: Vec<String>,
}

/// Options taking a value as the next item when not written `-X=value` / `-Xvalue`.
const WITH_VALUE: &[&str] = &["-D", "--define-macro", "-I", "--include-path", "-arch", "--gpu-architecture", "-code", "-gencode", "-Xptxas", "-std", "--std"];

/// Options accepted and passed to NVRTC as written (NVRTC knows them, they only tune code
/// generation or diagnostics).
const PASSED: &[&str] = &[
    "-G",
    "--device-debug",
    "-default-device",
    "--restrict",
    "-restrict",
    "--extra-device-vectorization",
    "-extra-device-vectorization",
    "-w",
    "--disable-warnings",
    "--expt-relaxed-constexpr",
    "--extended-lambda",
    "-dopt=on",
    "-dopt=off",
];

/// Options accepted and not passed (nvcc's own, or decided by cudalab).
const DROPPED: &[&str] =
    &["-lineinfo", "--generate-line-info", "-O0", "-O1", "-O2", "-O3", "-Wno-deprecated-gpu-targets", "-cubin", "--cubin", "-ptx", "--ptx", "-keep"];

pub fn parse_options(items: &[String]) -> Result<UnitOptions, String> {
    let mut out = UnitOptions::default();
    let mut i = 0;
    while i < items.len() {
        let item = items[i].trim();
        i += 1;
        if item.is_empty() {
            continue;
        }
        // Split `-X=value`, `-Xvalue` (for -D and -I) and `-X value`.
        let (flag, value) = match WITH_VALUE.iter().find(|f| item == **f || item.starts_with(&format!("{f}="))) {
            Some(f) if item == *f => {
                let Some(v) = items.get(i) else { return Err(format!("compiler option '{item}' needs a value")) };
                i += 1;
                (*f, Some(v.trim().to_string()))
            }
            Some(f) => (*f, Some(item[f.len() + 1..].to_string())),
            None if item.starts_with("-D") && item.len() > 2 => ("-D", Some(item[2..].to_string())),
            None if item.starts_with("-I") && item.len() > 2 => ("-I", Some(item[2..].to_string())),
            None => (item, None),
        };
        match (flag, value) {
            ("-D" | "--define-macro", Some(v)) => {
                let (name, value) = v.split_once('=').unwrap_or((&v, ""));
                let valid =
                    name.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_') && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
                if !valid {
                    return Err(format!("compiler option '-D{v}': '{name}' is not a macro name"));
                }
                out.defines.push((name.to_string(), value.to_string()));
                out.nvrtc.push(format!("--define-macro={v}"));
            }
            ("-I" | "--include-path", Some(v)) => out.nvrtc.push(format!("--include-path={v}")),
            ("-std" | "--std", Some(v)) => out.nvrtc.push(format!("-std={v}")),
            ("-arch" | "--gpu-architecture" | "-code" | "-gencode" | "-Xptxas", Some(_)) => {}
            ("-use_fast_math" | "--use_fast_math", None) => {
                out.fast_math = true;
                out.nvrtc.push("--use_fast_math".into());
            }
            (f, None) if PASSED.contains(&f) => out.nvrtc.push(f.to_string()),
            (f, None) if DROPPED.contains(&f) => {}
            (f, None)
                if ["-ftz=", "-prec-div=", "-prec-sqrt=", "-fmad=", "--ftz=", "--prec-div=", "--prec-sqrt=", "--fmad="].iter().any(|p| f.starts_with(p)) =>
            {
                let (name, v) = f.trim_start_matches('-').split_once('=').unwrap_or((f, ""));
                if v != "true" && v != "false" {
                    return Err(format!("compiler option '{f}' takes true or false"));
                }
                out.nvrtc.push(format!("--{name}={v}"));
            }
            (f, None) if f.starts_with("--ptxas-options") || f.starts_with("-Xptxas") || f.starts_with("--maxrregcount") || f.starts_with("-maxrregcount") => {
                if let Some(n) = f.strip_prefix("--maxrregcount=").or_else(|| f.strip_prefix("-maxrregcount=")) {
                    n.parse::<u32>().map_err(|_| format!("compiler option '{f}' takes a register count"))?;
                    out.nvrtc.push(format!("--maxrregcount={n}"));
                }
            }
            (f, _) if f.starts_with("-rdc") || f.starts_with("--relocatable-device-code") => {
                return Err(format!("compiler option '{f}': separate compilation (relocatable device code) is not supported by cudalab"))
            }
            (f, _) => {
                return Err(format!(
                    "unknown compiler option '{f}' (cudalab takes -D NAME=VALUE, -I DIR, -std=..., --use_fast_math, \
                     -ftz/-prec-div/-prec-sqrt/-fmad=true|false, --maxrregcount=N, -G, -lineinfo, -O0..-O3, -arch=...)"
                ))
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts(items: &[&str]) -> Result<UnitOptions, String> {
        parse_options(&items.iter().map(|s| s.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn defines_fast_math_and_passed_options() {
        let o = opts(&["-DN=256", "-D", "WIDTH=8", "--define-macro=FLAG", "--use_fast_math", "-std=c++17", "-O3", "-arch=sm_80", "-lineinfo", "-ftz=true"])
            .unwrap();
        assert_eq!(o.defines, vec![("N".into(), "256".into()), ("WIDTH".into(), "8".into()), ("FLAG".into(), "".into())]);
        assert!(o.fast_math);
        assert_eq!(o.nvrtc, vec!["--define-macro=N=256", "--define-macro=WIDTH=8", "--define-macro=FLAG", "--use_fast_math", "-std=c++17", "--ftz=true"]);
    }

    #[test]
    fn bad_options_are_named() {
        assert!(opts(&["-foo"]).unwrap_err().contains("'-foo'"));
        assert!(opts(&["-D"]).unwrap_err().contains("needs a value"));
        assert!(opts(&["-D2X=1"]).unwrap_err().contains("not a macro name"));
        assert!(opts(&["-rdc=true"]).unwrap_err().contains("relocatable"));
        assert!(opts(&["-ftz=yes"]).unwrap_err().contains("true or false"));
    }
}

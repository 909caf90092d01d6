//! Raw CUDA C that cudalab's front end does not take (a `#include <curand_kernel.h>`, templates,
//! structs…) compiled by NVRTC as written for the GPU back end: the source with cudalab's
//! runtime header in front (the GPU worker's channels need its globals) and `#line` pointing at
//! the user's source, one loaded module per (source, kernel), cached for the GPU session. Such a
//! kernel has no bounds checks and its `printf` goes to the kernel process's output, not the
//! cell. Must not show anything; must not lay out parameters (the host does).

use crate::gpu::device::FunctionInfo;
use crate::gpu::device::ModuleId;
use crate::gpu::nvrtc;
use crate::runtime::backend::GpuCell;
use crate::runtime::RuntimeError;
use sha2::{Digest, Sha256};
use std::rc::Rc;

/// Headers NVRTC provides or does not need; their `#include` lines are dropped.
const IMPLICIT: &[&str] =
    &["cuda_runtime.h", "cuda.h", "stdio.h", "cstdio", "math.h", "cmath", "device_launch_parameters.h", "cuda_runtime_api.h", "device_functions.h"];

/// The translation unit NVRTC gets for `source` (named `name` in its messages).
pub fn translation_unit(source: &str, name: &str, wrap_extern_c: bool) -> String {
    let body: String = source
        .lines()
        .map(|l| {
            let t = l.trim_start();
            let implicit = t.starts_with("#include") && IMPLICIT.iter().any(|h| t.contains(&format!("<{h}>")) || t.contains(&format!("\"{h}\"")));
            if implicit {
                format!("// {l}\n")
            } else {
                format!("{l}\n")
            }
        })
        .collect();
    let (open, close) = if wrap_extern_c { ("extern \"C\" {\n", "}\n") } else { ("", "") };
    format!("#include \"{}\"\n{open}#line 1 \"{name}\"\n{body}{close}", crate::compiler::cuda::RUNTIME_HEADER_NAME)
}

/// The module holding kernel `entry` of `unit`, compiled and loaded on first use.
/// `options` are NVRTC options of the unit's own (`-D`, `-I`, `--use_fast_math`…).
pub fn load(cell: &Rc<GpuCell>, unit: &str, name: &str, entry: &str, options: &[String]) -> Result<(ModuleId, FunctionInfo), RuntimeError> {
    let compiler = cell.borrow().compiler;
    let mut h = Sha256::new();
    h.update(unit.as_bytes());
    h.update(format!("raw {entry} {} {}", compiler.key(), options.join("\u{1}")).as_bytes());
    let key = hex::encode(h.finalize());
    if let Some(found) = cell.borrow().modules.get(&key).copied() {
        return Ok(found);
    }
    let out = compiler.nvrtc.compile_with(unit, name, compiler.target, true, options).map_err(|e| match e {
        nvrtc::NvrtcError::Compile { log } => RuntimeError::Raised("CompileError", compile_message(&log, name)),
        other => RuntimeError::Unavailable(other.to_string()),
    })?;
    let (m, f) = cell.borrow().dev.load(&out.image, entry).map_err(RuntimeError::from)?;
    cell.borrow().modules.insert(key, (m, f));
    Ok((m, f))
}

/// NVRTC's log as a cell traceback shows a compile error: the first error's message, then
/// `File "<name>", line N:` with the line and NVRTC's caret (the unit's `#line` makes N the
/// user's line), then the other errors' headlines. A log of another shape is shown whole.
pub fn compile_message(log: &str, name: &str) -> String {
    let lines: Vec<&str> = log.lines().collect();
    let prefix = format!("{name}(");
    let errors: Vec<(usize, usize, &str)> = lines
        .iter()
        .enumerate()
        .filter_map(|(i, l)| {
            let rest = l.strip_prefix(&prefix)?;
            let (n, msg) = rest.split_once("): error: ")?;
            Some((i, n.parse().ok()?, msg))
        })
        .collect();
    let Some(&(at, line, msg)) = errors.first() else {
        return format!("NVRTC could not compile the CUDA C:\n{}", log.trim_end());
    };
    let mut out = format!("NVRTC could not compile the CUDA C: {msg}\n\nFile \"{name}\", line {line}:");
    let caret = lines.get(at + 2).filter(|c| c.contains('^') && c.chars().all(|ch| ch == ' ' || ch == '^'));
    if let (Some(text), Some(caret)) = (lines.get(at + 1), caret) {
        let indent = text.len() - text.trim_start().len();
        let indent = indent.min(caret.len() - caret.trim_start().len());
        out.push_str(&format!("\n    {}\n    {}", text[indent..].trim_end(), caret[indent..].trim_end()));
    }
    let more: Vec<String> = errors[1..].iter().map(|(_, n, m)| format!("  line {n}: {m}")).collect();
    if !more.is_empty() {
        out.push_str(&format!("\n{} more error{}:\n{}", more.len(), if more.len() == 1 { "" } else { "s" }, more.join("\n")));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::compile_message;

    #[test]
    fn nvrtc_log_becomes_a_located_message() {
        let log = "<SourceModule>(4): error: identifier \"y\" is undefined\n      c[i] = y;\n             ^\n\n<SourceModule>(9): error: expected a \";\"\n      return\n      ^\n\n2 errors detected in the compilation of \"<SourceModule>\".\n";
        assert_eq!(
            compile_message(log, "<SourceModule>"),
            "NVRTC could not compile the CUDA C: identifier \"y\" is undefined\n\nFile \"<SourceModule>\", line 4:\n    c[i] = y;\n           ^\n1 more error:\n  line 9: expected a \";\""
        );
        assert_eq!(compile_message("something else\n", "x"), "NVRTC could not compile the CUDA C:\nsomething else");
    }
}

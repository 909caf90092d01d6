//! A compiled kernel specialization, ready to launch on either back end: the validated IR, the
//! simulator's program built from it, the CUDA C written from it on first use, and the module
//! loaded from that on the GPU. Must not show anything: the caller prints the warnings that
//! [`Specialization::new`] returns.

use crate::compiler;
use crate::runtime::backend::Loaded;
use crate::runtime::RuntimeError;
use crate::sim;
use std::cell::RefCell;
use std::rc::Rc;

/// A warning the compiler gave, as Numba words it: its category, where, and what.
pub struct CompileWarning {
    pub category: &'static str,
    /// `<cell>, line N`.
    pub location: String,
    pub message: String,
}

impl std::fmt::Display for CompileWarning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "{}: {}: {}", self.category, self.location, self.message)
    }
}

pub struct Specialization {
    pub compiled: compiler::Compiled,
    pub program: sim::Program,
    pub info: compiler::ModuleInfo,
    /// The CUDA C of each `cuda::Arrays` variant, written on first use (CUDA launch or
    /// `inspect_cuda()`).
    pub cuda: RefCell<[Option<Rc<compiler::cuda::CudaSource>>; 2]>,
    /// Which arrays (by declaration) the kernel writes.
    pub written: Vec<bool>,
    /// cudalab's own PTX for an architecture, written on first use (the first call's quick
    /// code, `inspect_ptx()`), or why there is none.
    pub ptx: RefCell<Option<(u32, Rc<compiler::ptx::Written>)>>,
    /// The module of each `cuda::Arrays` variant loaded on the GPU (CUDA backend).
    pub gpu: RefCell<[Option<Rc<Loaded>>; 2]>,
    /// NVRTC's compile of a variant running in the background while the quick PTX runs (see
    /// `module_cache`).
    pub upgrade: RefCell<[Option<crate::runtime::module_cache::Upgrade>; 2]>,
}

impl Specialization {
    /// Validate a lowered module and make it launchable; the compiler's warnings come back as
    /// Numba's (`NumbaPerformanceWarning: <cell>, line N: …`).
    pub fn new(compiled: compiler::Compiled) -> Result<(Rc<Specialization>, Vec<CompileWarning>), RuntimeError> {
        let info = compiler::validate(&compiled.module).map_err(|e| RuntimeError::Unavailable(e.to_string()))?;
        let warnings = compiled
            .warnings
            .iter()
            .map(|w| CompileWarning {
                category: "NumbaPerformanceWarning",
                location: format!("{}, line {}", compiled.module.source_name(w.span), compiled.module.line(w.span)),
                message: w.message.clone(),
            })
            .collect();
        let program = sim::build(&compiled.module, &info);
        Ok((
            Rc::new(Specialization {
                written: compiled.module.written_arrays(),
                compiled,
                program,
                info,
                cuda: RefCell::default(),
                ptx: RefCell::new(None),
                gpu: RefCell::default(),
                upgrade: RefCell::default(),
            }),
            warnings,
        ))
    }

    /// The CUDA C for any arguments (what `inspect_cuda()` shows).
    pub fn cuda_source(&self) -> Rc<compiler::cuda::CudaSource> {
        self.cuda_source_for(compiler::cuda::Arrays::MayOverlap)
    }

    pub fn cuda_source_for(&self, arrays: compiler::cuda::Arrays) -> Rc<compiler::cuda::CudaSource> {
        if let Some(s) = self.cuda.borrow()[arrays.index()].as_ref() {
            return s.clone();
        }
        let s = Rc::new(compiler::cuda::write(&self.compiled.module, &self.info, arrays));
        self.cuda.borrow_mut()[arrays.index()] = Some(s.clone());
        s
    }

    /// The sites a fault of this specialization's code names: the PTX writer's for its quick
    /// module, else the CUDA C writer's.
    pub fn fault_sites(&self, quick: bool) -> Vec<compiler::cuda::Site> {
        if quick {
            if let Some((_, Ok(p))) = self.ptx.borrow().as_ref().map(|(a, s)| (*a, s.as_ref())) {
                return p.sites.clone();
            }
        }
        self.cuda_source().sites.clone()
    }

    /// cudalab's own PTX for `sm_arch`, or the construct it does not cover.
    pub fn ptx_source(&self, arch: u32) -> Rc<compiler::ptx::Written> {
        if let Some((a, s)) = self.ptx.borrow().as_ref() {
            if *a == arch {
                return s.clone();
            }
        }
        let s = Rc::new(compiler::ptx::write(&self.compiled.module, &self.info, arch));
        *self.ptx.borrow_mut() = Some((arch, s.clone()));
        s
    }
}

//! Which NVRTC compiles for a GPU, and what it makes: machine code (CUBIN) for the GPU's own
//! architecture, or PTX that the driver compiles when it loads the module (JIT). Pure: versions
//! and architecture lists in, a decision or the reason no combination works out. `nvrtc.rs` finds
//! the libraries and `cudalab doctor` explains the decision; this file must not load anything.
//!
//! CUDA's compatibility rules, as applied here:
//! - a driver runs code from an NVRTC of its own major version or older: a CUDA 13 driver runs
//!   CUDA 12's code, a CUDA 12 driver does not load CUDA 13's;
//! - a CUBIN for `sm_XY` runs on GPUs of compute capability X.Z with Z ≥ Y (same major), and an
//!   NVRTC newer than the driver within one major version still makes loadable CUBINs (CUDA's
//!   minor version compatibility);
//! - PTX for `compute_XY` is compiled by the driver for any GPU of capability X.Y or newer, but
//!   only by a driver at least as new as the NVRTC that wrote it (the PTX ISA version);
//! - each NVRTC compiles for a range of architectures (`nvrtcGetSupportedArchs`): CUDA 13
//!   dropped Maxwell, Pascal and Volta (5.x, 6.x, 7.0, 7.2); CUDA 12 covers 5.0 up to its
//!   newest GPUs.

/// What NVRTC is asked to produce, by architecture number (XY = major × 10 + minor: 90 for 9.0,
/// 120 for 12.0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Target {
    /// Machine code for `sm_XY`.
    Cubin(u32),
    /// PTX for `compute_XY`, compiled by the driver on load.
    Ptx(u32),
}

impl Target {
    pub fn arch(self) -> u32 {
        match self {
            Target::Cubin(a) | Target::Ptx(a) => a,
        }
    }
}

impl std::fmt::Display for Target {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Target::Cubin(a) => write!(f, "CUBIN for sm_{a}"),
            Target::Ptx(a) => write!(f, "PTX for compute_{a}, compiled by the driver on load"),
        }
    }
}

/// A (major, minor) CUDA version: NVRTC's own, or the newest CUDA a driver supports
/// (`cuDriverGetVersion`: 12040 is (12, 4)).
pub type Version = (u32, u32);

/// `cuDriverGetVersion`'s number as a version.
pub fn driver_version(v: i32) -> Version {
    let v = v.max(0) as u32;
    (v / 1000, (v % 1000) / 10)
}

/// "6.0" for 60, "12.0" for 120.
pub fn capability(arch: u32) -> String {
    format!("{}.{}", arch / 10, arch % 10)
}

/// The oldest driver release of each CUDA major version, for messages.
fn driver_floor(major: u32) -> &'static str {
    match major {
        11 => "450",
        12 => "525",
        13 => "580",
        _ => "a newer release",
    }
}

/// What the pip wheel of NVRTC `major` is called.
fn wheel(major: u32) -> &'static str {
    match major {
        12 => "nvidia-cuda-nvrtc-cu12",
        _ => "nvidia-cuda-nvrtc",
    }
}

/// What the admin asked for (`CUDALAB_NVRTC_TARGET`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Request {
    /// The GPU's own CUBIN where NVRTC knows the GPU, else PTX (unset).
    Auto,
    /// PTX where the driver can compile it (`ptx`).
    Ptx,
    /// PTX for an older architecture (`compute_60`): the code an older GPU would run, on this one.
    PtxFor(u32),
}

impl Request {
    /// `CUDALAB_NVRTC_TARGET`'s value: empty or `auto`, `ptx`, or `compute_XY`.
    pub fn parse(text: &str) -> Result<Request, String> {
        let t = text.trim().to_ascii_lowercase();
        match t.as_str() {
            "" | "auto" | "cubin" => Ok(Request::Auto),
            "ptx" => Ok(Request::Ptx),
            _ => t
                .strip_prefix("compute_")
                .and_then(|n| n.parse::<u32>().ok())
                .filter(|n| (10..10000).contains(n))
                .map(Request::PtxFor)
                .ok_or_else(|| format!("CUDALAB_NVRTC_TARGET={text}: expected auto, ptx or compute_XY (such as compute_60)")),
        }
    }
}

/// What NVRTC `nvrtc` (compiling for `archs`) should make for a GPU of architecture `arch` under
/// a driver supporting CUDA `driver`, or why it cannot serve. `request` may ask for PTX where
/// the driver can compile it.
pub fn plan(nvrtc: Version, archs: &[u32], driver: Version, arch: u32, request: Request) -> Result<Target, String> {
    let (major, minor) = nvrtc;
    if major > driver.0 {
        return Err(format!(
            "NVRTC {major}.{minor} makes code for CUDA {major} drivers ({}+), and this driver supports CUDA {}.{}: install NVRTC {}.x (pip install {}) or update the driver",
            driver_floor(major),
            driver.0,
            driver.1,
            driver.0,
            wheel(driver.0)
        ));
    }
    let (Some(&oldest), Some(&newest)) = (archs.iter().min(), archs.iter().max()) else {
        return Err(format!("NVRTC {major}.{minor} lists no architectures it compiles for"));
    };
    if arch < oldest {
        let hint = if major >= 13 && arch < 75 {
            " (CUDA 13 dropped Maxwell, Pascal and Volta GPUs): install NVRTC 12 (pip install nvidia-cuda-nvrtc-cu12), whose code CUDA 12 and 13 drivers both run"
        } else {
            ": install an older NVRTC"
        };
        return Err(format!(
            "NVRTC {major}.{minor} compiles for compute capability {} and newer, and this GPU is {}{hint}",
            capability(oldest),
            capability(arch)
        ));
    }
    let jit = nvrtc <= driver;
    if let Request::PtxFor(older) = request {
        return if older > arch {
            Err(format!("CUDALAB_NVRTC_TARGET=compute_{older} is newer than this GPU ({})", capability(arch)))
        } else if !archs.contains(&older) {
            Err(format!("NVRTC {major}.{minor} does not compile for compute_{older}"))
        } else if !jit {
            Err(format!("CUDALAB_NVRTC_TARGET=compute_{older}: this driver (CUDA {}.{}) is older than NVRTC and cannot compile its PTX", driver.0, driver.1))
        } else {
            Ok(Target::Ptx(older))
        };
    }
    if archs.contains(&arch) && !(request == Request::Ptx && jit) {
        return Ok(Target::Cubin(arch));
    }
    // The newest architecture NVRTC knows that this GPU can run: exists, as `oldest <= arch`.
    let below = archs.iter().copied().filter(|a| *a <= arch).max().unwrap_or(oldest);
    if jit {
        return Ok(Target::Ptx(below));
    }
    if let Some(same_major) = archs.iter().copied().filter(|a| *a <= arch && a / 10 == arch / 10).max() {
        return Ok(Target::Cubin(same_major));
    }
    Err(format!(
        "NVRTC {major}.{minor} compiles for compute capability {} at newest, older than this GPU's {}, and this driver (CUDA {}.{}) is older than NVRTC, so it cannot compile NVRTC's PTX either: update the driver (its CUDA version must be {major}.{minor} or newer) or install an NVRTC no newer than the driver",
        capability(newest),
        capability(arch),
        driver.0,
        driver.1
    ))
}

/// An NVRTC found on this machine, for [`choose`].
pub struct Candidate<'a> {
    pub version: Version,
    pub archs: &'a [u32],
    /// Where it was loaded from, for messages.
    pub path: &'a str,
}

/// The first of `candidates` (in order of preference: newest first) that can serve the GPU,
/// with its target; or every candidate's reason, one per line.
pub fn choose(candidates: &[Candidate<'_>], driver: Version, arch: u32, request: Request) -> Result<(usize, Target), String> {
    let mut reasons = Vec::new();
    for (i, c) in candidates.iter().enumerate() {
        match plan(c.version, c.archs, driver, arch, request) {
            Ok(t) => return Ok((i, t)),
            Err(why) => reasons.push(format!("{} ({}): {why}", c.path, version_text(c.version))),
        }
    }
    if reasons.is_empty() {
        return Err("no NVRTC (libnvrtc.so) was found: install the CUDA toolkit or pip install nvidia-cuda-nvrtc (CUDA 13 drivers) or nvidia-cuda-nvrtc-cu12 (CUDA 12 drivers, and GPUs older than compute capability 7.5)".into());
    }
    Err(format!(
        "no NVRTC on this machine can compile for this GPU (compute capability {}, driver for CUDA {}.{}):\n  {}",
        capability(arch),
        driver.0,
        driver.1,
        reasons.join("\n  ")
    ))
}

fn version_text(v: Version) -> String {
    format!("NVRTC {}.{}", v.0, v.1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What NVRTC 12.0, 12.9 and 13.0 report from nvrtcGetSupportedArchs.
    const NVRTC_12_0: &[u32] = &[50, 52, 53, 60, 61, 62, 70, 72, 75, 80, 86, 87, 89, 90];
    const NVRTC_12_9: &[u32] = &[50, 52, 53, 60, 61, 62, 70, 72, 75, 80, 86, 87, 89, 90, 100, 101, 103, 120, 121];
    const NVRTC_13_0: &[u32] = &[75, 80, 86, 87, 88, 89, 90, 100, 103, 110, 120, 121];

    #[test]
    fn the_gpu_s_own_cubin_when_nvrtc_knows_it() {
        assert_eq!(plan((13, 0), NVRTC_13_0, (13, 0), 90, Request::Auto), Ok(Target::Cubin(90)));
        assert_eq!(plan((12, 0), NVRTC_12_0, (13, 0), 90, Request::Auto), Ok(Target::Cubin(90)));
        assert_eq!(plan((12, 0), NVRTC_12_0, (12, 0), 60, Request::Auto), Ok(Target::Cubin(60)));
        assert_eq!(plan((12, 9), NVRTC_12_9, (12, 9), 70, Request::Auto), Ok(Target::Cubin(70)));
        // Minor version compatibility: NVRTC 12.9's CUBIN loads under a CUDA 12.2 driver.
        assert_eq!(plan((12, 9), NVRTC_12_9, (12, 2), 80, Request::Auto), Ok(Target::Cubin(80)));
    }

    #[test]
    fn a_newer_major_than_the_driver_cannot_serve() {
        let e = plan((13, 0), NVRTC_13_0, (12, 4), 90, Request::Auto).unwrap_err();
        assert!(e.contains("CUDA 13 drivers (580+)") && e.contains("supports CUDA 12.4") && e.contains("nvidia-cuda-nvrtc-cu12"), "{e}");
    }

    #[test]
    fn gpus_older_than_nvrtc_s_oldest_architecture() {
        for arch in [60, 61, 70, 72] {
            let e = plan((13, 0), NVRTC_13_0, (13, 0), arch, Request::Auto).unwrap_err();
            assert!(e.contains("dropped Maxwell, Pascal and Volta") && e.contains("nvidia-cuda-nvrtc-cu12"), "{e}");
        }
        let e = plan((12, 0), NVRTC_12_0, (12, 0), 37, Request::Auto).unwrap_err();
        assert!(e.contains("compute capability 5.0 and newer") && e.contains("3.7"), "{e}");
    }

    #[test]
    fn gpus_newer_than_nvrtc_get_ptx_the_driver_compiles() {
        // A Blackwell GPU with NVRTC 12.0 and a CUDA 13 driver: compute_90 PTX, JIT-compiled.
        assert_eq!(plan((12, 0), NVRTC_12_0, (13, 0), 100, Request::Auto), Ok(Target::Ptx(90)));
        assert_eq!(plan((12, 0), NVRTC_12_0, (12, 8), 120, Request::Auto), Ok(Target::Ptx(90)));
        // An architecture missing from the list between two it has.
        assert_eq!(plan((13, 0), NVRTC_13_0, (13, 0), 85, Request::Auto), Ok(Target::Ptx(80)));
    }

    #[test]
    fn a_driver_older_than_nvrtc_cannot_compile_its_ptx() {
        // Same major, lower minor: no JIT, but a same-major CUBIN runs.
        assert_eq!(plan((12, 0), NVRTC_12_0, (12, 0), 89, Request::Auto), Ok(Target::Cubin(89)));
        assert_eq!(plan((12, 9), &[80, 86], (12, 2), 89, Request::Auto), Ok(Target::Cubin(86)));
        let e = plan((12, 9), NVRTC_12_0, (12, 2), 100, Request::Auto).unwrap_err();
        assert!(e.contains("cannot compile NVRTC's PTX") && e.contains("9.0 at newest"), "{e}");
    }

    #[test]
    fn ptx_when_asked_and_the_driver_can_compile_it() {
        assert_eq!(plan((13, 0), NVRTC_13_0, (13, 0), 90, Request::Ptx), Ok(Target::Ptx(90)));
        assert_eq!(plan((12, 0), NVRTC_12_0, (13, 0), 90, Request::Ptx), Ok(Target::Ptx(90)));
        // The driver is older than NVRTC: the CUBIN still works, so that is what it gets.
        assert_eq!(plan((12, 9), NVRTC_12_9, (12, 4), 90, Request::Ptx), Ok(Target::Cubin(90)));
    }

    #[test]
    fn ptx_for_an_older_architecture_runs_old_gpus_code_here() {
        assert_eq!(plan((12, 0), NVRTC_12_0, (13, 0), 90, Request::PtxFor(60)), Ok(Target::Ptx(60)));
        assert!(plan((13, 0), NVRTC_13_0, (13, 0), 90, Request::PtxFor(60)).unwrap_err().contains("does not compile for compute_60"));
        assert!(plan((12, 0), NVRTC_12_0, (13, 0), 60, Request::PtxFor(70)).unwrap_err().contains("newer than this GPU (6.0)"));
        assert!(plan((12, 9), NVRTC_12_9, (12, 4), 90, Request::PtxFor(60)).unwrap_err().contains("cannot compile its PTX"));
        assert_eq!(Request::parse("compute_60"), Ok(Request::PtxFor(60)));
        assert_eq!(Request::parse(" PTX "), Ok(Request::Ptx));
        assert_eq!(Request::parse(""), Ok(Request::Auto));
        assert!(Request::parse("sm_60").unwrap_err().contains("expected auto, ptx or compute_XY"));
    }

    #[test]
    fn choose_walks_the_matrix() {
        let both = [Candidate { version: (13, 0), archs: NVRTC_13_0, path: "cu13" }, Candidate { version: (12, 0), archs: NVRTC_12_0, path: "cu12" }];
        // (driver, GPU) → which NVRTC and what it makes.
        type Case = (Version, u32, Result<(usize, Target), ()>);
        let cases: &[Case] = &[
            ((13, 0), 90, Ok((0, Target::Cubin(90)))),   // H100/H200 on a 580 driver: NVRTC 13
            ((13, 0), 70, Ok((1, Target::Cubin(70)))),   // V100 on a 580 driver: NVRTC 12
            ((13, 0), 60, Ok((1, Target::Cubin(60)))),   // P100 on a 580 driver: NVRTC 12
            ((12, 4), 90, Ok((1, Target::Cubin(90)))),   // CUDA 12.4 driver: NVRTC 12
            ((12, 4), 60, Ok((1, Target::Cubin(60)))),   // P100, CUDA 12 driver
            ((12, 8), 120, Ok((1, Target::Ptx(90)))),    // RTX 50xx, CUDA 12.8 driver, NVRTC 12.0
            ((13, 0), 120, Ok((0, Target::Cubin(120)))), // RTX 50xx, CUDA 13 driver
            ((12, 0), 37, Err(())),                      // a Kepler GPU: neither compiles for it
            ((11, 8), 80, Err(())),                      // a CUDA 11 driver runs neither
        ];
        for (driver, arch, want) in cases {
            let got = choose(&both, *driver, *arch, Request::Auto);
            match (want, &got) {
                (Ok(w), Ok(g)) => assert_eq!(w, g, "driver {driver:?}, sm_{arch}"),
                (Err(()), Err(why)) => assert!(why.contains("cu13 (NVRTC 13.0)") && why.contains("cu12 (NVRTC 12.0)"), "{why}"),
                _ => panic!("driver {driver:?}, sm_{arch}: {got:?}"),
            }
        }
        let only_13 = [Candidate { version: (13, 0), archs: NVRTC_13_0, path: "cu13" }];
        let e = choose(&only_13, (13, 0), 70, Request::Auto).unwrap_err();
        assert!(e.contains("compute capability 7.0") && e.contains("nvidia-cuda-nvrtc-cu12"), "{e}");
        assert!(choose(&[], (13, 0), 90, Request::Auto).unwrap_err().contains("no NVRTC"));
    }

    #[test]
    fn driver_versions_read_as_cuda_does() {
        assert_eq!(driver_version(13000), (13, 0));
        assert_eq!(driver_version(12040), (12, 4));
        assert_eq!(driver_version(12090), (12, 9));
        assert_eq!(capability(120), "12.0");
        assert_eq!(capability(61), "6.1");
    }
}

//! The plotting gallery (tests/plots/*.py, also notebooks/12-plotting-gallery.ipynb): each
//! program draws one figure with cudalab's matplotlib and saves it; the picture must match the
//! committed reference (tests/plots/NAME.png) within a small tolerance. The references were
//! looked at by eye beside matplotlib 3.11's rendering of the same programs; re-bless them with
//! CUDALAB_BLESS=1 after a deliberate change and review the new pictures in the diff.

use std::path::{Path, PathBuf};
use std::process::Command;

fn programs() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/plots");
    let mut v: Vec<PathBuf> =
        std::fs::read_dir(&dir).expect("tests/plots").filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.extension().is_some_and(|e| e == "py")).collect();
    v.sort();
    v
}

/// Mean absolute difference per channel (0..255) of two same-sized pictures.
fn mean_difference(a: &tiny_skia::Pixmap, b: &tiny_skia::Pixmap) -> f64 {
    let total: u64 = a.data().iter().zip(b.data()).map(|(x, y)| u64::from(x.abs_diff(*y))).sum();
    total as f64 / a.data().len() as f64
}

#[test]
fn gallery_pictures_match_their_references() {
    let bless = std::env::var_os("CUDALAB_BLESS").is_some();
    let mut failures = Vec::new();
    let programs = programs();
    assert!(programs.len() >= 12, "tests/plots should hold the gallery programs");
    for p in &programs {
        let name = p.file_stem().map(|s| s.to_string_lossy().to_string()).unwrap_or_default();
        let dir = std::env::temp_dir().join(format!("cudalab-plot-{}-{name}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let out = Command::new(env!("CARGO_BIN_EXE_cudalab")).arg("run").arg(p).current_dir(&dir).output().expect("cudalab runs");
        let png = dir.join("out.png");
        let Ok(got) = tiny_skia::Pixmap::load_png(&png) else {
            failures.push(format!("{name}: no picture; stderr:\n{}", String::from_utf8_lossy(&out.stderr)));
            continue;
        };
        let reference = p.with_extension("png");
        if bless {
            std::fs::copy(&png, &reference).expect("bless");
        } else {
            match tiny_skia::Pixmap::load_png(&reference) {
                Err(e) => failures.push(format!("{name}: no reference picture ({e}); bless with CUDALAB_BLESS=1")),
                Ok(want) if (want.width(), want.height()) != (got.width(), got.height()) => {
                    failures.push(format!("{name}: {}x{} pixels, the reference has {}x{}", got.width(), got.height(), want.width(), want.height()))
                }
                Ok(want) => {
                    let d = mean_difference(&got, &want);
                    if d > 0.5 {
                        failures.push(format!("{name}: mean difference {d:.3} per channel from the reference (tolerance 0.5)"));
                    }
                }
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

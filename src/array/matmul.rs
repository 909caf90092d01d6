//! Matrix products for `np.matmul` / `@` / `np.dot`: one `n×k` by `k×m` product over row-major
//! slices, fast and interruptible.
//!
//! float32 and float64 go to `matrixmultiply` (packed, cache-blocked micro-kernels with run-time
//! AVX/FMA selection; what NumPy gets from its BLAS, within a small factor); other dtypes use a
//! blocked loop whose inner step is a vectorisable row update. Either way the output is cut into
//! blocks of rows that the machine's cores take in turn, and `cancelled` is asked before each
//! block, so a 5000×5000 product answers an interrupt within a fraction of a second.
//!
//! Owns the arithmetic only: shapes, broadcasting and dtypes are the caller's.

use crate::array::ufunc::Arith;
use std::any::TypeId;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

/// The product was abandoned because `cancelled` returned true.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cancelled;

/// Work (multiply-adds) below which one thread does everything.
const SERIAL_WORK: usize = 1 << 21;

/// `out[n×m] = x[n×k] · y[k×m]`, all row-major and contiguous; `out` is overwritten.
pub fn matmul<T: Arith + Send + Sync + 'static>(
    x: &[T],
    y: &[T],
    out: &mut [T],
    (n, k, m): (usize, usize, usize),
    cancelled: &(dyn Fn() -> bool + Sync),
) -> Result<(), Cancelled> {
    debug_assert!(x.len() >= n * k && y.len() >= k * m && out.len() >= n * m);
    if n == 0 || m == 0 {
        return Ok(());
    }
    let work = n.saturating_mul(k).saturating_mul(m);
    let threads = if work < SERIAL_WORK { 1 } else { std::thread::available_parallelism().map_or(1, |p| p.get()).min(16) };
    // Rows per block: enough work per block to amortise the packing, small enough to answer an
    // interrupt quickly and to share rows among the threads.
    // At least 64 rows: a block re-packs the whole of y, which a thin block would do for little work.
    let per_row = k.saturating_mul(m).max(1);
    let rows = (SERIAL_WORK * 64 / per_row).clamp(64, 512).min(n.div_ceil(threads)).max(1);
    let blocks = Mutex::new(out[..n * m].chunks_mut(rows * m).enumerate());
    let stop = AtomicBool::new(false);
    let worker = || loop {
        if stop.load(Ordering::Relaxed) {
            return;
        }
        if cancelled() {
            stop.store(true, Ordering::Relaxed);
            return;
        }
        let next = blocks.lock().unwrap_or_else(|p| p.into_inner()).next();
        let Some((b, block)) = next else { return };
        let r0 = b * rows;
        let nrows = block.len() / m;
        block_product(&x[r0 * k..(r0 + nrows) * k], y, block, (nrows, k, m));
    };
    if threads == 1 {
        worker();
    } else {
        std::thread::scope(|s| {
            for _ in 1..threads {
                s.spawn(worker);
            }
            worker();
        });
    }
    if stop.load(Ordering::Relaxed) {
        return Err(Cancelled);
    }
    Ok(())
}

/// One block of rows, on the calling thread.
fn block_product<T: Arith + 'static>(x: &[T], y: &[T], out: &mut [T], (n, k, m): (usize, usize, usize)) {
    if k == 0 {
        out.iter_mut().for_each(|o| *o = T::default());
        return;
    }
    let (rsa, rsb, rsc) = (k as isize, m as isize, m as isize);
    // The gemm calls below read and write through raw pointers with these extents; `matmul`
    // checks them only in debug builds, so check them here (once per block, not per element).
    let fits = |len: usize, a: usize, b: usize| a.checked_mul(b).is_some_and(|need| need <= len);
    assert!(fits(x.len(), n, k) && fits(y.len(), k, m) && fits(out.len(), n, m), "matmul: slices shorter than {n}x{k} by {k}x{m}");
    if TypeId::of::<T>() == TypeId::of::<f64>() {
        // SAFETY: T is f64 (same TypeId), so the casts keep the element type. With row strides
        // k, m, m and column stride 1, gemm touches x[..n*k], y[..k*m] and out[..n*m], which the
        // assert above puts in bounds; `out` is a `&mut` slice, so it aliases neither input.
        unsafe { matrixmultiply::dgemm(n, k, m, 1.0, x.as_ptr().cast(), rsa, 1, y.as_ptr().cast(), rsb, 1, 0.0, out.as_mut_ptr().cast(), rsc, 1) };
        return;
    }
    if TypeId::of::<T>() == TypeId::of::<f32>() {
        // SAFETY: as for dgemm above, with T being f32 (same TypeId).
        unsafe { matrixmultiply::sgemm(n, k, m, 1.0, x.as_ptr().cast(), rsa, 1, y.as_ptr().cast(), rsb, 1, 0.0, out.as_mut_ptr().cast(), rsc, 1) };
        return;
    }
    out.iter_mut().for_each(|o| *o = T::default());
    // Blocked over k and m so a panel of y stays in cache while every row of x uses it.
    const KB: usize = 128;
    const MB: usize = 1024;
    for j0 in (0..m).step_by(MB) {
        let j1 = (j0 + MB).min(m);
        for p0 in (0..k).step_by(KB) {
            let p1 = (p0 + KB).min(k);
            for i in 0..n {
                let orow = &mut out[i * m + j0..i * m + j1];
                for p in p0..p1 {
                    let xv = x[i * k + p];
                    let yrow = &y[p * m + j0..p * m + j1];
                    for (o, &yv) in orow.iter_mut().zip(yrow) {
                        *o = o.add(xv.mul(yv));
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn naive(x: &[f64], y: &[f64], (n, k, m): (usize, usize, usize)) -> Vec<f64> {
        let mut o = vec![0.0; n * m];
        for i in 0..n {
            for j in 0..m {
                o[i * m + j] = (0..k).map(|p| x[i * k + p] * y[p * m + j]).sum();
            }
        }
        o
    }

    #[test]
    fn agrees_with_the_definition() {
        for &(n, k, m) in &[(1, 1, 1), (3, 0, 2), (7, 5, 3), (130, 70, 90), (300, 200, 257)] {
            let x: Vec<f64> = (0..n * k).map(|i| ((i * 7919) % 113) as f64 / 17.0 - 3.0).collect();
            let y: Vec<f64> = (0..k * m).map(|i| ((i * 104729) % 97) as f64 / 13.0 - 2.0).collect();
            let want = naive(&x, &y, (n, k, m));
            let mut got = vec![f64::NAN; n * m];
            matmul(&x, &y, &mut got, (n, k, m), &|| false).expect("not cancelled");
            for (a, b) in got.iter().zip(&want) {
                assert!((a - b).abs() <= 1e-9 * b.abs().max(1.0), "{n}x{k}x{m}: {a} vs {b}");
            }
            let xi: Vec<i64> = x.iter().map(|v| (*v * 17.0) as i64).collect();
            let yi: Vec<i64> = y.iter().map(|v| (*v * 13.0) as i64).collect();
            let mut gi = vec![-1i64; n * m];
            matmul(&xi, &yi, &mut gi, (n, k, m), &|| false).expect("not cancelled");
            let wi = naive(&xi.iter().map(|v| *v as f64).collect::<Vec<_>>(), &yi.iter().map(|v| *v as f64).collect::<Vec<_>>(), (n, k, m));
            assert!(gi.iter().zip(&wi).all(|(a, b)| *a as f64 == *b), "{n}x{k}x{m} int64");
        }
    }

    #[test]
    fn cancellation_stops_the_product() {
        let n = 600;
        let x = vec![1.0f64; n * n];
        let mut o = vec![0.0; n * n];
        assert_eq!(matmul(&x, &x, &mut o, (n, n, n), &|| true), Err(Cancelled));
    }
}

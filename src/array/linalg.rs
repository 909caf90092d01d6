//! Dense linear algebra on one matrix at a time, for `np.linalg`: LU with partial pivoting
//! (determinant, solve, inverse), Cholesky, the symmetric eigenproblem (cyclic Jacobi),
//! Householder QR with LAPACK's sign convention, and the SVD (one-sided Jacobi).
//!
//! Matrices are row-major slices of `rows * cols` elements in `f32` or `f64` (NumPy runs
//! LAPACK's single-precision routines on float32 input, so float32 is computed in float32 here
//! too). Owns the arithmetic only: shapes, batching, dtypes and errors are the caller's; nothing
//! here knows the interpreter, and nothing panics on any input (sizes come from the caller).

use num_traits::Float;

/// An element type the routines run in.
pub trait Real: Float + std::fmt::Debug + 'static {}
impl Real for f32 {}
impl Real for f64 {}

/// LU factorisation in place (`PA = LU`, unit-diagonal L below, U on and above the diagonal),
/// pivoting on the largest magnitude in each column. Returns the row swapped with each row in
/// turn and whether a pivot was exactly zero (LAPACK's `info > 0`).
pub fn lu<T: Real>(a: &mut [T], n: usize) -> (Vec<usize>, bool) {
    let mut piv = Vec::with_capacity(n);
    let mut singular = false;
    for k in 0..n {
        let mut p = k;
        let mut best = a[k * n + k].abs();
        for i in k + 1..n {
            let v = a[i * n + k].abs();
            if v > best {
                best = v;
                p = i;
            }
        }
        piv.push(p);
        if a[p * n + k] == T::zero() {
            singular = true;
            continue;
        }
        if p != k {
            for j in 0..n {
                a.swap(k * n + j, p * n + j);
            }
        }
        let r = T::one() / a[k * n + k];
        for i in k + 1..n {
            a[i * n + k] = a[i * n + k] * r;
        }
        for i in k + 1..n {
            let l = a[i * n + k];
            if l == T::zero() {
                continue;
            }
            for j in k + 1..n {
                a[i * n + j] = a[i * n + j] - l * a[k * n + j];
            }
        }
    }
    (piv, singular)
}

/// The determinant as NumPy computes it: the sign of the pivots and diagonal times the
/// exponential of the sum of the logarithms of the diagonal's magnitudes.
pub fn det<T: Real>(a: &[T], n: usize) -> T {
    let (sign, logdet) = slogdet(a, n);
    sign * logdet.exp()
}

/// `(sign, log|det|)`: (0, -inf) for a singular matrix.
pub fn slogdet<T: Real>(a: &[T], n: usize) -> (T, T) {
    let mut m = a.to_vec();
    let (piv, singular) = lu(&mut m, n);
    if singular {
        return (T::zero(), T::neg_infinity());
    }
    let mut sign = T::one();
    let mut logdet = T::zero();
    for (k, p) in piv.iter().enumerate() {
        if *p != k {
            sign = -sign;
        }
        let d = m[k * n + k];
        if d < T::zero() {
            sign = -sign;
        }
        logdet = logdet + d.abs().ln();
    }
    (sign, logdet)
}

/// Solves `A X = B` for `B` of `n × k`: None when A is singular.
pub fn solve<T: Real>(a: &[T], n: usize, b: &[T], k: usize) -> Option<Vec<T>> {
    let mut m = a.to_vec();
    let (piv, singular) = lu(&mut m, n);
    if singular {
        return None;
    }
    let mut x = b.to_vec();
    for (r, p) in piv.iter().enumerate() {
        if *p != r {
            for c in 0..k {
                x.swap(r * k + c, p * k + c);
            }
        }
    }
    for c in 0..k {
        for i in 0..n {
            let mut s = x[i * k + c];
            for j in 0..i {
                s = s - m[i * n + j] * x[j * k + c];
            }
            x[i * k + c] = s;
        }
        for i in (0..n).rev() {
            let mut s = x[i * k + c];
            for j in i + 1..n {
                s = s - m[i * n + j] * x[j * k + c];
            }
            x[i * k + c] = s / m[i * n + i];
        }
    }
    Some(x)
}

/// The lower Cholesky factor from A's lower triangle: None when A is not positive definite.
pub fn cholesky<T: Real>(a: &[T], n: usize) -> Option<Vec<T>> {
    let mut l = vec![T::zero(); n * n];
    for j in 0..n {
        let mut d = a[j * n + j];
        for k in 0..j {
            d = d - l[j * n + k] * l[j * n + k];
        }
        if d.is_nan() || d <= T::zero() {
            return None;
        }
        let d = d.sqrt();
        l[j * n + j] = d;
        for i in j + 1..n {
            let mut s = a[i * n + j];
            for k in 0..j {
                s = s - l[i * n + k] * l[j * n + k];
            }
            l[i * n + j] = s / d;
        }
    }
    Some(l)
}

/// Eigenvalues (ascending) and eigenvectors (columns of the row-major `n × n` result) of the
/// symmetric matrix whose lower triangle is A's (`upper`: its upper triangle).
pub fn eigh<T: Real>(a: &[T], n: usize, upper: bool) -> (Vec<T>, Vec<T>) {
    let mut m = a.to_vec();
    for i in 0..n {
        for j in 0..i {
            if upper {
                m[i * n + j] = m[j * n + i];
            } else {
                m[j * n + i] = m[i * n + j];
            }
        }
    }
    let mut v = identity::<T>(n);
    let eps = T::epsilon();
    for _sweep in 0..100 {
        let mut off = T::zero();
        let mut total = T::zero();
        for i in 0..n {
            for j in 0..n {
                let x = m[i * n + j] * m[i * n + j];
                total = total + x;
                if i != j {
                    off = off + x;
                }
            }
        }
        if off.partial_cmp(&(eps * eps * total * T::from(1e-2).unwrap_or(eps))) != Some(std::cmp::Ordering::Greater) {
            break;
        }
        for p in 0..n {
            for q in p + 1..n {
                let apq = m[p * n + q];
                if apq == T::zero() {
                    continue;
                }
                let (c, s) = rotation(m[p * n + p], m[q * n + q], apq);
                rotate(&mut m, n, |k| (k * n + p, k * n + q), c, s);
                rotate(&mut m, n, |k| (p * n + k, q * n + k), c, s);
                rotate(&mut v, n, |k| (k * n + p, k * n + q), c, s);
            }
        }
    }
    let w: Vec<T> = (0..n).map(|i| m[i * n + i]).collect();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&i, &j| w[i].partial_cmp(&w[j]).unwrap_or(std::cmp::Ordering::Equal));
    let ws = order.iter().map(|&i| w[i]).collect();
    let mut vs = vec![T::zero(); n * n];
    for (c, &src) in order.iter().enumerate() {
        for r in 0..n {
            vs[r * n + c] = v[r * n + src];
        }
    }
    (ws, vs)
}

/// The Jacobi rotation `(cos, sin)` that zeroes the off-diagonal `apq` of `[[app, apq], [apq, aqq]]`.
/// The plane rotation `(x, y) ← (c·x − s·y, s·x + c·y)` applied to `count` pairs of elements of
/// `m`, the k-th pair at `at(k)` (two columns or two rows of a matrix): what both Jacobi
/// methods apply at each step.
fn rotate<T: Real>(m: &mut [T], count: usize, at: impl Fn(usize) -> (usize, usize), c: T, s: T) {
    for k in 0..count {
        let (i, j) = at(k);
        let (x, y) = (m[i], m[j]);
        m[i] = c * x - s * y;
        m[j] = s * x + c * y;
    }
}

fn rotation<T: Real>(app: T, aqq: T, apq: T) -> (T, T) {
    let two = T::one() + T::one();
    let theta = (aqq - app) / (two * apq);
    let t = if theta.abs() > T::from(1e15).unwrap_or(T::max_value()) {
        T::one() / (two * theta)
    } else {
        let t = T::one() / (theta.abs() + (theta * theta + T::one()).sqrt());
        if theta < T::zero() {
            -t
        } else {
            t
        }
    };
    let c = T::one() / (t * t + T::one()).sqrt();
    (c, t * c)
}

pub fn identity<T: Real>(n: usize) -> Vec<T> {
    let mut v = vec![T::zero(); n * n];
    for i in 0..n {
        v[i * n + i] = T::one();
    }
    v
}

/// Householder QR of the `m × n` A as LAPACK's `geqrf` + `orgqr` compute it (R's diagonal is
/// `-sign(a) * norm`): Q with `qcols` columns (`min(m, n)` or `m`), and R (`qcols × n`).
pub fn qr<T: Real>(a: &[T], m: usize, n: usize, qcols: usize) -> (Vec<T>, Vec<T>) {
    let k = m.min(n);
    let mut r = a.to_vec();
    let mut taus = Vec::with_capacity(k);
    for j in 0..k {
        let alpha = r[j * n + j];
        let mut xnorm = T::zero();
        for i in j + 1..m {
            xnorm = xnorm.hypot(r[i * n + j]);
        }
        if xnorm == T::zero() {
            taus.push(T::zero());
            continue;
        }
        let h = alpha.hypot(xnorm);
        let beta = if alpha >= T::zero() { -h } else { h };
        let tau = (beta - alpha) / beta;
        let scale = T::one() / (alpha - beta);
        for i in j + 1..m {
            r[i * n + j] = r[i * n + j] * scale;
        }
        r[j * n + j] = beta;
        for c in j + 1..n {
            let mut w = r[j * n + c];
            for i in j + 1..m {
                w = w + r[i * n + j] * r[i * n + c];
            }
            let tw = tau * w;
            r[j * n + c] = r[j * n + c] - tw;
            for i in j + 1..m {
                r[i * n + c] = r[i * n + c] - tw * r[i * n + j];
            }
        }
        taus.push(tau);
    }
    // Q = H_0 H_1 … H_{k-1} applied to the first `qcols` columns of the identity.
    let mut q = vec![T::zero(); m * qcols];
    for i in 0..m.min(qcols) {
        q[i * qcols + i] = T::one();
    }
    for j in (0..k).rev() {
        let tau = taus[j];
        if tau == T::zero() {
            continue;
        }
        for c in 0..qcols {
            let mut w = q[j * qcols + c];
            for i in j + 1..m {
                w = w + r[i * n + j] * q[i * qcols + c];
            }
            let tw = tau * w;
            q[j * qcols + c] = q[j * qcols + c] - tw;
            for i in j + 1..m {
                q[i * qcols + c] = q[i * qcols + c] - tw * r[i * n + j];
            }
        }
    }
    let mut rr = vec![T::zero(); qcols * n];
    for i in 0..qcols.min(m) {
        for c in i..n {
            rr[i * n + c] = r[i * n + c];
        }
    }
    (q, rr)
}

/// The SVD `A = U diag(s) Vt` of the `m × n` A: s descending (`min(m, n)` values); U is
/// `m × ucols` and Vt `vrows × n`, where `full` asks for square U and Vt (`m`, `n`) and otherwise
/// `min(m, n)`.
pub fn svd<T: Real>(a: &[T], m: usize, n: usize, full: bool) -> (Vec<T>, Vec<T>, Vec<T>) {
    if m < n {
        // A^T = V S U^T.
        let at = transpose(a, m, n);
        let (u, s, vt) = svd(&at, n, m, full);
        let (ur, uc) = (n, if full { n } else { m });
        let (vr, vc) = (if full { m } else { n.min(m) }, m);
        // U of A is (Vt of A^T)^T, Vt of A is (U of A^T)^T.
        return (transpose(&vt, vr, vc), s, transpose(&u, ur, uc));
    }
    // m >= n: one-sided Jacobi on the columns of W = A (m × n), V accumulates the rotations.
    let mut w = a.to_vec();
    let mut v = identity::<T>(n);
    let eps = T::epsilon();
    for _sweep in 0..80 {
        let mut rotated = false;
        for p in 0..n {
            for q in p + 1..n {
                let (mut alpha, mut beta, mut gamma) = (T::zero(), T::zero(), T::zero());
                for i in 0..m {
                    let (x, y) = (w[i * n + p], w[i * n + q]);
                    alpha = alpha + x * x;
                    beta = beta + y * y;
                    gamma = gamma + x * y;
                }
                if gamma == T::zero() || gamma.abs() <= eps * (alpha * beta).sqrt() {
                    continue;
                }
                rotated = true;
                let (c, s) = rotation(alpha, beta, gamma);
                rotate(&mut w, m, |i| (i * n + p, i * n + q), c, s);
                rotate(&mut v, n, |i| (i * n + p, i * n + q), c, s);
            }
        }
        if !rotated {
            break;
        }
    }
    let norms: Vec<T> = (0..n).map(|c| (0..m).fold(T::zero(), |acc, i| acc.hypot(w[i * n + c]))).collect();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&i, &j| norms[j].partial_cmp(&norms[i]).unwrap_or(std::cmp::Ordering::Equal));
    let s: Vec<T> = order.iter().map(|&i| norms[i]).collect();
    let ucols = if full { m } else { n };
    // U's columns: W's normalised; those of zero singular values (and the extra ones of a full
    // U) are completed to an orthonormal basis.
    let mut cols: Vec<Vec<T>> = Vec::with_capacity(ucols);
    for &src in &order {
        let nrm = norms[src];
        if nrm > T::zero() && nrm.is_finite() {
            cols.push((0..m).map(|i| w[i * n + src] / nrm).collect());
        } else {
            cols.push(vec![T::zero(); m]);
        }
    }
    complete_basis(&mut cols, m, ucols);
    let mut u = vec![T::zero(); m * ucols];
    for (c, col) in cols.iter().enumerate().take(ucols) {
        for (i, x) in col.iter().enumerate() {
            u[i * ucols + c] = *x;
        }
    }
    let mut vt = vec![T::zero(); n * n];
    for (r, &src) in order.iter().enumerate() {
        for c in 0..n {
            vt[r * n + c] = v[c * n + src];
        }
    }
    (u, s, vt)
}

/// Replaces the zero vectors among `cols` and appends vectors up to `want`, so that all are
/// orthonormal (Gram-Schmidt of the unit vectors against those already there).
fn complete_basis<T: Real>(cols: &mut Vec<Vec<T>>, m: usize, want: usize) {
    let mut candidate = 0;
    let mut next = |cols: &Vec<Vec<T>>| -> Vec<T> {
        while candidate < m {
            let mut e = vec![T::zero(); m];
            e[candidate] = T::one();
            candidate += 1;
            for _ in 0..2 {
                for c in cols.iter() {
                    let d = c.iter().zip(&e).fold(T::zero(), |acc, (x, y)| acc + *x * *y);
                    for (y, x) in e.iter_mut().zip(c) {
                        *y = *y - d * *x;
                    }
                }
            }
            let nrm = e.iter().fold(T::zero(), |acc, x| acc.hypot(*x));
            if nrm > T::from(1e-3).unwrap_or(T::epsilon()) {
                return e.into_iter().map(|x| x / nrm).collect();
            }
        }
        vec![T::zero(); m]
    };
    for i in 0..cols.len() {
        if cols[i].iter().all(|x| *x == T::zero()) {
            let others: Vec<Vec<T>> = cols.iter().enumerate().filter(|(j, _)| *j != i).map(|(_, c)| c.clone()).collect();
            cols[i] = next(&others);
        }
    }
    while cols.len() < want {
        let e = next(cols);
        cols.push(e);
    }
}

pub fn transpose<T: Real>(a: &[T], m: usize, n: usize) -> Vec<T> {
    let mut t = vec![T::zero(); m * n];
    for i in 0..m {
        for j in 0..n {
            t[j * m + i] = a[i * n + j];
        }
    }
    t
}

/// The eigenvalues of the general real `n × n` A, `(re, im)` in the order they stand on the
/// diagonal of its real Schur form (LAPACK's order): balancing by powers of two, reduction to
/// Hessenberg form by Householder reflections, then Francis double-shift QR iterations.
/// Complex pairs come out together, the positive imaginary part first. None when the
/// iterations do not converge.
pub fn eigvals(a: &[f64], n: usize) -> Option<Vec<(f64, f64)>> {
    let mut h = a.to_vec();
    balance(&mut h, n);
    hessenberg(&mut h, n);
    schur_eigenvalues(&mut h, n)
}

/// Scales rows and columns by powers of two so that each row and column have similar norms
/// (a similarity transform: eigenvalues unchanged, rounding reduced).
fn balance(a: &mut [f64], n: usize) {
    let radix = 2.0f64;
    let mut done = false;
    let mut rounds = 0;
    while !done && rounds < 100 {
        done = true;
        rounds += 1;
        for i in 0..n {
            let (mut c, mut r) = (0.0f64, 0.0f64);
            for j in 0..n {
                if j != i {
                    c += a[j * n + i].abs();
                    r += a[i * n + j].abs();
                }
            }
            if c == 0.0 || r == 0.0 || !c.is_finite() || !r.is_finite() {
                continue;
            }
            let s = c + r;
            let mut f = 1.0;
            let (mut cc, mut rr) = (c, r);
            while cc < rr / radix {
                cc *= radix;
                rr /= radix;
                f *= radix;
            }
            while cc >= rr * radix {
                cc /= radix;
                rr *= radix;
                f /= radix;
            }
            if (cc + rr) < 0.95 * s {
                done = false;
                for j in 0..n {
                    a[i * n + j] /= f;
                    a[j * n + i] *= f;
                }
            }
        }
    }
}

/// Reduces A to upper Hessenberg form in place (H = Qᵀ A Q, Q not kept).
fn hessenberg(a: &mut [f64], n: usize) {
    for k in 0..n.saturating_sub(2) {
        let norm = (k + 1..n).fold(0.0f64, |acc, i| acc.hypot(a[i * n + k]));
        if norm == 0.0 {
            continue;
        }
        let alpha = if a[(k + 1) * n + k] >= 0.0 { -norm } else { norm };
        let mut v: Vec<f64> = (k + 1..n).map(|i| a[i * n + k]).collect();
        v[0] -= alpha;
        let vv: f64 = v.iter().map(|x| x * x).sum();
        if vv == 0.0 {
            continue;
        }
        // A ← P A P with P = I - 2 v vᵀ / (vᵀ v) acting on rows/columns k+1..n.
        for j in 0..n {
            let d: f64 = v.iter().enumerate().map(|(t, x)| x * a[(k + 1 + t) * n + j]).sum();
            let f = 2.0 * d / vv;
            for (t, x) in v.iter().enumerate() {
                a[(k + 1 + t) * n + j] -= f * x;
            }
        }
        for i in 0..n {
            let d: f64 = v.iter().enumerate().map(|(t, x)| x * a[i * n + k + 1 + t]).sum();
            let f = 2.0 * d / vv;
            for (t, x) in v.iter().enumerate() {
                a[i * n + k + 1 + t] -= f * x;
            }
        }
        for i in k + 2..n {
            a[i * n + k] = 0.0;
        }
    }
}

/// The eigenvalues of a 2 × 2 block `[[a, b], [c, d]]` as LAPACK's standardisation orders them.
fn block_eigenvalues(a: f64, b: f64, c: f64, d: f64) -> [(f64, f64); 2] {
    if c == 0.0 {
        return [(a, 0.0), (d, 0.0)];
    }
    if b == 0.0 {
        return [(d, 0.0), (a, 0.0)];
    }
    let p = 0.5 * (a - d);
    let bc = b * c;
    let disc = p * p + bc;
    if disc >= 0.0 {
        let z = p + disc.sqrt().copysign(if p == 0.0 { 1.0 } else { p });
        let l1 = d + z;
        let l2 = if z != 0.0 { d - bc / z } else { d };
        [(l1, 0.0), (l2, 0.0)]
    } else {
        let im = (-disc).sqrt();
        [(d + p, im), (d + p, -im)]
    }
}

/// Francis double-shift QR on the Hessenberg H until it is quasi-triangular; the eigenvalues
/// by diagonal position.
fn schur_eigenvalues(h: &mut [f64], n: usize) -> Option<Vec<(f64, f64)>> {
    let mut out = vec![(0.0, 0.0); n];
    let norm = h.iter().fold(0.0f64, |m, x| m.max(x.abs()));
    let eps = f64::EPSILON;
    let mut hi = n as isize - 1;
    let mut iter = 0usize;
    let mut total = 0usize;
    let at = |i: usize, j: usize| i * n + j;
    while hi >= 0 {
        let u = hi as usize;
        let mut l = u;
        while l > 0 {
            let mut s = h[at(l - 1, l - 1)].abs() + h[at(l, l)].abs();
            if s == 0.0 {
                s = norm;
            }
            if h[at(l, l - 1)].abs() <= eps * s {
                h[at(l, l - 1)] = 0.0;
                break;
            }
            l -= 1;
        }
        if l == u {
            out[u] = (h[at(u, u)], 0.0);
            hi -= 1;
            iter = 0;
            continue;
        }
        if l + 1 == u {
            let e = block_eigenvalues(h[at(l, l)], h[at(l, u)], h[at(u, l)], h[at(u, u)]);
            out[l] = e[0];
            out[u] = e[1];
            hi -= 2;
            iter = 0;
            continue;
        }
        iter += 1;
        total += 1;
        if total > 30 * n.max(10) {
            return None;
        }
        let (x, y, w) = (h[at(u - 1, u - 1)], h[at(u, u)], h[at(u, u - 1)] * h[at(u - 1, u)]);
        let (trace, det) = if iter.is_multiple_of(10) {
            // An exceptional shift breaks a cycle.
            let s = h[at(u, u - 1)].abs() + h[at(u - 1, u - 2)].abs();
            let sh = y + 0.75 * s;
            (2.0 * sh, sh * sh - 0.4375 * s * s)
        } else {
            (x + y, x * y - w)
        };
        let mut p = h[at(l, l)] * h[at(l, l)] + h[at(l, l + 1)] * h[at(l + 1, l)] - trace * h[at(l, l)] + det;
        let mut q = h[at(l + 1, l)] * (h[at(l, l)] + h[at(l + 1, l + 1)] - trace);
        let mut r = h[at(l + 1, l)] * h[at(l + 2, l + 1)];
        for k in l..u {
            let size = if k + 2 <= u { 3 } else { 2 };
            if k > l {
                p = h[at(k, k - 1)];
                q = h[at(k + 1, k - 1)];
                r = if size == 3 { h[at(k + 2, k - 1)] } else { 0.0 };
            }
            let nrm = p.hypot(q).hypot(r);
            if nrm == 0.0 {
                continue;
            }
            let alpha = if p >= 0.0 { -nrm } else { nrm };
            let v = [p - alpha, q, r];
            let vv = v[0] * v[0] + v[1] * v[1] + v[2] * v[2];
            if vv == 0.0 {
                continue;
            }
            let c0 = if k > l { k - 1 } else { l };
            for j in c0..n {
                let d: f64 = (0..size).map(|t| v[t] * h[at(k + t, j)]).sum();
                let f = 2.0 * d / vv;
                for t in 0..size {
                    h[at(k + t, j)] -= f * v[t];
                }
            }
            let rmax = (k + 3).min(u);
            for i in 0..=rmax {
                let d: f64 = (0..size).map(|t| v[t] * h[at(i, k + t)]).sum();
                let f = 2.0 * d / vv;
                for t in 0..size {
                    h[at(i, k + t)] -= f * v[t];
                }
            }
            if k > l {
                h[at(k, k - 1)] = alpha;
                h[at(k + 1, k - 1)] = 0.0;
                if size == 3 {
                    h[at(k + 2, k - 1)] = 0.0;
                }
            }
        }
    }
    Some(out)
}

/// An eigenvector of A for the eigenvalue `(re, im)` by inverse iteration on `A - λI` (complex,
/// slightly perturbed so it is not singular), normalised to unit length with its largest
/// component real, as LAPACK returns them.
pub fn eigvector(a: &[f64], n: usize, lambda: (f64, f64)) -> Vec<crate::array::elem::C64f> {
    use crate::array::elem::C64f;
    let norm = a.iter().fold(0.0f64, |m, x| m.max(x.abs())).max(1.0);
    let shift = C64f::new(lambda.0, lambda.1) + C64f::new(norm * 1e-10, 0.0);
    let mut m: Vec<C64f> = a.iter().map(|x| C64f::new(*x, 0.0)).collect();
    for i in 0..n {
        m[i * n + i] -= shift;
    }
    // LU with partial pivoting in complex arithmetic.
    let mut piv = vec![0usize; n];
    for k in 0..n {
        let mut p = k;
        for i in k + 1..n {
            if m[i * n + k].norm() > m[p * n + k].norm() {
                p = i;
            }
        }
        piv[k] = p;
        if p != k {
            for j in 0..n {
                m.swap(k * n + j, p * n + j);
            }
        }
        if m[k * n + k].norm() == 0.0 {
            m[k * n + k] = C64f::new(norm * f64::EPSILON, 0.0);
        }
        let d = m[k * n + k];
        for i in k + 1..n {
            let l = m[i * n + k] / d;
            m[i * n + k] = l;
            for j in k + 1..n {
                let t = m[k * n + j];
                m[i * n + j] -= l * t;
            }
        }
    }
    let mut x: Vec<C64f> = (0..n).map(|i| C64f::new(1.0 + (i as f64) * 0.01, 0.0)).collect();
    for _ in 0..3 {
        for (k, p) in piv.iter().enumerate() {
            x.swap(k, *p);
        }
        for i in 0..n {
            let mut s = x[i];
            for j in 0..i {
                s -= m[i * n + j] * x[j];
            }
            x[i] = s;
        }
        for i in (0..n).rev() {
            let mut s = x[i];
            for j in i + 1..n {
                s -= m[i * n + j] * x[j];
            }
            x[i] = s / m[i * n + i];
        }
        let len = x.iter().fold(0.0f64, |acc, z| acc.hypot(z.norm()));
        if len == 0.0 || !len.is_finite() {
            break;
        }
        x.iter_mut().for_each(|z| *z /= len);
    }
    // Largest component real (and, for a real eigenvalue, the vector real).
    let big = x.iter().copied().fold(C64f::new(0.0, 0.0), |b, z| if z.norm() > b.norm() { z } else { b });
    if big.norm() > 0.0 {
        let phase = big.conj() / big.norm();
        x.iter_mut().for_each(|z| *z *= phase);
    }
    if lambda.1 == 0.0 {
        x.iter_mut().for_each(|z| z.im = 0.0);
        let len = x.iter().fold(0.0f64, |acc, z| acc.hypot(z.re));
        if len > 0.0 {
            x.iter_mut().for_each(|z| z.re /= len);
        }
    }
    x
}

//! The discrete Fourier transform of one complex sequence of any length, for `np.fft`: an
//! iterative radix-2 transform for powers of two, Bluestein's chirp-z algorithm (a power-of-two
//! convolution) for every other length. Unnormalised; the caller scales, pads, picks axes and
//! dtypes. Nothing here knows the interpreter or panics on any length.

use crate::array::elem::C64f;
use std::f64::consts::PI;

/// `x` ← its DFT, `sum_j x_j exp(∓2πi jk/n)` (`inverse` takes the + sign), unscaled.
pub fn transform(x: &mut [C64f], inverse: bool) {
    let n = x.len();
    if n <= 1 {
        return;
    }
    if n.is_power_of_two() {
        radix2(x, inverse);
    } else {
        bluestein(x, inverse);
    }
}

fn radix2(x: &mut [C64f], inverse: bool) {
    let n = x.len();
    let bits = n.trailing_zeros();
    for i in 0..n {
        let j = i.reverse_bits() >> (usize::BITS - bits);
        if j > i {
            x.swap(i, j);
        }
    }
    let sign = if inverse { 1.0 } else { -1.0 };
    // Twiddles exp(∓2πi k/n), each computed directly (no accumulated rounding).
    let tw: Vec<C64f> = (0..n / 2).map(|k| C64f::from_polar(1.0, sign * 2.0 * PI * k as f64 / n as f64)).collect();
    let mut len = 2;
    while len <= n {
        let step = n / len;
        for start in (0..n).step_by(len) {
            for k in 0..len / 2 {
                let w = tw[k * step];
                let a = x[start + k];
                let b = x[start + k + len / 2] * w;
                x[start + k] = a + b;
                x[start + k + len / 2] = a - b;
            }
        }
        len <<= 1;
    }
}

fn bluestein(x: &mut [C64f], inverse: bool) {
    let n = x.len();
    let m = (2 * n - 1).next_power_of_two();
    let sign = if inverse { 1.0 } else { -1.0 };
    // w_k = exp(∓πi k²/n), with k² reduced mod 2n so the angle stays exact for large k.
    let w: Vec<C64f> = (0..n)
        .map(|k| {
            let k2 = ((k as u128 * k as u128) % (2 * n as u128)) as f64;
            C64f::from_polar(1.0, sign * PI * k2 / n as f64)
        })
        .collect();
    let mut a = vec![C64f::new(0.0, 0.0); m];
    for k in 0..n {
        a[k] = x[k] * w[k];
    }
    let mut b = vec![C64f::new(0.0, 0.0); m];
    b[0] = w[0].conj();
    for k in 1..n {
        b[k] = w[k].conj();
        b[m - k] = w[k].conj();
    }
    radix2(&mut a, false);
    radix2(&mut b, false);
    for (p, q) in a.iter_mut().zip(&b) {
        *p *= *q;
    }
    radix2(&mut a, true);
    let scale = 1.0 / m as f64;
    for k in 0..n {
        x[k] = a[k] * w[k] * scale;
    }
}

//! The platform C math library, declared once, behind safe functions.
//!
//! Owns the `extern "C"` declarations of the C99 libm functions that Rust's `f64`/`f32` methods
//! do not offer (erf, gamma) or that cudalab must take from libm to agree bit for bit with
//! CPython on the same machine (`nextafter`, `remainder`). Both the host's `math` module and the
//! simulator's kernel math call these wrappers; nothing else may declare libm symbols. Must not
//! name any other module of the crate.

// SAFETY: these are the C99 libm functions with their exact prototypes (`double f(double)`,
// `float f(float)`, `double f(double, double)`), linked through std. They take and return plain
// floating-point values, touch no memory of ours and are defined for every input: NaN,
// infinities and poles come back as results (and errno, which nothing reads), never as undefined
// behaviour. So each is declared `safe`.
unsafe extern "C" {
    #[link_name = "erf"]
    safe fn c_erf(x: f64) -> f64;
    #[link_name = "erff"]
    safe fn c_erff(x: f32) -> f32;
    #[link_name = "erfc"]
    safe fn c_erfc(x: f64) -> f64;
    #[link_name = "erfcf"]
    safe fn c_erfcf(x: f32) -> f32;
    #[link_name = "tgamma"]
    safe fn c_tgamma(x: f64) -> f64;
    #[link_name = "tgammaf"]
    safe fn c_tgammaf(x: f32) -> f32;
    #[link_name = "lgamma"]
    safe fn c_lgamma(x: f64) -> f64;
    #[link_name = "lgammaf"]
    safe fn c_lgammaf(x: f32) -> f32;
    #[link_name = "nextafter"]
    safe fn c_nextafter(x: f64, y: f64) -> f64;
    #[link_name = "remainder"]
    safe fn c_remainder(x: f64, y: f64) -> f64;
}

/// The error function in double precision.
pub fn erf(x: f64) -> f64 {
    c_erf(x)
}

/// The error function in single precision (libm's `erff`, not `erf` rounded).
pub fn erff(x: f32) -> f32 {
    c_erff(x)
}

/// The complementary error function, 1 - erf(x) without the cancellation.
pub fn erfc(x: f64) -> f64 {
    c_erfc(x)
}

pub fn erfcf(x: f32) -> f32 {
    c_erfcf(x)
}

/// The gamma function (C's `tgamma`; CPython's `math.gamma` uses its own, see host/modules/math.rs).
pub fn tgamma(x: f64) -> f64 {
    c_tgamma(x)
}

pub fn tgammaf(x: f32) -> f32 {
    c_tgammaf(x)
}

/// log|Γ(x)|.
pub fn lgamma(x: f64) -> f64 {
    c_lgamma(x)
}

pub fn lgammaf(x: f32) -> f32 {
    c_lgammaf(x)
}

/// The next double after `x` towards `y`.
pub fn nextafter(x: f64, y: f64) -> f64 {
    c_nextafter(x, y)
}

/// IEEE 754 remainder: x - n*y with n = x/y rounded to the nearest integer, ties to even.
pub fn remainder(x: f64, y: f64) -> f64 {
    c_remainder(x, y)
}

#[cfg(test)]
mod tests {
    #[test]
    fn wrappers_reach_libm() {
        assert!((super::erf(1.0) - 0.8427007929497149).abs() < 1e-15);
        assert!((super::erff(1.0) - 0.842_700_8).abs() < 1e-6);
        assert_eq!(super::erfc(0.0), 1.0);
        assert_eq!(super::tgamma(5.0), 24.0);
        assert_eq!(super::tgammaf(5.0), 24.0);
        assert!((super::lgamma(10.0) - 362880f64.ln()).abs() < 1e-12);
        assert!(super::nextafter(1.0, 2.0) > 1.0);
        assert_eq!(super::remainder(5.0, 2.0), 1.0);
        assert!(super::erfcf(f32::NAN).is_nan());
        assert!(super::lgammaf(0.0).is_infinite());
    }
}

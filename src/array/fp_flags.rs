//! The processor's floating-point exception flags, which NumPy reads after each ufunc loop to
//! say "divide by zero encountered in log": `clear` before an operation, `take` after it. The
//! flags are sticky and per thread, so they tell what the loops run in between raised (IEEE 754's
//! divide-by-zero, overflow, underflow and invalid), whatever code path computed the elements.
//!
//! x86-64 keeps them in MXCSR, AArch64 in FPSR; on any other target `take` reports nothing (no
//! warnings, never a wrong value). `raise` sets a flag by hand, for the conversions that check
//! ranges in software (a float cast to an integer). Owns nothing else: what a flag means to the
//! program (`np.seterr`) is the host's.

/// A set of the four flags NumPy reports, in the order it reports them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct FpFlags(u8);

impl FpFlags {
    pub const DIVIDE: FpFlags = FpFlags(1);
    pub const OVERFLOW: FpFlags = FpFlags(2);
    pub const UNDERFLOW: FpFlags = FpFlags(4);
    pub const INVALID: FpFlags = FpFlags(8);

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn contains(self, f: FpFlags) -> bool {
        self.0 & f.0 == f.0
    }
    pub fn union(self, f: FpFlags) -> FpFlags {
        FpFlags(self.0 | f.0)
    }
    pub fn without(self, f: FpFlags) -> FpFlags {
        FpFlags(self.0 & !f.0)
    }
}

#[cfg(target_arch = "x86_64")]
mod reg {
    use super::FpFlags;
    /// MXCSR's status bits: invalid 0, denormal 1, divide-by-zero 2, overflow 3, underflow 4,
    /// precision 5 (denormal and precision are not reported).
    pub const MASK: u64 = 0x3f;
    pub const BITS: [(FpFlags, u32); 4] = [(FpFlags::INVALID, 0), (FpFlags::DIVIDE, 2), (FpFlags::OVERFLOW, 3), (FpFlags::UNDERFLOW, 4)];
    pub fn read() -> u64 {
        let mut v: u32 = 0;
        // SAFETY: stmxcsr stores the 32-bit MXCSR into the local it is given; nothing else.
        unsafe { std::arch::asm!("stmxcsr [{}]", in(reg) &mut v, options(nostack, preserves_flags)) };
        v as u64
    }
    pub fn write(v: u64) {
        let v = v as u32;
        // SAFETY: ldmxcsr loads MXCSR from the local; only status bits differ from the value just
        // read (the control bits, rounding and masks, are written back unchanged).
        unsafe { std::arch::asm!("ldmxcsr [{}]", in(reg) &v, options(nostack, preserves_flags)) };
    }
}

#[cfg(target_arch = "aarch64")]
mod reg {
    use super::FpFlags;
    /// FPSR's cumulative bits: invalid 0, divide-by-zero 1, overflow 2, underflow 3, inexact 4,
    /// input denormal 7.
    pub const MASK: u64 = 0x9f;
    pub const BITS: [(FpFlags, u32); 4] = [(FpFlags::INVALID, 0), (FpFlags::DIVIDE, 1), (FpFlags::OVERFLOW, 2), (FpFlags::UNDERFLOW, 3)];
    pub fn read() -> u64 {
        let v: u64;
        // SAFETY: reads the FPSR system register into a general register; no memory is touched.
        unsafe { std::arch::asm!("mrs {}, fpsr", out(reg) v, options(nomem, nostack, preserves_flags)) };
        v
    }
    pub fn write(v: u64) {
        // SAFETY: writes FPSR, whose only fields are the cumulative exception bits and the
        // saturation flag (kept as read).
        unsafe { std::arch::asm!("msr fpsr, {}", in(reg) v, options(nomem, nostack, preserves_flags)) };
    }
}

/// Other targets: no flags to read (no warnings, never a wrong value).
#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
mod reg {
    use super::FpFlags;
    pub const MASK: u64 = 0;
    pub const BITS: [(FpFlags, u32); 0] = [];
    pub fn read() -> u64 {
        0
    }
    pub fn write(_v: u64) {}
}

/// Forget the flags raised so far (before an operation whose flags are wanted).
#[inline]
pub fn clear() {
    reg::write(reg::read() & !reg::MASK);
}

/// The flags raised since `clear`, cleared again.
#[inline]
pub fn take() -> FpFlags {
    let v = reg::read();
    if v & reg::MASK == 0 {
        return FpFlags::default();
    }
    reg::write(v & !reg::MASK);
    reg::BITS.iter().filter(|(_, b)| v & (1 << b) != 0).fold(FpFlags::default(), |f, (flag, _)| f.union(*flag))
}

/// Raise `f` as an instruction would have.
#[cold]
pub fn raise(f: FpFlags) {
    let bits = reg::BITS.iter().filter(|(flag, _)| f.contains(*flag)).fold(0u64, |v, (_, b)| v | 1 << b);
    reg::write(reg::read() | bits);
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::hint::black_box;

    #[test]
    fn operations_raise_their_flags() {
        clear();
        let _ = black_box(black_box(1.0f64) / black_box(0.0f64));
        let f = take();
        if cfg!(any(target_arch = "x86_64", target_arch = "aarch64")) {
            assert!(f.contains(FpFlags::DIVIDE) && !f.contains(FpFlags::INVALID), "{f:?}");
            let _ = black_box(black_box(0.0f64) / black_box(0.0f64));
            assert_eq!(take(), FpFlags::INVALID);
            let _ = black_box(black_box(1e308f64) * black_box(10.0f64));
            assert!(take().contains(FpFlags::OVERFLOW));
            let _ = black_box(black_box(1.5f64) + black_box(2.0f64));
            assert!(take().is_empty());
            raise(FpFlags::INVALID);
            assert_eq!(take(), FpFlags::INVALID);
        }
    }
}

//! NumPy's legacy random generator (`np.random.seed`, `rand`, `randn`, `uniform`, `normal`,
//! `randint`, `poisson`, `random`): MT19937 seeded as NumPy seeds it, and NumPy's legacy
//! algorithms on top (53-bit doubles from two draws, the polar Gaussian with its cached second
//! value, masked rejection for bounded integers, PTRS / multiplication for Poisson), so the same
//! seed gives the same numbers as NumPy.

const N: usize = 624;
const M: usize = 397;

pub struct Mt19937 {
    mt: [u32; N],
    pos: usize,
    gauss: Option<f64>,
}

impl Mt19937 {
    pub fn new(seed: u32) -> Mt19937 {
        let mut r = Mt19937 { mt: [0; N], pos: N, gauss: None };
        r.seed(seed);
        r
    }

    /// `init_genrand`, what NumPy's legacy `seed(int)` does.
    pub fn seed(&mut self, seed: u32) {
        self.mt[0] = seed;
        for i in 1..N {
            self.mt[i] = 1812433253u32.wrapping_mul(self.mt[i - 1] ^ (self.mt[i - 1] >> 30)).wrapping_add(i as u32);
        }
        self.pos = N;
        self.gauss = None;
    }

    /// `init_by_array`, used when the seed is a sequence or does not fit in 32 bits.
    pub fn seed_by_array(&mut self, key: &[u32]) {
        self.seed(19650218);
        let (mut i, mut j) = (1usize, 0usize);
        let klen = key.len().max(1);
        for _ in 0..N.max(klen) {
            let prev = self.mt[i - 1] ^ (self.mt[i - 1] >> 30);
            self.mt[i] = (self.mt[i] ^ prev.wrapping_mul(1664525)).wrapping_add(*key.get(j).unwrap_or(&0)).wrapping_add(j as u32);
            i += 1;
            j += 1;
            if i >= N {
                self.mt[0] = self.mt[N - 1];
                i = 1;
            }
            if j >= klen {
                j = 0;
            }
        }
        for _ in 0..N - 1 {
            let prev = self.mt[i - 1] ^ (self.mt[i - 1] >> 30);
            self.mt[i] = (self.mt[i] ^ prev.wrapping_mul(1566083941)).wrapping_sub(i as u32);
            i += 1;
            if i >= N {
                self.mt[0] = self.mt[N - 1];
                i = 1;
            }
        }
        self.mt[0] = 0x8000_0000;
        self.pos = N;
        self.gauss = None;
    }

    fn generate(&mut self) {
        const UPPER: u32 = 0x8000_0000;
        const LOWER: u32 = 0x7fff_ffff;
        const MATRIX_A: u32 = 0x9908_b0df;
        for i in 0..N {
            let y = (self.mt[i] & UPPER) | (self.mt[(i + 1) % N] & LOWER);
            let mut v = self.mt[(i + M) % N] ^ (y >> 1);
            if y & 1 != 0 {
                v ^= MATRIX_A;
            }
            self.mt[i] = v;
        }
        self.pos = 0;
    }

    pub fn next_u32(&mut self) -> u32 {
        if self.pos >= N {
            self.generate();
        }
        let mut y = self.mt[self.pos];
        self.pos += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^ (y >> 18)
    }

    pub fn next_u64(&mut self) -> u64 {
        ((self.next_u32() as u64) << 32) | self.next_u32() as u64
    }

    /// A double in [0, 1) with 53 random bits.
    pub fn random(&mut self) -> f64 {
        let a = (self.next_u32() >> 5) as f64;
        let b = (self.next_u32() >> 6) as f64;
        (a * 67108864.0 + b) / 9007199254740992.0
    }

    /// The legacy polar method; every second value comes from the cache.
    pub fn gauss(&mut self) -> f64 {
        if let Some(g) = self.gauss.take() {
            return g;
        }
        loop {
            let x1 = 2.0 * self.random() - 1.0;
            let x2 = 2.0 * self.random() - 1.0;
            let r2 = x1 * x1 + x2 * x2;
            if r2 < 1.0 && r2 != 0.0 {
                let f = (-2.0 * r2.ln() / r2).sqrt();
                self.gauss = Some(f * x1);
                return f * x2;
            }
        }
    }

    /// An integer in [0, rng] by masked rejection, as NumPy's legacy `randint`.
    pub fn bounded(&mut self, rng: u64) -> u64 {
        if rng == 0 {
            return 0;
        }
        let mut mask = rng;
        mask |= mask >> 1;
        mask |= mask >> 2;
        mask |= mask >> 4;
        mask |= mask >> 8;
        mask |= mask >> 16;
        mask |= mask >> 32;
        if rng <= 0xffff_ffff {
            if rng == 0xffff_ffff {
                return self.next_u32() as u64;
            }
            loop {
                let v = (self.next_u32() as u64) & mask;
                if v <= rng {
                    return v;
                }
            }
        }
        if rng == u64::MAX {
            return self.next_u64();
        }
        loop {
            let v = self.next_u64() & mask;
            if v <= rng {
                return v;
            }
        }
    }

    pub fn poisson(&mut self, lam: f64) -> i64 {
        if lam >= 10.0 {
            return self.poisson_ptrs(lam);
        }
        if lam == 0.0 {
            return 0;
        }
        let enlam = (-lam).exp();
        let mut x = 0i64;
        let mut prod = 1.0;
        loop {
            prod *= self.random();
            if prod > enlam {
                x += 1;
            } else {
                return x;
            }
        }
    }

    fn poisson_ptrs(&mut self, lam: f64) -> i64 {
        let slam = lam.sqrt();
        let loglam = lam.ln();
        let b = 0.931 + 2.53 * slam;
        let a = -0.059 + 0.02483 * b;
        let invalpha = 1.1239 + 1.1328 / (b - 3.4);
        let vr = 0.9277 - 3.6224 / (b - 2.0);
        loop {
            let u = self.random() - 0.5;
            let v = self.random();
            let us = 0.5 - u.abs();
            let k = ((2.0 * a / us + b) * u + lam + 0.43).floor() as i64;
            if us >= 0.07 && v <= vr {
                return k;
            }
            if k < 0 || (us < 0.013 && v > us) {
                continue;
            }
            if (v.ln() + invalpha.ln() - (a / (us * us) + b).ln()) <= (-lam + k as f64 * loglam - loggam(k as f64 + 1.0)) {
                return k;
            }
        }
    }
}

fn loggam(x: f64) -> f64 {
    // NumPy's coefficients, digit for digit (legacy `loggam`): more digits than an f64 keeps.
    #[allow(clippy::excessive_precision)]
    const A: [f64; 10] = [
        8.333333333333333e-02,
        -2.777777777777778e-03,
        7.936507936507937e-04,
        -5.952380952380952e-04,
        8.417508417508418e-04,
        -1.917526917526918e-03,
        6.410256410256410e-03,
        -2.955065359477124e-02,
        1.796443723688307e-01,
        -1.39243221690590e+00,
    ];
    if x == 1.0 || x == 2.0 {
        return 0.0;
    }
    let n = if x < 7.0 { (7.0 - x) as i64 } else { 0 };
    let mut x0 = x + n as f64;
    let x2 = (1.0 / x0) * (1.0 / x0);
    let lg2pi = 1.8378770664093453e+00;
    let mut gl0 = A[9];
    for k in (0..9).rev() {
        gl0 *= x2;
        gl0 += A[k];
    }
    let mut gl = gl0 / x0 + 0.5 * lg2pi + (x0 - 0.5) * x0.ln() - x0;
    if x < 7.0 {
        for _ in 1..=n {
            gl -= (x0 - 1.0).ln();
            x0 -= 1.0;
        }
    }
    gl
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn matches_reference_mt19937() {
        // The reference implementation's first output for init_genrand(5489).
        let mut r = Mt19937::new(5489);
        assert_eq!(r.next_u32(), 3499211612);
    }
}

/// NumPy's `SeedSequence` (numpy/random/bit_generator.pyx): hashes the seed's 32-bit words into
/// a 4-word pool and draws state words from it.
pub struct SeedSequence {
    pool: [u32; 4],
}

const INIT_A: u32 = 0x43b0_d7e5;
const MULT_A: u32 = 0x931e_8875;
const INIT_B: u32 = 0x8b51_f9dd;
const MULT_B: u32 = 0x58f3_8ded;
const MIX_MULT_L: u32 = 0xca01_f9dd;
const MIX_MULT_R: u32 = 0x4973_f715;
const XSHIFT: u32 = 16;

fn hashmix(value: u32, hash_const: &mut u32) -> u32 {
    let mut v = value ^ *hash_const;
    *hash_const = hash_const.wrapping_mul(MULT_A);
    v = v.wrapping_mul(*hash_const);
    v ^ (v >> XSHIFT)
}

fn mix(x: u32, y: u32) -> u32 {
    let r = MIX_MULT_L.wrapping_mul(x).wrapping_sub(MIX_MULT_R.wrapping_mul(y));
    r ^ (r >> XSHIFT)
}

impl SeedSequence {
    /// From the seed's 32-bit words, least significant first (`0` is `[0]`).
    pub fn new(entropy: &[u32]) -> SeedSequence {
        let mut pool = [0u32; 4];
        let mut hash_const = INIT_A;
        for (i, slot) in pool.iter_mut().enumerate() {
            *slot = hashmix(*entropy.get(i).unwrap_or(&0), &mut hash_const);
        }
        for i_src in 0..4 {
            for i_dst in 0..4 {
                if i_src != i_dst {
                    let h = hashmix(pool[i_src], &mut hash_const);
                    pool[i_dst] = mix(pool[i_dst], h);
                }
            }
        }
        for &word in entropy.iter().skip(4) {
            for slot in pool.iter_mut() {
                let h = hashmix(word, &mut hash_const);
                *slot = mix(*slot, h);
            }
        }
        SeedSequence { pool }
    }

    pub fn generate_u64(&self, n: usize) -> Vec<u64> {
        let mut hash_const = INIT_B;
        let words: Vec<u32> = (0..2 * n)
            .map(|i| {
                let mut v = self.pool[i % 4] ^ hash_const;
                hash_const = hash_const.wrapping_mul(MULT_B);
                v = v.wrapping_mul(hash_const);
                v ^ (v >> XSHIFT)
            })
            .collect();
        words.chunks(2).map(|p| p[0] as u64 | (p[1] as u64) << 32).collect()
    }
}

/// PCG64 (XSL-RR 128/64), seeded through `SeedSequence` as `np.random.default_rng(seed)` does.
pub struct Pcg64 {
    state: u128,
    inc: u128,
    /// The upper half of a 64-bit draw, kept for the next 32-bit request (as NumPy's bit generator).
    pending_u32: Option<u32>,
}

const PCG_MULT: u128 = 0x2360_ED05_1FC6_5DA4_4385_DF64_9FCC_F645;

impl Pcg64 {
    pub fn from_seed_sequence(ss: &SeedSequence) -> Pcg64 {
        let v = ss.generate_u64(4);
        let initstate = (v[0] as u128) << 64 | v[1] as u128;
        let initseq = (v[2] as u128) << 64 | v[3] as u128;
        let mut r = Pcg64 { state: 0, inc: (initseq << 1) | 1, pending_u32: None };
        r.step();
        r.state = r.state.wrapping_add(initstate);
        r.step();
        r
    }
    fn step(&mut self) {
        self.state = self.state.wrapping_mul(PCG_MULT).wrapping_add(self.inc);
    }
    pub fn next_u64(&mut self) -> u64 {
        self.step();
        let s = self.state;
        let x = ((s >> 64) as u64) ^ (s as u64);
        x.rotate_right((s >> 122) as u32)
    }
    pub fn next_u32(&mut self) -> u32 {
        if let Some(v) = self.pending_u32.take() {
            return v;
        }
        let next = self.next_u64();
        self.pending_u32 = Some((next >> 32) as u32);
        next as u32
    }
    pub fn random(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / 9007199254740992.0)
    }
    /// `integers`: Lemire's method over `[0, rng]`; ranges that fit 32 bits draw 32-bit halves
    /// (the bit generator keeps the unused half for the next call), as NumPy does.
    pub fn fill_bounded(&mut self, rng: u64, n: usize) -> Vec<u64> {
        let mut out = Vec::with_capacity(n);
        if rng == 0 {
            out.resize(n, 0);
            return out;
        }
        if rng <= 0xffff_ffff {
            let next32 = |r: &mut Pcg64| -> u32 { r.next_u32() };
            if rng == 0xffff_ffff {
                for _ in 0..n {
                    out.push(next32(self) as u64);
                }
                return out;
            }
            let rng32 = rng as u32;
            let excl = rng32 + 1;
            for _ in 0..n {
                let mut m = next32(self) as u64 * excl as u64;
                let mut leftover = m as u32;
                if leftover < excl {
                    let threshold = (u32::MAX - rng32) % excl;
                    while leftover < threshold {
                        m = next32(self) as u64 * excl as u64;
                        leftover = m as u32;
                    }
                }
                out.push(m >> 32);
            }
            return out;
        }
        let excl = rng.wrapping_add(1);
        for _ in 0..n {
            if rng == u64::MAX {
                out.push(self.next_u64());
                continue;
            }
            let mut m = self.next_u64() as u128 * excl as u128;
            let mut leftover = m as u64;
            if leftover < excl {
                let threshold = (u64::MAX - rng) % excl;
                while leftover < threshold {
                    m = self.next_u64() as u128 * excl as u128;
                    leftover = m as u64;
                }
            }
            out.push((m >> 64) as u64);
        }
        out
    }
}

#[cfg(test)]
mod pcg_tests {
    use super::*;
    #[test]
    fn seed_sequence_and_pcg64_match_numpy() {
        // np.random.SeedSequence(42).generate_state(4, np.uint64)
        let ss = SeedSequence::new(&[42]);
        assert_eq!(ss.generate_u64(4), vec![11465652750463011511, 15382171918060459190, 9018504550953525431, 3703499796004394495]);
        // np.random.PCG64(42).random_raw(2)
        let mut r = Pcg64::from_seed_sequence(&ss);
        assert_eq!(r.next_u64(), 14276969152011380360);
        assert_eq!(r.next_u64(), 8095878257575067585);
    }
}

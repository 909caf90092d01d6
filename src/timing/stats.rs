//! IPython's timing arithmetic and format: `_format_time` (three significant digits in the
//! largest unit that fits; days/hours/minutes past a minute), mean and population standard
//! deviation as `TimeitResult` computes them, and counts with thousands separators.

/// IPython's `_format_time(timespan, precision)`.
pub fn format_time(secs: f64, precision: usize) -> String {
    if secs >= 60.0 {
        let parts = [("d", 86400.0), ("h", 3600.0), ("min", 60.0), ("s", 1.0)];
        let mut out = Vec::new();
        let mut left = secs;
        for (suffix, len) in parts {
            let v = (left / len).trunc();
            if v > 0.0 {
                left %= len;
                out.push(format!("{v}{suffix}"));
            }
            if left < 1.0 {
                break;
            }
        }
        return out.join(" ");
    }
    let units = ["s", "ms", "µs", "ns"];
    let order = if secs > 0.0 { (-(secs.log10().floor() as i64).div_euclid(3)).clamp(0, 3) as usize } else { 3 };
    let v = secs * 1000f64.powi(order as i32);
    let spec = crate::lang::format_spec::parse_spec(&format!(".{precision}g")).unwrap_or_default();
    let s = crate::lang::format_spec::format_float(v, &spec).unwrap_or_else(|_| format!("{v}"));
    format!("{s} {}", units[order])
}

/// `1234567` → `1,234,567` (Python's `{:,}`).
pub fn thousands(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Mean, population standard deviation, least and greatest of some times.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Summary {
    pub mean: f64,
    pub std: f64,
    pub min: f64,
    pub max: f64,
}

impl Summary {
    pub fn of(xs: &[f64]) -> Summary {
        if xs.is_empty() {
            return Summary::default();
        }
        let n = xs.len() as f64;
        let mean = xs.iter().sum::<f64>() / n;
        let var = xs.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / n;
        Summary { mean, std: var.sqrt(), min: xs.iter().copied().fold(f64::INFINITY, f64::min), max: xs.iter().copied().fold(f64::NEG_INFINITY, f64::max) }
    }
}

/// "1 loop", "1,000 loops".
pub fn plural(n: u64, word: &str) -> String {
    count(n, word, &format!("{word}s"))
}

/// "1 kernel launch", "3 kernel launches".
pub fn count(n: u64, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{} {many}", thousands(n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ipython_time_format() {
        assert_eq!(format_time(1.234e-3, 3), "1.23 ms");
        assert_eq!(format_time(4.56e-6, 3), "4.56 µs");
        assert_eq!(format_time(0.1, 3), "100 ms");
        assert_eq!(format_time(12.0, 3), "12 s");
        assert_eq!(format_time(0.0, 3), "0 ns");
        assert_eq!(format_time(5e-10, 3), "0.5 ns");
        assert_eq!(format_time(125.5, 3), "2min 5s");
        assert_eq!(format_time(1.23456e-3, 5), "1.2346 ms");
        assert_eq!(thousands(10000), "10,000");
        assert_eq!(thousands(100), "100");
        assert_eq!(plural(1, "loop"), "1 loop");
        assert_eq!(plural(1000, "loop"), "1,000 loops");
    }

    #[test]
    fn population_std() {
        let s = Summary::of(&[1.0, 2.0, 3.0, 4.0]);
        assert_eq!(s.mean, 2.5);
        assert!((s.std - 1.118033988749895).abs() < 1e-12);
        assert_eq!((s.min, s.max), (1.0, 4.0));
    }
}

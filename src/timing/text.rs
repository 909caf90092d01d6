//! Plain-text renderings for terminals and `cudalab run`: aligned tables, a one-line histogram,
//! and a lane timeline drawn with block characters.

/// An aligned table: the first column left-aligned, the others right-aligned.
pub fn table(headers: &[&str], rows: &[Vec<String>]) -> String {
    let cols = headers.len();
    let mut width: Vec<usize> = headers.iter().map(|h| h.chars().count()).collect();
    for r in rows {
        for (i, c) in r.iter().enumerate().take(cols) {
            width[i] = width[i].max(c.chars().count());
        }
    }
    let line = |cells: Vec<&str>| -> String {
        let mut s = String::new();
        for (i, c) in cells.iter().enumerate() {
            let pad = width[i].saturating_sub(c.chars().count());
            if i == 0 {
                s.push_str(c);
                s.push_str(&" ".repeat(pad));
            } else {
                s.push_str("  ");
                s.push_str(&" ".repeat(pad));
                s.push_str(c);
            }
        }
        s.trim_end().to_string() + "\n"
    };
    let mut out = line(headers.to_vec());
    for r in rows {
        out.push_str(&line(r.iter().map(|s| s.as_str()).collect()));
    }
    out
}

const LEVELS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

/// Counts of `xs` in `bins` equal bins over [min, max].
pub fn bin_counts(xs: &[f64], bins: usize) -> (f64, f64, Vec<usize>) {
    let lo = xs.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = xs.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let mut counts = vec![0usize; bins.max(1)];
    if xs.is_empty() {
        return (0.0, 0.0, counts);
    }
    for x in xs {
        let i = if hi > lo { (((x - lo) / (hi - lo)) * bins as f64) as usize } else { 0 };
        counts[i.min(bins - 1)] += 1;
    }
    (lo, hi, counts)
}

/// "1.22 ms ▂▅█▃▁ 1.26 ms": where the runs fell between the fastest and the slowest.
pub fn histogram_line(xs: &[f64], precision: usize) -> String {
    let bins = xs.len().clamp(1, 24);
    let (lo, hi, counts) = bin_counts(xs, bins);
    let top = counts.iter().copied().max().unwrap_or(1).max(1);
    let bars: String = counts.iter().map(|c| if *c == 0 { ' ' } else { LEVELS[(c * 7).div_ceil(top).min(7)] }).collect();
    format!("{} {bars} {}", super::stats::format_time(lo, precision), super::stats::format_time(hi, precision))
}

/// One lane of a timeline `width` characters wide over [0, end]: `█` where a span covers the
/// cell, `▌` where it covers part of it.
pub fn lane(spans: &[(f64, f64)], end: f64, width: usize) -> String {
    let mut cover = vec![0f64; width];
    if end <= 0.0 {
        return " ".repeat(width);
    }
    let cell = end / width as f64;
    for &(a, b) in spans {
        let (a, b) = (a.max(0.0), b.min(end));
        if b <= a {
            continue;
        }
        let first = ((a / cell) as usize).min(width - 1);
        let last = ((b / cell) as usize).min(width - 1);
        for (i, c) in cover.iter_mut().enumerate().take(last + 1).skip(first) {
            let lo = (i as f64 * cell).max(a);
            let hi = ((i + 1) as f64 * cell).min(b);
            *c += (hi - lo).max(0.0) / cell;
        }
    }
    cover
        .iter()
        .map(|c| {
            if *c >= 0.5 {
                '█'
            } else if *c > 0.0 {
                '▌'
            } else {
                '·'
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_align() {
        let t = table(&["name", "time"], &[vec!["add".into(), "1.2 ms".into()], vec!["transpose".into(), "10 µs".into()]]);
        assert_eq!(t, "name         time\nadd        1.2 ms\ntranspose   10 µs\n");
    }

    #[test]
    fn lanes_and_histograms() {
        assert_eq!(lane(&[(0.0, 0.5)], 1.0, 4), "██··");
        assert_eq!(lane(&[(0.1, 0.2)], 1.0, 4), "▌···");
        assert_eq!(bin_counts(&[1.0, 2.0, 2.0, 3.0], 2).2, vec![1, 3]);
        assert!(histogram_line(&[1e-3, 2e-3], 3).starts_with("1 ms "));
    }
}

//! matplotlib's built-in colormaps, as matplotlib 3.11 defines them: each map's lookup table (`N` entries: 256 for most, 510 for
//! the twilights, the palette size for qualitative maps such as tab10), its `_r` reverse, and `Colormap.__call__`'s lookup of a
//! normalized float with the under (< 0), over (> 1) and bad (NaN) colours. The tables are data in `colormap_data`, generated
//! from matplotlib 3.11.2 with `cmap(np.arange(cmap.N), bytes=True)` (which for the 256-entry maps is
//! `cmap(np.linspace(0, 1, 256), bytes=True)`).

use super::color::Rgba;
use super::colormap_data::TABLES;

/// A colormap: `N` colours as bytes (what matplotlib's `cmap(x, bytes=True)` returns) and the colours for values below 0, above 1
/// and NaN. The built-in maps keep matplotlib's defaults: under is the first entry, over the last, bad transparent black.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Colormap {
    name: String,
    lut: Vec<[u8; 4]>,
    under: [u8; 4],
    over: [u8; 4],
    bad: [u8; 4],
}

/// What matplotlib appends to a colormap's name for its reverse.
const REVERSED_SUFFIX: &str = "_r";

/// The built-in colormap of this name (case-sensitive, as `matplotlib.colormaps[name]`): one of [`names`], or one of those with
/// `_r` for its reverse. `None` for any other name.
pub fn colormap(name: &str) -> Option<Colormap> {
    if let Some(table) = TABLES.iter().find(|table| table.name == name) {
        return Some(Colormap::from_lut(name, decode_rgb(table.rgb)));
    }
    let base = name.strip_suffix(REVERSED_SUFFIX)?;
    let table = TABLES.iter().find(|table| table.name == base)?;
    let mut lut = decode_rgb(table.rgb);
    lut.reverse();
    for (index, color) in decode_fixes(table.reversed_fixes) {
        if let Some(entry) = lut.get_mut(index) {
            *entry = color;
        }
    }
    Some(Colormap::from_lut(name, lut))
}

/// The built-in colormaps' names, without the `_r` reverses.
pub fn names() -> Vec<&'static str> {
    TABLES.iter().map(|table| table.name).collect()
}

impl Colormap {
    /// A colormap over `lut` with matplotlib's default extremes: under = first entry, over = last, bad = transparent black.
    fn from_lut(name: &str, lut: Vec<[u8; 4]>) -> Colormap {
        let under = lut.first().copied().unwrap_or_default();
        let over = lut.last().copied().unwrap_or_default();
        Colormap { name: name.to_string(), lut, under, over, bad: [0; 4] }
    }

    /// `ListedColormap(colors, name)`: one table entry per colour, each component stored as matplotlib's `bytes=True` output
    /// stores it (`c * 255` truncated).
    pub fn listed(name: &str, colors: &[Rgba]) -> Colormap {
        Colormap::from_lut(name, colors.iter().map(|&c| lut_bytes(c)).collect())
    }

    /// `cmap.with_extremes(under=…, over=…, bad=…)`: the same map with whichever extreme colours are given replaced.
    pub fn with_extremes(mut self, under: Option<Rgba>, over: Option<Rgba>, bad: Option<Rgba>) -> Colormap {
        if let Some(c) = under {
            self.under = lut_bytes(c);
        }
        if let Some(c) = over {
            self.over = lut_bytes(c);
        }
        if let Some(c) = bad {
            self.bad = lut_bytes(c);
        }
        self
    }

    /// The name it was looked up by (`'viridis'`, `'viridis_r'`).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The number of table entries, matplotlib's `cmap.N` (256, 510 for the twilights, 10 for tab10, …).
    pub fn n(&self) -> usize {
        self.lut.len()
    }

    /// The table entries in order, as bytes.
    pub fn lut(&self) -> &[[u8; 4]] {
        &self.lut
    }

    /// `cmap(x, bytes=True)` for an already-normalized float `x`, exactly as matplotlib computes it: entry `int(x * N)`, with
    /// `x == 1.0` giving the last entry; `x * N < 0` gives the under colour, `x * N >= N` the over colour, NaN the bad colour.
    pub fn rgba_bytes(&self, x: f64) -> [u8; 4] {
        let n = self.lut.len() as f64;
        let mut scaled = x * n;
        if scaled == n {
            scaled = n - 1.0;
        }
        if scaled.is_nan() {
            self.bad
        } else if scaled < 0.0 {
            self.under
        } else if scaled >= n {
            self.over
        } else {
            // 0 <= scaled < N here, so the truncated index is in the table.
            self.lut[scaled as usize]
        }
    }

    /// The colour at `x` as floats: [`Colormap::rgba_bytes`] over 255. matplotlib's own float `cmap(x)` can be up to 1/255 above
    /// this (its bytes truncate), but `rgba(x).to_bytes() == rgba_bytes(x)` always holds.
    pub fn rgba(&self, x: f64) -> Rgba {
        let [r, g, b, a] = self.rgba_bytes(x).map(|byte| f64::from(byte) / 255.0);
        Rgba::new(r, g, b, a)
    }
}

/// A float colour as matplotlib's `bytes=True` stores it: each component times 255, truncated (saturating, NaN → 0).
fn lut_bytes(c: Rgba) -> [u8; 4] {
    [c.r, c.g, c.b, c.a].map(|component| (component * 255.0) as u8)
}

/// A table's `rrggbb` entries, whitespace-separated, as opaque bytes.
fn decode_rgb(hex: &str) -> Vec<[u8; 4]> {
    hex.split_ascii_whitespace().filter_map(decode_entry).collect()
}

/// One `rrggbb` entry as opaque bytes.
fn decode_entry(token: &str) -> Option<[u8; 4]> {
    if token.len() != 6 || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let [_, r, g, b] = u32::from_str_radix(token, 16).ok()?.to_be_bytes();
    Some([r, g, b, 255])
}

/// A reverse's `index:rrggbb` corrections.
fn decode_fixes(text: &str) -> impl Iterator<Item = (usize, [u8; 4])> + '_ {
    text.split_ascii_whitespace().filter_map(|entry| {
        let (index, hex) = entry.split_once(':')?;
        Some((index.parse().ok()?, decode_entry(hex)?))
    })
}

#[cfg(test)]
mod tests {
    //! Expected bytes were recorded from matplotlib 3.11.2 with `matplotlib.colormaps[name](x, bytes=True)` by a Python script;
    //! the tables below are its output, unedited.

    use super::*;

    /// `(name, x, cmap(x, bytes=True))`.
    const LOOKUPS: &[(&str, f64, [u8; 4])] = &[
        ("viridis", 0.0, [68, 1, 84, 255]),
        ("viridis", 0.5, [32, 144, 140, 255]),
        ("viridis", 1.0, [253, 231, 36, 255]),
        ("viridis", 0.333, [48, 103, 141, 255]),
        ("viridis", -0.1, [68, 1, 84, 255]),
        ("viridis", 1.1, [253, 231, 36, 255]),
        ("viridis", f64::NAN, [0, 0, 0, 0]),
        ("viridis", 0.999, [253, 231, 36, 255]),
        ("viridis", 0.25, [58, 82, 139, 255]),
        ("viridis", 0.75, [94, 201, 97, 255]),
        ("viridis", f64::INFINITY, [253, 231, 36, 255]),
        ("viridis", f64::NEG_INFINITY, [68, 1, 84, 255]),
        ("viridis", -0.0, [68, 1, 84, 255]),
        ("viridis", 0.1, [72, 35, 116, 255]),
        ("viridis", 0.9, [189, 222, 38, 255]),
        ("viridis", 1e-300, [68, 1, 84, 255]),
        ("viridis", -1e-300, [68, 1, 84, 255]),
        ("viridis", 0.9999999999999999, [253, 231, 36, 255]),
        ("gray", 0.0, [0, 0, 0, 255]),
        ("gray", 0.5, [128, 128, 128, 255]),
        ("gray", 1.0, [255, 255, 255, 255]),
        ("gray", 0.333, [85, 85, 85, 255]),
        ("gray", -0.1, [0, 0, 0, 255]),
        ("gray", 1.1, [255, 255, 255, 255]),
        ("gray", f64::NAN, [0, 0, 0, 0]),
        ("gray", 0.999, [255, 255, 255, 255]),
        ("gray", 0.25, [64, 64, 64, 255]),
        ("gray", 0.75, [192, 192, 192, 255]),
        ("gray", f64::INFINITY, [255, 255, 255, 255]),
        ("gray", f64::NEG_INFINITY, [0, 0, 0, 255]),
        ("gray", -0.0, [0, 0, 0, 255]),
        ("gray", 0.1, [25, 25, 25, 255]),
        ("gray", 0.9, [230, 230, 230, 255]),
        ("gray", 1e-300, [0, 0, 0, 255]),
        ("gray", -1e-300, [0, 0, 0, 255]),
        ("gray", 0.9999999999999999, [255, 255, 255, 255]),
        ("jet", 0.0, [0, 0, 127, 255]),
        ("jet", 0.5, [124, 255, 121, 255]),
        ("jet", 1.0, [127, 0, 0, 255]),
        ("jet", 0.333, [0, 212, 255, 255]),
        ("jet", -0.1, [0, 0, 127, 255]),
        ("jet", 1.1, [127, 0, 0, 255]),
        ("jet", f64::NAN, [0, 0, 0, 0]),
        ("jet", 0.999, [127, 0, 0, 255]),
        ("jet", 0.25, [0, 128, 255, 255]),
        ("jet", 0.75, [255, 148, 0, 255]),
        ("jet", f64::INFINITY, [127, 0, 0, 255]),
        ("jet", f64::NEG_INFINITY, [0, 0, 127, 255]),
        ("jet", -0.0, [0, 0, 127, 255]),
        ("jet", 0.1, [0, 0, 241, 255]),
        ("jet", 0.9, [241, 7, 0, 255]),
        ("jet", 1e-300, [0, 0, 127, 255]),
        ("jet", -1e-300, [0, 0, 127, 255]),
        ("jet", 0.9999999999999999, [127, 0, 0, 255]),
        ("coolwarm", 0.0, [58, 76, 192, 255]),
        ("coolwarm", 0.5, [221, 220, 219, 255]),
        ("coolwarm", 1.0, [179, 3, 38, 255]),
        ("coolwarm", 0.333, [170, 198, 253, 255]),
        ("coolwarm", -0.1, [58, 76, 192, 255]),
        ("coolwarm", 1.1, [179, 3, 38, 255]),
        ("coolwarm", f64::NAN, [0, 0, 0, 0]),
        ("coolwarm", 0.999, [179, 3, 38, 255]),
        ("coolwarm", 0.25, [141, 175, 253, 255]),
        ("coolwarm", 0.75, [243, 152, 121, 255]),
        ("coolwarm", f64::INFINITY, [179, 3, 38, 255]),
        ("coolwarm", f64::NEG_INFINITY, [58, 76, 192, 255]),
        ("coolwarm", -0.0, [58, 76, 192, 255]),
        ("coolwarm", 0.1, [88, 118, 226, 255]),
        ("coolwarm", 0.9, [214, 82, 67, 255]),
        ("coolwarm", 1e-300, [58, 76, 192, 255]),
        ("coolwarm", -1e-300, [58, 76, 192, 255]),
        ("coolwarm", 0.9999999999999999, [179, 3, 38, 255]),
        ("tab10", 0.0, [31, 119, 180, 255]),
        ("tab10", 0.5, [140, 86, 75, 255]),
        ("tab10", 1.0, [23, 190, 207, 255]),
        ("tab10", 0.333, [214, 39, 40, 255]),
        ("tab10", -0.1, [31, 119, 180, 255]),
        ("tab10", 1.1, [23, 190, 207, 255]),
        ("tab10", f64::NAN, [0, 0, 0, 0]),
        ("tab10", 0.999, [23, 190, 207, 255]),
        ("tab10", 0.25, [44, 160, 44, 255]),
        ("tab10", 0.75, [127, 127, 127, 255]),
        ("tab10", f64::INFINITY, [23, 190, 207, 255]),
        ("tab10", f64::NEG_INFINITY, [31, 119, 180, 255]),
        ("tab10", -0.0, [31, 119, 180, 255]),
        ("tab10", 0.1, [255, 127, 14, 255]),
        ("tab10", 0.9, [23, 190, 207, 255]),
        ("tab10", 1e-300, [31, 119, 180, 255]),
        ("tab10", -1e-300, [31, 119, 180, 255]),
        ("tab10", 0.9999999999999999, [23, 190, 207, 255]),
        ("viridis_r", 0.0, [253, 231, 36, 255]),
        ("viridis_r", 0.5, [32, 143, 140, 255]),
        ("viridis_r", 1.0, [68, 1, 84, 255]),
        ("viridis_r", 0.333, [53, 183, 120, 255]),
        ("viridis_r", -0.1, [253, 231, 36, 255]),
        ("viridis_r", 1.1, [68, 1, 84, 255]),
        ("viridis_r", f64::NAN, [0, 0, 0, 0]),
        ("viridis_r", 0.999, [68, 1, 84, 255]),
        ("viridis_r", 0.25, [91, 200, 98, 255]),
        ("viridis_r", 0.75, [59, 81, 138, 255]),
        ("viridis_r", f64::INFINITY, [68, 1, 84, 255]),
        ("viridis_r", f64::NEG_INFINITY, [253, 231, 36, 255]),
        ("viridis_r", -0.0, [253, 231, 36, 255]),
        ("viridis_r", 0.1, [189, 222, 38, 255]),
        ("viridis_r", 0.9, [72, 35, 116, 255]),
        ("viridis_r", 1e-300, [253, 231, 36, 255]),
        ("viridis_r", -1e-300, [253, 231, 36, 255]),
        ("viridis_r", 0.9999999999999999, [68, 1, 84, 255]),
        ("gray_r", 0.0, [255, 255, 255, 255]),
        ("gray_r", 0.5, [127, 127, 127, 255]),
        ("gray_r", 1.0, [0, 0, 0, 255]),
        ("gray_r", 0.333, [170, 170, 170, 255]),
        ("gray_r", -0.1, [255, 255, 255, 255]),
        ("gray_r", 1.1, [0, 0, 0, 255]),
        ("gray_r", f64::NAN, [0, 0, 0, 0]),
        ("gray_r", 0.999, [0, 0, 0, 255]),
        ("gray_r", 0.25, [191, 191, 191, 255]),
        ("gray_r", 0.75, [63, 63, 63, 255]),
        ("gray_r", f64::INFINITY, [0, 0, 0, 255]),
        ("gray_r", f64::NEG_INFINITY, [255, 255, 255, 255]),
        ("gray_r", -0.0, [255, 255, 255, 255]),
        ("gray_r", 0.1, [230, 230, 230, 255]),
        ("gray_r", 0.9, [24, 24, 24, 255]),
        ("gray_r", 1e-300, [255, 255, 255, 255]),
        ("gray_r", -1e-300, [255, 255, 255, 255]),
        ("gray_r", 0.9999999999999999, [0, 0, 0, 255]),
        ("jet_r", 0.0, [127, 0, 0, 255]),
        ("jet_r", 0.5, [121, 255, 125, 255]),
        ("jet_r", 1.0, [0, 0, 127, 255]),
        ("jet_r", 0.333, [255, 229, 0, 255]),
        ("jet_r", -0.1, [127, 0, 0, 255]),
        ("jet_r", 1.1, [0, 0, 127, 255]),
        ("jet_r", f64::NAN, [0, 0, 0, 0]),
        ("jet_r", 0.999, [0, 0, 127, 255]),
        ("jet_r", 0.25, [255, 152, 0, 255]),
        ("jet_r", 0.75, [0, 124, 255, 255]),
        ("jet_r", f64::INFINITY, [0, 0, 127, 255]),
        ("jet_r", f64::NEG_INFINITY, [127, 0, 0, 255]),
        ("jet_r", -0.0, [127, 0, 0, 255]),
        ("jet_r", 0.1, [241, 7, 0, 255]),
        ("jet_r", 0.9, [0, 0, 241, 255]),
        ("jet_r", 1e-300, [127, 0, 0, 255]),
        ("jet_r", -1e-300, [127, 0, 0, 255]),
        ("jet_r", 0.9999999999999999, [0, 0, 127, 255]),
        ("tab10_r", 0.0, [23, 190, 207, 255]),
        ("tab10_r", 0.5, [148, 103, 189, 255]),
        ("tab10_r", 1.0, [31, 119, 180, 255]),
        ("tab10_r", 0.333, [227, 119, 194, 255]),
        ("tab10_r", -0.1, [23, 190, 207, 255]),
        ("tab10_r", 1.1, [31, 119, 180, 255]),
        ("tab10_r", f64::NAN, [0, 0, 0, 0]),
        ("tab10_r", 0.999, [31, 119, 180, 255]),
        ("tab10_r", 0.25, [127, 127, 127, 255]),
        ("tab10_r", 0.75, [44, 160, 44, 255]),
        ("tab10_r", f64::INFINITY, [31, 119, 180, 255]),
        ("tab10_r", f64::NEG_INFINITY, [23, 190, 207, 255]),
        ("tab10_r", -0.0, [23, 190, 207, 255]),
        ("tab10_r", 0.1, [188, 189, 34, 255]),
        ("tab10_r", 0.9, [31, 119, 180, 255]),
        ("tab10_r", 1e-300, [23, 190, 207, 255]),
        ("tab10_r", -1e-300, [23, 190, 207, 255]),
        ("tab10_r", 0.9999999999999999, [31, 119, 180, 255]),
        ("twilight", 0.0, [225, 216, 226, 255]),
        ("twilight", 0.5, [47, 20, 54, 255]),
        ("twilight", 1.0, [225, 216, 225, 255]),
        ("twilight", 0.333, [93, 68, 165, 255]),
        ("twilight", -0.1, [225, 216, 226, 255]),
        ("twilight", 1.1, [225, 216, 225, 255]),
        ("twilight", f64::NAN, [0, 0, 0, 0]),
        ("twilight", 0.999, [225, 216, 225, 255]),
        ("twilight", 0.25, [97, 117, 186, 255]),
        ("twilight", 0.75, [178, 86, 82, 255]),
        ("twilight", f64::INFINITY, [225, 216, 225, 255]),
        ("twilight", f64::NEG_INFINITY, [225, 216, 226, 255]),
        ("twilight", -0.0, [225, 216, 226, 255]),
        ("twilight", 0.1, [165, 191, 202, 255]),
        ("twilight", 0.9, [208, 178, 158, 255]),
        ("twilight", 1e-300, [225, 216, 226, 255]),
        ("twilight", -1e-300, [225, 216, 226, 255]),
        ("twilight", 0.9999999999999999, [225, 216, 225, 255]),
        ("Set3", 0.0, [141, 211, 199, 255]),
        ("Set3", 0.5, [179, 222, 105, 255]),
        ("Set3", 1.0, [255, 237, 111, 255]),
        ("Set3", 0.333, [251, 128, 114, 255]),
        ("Set3", -0.1, [141, 211, 199, 255]),
        ("Set3", 1.1, [255, 237, 111, 255]),
        ("Set3", f64::NAN, [0, 0, 0, 0]),
        ("Set3", 0.999, [255, 237, 111, 255]),
        ("Set3", 0.25, [251, 128, 114, 255]),
        ("Set3", 0.75, [188, 128, 189, 255]),
        ("Set3", f64::INFINITY, [255, 237, 111, 255]),
        ("Set3", f64::NEG_INFINITY, [141, 211, 199, 255]),
        ("Set3", -0.0, [141, 211, 199, 255]),
        ("Set3", 0.1, [255, 255, 179, 255]),
        ("Set3", 0.9, [204, 235, 197, 255]),
        ("Set3", 1e-300, [141, 211, 199, 255]),
        ("Set3", -1e-300, [141, 211, 199, 255]),
        ("Set3", 0.9999999999999999, [255, 237, 111, 255]),
        ("Pastel1_r", 0.0, [242, 242, 242, 255]),
        ("Pastel1_r", 0.5, [254, 217, 166, 255]),
        ("Pastel1_r", 1.0, [251, 180, 174, 255]),
        ("Pastel1_r", 0.333, [229, 216, 189, 255]),
        ("Pastel1_r", -0.1, [242, 242, 242, 255]),
        ("Pastel1_r", 1.1, [251, 180, 174, 255]),
        ("Pastel1_r", f64::NAN, [0, 0, 0, 0]),
        ("Pastel1_r", 0.999, [251, 180, 174, 255]),
        ("Pastel1_r", 0.25, [229, 216, 189, 255]),
        ("Pastel1_r", 0.75, [204, 235, 197, 255]),
        ("Pastel1_r", f64::INFINITY, [251, 180, 174, 255]),
        ("Pastel1_r", f64::NEG_INFINITY, [242, 242, 242, 255]),
        ("Pastel1_r", -0.0, [242, 242, 242, 255]),
        ("Pastel1_r", 0.1, [242, 242, 242, 255]),
        ("Pastel1_r", 0.9, [251, 180, 174, 255]),
        ("Pastel1_r", 1e-300, [242, 242, 242, 255]),
        ("Pastel1_r", -1e-300, [242, 242, 242, 255]),
        ("Pastel1_r", 0.9999999999999999, [251, 180, 174, 255]),
        ("bwr_r", 0.0, [255, 0, 0, 255]),
        ("bwr_r", 0.5, [254, 254, 255, 255]),
        ("bwr_r", 1.0, [0, 0, 255, 255]),
        ("bwr_r", 0.333, [255, 170, 170, 255]),
        ("bwr_r", -0.1, [255, 0, 0, 255]),
        ("bwr_r", 1.1, [0, 0, 255, 255]),
        ("bwr_r", f64::NAN, [0, 0, 0, 0]),
        ("bwr_r", 0.999, [0, 0, 255, 255]),
        ("bwr_r", 0.25, [255, 128, 128, 255]),
        ("bwr_r", 0.75, [126, 126, 255, 255]),
        ("bwr_r", f64::INFINITY, [0, 0, 255, 255]),
        ("bwr_r", f64::NEG_INFINITY, [255, 0, 0, 255]),
        ("bwr_r", -0.0, [255, 0, 0, 255]),
        ("bwr_r", 0.1, [255, 50, 50, 255]),
        ("bwr_r", 0.9, [49, 49, 255, 255]),
        ("bwr_r", 1e-300, [255, 0, 0, 255]),
        ("bwr_r", -1e-300, [255, 0, 0, 255]),
        ("bwr_r", 0.9999999999999999, [0, 0, 255, 255]),
        ("cool_r", 0.0, [255, 0, 255, 255]),
        ("cool_r", 0.5, [127, 128, 255, 255]),
        ("cool_r", 1.0, [0, 255, 255, 255]),
        ("cool_r", 0.333, [170, 85, 255, 255]),
        ("cool_r", -0.1, [255, 0, 255, 255]),
        ("cool_r", 1.1, [0, 255, 255, 255]),
        ("cool_r", f64::NAN, [0, 0, 0, 0]),
        ("cool_r", 0.999, [0, 255, 255, 255]),
        ("cool_r", 0.25, [191, 64, 255, 255]),
        ("cool_r", 0.75, [63, 192, 255, 255]),
        ("cool_r", f64::INFINITY, [0, 255, 255, 255]),
        ("cool_r", f64::NEG_INFINITY, [255, 0, 255, 255]),
        ("cool_r", -0.0, [255, 0, 255, 255]),
        ("cool_r", 0.1, [230, 25, 255, 255]),
        ("cool_r", 0.9, [24, 230, 255, 255]),
        ("cool_r", 1e-300, [255, 0, 255, 255]),
        ("cool_r", -1e-300, [255, 0, 255, 255]),
        ("cool_r", 0.9999999999999999, [0, 255, 255, 255]),
        ("RdBu", 0.0, [103, 0, 31, 255]),
        ("RdBu", 0.5, [246, 246, 246, 255]),
        ("RdBu", 1.0, [5, 48, 97, 255]),
        ("RdBu", 0.333, [247, 182, 152, 255]),
        ("RdBu", -0.1, [103, 0, 31, 255]),
        ("RdBu", 1.1, [5, 48, 97, 255]),
        ("RdBu", f64::NAN, [0, 0, 0, 0]),
        ("RdBu", 0.999, [5, 48, 97, 255]),
        ("RdBu", 0.25, [229, 131, 104, 255]),
        ("RdBu", 0.75, [104, 170, 207, 255]),
        ("RdBu", f64::INFINITY, [5, 48, 97, 255]),
        ("RdBu", f64::NEG_INFINITY, [103, 0, 31, 255]),
        ("RdBu", -0.0, [103, 0, 31, 255]),
        ("RdBu", 0.1, [176, 23, 42, 255]),
        ("RdBu", 0.9, [32, 100, 170, 255]),
        ("RdBu", 1e-300, [103, 0, 31, 255]),
        ("RdBu", -1e-300, [103, 0, 31, 255]),
        ("RdBu", 0.9999999999999999, [5, 48, 97, 255]),
    ];

    /// `gray_r` at entries where matplotlib's reverse differs from `gray`'s table read backwards.
    const REVERSED_FIXUP_LOOKUPS: &[(&str, f64, [u8; 4])] = &[
        ("gray_r", 0.044921875, [244, 244, 244, 255]),
        ("gray_r", 0.107421875, [228, 228, 228, 255]),
        ("gray_r", 0.548828125, [114, 114, 114, 255]),
        ("gray_r", 0.994140625, [0, 0, 0, 255]),
        ("gray_r", 0.998046875, [0, 0, 0, 255]),
        ("gray_r", 0.001953125, [255, 255, 255, 255]),
        ("gray_r", 0.048828125, [243, 243, 243, 255]),
    ];

    /// `cmap.N` for the maps whose size is not 256 (and a few that are).
    const SIZES: &[(&str, usize)] = &[
        ("viridis", 256),
        ("twilight", 510),
        ("twilight_shifted", 510),
        ("turbo", 256),
        ("tab10", 10),
        ("tab20", 20),
        ("Pastel1", 9),
        ("Set1", 9),
        ("Set2", 8),
        ("Set3", 12),
        ("Paired", 12),
        ("Accent", 8),
        ("Dark2", 8),
    ];

    #[test]
    fn lookups_match_matplotlib() {
        for &(name, x, expected) in LOOKUPS.iter().chain(REVERSED_FIXUP_LOOKUPS) {
            let cmap = colormap(name).unwrap();
            assert_eq!(cmap.rgba_bytes(x), expected, "{name}({x}, bytes=True)");
            assert_eq!(cmap.rgba(x).to_bytes(), expected, "{name}({x}) as floats");
        }
    }

    #[test]
    fn sizes_match_matplotlib() {
        for &(name, n) in SIZES {
            assert_eq!(colormap(name).unwrap().n(), n, "{name}.N");
            assert_eq!(colormap(&format!("{name}_r")).unwrap().n(), n, "{name}_r.N");
        }
    }

    #[test]
    fn every_table_decodes_whole() {
        assert_eq!(names().len(), 44);
        for table in &TABLES {
            let tokens = table.rgb.split_ascii_whitespace().count();
            let n = SIZES.iter().find(|&&(name, _)| name == table.name).map_or(256, |&(_, n)| n);
            assert_eq!(tokens, n, "{} has {tokens} entries", table.name);
            assert_eq!(decode_rgb(table.rgb).len(), tokens, "{}: an entry is not rrggbb", table.name);
            let fixes = table.reversed_fixes.split_ascii_whitespace().count();
            let decoded: Vec<(usize, [u8; 4])> = decode_fixes(table.reversed_fixes).collect();
            assert_eq!(decoded.len(), fixes, "{}: a fix is not index:rrggbb", table.name);
            assert!(decoded.iter().all(|&(index, _)| index < tokens), "{}: a fix is out of range", table.name);
        }
    }

    #[test]
    fn every_name_and_reverse_resolves() {
        for name in names() {
            let forward = colormap(name).unwrap();
            let reversed = colormap(&format!("{name}_r")).unwrap();
            assert_eq!(forward.name(), name);
            assert_eq!(reversed.name(), format!("{name}_r"));
            assert_eq!(forward.rgba_bytes(-1.0), forward.lut()[0]);
            assert_eq!(forward.rgba_bytes(2.0), forward.lut()[forward.n() - 1]);
            assert_eq!(forward.rgba_bytes(f64::NAN), [0, 0, 0, 0]);
            assert_eq!(reversed.rgba_bytes(-1.0), reversed.lut()[0]);
        }
        for unknown in ["Viridis", "viridis_r_r", "jet_", "_r", "", "greys", "tab10 "] {
            assert!(colormap(unknown).is_none(), "{unknown}");
        }
    }

    #[test]
    fn qualitative_maps_use_their_own_n() {
        let tab10 = colormap("tab10").unwrap();
        // Entry int(x * 10): 0.1 is the second colour, 0.0999 still the first.
        assert_eq!(tab10.rgba_bytes(0.1), [255, 127, 14, 255]);
        assert_eq!(tab10.rgba_bytes(0.0999), [31, 119, 180, 255]);
    }

    #[test]
    fn extremes_and_listed_maps() {
        let red = Rgba::new(1.0, 0.0, 0.0, 1.0);
        let half_gray = Rgba::new(0.5, 0.5, 0.5, 0.5);
        let cmap = colormap("viridis").unwrap().with_extremes(Some(red), None, Some(half_gray));
        assert_eq!(cmap.rgba_bytes(-0.5), [255, 0, 0, 255]);
        assert_eq!(cmap.rgba_bytes(1.5), [253, 231, 36, 255]);
        assert_eq!(cmap.rgba_bytes(f64::NAN), [127, 127, 127, 127]);
        let listed = Colormap::listed("two", &[red, half_gray]);
        assert_eq!(listed.n(), 2);
        assert_eq!(listed.rgba_bytes(0.49), [255, 0, 0, 255]);
        assert_eq!(listed.rgba_bytes(0.5), [127, 127, 127, 127]);
        assert_eq!(listed.rgba_bytes(1.0), [127, 127, 127, 127]);
    }
}

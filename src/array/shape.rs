//! Shape manipulation that NumPy answers with views: `squeeze`, `expand_dims`, `swapaxes`,
//! `moveaxis`, `atleast_Nd`, the pieces of `split`/`array_split`, and the triangle masks of
//! `triu`/`tril` (a copy). Views share the buffer and only rewrite shape, strides and offset.
//! Nothing here knows the interpreter; errors carry NumPy's wording and the binding picks
//! the Python exception class from the variant.

use crate::array::hostarray::HostArray;

#[derive(Debug, thiserror::Error, PartialEq)]
pub enum ShapeOpError {
    #[error("axis {axis} is out of bounds for array of dimension {ndim}")]
    Axis { axis: i64, ndim: usize },
    #[error("repeated axis")]
    Repeated,
    #[error("repeated axis in `{0}` argument")]
    RepeatedIn(&'static str),
    /// An error about the argument named first (`axis1: axis 3 is out of bounds ...`).
    #[error("{0}: {1}")]
    Named(&'static str, Box<ShapeOpError>),
    #[error("cannot select an axis to squeeze out which has size not equal to one")]
    Squeeze,
    #[error("`source` and `destination` arguments must have the same number of elements")]
    MoveCount,
    #[error("array split does not result in an equal division")]
    Unequal,
    #[error("number sections must be larger than 0.")]
    Sections,
}

/// An axis in `-ndim..ndim`, made non-negative.
pub fn axis_in(axis: i64, ndim: usize) -> Result<usize, ShapeOpError> {
    let a = if axis < 0 { axis + ndim as i64 } else { axis };
    if a < 0 || a >= ndim as i64 {
        return Err(ShapeOpError::Axis { axis, ndim });
    }
    Ok(a as usize)
}

/// Several axes, each normalised, none twice.
pub fn axes_in(axes: &[i64], ndim: usize) -> Result<Vec<usize>, ShapeOpError> {
    let mut out = Vec::with_capacity(axes.len());
    for &a in axes {
        let n = axis_in(a, ndim)?;
        if out.contains(&n) {
            return Err(ShapeOpError::Repeated);
        }
        out.push(n);
    }
    Ok(out)
}

fn view(a: &HostArray, shape: Vec<usize>, strides: Vec<isize>) -> HostArray {
    let mut v = a.clone();
    v.shape = shape;
    v.strides = strides;
    v.scalar = false;
    v
}

/// `np.squeeze`: drops the given length-one axes, or all of them.
pub fn squeeze(a: &HostArray, axes: Option<&[i64]>) -> Result<HostArray, ShapeOpError> {
    let drop: Vec<usize> = match axes {
        None => (0..a.ndim()).filter(|&i| a.shape[i] == 1).collect(),
        Some(ax) => {
            let ax = axes_in(ax, a.ndim())?;
            if ax.iter().any(|&i| a.shape[i] != 1) {
                return Err(ShapeOpError::Squeeze);
            }
            ax
        }
    };
    let keep = (0..a.ndim()).filter(|i| !drop.contains(i));
    let (shape, strides) = keep.map(|i| (a.shape[i], a.strides[i])).unzip();
    Ok(view(a, shape, strides))
}

/// `np.expand_dims`: a length-one axis at each position of the result.
pub fn expand_dims(a: &HostArray, axes: &[i64]) -> Result<HostArray, ShapeOpError> {
    let nd = a.ndim() + axes.len();
    let new = axes_in(axes, nd)?;
    let (mut shape, mut strides) = (Vec::with_capacity(nd), Vec::with_capacity(nd));
    let mut src = 0;
    for i in 0..nd {
        if new.contains(&i) {
            shape.push(1);
            strides.push(0);
        } else {
            shape.push(a.shape[src]);
            strides.push(a.strides[src]);
            src += 1;
        }
    }
    Ok(view(a, shape, strides))
}

/// `np.swapaxes`.
pub fn swapaxes(a: &HostArray, a1: i64, a2: i64) -> Result<HostArray, ShapeOpError> {
    let named = |name| move |e| ShapeOpError::Named(name, Box::new(e));
    let i = axis_in(a1, a.ndim()).map_err(named("axis1"))?;
    let j = axis_in(a2, a.ndim()).map_err(named("axis2"))?;
    let mut perm: Vec<usize> = (0..a.ndim()).collect();
    perm.swap(i, j);
    Ok(a.permute(&perm))
}

/// `np.moveaxis`: the axes in `src` end up at `dst`, the others keep their order.
pub fn moveaxis(a: &HostArray, src: &[i64], dst: &[i64]) -> Result<HostArray, ShapeOpError> {
    let nd = a.ndim();
    let check = |axes: &[i64], name: &'static str| {
        axes_in(axes, nd).map_err(|e| match e {
            ShapeOpError::Repeated => ShapeOpError::RepeatedIn(name),
            other => ShapeOpError::Named(name, Box::new(other)),
        })
    };
    let s = check(src, "source")?;
    let d = check(dst, "destination")?;
    if s.len() != d.len() {
        return Err(ShapeOpError::MoveCount);
    }
    let mut order: Vec<usize> = (0..nd).filter(|i| !s.contains(i)).collect();
    let mut pairs: Vec<(usize, usize)> = d.into_iter().zip(s).collect();
    pairs.sort_unstable();
    for (dest, source) in pairs {
        order.insert(dest, source);
    }
    Ok(a.permute(&order))
}

/// `np.atleast_1d/2d/3d` for one array (`n` is 1, 2 or 3), with NumPy's placement of new axes.
pub fn atleast(a: &HostArray, n: usize) -> HostArray {
    let (s, st) = (&a.shape, &a.strides);
    let (shape, strides) = match (n, a.ndim()) {
        (_, 0) => (vec![1; n], vec![0; n]),
        (2, 1) => (vec![1, s[0]], vec![0, st[0]]),
        (3, 1) => (vec![1, s[0], 1], vec![0, st[0], 0]),
        (3, 2) => (vec![s[0], s[1], 1], vec![st[0], st[1], 0]),
        _ => (s.clone(), st.clone()),
    };
    view(a, shape, strides)
}

/// The `[start, stop)` bounds of `np.array_split(n items, sections)`: the first `n % sections`
/// pieces hold one more.
pub fn even_bounds(n: usize, sections: i64, equal: bool) -> Result<Vec<(usize, usize)>, ShapeOpError> {
    if sections <= 0 {
        return Err(ShapeOpError::Sections);
    }
    let k = sections as usize;
    if equal && !n.is_multiple_of(k) {
        return Err(ShapeOpError::Unequal);
    }
    let (each, extra) = (n / k, n % k);
    let mut start = 0;
    Ok((0..k)
        .map(|i| {
            let len = each + usize::from(i < extra);
            start += len;
            (start - len, start)
        })
        .collect())
}

/// The bounds of splitting `n` items before each index, the indices read as Python slice ends.
pub fn index_bounds(n: usize, indices: &[i64]) -> Vec<(usize, usize)> {
    let clamp = |i: i64| if i < 0 { (i + n as i64).max(0) as usize } else { (i as usize).min(n) };
    let mut ends: Vec<usize> = indices.iter().map(|&i| clamp(i)).collect();
    ends.push(n);
    let mut prev = 0;
    ends.into_iter()
        .map(|e| {
            let b = (prev, e.max(prev));
            prev = e;
            b
        })
        .collect()
}

/// The piece `[start, stop)` of `a` along `axis`, a view.
pub fn slice_axis(a: &HostArray, axis: usize, (start, stop): (usize, usize)) -> HostArray {
    let mut v = view(a, a.shape.clone(), a.strides.clone());
    v.offset = (a.offset as isize + start as isize * a.strides[axis]) as usize;
    v.shape[axis] = stop - start;
    v
}

/// `np.triu` (`upper`) / `np.tril`: zeros below (above) the k-th diagonal of the last two axes;
/// a 1-D array is first repeated as the rows of a square matrix, as NumPy does.
pub fn triangle(a: &HostArray, k: i64, upper: bool) -> HostArray {
    let src = if a.ndim() == 1 { a.broadcast_view(&[a.shape[0], a.shape[0]]) } else { a.clone() };
    let nd = src.ndim();
    let (rows, cols) = (src.shape[nd - 2], src.shape[nd - 1]);
    let out = src.copy();
    let mut view = out.clone();
    let zero = HostArray::zeros(out.dtype(), vec![]);
    for i in 0..rows {
        for j in 0..cols {
            let d = j as i64 - i as i64;
            let clear = if upper { d < k } else { d > k };
            if clear {
                view.shape = out.shape[..nd - 2].to_vec();
                view.strides = out.strides[..nd - 2].to_vec();
                view.offset = (out.offset as isize + i as isize * out.strides[nd - 2] + j as isize * out.strides[nd - 1]) as usize;
                let _ = view.assign(&zero);
            }
        }
    }
    out
}

//! `HostArray`: a NumPy array on the host. A shared typed buffer plus a strided view (shape,
//! strides in elements, offset), so slices and transposes are views that write through to their
//! base, as in NumPy. Zero-dimensional arrays flagged `scalar` are NumPy scalars (`np.float32(1.5)`).
//!
//! Owns layout: iteration in C order, broadcasting, reshaping, gathering into typed vectors with a
//! cast. Must not know about the interpreter's `Value` (see `host::modules::numpy`).

use crate::array::dtype::DType;
use crate::array::elem::{cast, Buffer, BufferOf, Elem};
use crate::{with_buffer, with_dtype};
use std::cell::{Cell, RefCell};
use std::rc::Rc;

#[derive(Debug)]
pub struct HostArray {
    pub buf: Rc<RefCell<Buffer>>,
    pub shape: Vec<usize>,
    pub strides: Vec<isize>,
    pub offset: usize,
    /// A NumPy scalar rather than a 0-d array (how it prints and what indexing returns).
    pub scalar: bool,
    /// NumPy's WRITEABLE flag (`a.flags.writeable`), settable on the array in place.
    pub writeable: Cell<Writeable>,
    /// Whether the array made its buffer (NumPy's OWNDATA); false for a view of another array.
    pub owns: bool,
}

/// Whether writes through an array are allowed (NumPy's WRITEABLE flag).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Writeable {
    #[default]
    Yes,
    /// Read-only, and may be made writeable again (`a.flags.writeable = True`).
    No,
    /// Read-only because the array it views was: NumPy refuses to make it writeable.
    Never,
}

/// A clone is a second view of the same data: a view of a read-only array is read-only for
/// good (NumPy refuses to make it writeable while its base is not).
impl Clone for HostArray {
    fn clone(&self) -> HostArray {
        HostArray {
            buf: self.buf.clone(),
            shape: self.shape.clone(),
            strides: self.strides.clone(),
            offset: self.offset,
            scalar: self.scalar,
            writeable: Cell::new(self.view_writeable()),
            owns: false,
        }
    }
}

/// NumPy's message when a write meets a read-only array.
pub const READ_ONLY: &str = "assignment destination is read-only";

/// Raw little-endian element bytes → a 1-D array (`np.frombuffer`). `data.len()` must be a
/// multiple of the item size; bools are read as `byte != 0`.
pub fn from_le_bytes(data: &[u8], dtype: DType) -> HostArray {
    let size = dtype.itemsize();
    let n = data.len() / size;
    if dtype == DType::Bool {
        return HostArray::from_vec(data.iter().map(|&b| b != 0).collect::<Vec<bool>>(), vec![n]);
    }
    let a = HostArray::zeros(dtype, vec![n]);
    {
        let mut buf = a.buf.borrow_mut();
        let (ptr, len) = buf.raw_parts();
        debug_assert_eq!(len, n);
        // SAFETY: `ptr` is the start of a fresh, exclusively borrowed buffer of `n` elements of
        // `dtype`, i.e. `n * size` writable bytes, and `data` holds at least that many; every bit
        // pattern is a valid value of the non-bool element types (integers, floats, complex).
        unsafe { std::ptr::copy_nonoverlapping(data.as_ptr(), ptr, n * size) };
    }
    a
}

/// The elements' bytes in C order (`ndarray.tobytes()`), little-endian as the host stores them.
pub fn to_le_bytes(a: &HostArray) -> Vec<u8> {
    let c = a.copy();
    let buf = c.buf.borrow();
    let (ptr, len) = buf.raw_parts_const();
    let bytes = len * c.dtype().itemsize();
    // SAFETY: `ptr` points at `len` initialized elements of the buffer borrowed above, which
    // stays alive and unmodified for this read of exactly their `bytes` bytes (bools are 0/1).
    unsafe { std::slice::from_raw_parts(ptr, bytes) }.to_vec()
}

pub fn c_strides(shape: &[usize]) -> Vec<isize> {
    let mut strides = vec![0isize; shape.len()];
    let mut acc = 1isize;
    for i in (0..shape.len()).rev() {
        strides[i] = acc;
        acc *= shape[i].max(1) as isize;
    }
    strides
}

/// Call `f` with the buffer offset of every element of a strided view, in C order.
#[inline]
pub fn for_each_offset(shape: &[usize], strides: &[isize], offset: usize, mut f: impl FnMut(usize)) {
    if shape.contains(&0) {
        return;
    }
    let nd = shape.len();
    if nd == 0 {
        f(offset);
        return;
    }
    let last = nd - 1;
    let (len, step) = (shape[last], strides[last]);
    let mut idx = vec![0usize; nd];
    let mut base = offset as isize;
    loop {
        let mut o = base;
        for _ in 0..len {
            f(o as usize);
            o += step;
        }
        let mut d = last;
        loop {
            if d == 0 {
                return;
            }
            d -= 1;
            idx[d] += 1;
            base += strides[d];
            if idx[d] < shape[d] {
                break;
            }
            base -= strides[d] * shape[d] as isize;
            idx[d] = 0;
        }
    }
}

#[derive(Debug, thiserror::Error, PartialEq)]
pub enum ShapeError {
    #[error("operands could not be broadcast together with shapes {0} {1} ")]
    Broadcast(String, String),
    #[error("assignment destination is read-only")]
    ReadOnly,
    #[error("cannot reshape array of size {0} into shape {1}")]
    Reshape(usize, String),
    #[error("can only specify one unknown dimension")]
    TwoUnknown,
}

pub fn shape_str(shape: &[usize]) -> String {
    match shape.len() {
        1 => format!("({},)", shape[0]),
        _ => format!("({})", shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(",")),
    }
}

/// A shape as Python prints the tuple (`(3,)`, `(2, 3)`), as error messages name shapes.
pub fn shape_tuple(shape: &[usize]) -> String {
    match shape {
        [d] => format!("({d},)"),
        _ => format!("({})", shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")),
    }
}

/// The shape two operands broadcast to.
pub fn broadcast_shapes(a: &[usize], b: &[usize]) -> Result<Vec<usize>, ShapeError> {
    let n = a.len().max(b.len());
    let mut out = vec![0; n];
    for i in 0..n {
        let da = if i + a.len() >= n { a[i + a.len() - n] } else { 1 };
        let db = if i + b.len() >= n { b[i + b.len() - n] } else { 1 };
        out[i] = if da == db || db == 1 {
            da
        } else if da == 1 {
            db
        } else {
            return Err(ShapeError::Broadcast(shape_str(a), shape_str(b)));
        };
    }
    Ok(out)
}

impl HostArray {
    pub fn from_vec<T: BufferOf>(v: Vec<T>, shape: Vec<usize>) -> HostArray {
        let strides = c_strides(&shape);
        HostArray { buf: Rc::new(RefCell::new(T::wrap(v))), shape, strides, offset: 0, scalar: false, writeable: Cell::default(), owns: true }
    }
    pub fn from_buffer(buf: Buffer, shape: Vec<usize>) -> HostArray {
        let strides = c_strides(&shape);
        HostArray { buf: Rc::new(RefCell::new(buf)), shape, strides, offset: 0, scalar: false, writeable: Cell::default(), owns: true }
    }
    pub fn scalar_of<T: BufferOf>(v: T) -> HostArray {
        let mut a = HostArray::from_vec(vec![v], vec![]);
        a.scalar = true;
        a
    }
    pub fn zeros(dtype: DType, shape: Vec<usize>) -> HostArray {
        let n = shape.iter().product();
        HostArray::from_buffer(Buffer::zeros(dtype, n), shape)
    }
    pub fn dtype(&self) -> DType {
        self.buf.borrow().dtype()
    }
    pub fn size(&self) -> usize {
        self.shape.iter().product()
    }
    pub fn ndim(&self) -> usize {
        self.shape.len()
    }
    pub fn is_c_contiguous(&self) -> bool {
        let mut expect = 1isize;
        for i in (0..self.shape.len()).rev() {
            if self.shape[i] != 1 && self.strides[i] != expect {
                return false;
            }
            expect *= self.shape[i] as isize;
        }
        true
    }
    /// Whether writes through this array are refused (NumPy's WRITEABLE flag unset).
    #[inline(always)]
    pub fn is_readonly(&self) -> bool {
        self.writeable.get() != Writeable::Yes
    }

    /// The WRITEABLE state of a new view of this array.
    #[inline(always)]
    pub fn view_writeable(&self) -> Writeable {
        match self.writeable.get() {
            Writeable::Yes => Writeable::Yes,
            _ => Writeable::Never,
        }
    }

    /// This array marked read-only (NumPy's `broadcast_to`, `diagonal` views); it may be made
    /// writeable again unless it already viewed a read-only array.
    pub fn read_only(self) -> HostArray {
        if self.writeable.get() == Writeable::Yes {
            self.writeable.set(Writeable::No);
        }
        self
    }

    /// This array marked read-only for good: a copy standing in for what NumPy gives as a view
    /// (a complex array's `.real`), so that a write meant for the original raises instead of
    /// being lost.
    pub fn detached_copy(self) -> HostArray {
        self.writeable.set(Writeable::Never);
        self
    }

    pub fn shares_buffer(&self, other: &HostArray) -> bool {
        Rc::ptr_eq(&self.buf, &other.buf)
    }

    /// The elements in C order, converted to `T`.
    pub fn to_vec<T: BufferOf>(&self) -> Vec<T> {
        let buf = self.buf.borrow();
        if self.is_c_contiguous() {
            if let Some(s) = T::slice(&buf) {
                // Same type, one run of memory: a memcpy.
                let n = self.size();
                if let Some(run) = s.get(self.offset..self.offset + n) {
                    return run.to_vec();
                }
            }
        }
        with_buffer!(&*buf, v => gather(v, &self.shape, &self.strides, self.offset))
    }

    /// The elements broadcast to `shape`, in C order, converted to `T`.
    pub fn broadcast_vec<T: BufferOf>(&self, shape: &[usize]) -> Vec<T> {
        if shape == self.shape.as_slice() {
            return self.to_vec();
        }
        let strides = self.broadcast_strides(shape);
        let buf = self.buf.borrow();
        with_buffer!(&*buf, v => gather(v, shape, &strides, self.offset))
    }

    fn broadcast_strides(&self, shape: &[usize]) -> Vec<isize> {
        let n = shape.len();
        let k = self.shape.len();
        (0..n)
            .map(|i| {
                if i + k < n {
                    0
                } else {
                    let j = i + k - n;
                    if self.shape[j] == 1 && shape[i] != 1 {
                        0
                    } else {
                        self.strides[j]
                    }
                }
            })
            .collect()
    }

    /// A view of this array broadcast to `shape` (strides 0 along stretched axes).
    pub fn broadcast_view(&self, shape: &[usize]) -> HostArray {
        HostArray {
            buf: self.buf.clone(),
            shape: shape.to_vec(),
            strides: self.broadcast_strides(shape),
            offset: self.offset,
            scalar: false,
            writeable: Cell::new(self.view_writeable()),
            owns: false,
        }
    }

    pub fn astype(&self, dtype: DType) -> HostArray {
        let buf = with_dtype!(dtype, T => <T as BufferOf>::wrap(self.to_vec::<T>()));
        let mut out = HostArray::from_buffer(buf, self.shape.clone());
        out.scalar = self.scalar;
        out
    }

    /// A C-contiguous copy with its own buffer.
    pub fn copy(&self) -> HostArray {
        let mut out = self.astype(self.dtype());
        out.scalar = self.scalar;
        out
    }

    /// Write `src` (broadcast to this view's shape, cast to its dtype) into this view.
    pub fn assign(&self, src: &HostArray) -> Result<(), ShapeError> {
        if self.is_readonly() {
            return Err(ShapeError::ReadOnly);
        }
        let shape = broadcast_shapes(&self.shape, &src.shape)?;
        if shape != self.shape {
            return Err(ShapeError::Broadcast(shape_str(&src.shape), shape_str(&self.shape)));
        }
        let dtype = self.dtype();
        let n = self.size();
        if n == 0 {
            // An empty view may carry an offset past its (empty) buffer: nothing to write.
            return Ok(());
        }
        // One memcpy when both are single runs of one dtype in different buffers (a buffer
        // assigned into itself, `a[1:] = a[:-1]`, goes through a copy below).
        if self.is_c_contiguous() && src.is_c_contiguous() && src.shape == self.shape && src.dtype() == dtype && !self.shares_buffer(src) {
            let from = src.buf.borrow();
            let mut to = self.buf.borrow_mut();
            with_dtype!(dtype, T => {
                if let (Some(s), Some(d)) = (T::slice(&from), T::slice_mut(&mut to)) {
                    d[self.offset..self.offset + n].copy_from_slice(&s[src.offset..src.offset + n]);
                }
            });
            return Ok(());
        }
        with_dtype!(dtype, T => {
            let values: Vec<T> = src.broadcast_vec(&self.shape);
            let mut buf = self.buf.borrow_mut();
            if let Some(dst) = T::slice_mut(&mut buf) {
                if self.is_c_contiguous() {
                    dst[self.offset..self.offset + n].copy_from_slice(&values);
                    return Ok(());
                }
                let mut it = values.into_iter();
                for_each_offset(&self.shape, &self.strides, self.offset, |o| {
                    if let Some(v) = it.next() {
                        dst[o] = v;
                    }
                });
            }
        });
        Ok(())
    }

    /// `reshape`, with one `-1` allowed: a view when the layout allows, else a copy.
    pub fn reshape(&self, spec: &[i64]) -> Result<HostArray, ShapeError> {
        let size = self.size();
        let unknown: Vec<usize> = spec.iter().enumerate().filter(|(_, d)| **d < 0).map(|(i, _)| i).collect();
        if unknown.len() > 1 {
            return Err(ShapeError::TwoUnknown);
        }
        let known: usize = spec.iter().filter(|d| **d >= 0).map(|d| *d as usize).product();
        let mut shape: Vec<usize> = spec.iter().map(|d| (*d).max(0) as usize).collect();
        if let Some(&i) = unknown.first() {
            if known == 0 || !size.is_multiple_of(known) {
                return Err(ShapeError::Reshape(size, shape_str_spec(spec)));
            }
            shape[i] = size / known;
        }
        if shape.iter().product::<usize>() != size {
            return Err(ShapeError::Reshape(size, shape_str_spec(spec)));
        }
        let base = if self.is_c_contiguous() { self.clone() } else { self.copy() };
        Ok(HostArray { buf: base.buf, strides: c_strides(&shape), shape, offset: base.offset, scalar: false, writeable: base.writeable, owns: false })
    }

    pub fn transpose(&self) -> HostArray {
        let mut t = self.clone();
        t.shape.reverse();
        t.strides.reverse();
        t.scalar = false;
        t
    }

    pub fn permute(&self, axes: &[usize]) -> HostArray {
        let mut t = self.clone();
        t.shape = axes.iter().map(|&a| self.shape[a]).collect();
        t.strides = axes.iter().map(|&a| self.strides[a]).collect();
        t.scalar = false;
        t
    }

    /// One element by its flat C-order index, as `T`.
    pub fn get_flat<T: BufferOf>(&self, flat: usize) -> T {
        let mut rem = flat;
        let mut off = self.offset as isize;
        for i in (0..self.shape.len()).rev() {
            let d = self.shape[i].max(1);
            off += (rem % d) as isize * self.strides[i];
            rem /= d;
        }
        let buf = self.buf.borrow();
        with_buffer!(&*buf, v => cast(v[off as usize]))
    }
}

fn shape_str_spec(spec: &[i64]) -> String {
    match spec.len() {
        1 => format!("({},)", spec[0]),
        _ => format!("({})", spec.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(",")),
    }
}

fn gather<S: Elem, T: Elem>(src: &[S], shape: &[usize], strides: &[isize], offset: usize) -> Vec<T> {
    let n: usize = shape.iter().product();
    let mut out = Vec::with_capacity(n);
    if n == 0 {
        // An empty view may carry an offset past its (empty) buffer.
        return out;
    }
    // Contiguous fast path: one typed pass with no index arithmetic.
    let contiguous = {
        let mut expect = 1isize;
        let mut ok = true;
        for i in (0..shape.len()).rev() {
            if shape[i] != 1 && strides[i] != expect {
                ok = false;
                break;
            }
            expect *= shape[i] as isize;
        }
        ok
    };
    if contiguous {
        out.extend(src[offset..offset + n].iter().map(|&x| cast::<S, T>(x)));
        return out;
    }
    for_each_offset(shape, strides, offset, |o| out.push(cast::<S, T>(src[o])));
    out
}

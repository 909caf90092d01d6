//! The byte layout of kernel parameters as `cuLaunchKernel` takes them: each scalar at its
//! natural alignment, each array as the `cl_array<T, N>` struct of the CUDA C runtime header
//! (device address of element 0 of the view, then shape and strides in elements). Must agree
//! with `compiler::cuda`'s parameter declarations; must not allocate device memory.

use crate::array::dtype::DType;
use crate::array::hostarray::HostArray;

fn align(buf: &mut Vec<u8>, to: usize) {
    while !buf.len().is_multiple_of(to) {
        buf.push(0);
    }
}

pub fn put_scalar(buf: &mut Vec<u8>, ty: DType, bits: u64) {
    use crate::sim::scalar::f;
    let size = ty.itemsize().max(1);
    align(buf, size);
    match ty {
        DType::F32 => buf.extend_from_slice(&(f(bits) as f32).to_le_bytes()),
        DType::F64 => buf.extend_from_slice(&f(bits).to_le_bytes()),
        _ => buf.extend_from_slice(&bits.to_le_bytes()[..size]),
    }
}

/// An array argument: device address of element 0 of the view, shape and strides in elements.
/// A complex array is passed as the real array of its parts: one more axis, of 2 (the kernel
/// compiler's layout, `compiler::lower::complex`).
pub fn put_array(buf: &mut Vec<u8>, ptr: u64, a: &HostArray) {
    align(buf, 8);
    let itemsize = a.dtype().itemsize() as u64;
    buf.extend_from_slice(&(ptr + a.offset as u64 * itemsize).to_le_bytes());
    let complex = matches!(a.dtype(), DType::C64 | DType::C128);
    let nd = a.shape.len().max(1);
    let (scale, extra) = if complex { (2, Some((2i64, 1i64))) } else { (1, None) };
    for d in 0..nd {
        buf.extend_from_slice(&(a.shape.get(d).copied().unwrap_or(1) as i64).to_le_bytes());
    }
    if let Some((n, _)) = extra {
        buf.extend_from_slice(&n.to_le_bytes());
    }
    for d in 0..nd {
        buf.extend_from_slice(&(a.strides.get(d).copied().unwrap_or(1) as i64 * scale).to_le_bytes());
    }
    if let Some((_, s)) = extra {
        buf.extend_from_slice(&s.to_le_bytes());
    }
}

/// A raw CUDA C pointer parameter (`float *x`): the device address, 8-byte aligned.
pub fn put_pointer(buf: &mut Vec<u8>, ptr: u64) {
    align(buf, 8);
    buf.extend_from_slice(&ptr.to_le_bytes());
}

//! Device arrays: `cuda.to_device`, `device_array`, `copy_to_host`…
//!
//! A `DeviceArray` owns its own buffer (a copy, never the host array's), so host and device
//! copies diverge exactly as they do on a GPU. On the simulator that buffer is host memory
//! (`host`). On the CUDA backend the data lives in device memory (`dev`) and `host` is a mirror
//! that carries the view (shape, strides, offset) and receives the data only when host code
//! reads it (indexing, `copy_to_host`); writes from the host go back up at once. Indexing with
//! integers copies one element back to the host; slicing gives a device view. Must not run
//! kernels (see `kernel.rs`).

use crate::array::hostarray::HostArray;
use crate::host::modules::numpy::{as_array, index, to_array, wrap, NpArray};
use crate::host::native::NativeObject;
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};
use crate::runtime::backend::GpuCell;
use std::any::Any;
use std::rc::Rc;

/// A view of device memory; cloning makes another view of the same memory.
#[derive(Clone)]
pub struct DeviceArray {
    pub host: HostArray,
    pub dev: Option<Rc<DevBuf>>,
}

/// Device memory holding one buffer; freed (into the allocator's cache) when the last view goes.
pub struct DevBuf {
    pub gpu: Rc<GpuCell>,
    pub ptr: u64,
    pub bytes: u64,
}

impl Drop for DevBuf {
    fn drop(&mut self) {
        self.gpu.free(self.ptr);
    }
}

impl DevBuf {
    /// Device memory holding a copy of a host array's whole buffer.
    pub fn upload_new(cell: &Rc<GpuCell>, a: &HostArray) -> R<Rc<DevBuf>> {
        let size = (a.buf.borrow().len() * a.dtype().itemsize()) as u64;
        let ptr = cell.alloc(size).map_err(super::errors::gpu_error)?;
        let d = Rc::new(DevBuf { gpu: cell.clone(), ptr, bytes: size });
        with_bytes(a, |bytes| cell.write(ptr, bytes)).map_err(super::errors::gpu_error)?;
        Ok(d)
    }
}

impl DevBuf {
    /// Device memory for a host array's whole buffer, left as the allocator gives it: for
    /// scratch space that a kernel writes before anything reads it.
    pub fn alloc_for(cell: &Rc<GpuCell>, a: &HostArray) -> R<Rc<DevBuf>> {
        let size = (a.buf.borrow().len() * a.dtype().itemsize()) as u64;
        let ptr = cell.alloc(size).map_err(super::errors::gpu_error)?;
        Ok(Rc::new(DevBuf { gpu: cell.clone(), ptr, bytes: size }))
    }
}

impl DevBuf {
    /// Zeroed device memory for a host array's whole buffer (what `device_array` gives: Numba
    /// leaves it uninitialized; zeros make runs reproducible and match the simulator).
    pub fn alloc_zeroed(cell: &Rc<GpuCell>, a: &HostArray) -> R<Rc<DevBuf>> {
        let d = Self::alloc_for(cell, a)?;
        cell.memset_zero(d.ptr, d.bytes).map_err(super::errors::gpu_error)?;
        Ok(d)
    }
}

/// Map in a fresh buffer's pages in one call before a large copy writes them: faulting them in
/// one by one during the copy halves its speed. Best effort (Linux 5.14+).
fn prefault(bytes: &mut [u8]) {
    const PAGE: usize = 4096;
    if bytes.len() < (1 << 20) {
        return;
    }
    let start = (bytes.as_mut_ptr() as usize).next_multiple_of(PAGE);
    let end = (bytes.as_mut_ptr() as usize + bytes.len()) / PAGE * PAGE;
    if end > start {
        // SAFETY: the range lies inside `bytes`, which we own; the advice only populates pages.
        unsafe { libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_POPULATE_WRITE) };
    }
}

/// Run `f` over the bytes of a host array's whole buffer (borrowed for the duration).
pub fn with_bytes<T>(a: &HostArray, f: impl FnOnce(&mut [u8]) -> T) -> T {
    let itemsize = a.dtype().itemsize();
    let mut buf = a.buf.borrow_mut();
    let (p, len) = buf.raw_parts();
    // SAFETY: `p` points at `len` elements of `itemsize` bytes owned by `buf`, which stays
    // mutably borrowed while the slice exists.
    let bytes = unsafe { std::slice::from_raw_parts_mut(p, len * itemsize) };
    f(bytes)
}

pub fn wrap_device(a: HostArray) -> Value {
    Value::Native(Rc::new(DeviceArray { host: a, dev: None }))
}

/// A device array with device memory behind it (CUDA backend).
pub fn wrap_gpu(host: HostArray, dev: Rc<DevBuf>) -> Value {
    Value::Native(Rc::new(DeviceArray { host, dev: Some(dev) }))
}

/// The device memory behind a Numba device array or a CuPy array (both are passed to kernels
/// in place).
pub fn as_device_array(v: &Value) -> Option<&DeviceArray> {
    match v {
        Value::Native(n) => {
            let any = n.as_any();
            any.downcast_ref::<DeviceArray>().or_else(|| any.downcast_ref::<crate::host::modules::cupy::CupyArray>().map(|c| &c.0))
        }
        _ => None,
    }
}

/// The view (shape, dtype, strides) of a device array; its data only on the simulator.
pub fn as_device(v: &Value) -> Option<&HostArray> {
    as_device_array(v).map(|d| &d.host)
}

impl DeviceArray {
    /// The same memory seen with another shape (one `-1` allowed), NumPy's ValueError if the
    /// sizes differ. The view must be C-contiguous for the result to share the memory.
    pub fn reshaped(&self, spec: &[i64]) -> R<DeviceArray> {
        let host = self.host.reshape(spec).map_err(|e| raise("ValueError", e.to_string()))?;
        Ok(DeviceArray { host, dev: self.dev.clone() })
    }

    /// A view of the same memory.
    pub(crate) fn view(&self, host: HostArray) -> Value {
        Value::Native(Rc::new(DeviceArray { host, dev: self.dev.clone() }))
    }

    /// Bring the device data into the mirror (after the queued GPU work is done).
    pub fn download(&self, interp: &mut Interp) -> R<()> {
        if let Some(d) = &self.dev {
            super::gpu_launch::synchronize(interp, &d.gpu)?;
            with_bytes(&self.host, |bytes| {
                let n = bytes.len().min(d.bytes as usize);
                d.gpu.read(d.ptr, &mut bytes[..n])
            })
            .map_err(super::errors::gpu_error)?;
        }
        Ok(())
    }

    /// The data as a new host array (`copy_to_host()`, `__array__`, NumPy's view of an array-like).
    pub fn to_host(&self, interp: &mut Interp) -> R<HostArray> {
        if let Some(fresh) = self.read_fresh(interp)? {
            return Ok(fresh);
        }
        self.download(interp)?;
        Ok(self.host.copy())
    }

    /// Numba's `__cuda_array_interface__` (version 3): the device pointer of the first element
    /// (the simulator's memory is host memory, so there it is a host address), strides only
    /// for a non-contiguous view, no stream.
    pub(crate) fn cuda_array_interface(&self, interp: &mut Interp) -> R<Value> {
        let a = &self.host;
        let itemsize = a.dtype().itemsize();
        let ptr = match &self.dev {
            Some(d) => d.ptr + (a.offset * itemsize) as u64,
            None => a.buf.borrow_mut().raw_parts().0 as u64 + (a.offset * itemsize) as u64,
        };
        let ints = |v: Vec<i64>| Value::tuple(v.into_iter().map(Value::int).collect());
        let strides = match a.is_c_contiguous() {
            true => Value::None,
            false => ints(a.strides.iter().map(|s| *s as i64 * itemsize as i64).collect()),
        };
        let items = [
            ("shape", ints(a.shape.iter().map(|n| *n as i64).collect())),
            ("strides", strides),
            ("data", Value::tuple(vec![Value::int(ptr as i64), Value::Bool(false)])),
            ("typestr", Value::str(&a.dtype().typestr())),
            ("stream", Value::None),
            ("version", Value::int(3)),
        ];
        let mut d = crate::host::value::Dict::default();
        for (k, v) in items {
            let key = Value::str(k);
            let hk = interp.hash_key(&key)?;
            crate::host::eval::dict_insert(&mut d, hk, key, v);
        }
        Ok(Value::dict(d))
    }

    /// A contiguous GPU array read straight into a new host array (one copy, not two through
    /// the mirror); `None` when the view is not one run of memory or lives on the simulator.
    fn read_fresh(&self, interp: &mut Interp) -> R<Option<HostArray>> {
        let Some((d, start, len)) = self.gpu_run() else { return Ok(None) };
        super::gpu_launch::synchronize(interp, &d.gpu)?;
        let out = HostArray::zeros(self.host.dtype(), self.host.shape.clone());
        with_bytes(&out, |bytes| {
            prefault(bytes);
            d.gpu.read(d.ptr + start, &mut bytes[..len])
        })
        .map_err(super::errors::gpu_error)?;
        Ok(Some(out))
    }

    /// The byte range of this view in its device buffer, when the view is one run of memory on
    /// the GPU; `None` otherwise (strided views and the simulator go through the mirror).
    fn gpu_run(&self) -> Option<(&Rc<DevBuf>, u64, usize)> {
        let d = self.dev.as_ref()?;
        if !self.host.is_c_contiguous() {
            return None;
        }
        let itemsize = self.host.dtype().itemsize();
        let start = (self.host.offset * itemsize) as u64;
        let len = self.host.size() * itemsize;
        (start + len as u64 <= d.bytes).then_some((d, start, len))
    }

    /// Copy straight between a contiguous host array of the same dtype and shape and this
    /// contiguous GPU view, without the mirror: one copy instead of two. `Ok(false)` when the
    /// arrays do not qualify and the caller must go through the mirror.
    fn direct_copy(&self, interp: &mut Interp, host: &HostArray, to_device: bool) -> R<bool> {
        let Some((d, start, len)) = self.gpu_run() else { return Ok(false) };
        if !host.is_c_contiguous() || host.dtype() != self.host.dtype() || host.size() != self.host.size() || host.shares_buffer(&self.host) {
            return Ok(false);
        }
        super::gpu_launch::synchronize(interp, &d.gpu)?;
        let from = host.offset * host.dtype().itemsize();
        with_bytes(host, |bytes| {
            let bytes = &mut bytes[from..from + len];
            if to_device {
                d.gpu.write(d.ptr + start, bytes)
            } else {
                d.gpu.read(d.ptr + start, bytes)
            }
        })
        .map_err(super::errors::gpu_error)?;
        Ok(true)
    }

    /// Send the mirror's data to the device.
    pub fn upload(&self, interp: &mut Interp) -> R<()> {
        if let Some(d) = &self.dev {
            super::gpu_launch::synchronize(interp, &d.gpu)?;
            with_bytes(&self.host, |bytes| {
                let n = bytes.len().min(d.bytes as usize);
                d.gpu.write(d.ptr, &bytes[..n])
            })
            .map_err(super::errors::gpu_error)?;
        }
        Ok(())
    }

    /// `copy_to_host([ary], stream=0)`: a new host array, or `ary` filled.
    fn copy_to_host(&self, interp: &mut Interp, mut args: Args) -> R<Value> {
        let _stream = args.take_kw("stream");
        let a = &self.host;
        let target = args.take_kw("ary").or_else(|| args.pos.first().cloned());
        if matches!(target, None | Some(Value::None)) {
            if let Some(fresh) = self.read_fresh(interp)? {
                return Ok(wrap(fresh));
            }
        }
        if let Some(t) = &target {
            if let Some(host) = as_array(t).filter(|h| h.shape == a.shape) {
                if self.direct_copy(interp, host, false)? {
                    return Ok(t.clone());
                }
            }
        }
        self.download(interp)?;
        Ok(match target {
            None | Some(Value::None) => wrap(a.copy()),
            Some(t) => {
                let Some(host) = as_array(&t) else { return Err(raise("TypeError", "copy_to_host(ary): ary must be a NumPy array")) };
                if host.shape != a.shape || host.dtype() != a.dtype() {
                    return Err(raise(
                        "ValueError",
                        format!(
                            "copy_to_host: incompatible shape or dtype: device array is {:?} {}, host array is {:?} {}",
                            a.shape,
                            a.dtype().name(),
                            host.shape,
                            host.dtype().name()
                        ),
                    ));
                }
                host.assign(a).map_err(|e| raise("ValueError", e.to_string()))?;
                t
            }
        })
    }

    /// Whether this view covers its whole buffer (a write to it needs no download first).
    fn covers_buffer(&self) -> bool {
        self.host.is_c_contiguous() && self.host.offset == 0 && self.host.size() == self.host.buf.borrow().len()
    }
}

const METHODS: &[&str] = &["copy_to_host", "copy_to_device", "reshape", "ravel", "is_c_contiguous", "is_f_contiguous", "get_stream"];

fn shape_args(interp: &mut Interp, args: &Args) -> R<Vec<i64>> {
    let items = if args.pos.len() == 1 {
        match &args.pos[0] {
            Value::Tuple(t) => t.to_vec(),
            Value::List(l) => l.borrow().clone(),
            v => vec![v.clone()],
        }
    } else {
        args.pos.clone()
    };
    items.iter().map(|v| interp.to_index(v)).collect()
}

impl NativeObject for DeviceArray {
    fn type_name(&self) -> &str {
        "DeviceNDArray"
    }
    fn repr(&self) -> String {
        format!("<numba.cuda.cudadrv.devicearray.DeviceNDArray object at {:p}>", Rc::as_ptr(&self.host.buf))
    }
    fn getattr(&self, interp: &mut Interp, name: &str) -> R<Option<Value>> {
        let a = &self.host;
        Ok(Some(match name {
            "shape" => Value::tuple(a.shape.iter().map(|n| Value::int(*n as i64)).collect()),
            "ndim" => Value::int(a.ndim() as i64),
            "size" => Value::int(a.size() as i64),
            "dtype" => Value::Native(Rc::new(crate::host::modules::numpy::NpDType(a.dtype()))),
            "nbytes" => Value::int((a.size() * a.dtype().itemsize()) as i64),
            "strides" => Value::tuple(a.strides.iter().map(|s| Value::int(*s as i64 * a.dtype().itemsize() as i64)).collect()),
            "T" => self.view(a.transpose()),
            "alloc_size" => Value::int((a.buf.borrow().len() * a.dtype().itemsize()) as i64),
            "__cuda_array_interface__" => self.cuda_array_interface(interp)?,
            _ => {
                let _ = interp;
                return Ok(None);
            }
        }))
    }
    fn call_method(&self, interp: &mut Interp, name: &str, mut args: Args) -> R<Option<Value>> {
        let a = &self.host;
        Ok(Some(match name {
            "copy_to_host" if self.dev.is_none() => {
                let t0 = std::time::Instant::now();
                let r = self.copy_to_host(interp, args)?;
                super::note_sim_copy(interp, crate::runtime::record::CopyDir::DeviceToHost, &self.host, t0);
                r
            }
            "copy_to_host" => self.copy_to_host(interp, args)?,
            "copy_to_device" => {
                let _stream = args.take_kw("stream");
                let Some(src) = args.pos.first() else { return Err(raise("TypeError", "copy_to_device() needs an array")) };
                let src = match as_device_array(src) {
                    Some(d) => {
                        d.download(interp)?; // its mirror holds the GPU data only once read
                        d.host.clone()
                    }
                    None => match as_array(src).filter(|h| h.dtype() == a.dtype()) {
                        Some(h) => h.clone(), // a view: no copy before the transfer
                        None => to_array(interp, src, Some(a.dtype()))?,
                    },
                };
                if src.size() != a.size() {
                    return Err(raise("ValueError", format!("copy_to_device: the source has {} elements, the device array {}", src.size(), a.size())));
                }
                let src = if src.shape != a.shape {
                    src.copy().reshape(&a.shape.iter().map(|n| *n as i64).collect::<Vec<_>>()).map_err(|e| raise("ValueError", e.to_string()))?
                } else {
                    src
                };
                if self.direct_copy(interp, &src, true)? {
                    return Ok(Some(Value::None));
                }
                if !self.covers_buffer() {
                    self.download(interp)?;
                }
                a.assign(&src).map_err(|e| raise("ValueError", e.to_string()))?;
                self.upload(interp)?;
                Value::None
            }
            "reshape" => {
                let _order = args.take_kw("order");
                let shape = shape_args(interp, &args)?;
                let r = a.reshape(&shape).map_err(|e| raise("ValueError", e.to_string()))?;
                self.view(r)
            }
            "ravel" => {
                let r = a.reshape(&[-1]).map_err(|e| raise("ValueError", e.to_string()))?;
                self.view(r)
            }
            "is_c_contiguous" => Value::Bool(a.is_c_contiguous()),
            "is_f_contiguous" => Value::Bool(a.transpose().is_c_contiguous()),
            "get_stream" => Value::int(0),
            "__getitem__" => {
                let key = args.pos.first().cloned().unwrap_or(Value::None);
                // A view shares the device memory; anything else (an element, a fancy-index
                // copy) reads the data.
                let probe = index::getitem(interp, a, &key)?;
                let is_view =
                    matches!(&probe, Value::Native(n) if n.as_any().downcast_ref::<NpArray>().is_some_and(|v| !v.0.scalar && Rc::ptr_eq(&v.0.buf, &a.buf)));
                if is_view {
                    let Value::Native(n) = &probe else { return Ok(Some(probe)) };
                    let v = n.as_any().downcast_ref::<NpArray>().map(|v| v.0.clone()).ok_or_else(|| raise("TypeError", "bad view"))?;
                    return Ok(Some(self.view(v)));
                }
                let r = if self.dev.is_some() {
                    self.download(interp)?;
                    index::getitem(interp, a, &key)?
                } else {
                    probe
                };
                match &r {
                    Value::Native(n) => match n.as_any().downcast_ref::<NpArray>() {
                        Some(v) if !v.0.scalar && self.dev.is_none() => wrap_device(v.0.clone()),
                        _ => r,
                    },
                    _ => r,
                }
            }
            "__setitem__" => {
                let key = args.pos.first().cloned().unwrap_or(Value::None);
                let v = args.pos.get(1).cloned().unwrap_or(Value::None);
                let v = match as_device_array(&v) {
                    Some(d) => {
                        d.download(interp)?;
                        wrap(d.host.clone())
                    }
                    None => v,
                };
                self.download(interp)?;
                index::setitem(interp, a, &key, &v)?;
                self.upload(interp)?;
                Value::None
            }
            "__len__" => Value::int(a.shape.first().copied().unwrap_or(0) as i64),
            "__array__" => {
                let dtype = match args.take_kw("dtype").or_else(|| args.pos.first().cloned()) {
                    Some(v) => crate::host::modules::numpy::dtype_arg(interp, &v)?,
                    None => None,
                };
                let h = self.to_host(interp)?;
                wrap(match dtype {
                    Some(t) if t != h.dtype() => h.astype(t),
                    _ => h,
                })
            }
            // Iteration as Python does it through `__getitem__` and `__len__`: elements of a
            // 1-D array (read once), views of the rows of a larger one.
            "__iter__" => {
                if a.ndim() == 0 {
                    return Err(raise("TypeError", "iteration over a 0-d array"));
                }
                if a.ndim() == 1 {
                    let h = self.to_host(interp)?;
                    return interp.call_method(&wrap(h), "__iter__", Args::default()).map(Some);
                }
                let rows = (0..a.shape[0])
                    .map(|i| self.call_method(interp, "__getitem__", Args::new(vec![Value::int(i as i64)])).map(|r| r.unwrap_or(Value::None)))
                    .collect::<R<Vec<Value>>>()?;
                Value::list(rows)
            }
            _ => return Ok(None),
        }))
    }
    fn dir(&self) -> Vec<String> {
        let mut v: Vec<String> = METHODS.iter().map(|s| s.to_string()).collect();
        v.extend(["shape", "ndim", "size", "dtype", "nbytes", "strides", "T"].iter().map(|s| s.to_string()));
        v
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

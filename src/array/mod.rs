//! Host arrays with NumPy 2's semantics: dtypes and the promotion table (`dtype`), element types
//! (`elem`), strided arrays and views (`hostarray`), element-wise operations with broadcasting
//! (`ufunc`), reductions (`reduce`), dense linear algebra (`linalg`), the discrete Fourier transform (`fft`), printing identical to NumPy (`print`), the legacy random
//! generator (`random`), datetime64/timedelta64 units, calendar and counts (`datetime`), the
//! allocator that backs large arrays with huge pages (`huge_pages`), and the processor's
//! floating-point exception flags that NumPy's warnings come from (`fp_flags`). Nothing here
//! knows the interpreter; `host::modules::numpy` binds it.

pub mod datetime;
pub mod dtype;
pub mod elem;
pub mod fft;
pub mod fp_flags;
pub mod hostarray;
pub mod huge_pages;
pub mod linalg;
pub mod matmul;
pub mod memory_limit;
pub mod print;
pub mod print_options;
pub mod random;
pub mod reduce;
pub mod shape;
pub mod ufunc;

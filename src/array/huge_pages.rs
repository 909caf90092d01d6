//! The process's allocator: the system allocator, with every block of 4 MiB or more advised to
//! use transparent huge pages, as NumPy does for its array data (numpy/_core/src/multiarray/
//! alloc.c, `_npy_alloc_cache` → `madvise(MADV_HUGEPAGE)`). A 512 MB array then costs 256 page
//! faults on first touch instead of 131,072, which makes creating, filling and copying large host
//! arrays several times faster. Zeroed blocks stay lazy: a page is only made when first touched.
//! It also counts live bytes for the host memory limit (`memory_limit.rs`). Owns nothing else;
//! the binary installs it with `#[global_allocator]`.

use super::memory_limit::{note_alloc, note_free};
use std::alloc::{GlobalAlloc, Layout, System};

/// Blocks at least this large get the advice (NumPy's threshold).
const THRESHOLD: usize = 4 << 20;
const HUGE_PAGE: usize = 2 << 20;

pub struct HugePageAlloc;

fn advise(ptr: *mut u8, size: usize) {
    if ptr.is_null() || size < THRESHOLD {
        return;
    }
    let start = (ptr as usize).next_multiple_of(HUGE_PAGE);
    let end = (ptr as usize + size) & !(HUGE_PAGE - 1);
    if end > start {
        // SAFETY: [start, end) lies inside the block just allocated; the advice changes how its
        // pages are backed, never their contents. A kernel without THP answers EINVAL, ignored.
        unsafe { libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_HUGEPAGE) };
    }
}

// SAFETY: every call forwards to `System` with its arguments unchanged and returns what `System`
// returned, so `System`'s guarantees (a block fitting the layout, or null) carry over. The extra
// work neither allocates (no re-entry), nor panics, nor touches the block's contents: `advise`
// only hints how its pages are backed, and the counting is a relaxed atomic add or subtract.
unsafe impl GlobalAlloc for HugePageAlloc {
    /// # Safety
    /// `GlobalAlloc::alloc`'s contract: `layout` has a non-zero size.
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: our caller's contract is `System.alloc`'s (a non-zero-size layout).
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            note_alloc(layout.size());
        }
        advise(p, layout.size());
        p
    }

    /// # Safety
    /// `GlobalAlloc::alloc_zeroed`'s contract: `layout` has a non-zero size.
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: our caller's contract is `System.alloc_zeroed`'s (a non-zero-size layout).
        let p = unsafe { System.alloc_zeroed(layout) };
        if !p.is_null() {
            note_alloc(layout.size());
        }
        advise(p, layout.size());
        p
    }

    /// # Safety
    /// `GlobalAlloc::dealloc`'s contract: `ptr` came from this allocator with `layout`.
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        note_free(layout.size());
        // SAFETY: every block this allocator hands out is `System`'s, allocated with the same
        // layout (`realloc` passes `System`'s new block on as is), so `ptr` is `System`'s.
        unsafe { System.dealloc(ptr, layout) }
    }

    /// # Safety
    /// `GlobalAlloc::realloc`'s contract: `ptr` came from this allocator with `layout`, and
    /// `new_size` is non-zero and does not overflow `isize` when rounded to `layout.align()`.
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: `ptr` is a `System` block of `layout` (see `dealloc`), and `new_size` meets
        // `System.realloc`'s requirements by our caller's contract.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            note_free(layout.size());
            note_alloc(new_size);
        }
        advise(p, new_size);
        p
    }
}

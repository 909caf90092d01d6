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

// SAFETY: every call forwards to `System` unchanged; `advise` only adds a hint, and the counting
// only reads sizes.
unsafe impl GlobalAlloc for HugePageAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            note_alloc(layout.size());
        }
        advise(p, layout.size());
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc_zeroed(layout) };
        if !p.is_null() {
            note_alloc(layout.size());
        }
        advise(p, layout.size());
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        note_free(layout.size());
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            note_free(layout.size());
            note_alloc(new_size);
        }
        advise(p, new_size);
        p
    }
}

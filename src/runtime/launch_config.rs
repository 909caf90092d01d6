//! The grid and block a launch asks for, checked against the limits of the device that runs it:
//! a GPU's own (`DeviceLimits::of`) or, on the simulator, a modelled modern GPU's
//! (`DeviceLimits::modelled`), so a configuration the GPU would refuse fails the same way on
//! the simulator. Messages name the dimension and the limit. Must not parse Python values: the
//! host binding turns `kernel[grid, block, stream, shared]` into a `LaunchConfig` first.

use crate::gpu::device::DeviceInfo;
use crate::runtime::RuntimeError;
use crate::sim::LaunchConfig;

/// What a device allows one launch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DeviceLimits {
    pub max_threads_per_block: u64,
    pub max_block_dim: [u32; 3],
    pub max_grid_dim: [u32; 3],
    /// Shared memory a block may use (static + dynamic) without opting in (what
    /// `MAX_SHARED_MEMORY_PER_BLOCK` reports).
    pub max_shared_per_block: usize,
    /// What a block may use at most: the launch opts in above `max_shared_per_block`.
    pub max_shared_optin: usize,
}

impl DeviceLimits {
    /// The simulator's GPU, a compute capability 9.0 device (H100, H200): 1024 threads per
    /// block, blocks of at most 1024 × 1024 × 64, grids of at most 2³¹−1 × 65535 × 65535,
    /// 48 KiB of shared memory per block, 227 KiB with the opt-in.
    pub const fn modelled() -> DeviceLimits {
        DeviceLimits {
            max_threads_per_block: 1024,
            max_block_dim: [1024, 1024, 64],
            max_grid_dim: [2147483647, 65535, 65535],
            max_shared_per_block: 48 * 1024,
            max_shared_optin: 227 * 1024,
        }
    }

    /// A real device's limits (what the driver reported).
    pub fn of(info: &DeviceInfo) -> DeviceLimits {
        let default = if info.max_shared_per_block > 0 { info.max_shared_per_block as usize } else { 48 * 1024 };
        // Above the default the launch opts in (`gpu::driver`), up to the device's maximum.
        let optin = (info.max_shared_per_block_optin as usize).max(default);
        DeviceLimits { max_shared_per_block: default, max_shared_optin: optin, ..DeviceLimits::modelled() }
    }

    /// The grid and block fit this device.
    pub fn check(&self, cfg: &LaunchConfig) -> Result<(), RuntimeError> {
        let (grid, block) = (cfg.grid, cfg.block);
        let threads: u64 = block.iter().map(|d| *d as u64).product();
        if threads > self.max_threads_per_block {
            return Err(RuntimeError::Value(format!(
                "blockdim ({}, {}, {}) has {threads} threads per block; a block may have at most {} threads",
                block[0], block[1], block[2], self.max_threads_per_block
            )));
        }
        for (i, axis) in ["x", "y", "z"].iter().enumerate() {
            if block[i] > self.max_block_dim[i] {
                return Err(RuntimeError::Value(format!("blockdim.{axis} = {} exceeds the limit of {} for that dimension", block[i], self.max_block_dim[i])));
            }
            if grid[i] > self.max_grid_dim[i] {
                return Err(RuntimeError::Value(format!("griddim.{axis} = {} exceeds the limit of {} for that dimension", grid[i], self.max_grid_dim[i])));
            }
        }
        Ok(())
    }

    /// The kernel's static shared memory plus the launch's dynamic shared memory fit a block.
    pub fn check_shared(&self, kernel: &str, static_bytes: usize, dynamic_bytes: usize) -> Result<(), RuntimeError> {
        let shared = static_bytes + dynamic_bytes;
        if shared > self.max_shared_optin {
            return Err(RuntimeError::Value(format!(
                "kernel '{kernel}' needs {shared} bytes of shared memory per block ({static_bytes} static + {dynamic_bytes} dynamic); a block may use at most {} bytes ({} KiB)",
                self.max_shared_optin,
                self.max_shared_optin / 1024
            )));
        }
        Ok(())
    }
}

/// Resident threads per multiprocessor of the modelled device (compute capability 9.0).
pub const MODELLED_THREADS_PER_SM: u32 = 2048;

/// Blocks of `threads` threads, each using `shared` bytes of shared memory, that fit on one
/// multiprocessor of the modelled device: 2048 threads, 32 blocks and 228 KiB of shared memory
/// (each block reserving 1 KiB more) per multiprocessor. Registers are not modelled: the
/// simulator compiles no machine code, so it assumes a kernel light enough not to be limited by them.
pub fn modelled_blocks_per_sm(threads: u32, shared: usize) -> u32 {
    if threads == 0 || threads > 1024 {
        return 0;
    }
    let by_threads = MODELLED_THREADS_PER_SM / threads.div_ceil(32).saturating_mul(32);
    let by_shared = if shared == 0 { u32::MAX } else { ((228 * 1024) / (shared + 1024)) as u32 };
    by_threads.min(32).min(by_shared)
}

/// The block size that keeps the most threads resident per multiprocessor, searched as
/// `cuOccupancyMaxPotentialBlockSize` does (what Numba's `kernel.forall` launches with): from
/// the largest block the kernel allows down, a warp at a time, keeping the first size with the
/// most resident threads and stopping once the multiprocessor is full. `blocks_per_sm` is the
/// occupancy query for one block size.
pub fn max_potential_block_size<E>(max_threads: u32, threads_per_sm: u32, mut blocks_per_sm: impl FnMut(u32) -> Result<u32, E>) -> Result<u32, E> {
    let limit = max_threads.clamp(1, 1024);
    let mut best = (0u32, 0u32);
    let mut aligned = limit.div_ceil(32) * 32;
    while aligned > 0 {
        let size = aligned.min(limit);
        let resident = size * blocks_per_sm(size)?;
        if resident > best.1 {
            best = (size, resident);
        }
        if resident >= threads_per_sm {
            break;
        }
        aligned -= 32;
    }
    Ok(best.0.max(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg(grid: [u32; 3], block: [u32; 3], shared_bytes: usize) -> LaunchConfig {
        LaunchConfig { grid, block, shared_bytes }
    }

    #[test]
    fn modelled_limits_match_a_modern_gpu() {
        let l = DeviceLimits::modelled();
        assert!(l.check(&cfg([1, 1, 1], [1024, 1, 1], 0)).is_ok());
        assert!(l.check(&cfg([2147483647, 65535, 65535], [32, 32, 1], 0)).is_ok());
        let e = l.check(&cfg([1, 1, 1], [33, 32, 1], 0)).unwrap_err().to_string();
        assert_eq!(e, "blockdim (33, 32, 1) has 1056 threads per block; a block may have at most 1024 threads");
        let e = l.check(&cfg([1, 1, 1], [1, 1, 65], 0)).unwrap_err().to_string();
        assert_eq!(e, "blockdim.z = 65 exceeds the limit of 64 for that dimension");
        let e = l.check(&cfg([1, 65536, 1], [1, 1, 1], 0)).unwrap_err().to_string();
        assert_eq!(e, "griddim.y = 65536 exceeds the limit of 65535 for that dimension");
        assert!(l.check_shared("k", 40 * 1024, 8 * 1024).is_ok());
        assert!(l.check_shared("k", 0, 200 * 1024).is_ok());
        let e = l.check_shared("k", 40 * 1024, 187 * 1024 + 1).unwrap_err().to_string();
        assert_eq!(
            e,
            "kernel 'k' needs 232449 bytes of shared memory per block (40960 static + 191489 dynamic); a block may use at most 232448 bytes (227 KiB)"
        );
    }

    #[test]
    fn potential_block_size_searches_as_the_driver_does() {
        let modelled = |shared| move |t| Ok::<u32, ()>(modelled_blocks_per_sm(t, shared));
        assert_eq!(max_potential_block_size(1024, MODELLED_THREADS_PER_SM, modelled(0)), Ok(1024));
        // 40 KiB per block: 5 blocks fit, so 1024 threads (2 blocks) beat nothing larger; the
        // search keeps the largest size with the most resident threads.
        assert_eq!(max_potential_block_size(1024, MODELLED_THREADS_PER_SM, modelled(40 * 1024)), Ok(1024));
        // A register-heavy kernel (as the driver would report it): at most 512 threads per block.
        assert_eq!(max_potential_block_size(512, MODELLED_THREADS_PER_SM, modelled(0)), Ok(512));
        // Occupancy limited to 1536 resident threads by registers: 768 × 2 beats 1024 × 1.
        let regs = |t: u32| Ok::<u32, ()>(1536 / (t.div_ceil(32) * 32));
        assert_eq!(max_potential_block_size(1024, 2048, regs), Ok(768));
        assert_eq!(modelled_blocks_per_sm(96, 0), 21);
        assert_eq!(modelled_blocks_per_sm(32, 0), 32);
    }
}

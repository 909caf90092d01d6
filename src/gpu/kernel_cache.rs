//! The on-disk cache of compiled kernels (CUBIN images), keyed by a content hash the caller
//! computes (source, runtime header, architecture, NVRTC and cudalab versions).
//!
//! What a cache on a shared machine must not allow, and how:
//! - another user planting an image: the directory is created 0700, and one that is not a real
//!   directory owned by us with no group/other access is not used at all;
//! - a symlink or a predictable temporary name redirecting our write: images are written to a
//!   fresh random name with `O_CREAT|O_EXCL` (mode 0600), then renamed into place;
//! - a truncated or corrupted file: each entry starts with the SHA-256 of the image, checked
//!   before the image is returned; a bad entry is removed and reported as a miss.
//!
//! Every failure is a cache miss (the caller compiles), never an error. This module knows nothing
//! of kernels or Python.

use sha2::{Digest, Sha256};
use std::fs;
use std::io::{Read, Write};
use std::os::unix::fs::{DirBuilderExt, MetadataExt, OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};

/// Where compiled kernels are kept between sessions: `CUDALAB_CACHE_DIR`, else
/// `$XDG_CACHE_HOME/cudalab/kernels`, else `~/.cache/cudalab/kernels`.
pub fn default_dir() -> Option<PathBuf> {
    if let Some(d) = std::env::var_os("CUDALAB_CACHE_DIR") {
        return Some(d.into());
    }
    let base = std::env::var_os("XDG_CACHE_HOME").map(PathBuf::from).or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(".cache")))?;
    Some(base.join("cudalab").join("kernels"))
}

/// A cache directory that is safe to read and write, or None.
#[derive(Debug, Clone)]
pub struct KernelCache {
    dir: PathBuf,
}

impl KernelCache {
    /// Opens (creating with mode 0700 if needed) `dir`. None when it cannot be created, is not a
    /// directory, is a symlink or belongs to another user. A directory of ours that grants access to
    /// group or others (as earlier versions created it) is made private first; its old entries
    /// carry no digest and are dropped as they are met.
    pub fn open(dir: &Path) -> Option<KernelCache> {
        if fs::symlink_metadata(dir).is_err() {
            fs::DirBuilder::new().recursive(true).mode(0o700).create(dir).ok()?;
        }
        let meta = fs::symlink_metadata(dir).ok()?;
        // SAFETY: geteuid has no preconditions.
        let me = unsafe { libc::geteuid() };
        if !meta.file_type().is_dir() || meta.uid() != me {
            return None;
        }
        if meta.permissions().mode() & 0o077 != 0 {
            fs::set_permissions(dir, fs::Permissions::from_mode(0o700)).ok()?;
        }
        Some(KernelCache { dir: dir.to_path_buf() })
    }

    fn entry(&self, key: &str) -> Option<PathBuf> {
        key.bytes().all(|b| b.is_ascii_hexdigit()).then(|| self.dir.join(format!("{key}.cubin")))
    }

    /// The image stored under `key`, if present and intact.
    pub fn read(&self, key: &str) -> Option<Vec<u8>> {
        let path = self.entry(key)?;
        let mut file = fs::OpenOptions::new().read(true).custom_flags(libc::O_NOFOLLOW).open(&path).ok()?;
        let meta = file.metadata().ok()?;
        // SAFETY: geteuid has no preconditions.
        if !meta.file_type().is_file() || meta.uid() != unsafe { libc::geteuid() } {
            return None;
        }
        let mut bytes = Vec::new();
        file.read_to_end(&mut bytes).ok()?;
        if bytes.len() < 32 || Sha256::digest(&bytes[32..]).as_slice() != &bytes[..32] {
            let _ = fs::remove_file(&path);
            return None;
        }
        bytes.drain(..32);
        Some(bytes)
    }

    /// Stores `image` under `key` (best effort: a failure leaves no entry).
    pub fn write(&self, key: &str, image: &[u8]) {
        let Some(path) = self.entry(key) else { return };
        let tmp = self.dir.join(format!(".{key}.{}.tmp", uuid::Uuid::new_v4().simple()));
        let written = (|| -> std::io::Result<()> {
            let mut file = fs::OpenOptions::new().write(true).create_new(true).mode(0o600).custom_flags(libc::O_NOFOLLOW).open(&tmp)?;
            file.write_all(&Sha256::digest(image))?;
            file.write_all(image)?;
            file.sync_data()?;
            fs::rename(&tmp, &path)
        })();
        if written.is_err() {
            let _ = fs::remove_file(&tmp);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("cudalab-cache-test-{name}-{}", uuid::Uuid::new_v4().simple()));
        let _ = fs::remove_dir_all(&d);
        d
    }

    #[test]
    fn round_trip_private_dir_and_corruption() {
        let d = scratch("rt");
        let c = KernelCache::open(&d).expect("a new directory opens");
        assert_eq!(fs::metadata(&d).map(|m| m.permissions().mode() & 0o777).ok(), Some(0o700));
        assert_eq!(c.read("ab12"), None);
        c.write("ab12", b"cubin image");
        assert_eq!(c.read("ab12").as_deref(), Some(&b"cubin image"[..]));
        let path = d.join("ab12.cubin");
        assert_eq!(fs::metadata(&path).map(|m| m.permissions().mode() & 0o777).ok(), Some(0o600));
        // A changed byte is a miss, and the entry is dropped.
        let mut bytes = fs::read(&path).unwrap_or_default();
        if let Some(last) = bytes.last_mut() {
            *last ^= 1;
        }
        let _ = fs::write(&path, &bytes);
        assert_eq!(c.read("ab12"), None);
        assert!(!path.exists());
        // Keys are hex: no path can be smuggled in.
        c.write("../evil", b"x");
        assert_eq!(c.read("../evil"), None);
        let _ = fs::remove_dir_all(&d);
    }

    #[test]
    fn linked_directories_are_refused_and_open_ones_made_private() {
        let d = scratch("open");
        fs::create_dir_all(&d).expect("scratch dir");
        let _ = fs::set_permissions(&d, fs::Permissions::from_mode(0o755));
        assert!(KernelCache::open(&d).is_some(), "our own directory is made private");
        assert_eq!(fs::metadata(&d).map(|m| m.permissions().mode() & 0o777).ok(), Some(0o700));
        let link = scratch("link");
        let private = scratch("private");
        let _ = KernelCache::open(&private);
        let _ = std::os::unix::fs::symlink(&private, &link);
        assert!(KernelCache::open(&link).is_none(), "a symlinked directory is not used");
        // An entry that is a symlink is not followed.
        let c = KernelCache::open(&private).expect("private dir");
        c.write("cd", b"img");
        let _ = std::os::unix::fs::symlink(private.join("cd.cubin"), private.join("ef.cubin"));
        assert_eq!(c.read("ef"), None);
        for p in [&d, &link, &private] {
            let _ = fs::remove_dir_all(p);
            let _ = fs::remove_file(p);
        }
    }
}

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
//! Every failure is a cache miss (the caller compiles), never an error. The directory is kept
//! under a size cap (`CUDALAB_CACHE_MAX`, default 1 GiB): after a write, the least recently
//! used entries (by modification time, which a read refreshes) go until the rest fits.
//! `cudalab cache info|clear` reads and empties it. This module knows nothing of kernels or
//! Python.

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

/// The default size cap of the cache directory.
pub const DEFAULT_MAX_BYTES: u64 = 1 << 30;

/// The size cap: `CUDALAB_CACHE_MAX` (bytes, or with a K/M/G suffix, powers of 1024), else
/// `DEFAULT_MAX_BYTES`. A value that does not parse is reported by `cudalab cache info` and
/// the default applies.
pub fn max_bytes() -> Result<u64, String> {
    match std::env::var("CUDALAB_CACHE_MAX") {
        Ok(v) if !v.trim().is_empty() => parse_size(&v).ok_or_else(|| format!("CUDALAB_CACHE_MAX={v:?} is not a size (bytes, or a number with K, M or G)")),
        _ => Ok(DEFAULT_MAX_BYTES),
    }
}

/// `123`, `64K`, `512M`, `2G` (also `512MB`, `2GiB`, any case).
pub fn parse_size(text: &str) -> Option<u64> {
    let t = text.trim().to_ascii_uppercase();
    let t = t.trim_end_matches("IB").trim_end_matches('B');
    let (num, shift) = match t.chars().last()? {
        'K' => (&t[..t.len() - 1], 10),
        'M' => (&t[..t.len() - 1], 20),
        'G' => (&t[..t.len() - 1], 30),
        'T' => (&t[..t.len() - 1], 40),
        _ => (t, 0),
    };
    let n: f64 = num.trim().parse().ok()?;
    (n.is_finite() && n >= 0.0).then(|| (n * (1u64 << shift) as f64) as u64)
}

/// What `cudalab cache info` shows.
#[derive(Debug, Clone, PartialEq)]
pub struct Usage {
    pub entries: usize,
    pub bytes: u64,
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
        // Recently used: eviction takes the oldest modification times first.
        let _ = file.set_modified(std::time::SystemTime::now());
        Some(bytes)
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The entries (path, size, last use), ours only.
    fn entries(&self) -> Vec<(PathBuf, u64, std::time::SystemTime)> {
        let Ok(rd) = fs::read_dir(&self.dir) else { return Vec::new() };
        // SAFETY: geteuid has no preconditions.
        let me = unsafe { libc::geteuid() };
        rd.filter_map(|e| {
            let e = e.ok()?;
            let path = e.path();
            let meta = fs::symlink_metadata(&path).ok()?;
            let ours = meta.file_type().is_file() && meta.uid() == me && path.extension().is_some_and(|x| x == "cubin");
            ours.then(|| (path, meta.len(), meta.modified().unwrap_or(std::time::UNIX_EPOCH)))
        })
        .collect()
    }

    pub fn usage(&self) -> Usage {
        let e = self.entries();
        Usage { entries: e.len(), bytes: e.iter().map(|(_, n, _)| n).sum() }
    }

    /// Removes every entry; returns how many and their bytes.
    pub fn clear(&self) -> Usage {
        let mut gone = Usage { entries: 0, bytes: 0 };
        for (path, n, _) in self.entries() {
            if fs::remove_file(&path).is_ok() {
                gone.entries += 1;
                gone.bytes += n;
            }
        }
        gone
    }

    /// Removes the least recently used entries until the rest take at most `max` bytes.
    pub fn evict_to(&self, max: u64) {
        let mut e = self.entries();
        let mut total: u64 = e.iter().map(|(_, n, _)| n).sum();
        if total <= max {
            return;
        }
        e.sort_by_key(|(_, _, t)| *t);
        for (path, n, _) in e {
            if total <= max {
                break;
            }
            if fs::remove_file(&path).is_ok() {
                total -= n;
            }
        }
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
            return;
        }
        self.evict_to(max_bytes().unwrap_or(DEFAULT_MAX_BYTES));
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
    fn sizes_parse_and_the_oldest_entries_go_first() {
        assert_eq!(parse_size("123"), Some(123));
        assert_eq!(parse_size("64K"), Some(64 << 10));
        assert_eq!(parse_size("512m"), Some(512 << 20));
        assert_eq!(parse_size("2GiB"), Some(2 << 30));
        assert_eq!(parse_size("1.5G"), Some(3 << 29));
        assert_eq!(parse_size("lots"), None);
        assert_eq!(parse_size("-1"), None);
        let d = scratch("lru");
        let c = KernelCache::open(&d).expect("a new directory opens");
        let old = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
        for (i, key) in ["a1", "b2", "c3"].iter().enumerate() {
            c.write(key, &[0u8; 100]);
            let f = fs::OpenOptions::new().write(true).open(d.join(format!("{key}.cubin"))).expect("entry");
            let _ = f.set_modified(old + std::time::Duration::from_secs(i as u64 * 60));
        }
        // Reading a1 makes it the most recently used: b2 and c3 are older now.
        assert!(c.read("a1").is_some());
        assert_eq!(c.usage(), Usage { entries: 3, bytes: 3 * 132 });
        c.evict_to(2 * 132);
        assert!(c.read("b2").is_none(), "the least recently used entry goes");
        assert!(c.read("a1").is_some() && c.read("c3").is_some());
        assert_eq!(c.clear(), Usage { entries: 2, bytes: 2 * 132 });
        assert_eq!(c.usage().entries, 0);
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

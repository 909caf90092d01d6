//! `hashlib`: `md5`, `sha1`, `sha224`, `sha256` and `new`, written in Python and run on first
//! import; the hash object keeps the data fed to it and `_cudalab_codecs.digest` (Rust,
//! `digests.rs`) computes the digest. Other algorithms (sha512, blake2, sha3…) raise
//! NotImplementedError naming themselves. Touches nothing else.

pub const HASHLIB: &str = r#"
import _cudalab_codecs

_SIZES = {"md5": (16, 64), "sha1": (20, 64), "sha224": (28, 64), "sha256": (32, 64)}
_ELSEWHERE = ("sha384", "sha512", "sha512_224", "sha512_256", "sha3_224", "sha3_256", "sha3_384", "sha3_512", "shake_128", "shake_256", "blake2b", "blake2s")

algorithms_guaranteed = frozenset(("md5", "sha1", "sha224", "sha256", "sha384", "sha512", "sha3_224", "sha3_256", "sha3_384", "sha3_512", "shake_128", "shake_256", "blake2b", "blake2s"))
algorithms_available = algorithms_guaranteed

def _concat(parts):
    # bytes.join, which cudalab's bytes does not have.
    return _cudalab_codecs.concat(list(parts))

def _as_data(data):
    if isinstance(data, str):
        raise TypeError("Strings must be encoded before hashing")
    if type(data).__name__ != "bytes":
        raise TypeError("object supporting the buffer API required")
    return data

class _Hash:
    def __init__(self, name, data=b""):
        self.name = name
        self.digest_size, self.block_size = _SIZES[name]
        self._parts = []
        if data:
            self.update(data)

    def update(self, data):
        """Update this hash object's state with the provided bytes."""
        self._parts.append(_as_data(data))

    def digest(self):
        """Return the digest value as a bytes object."""
        data = _concat(self._parts)
        self._parts = [data]
        return _cudalab_codecs.digest(self.name, data)

    def hexdigest(self):
        """Return the digest value as a string of hexadecimal digits."""
        return self.digest().hex()

    def copy(self):
        """Return a copy of the hash object."""
        h = _Hash(self.name)
        h._parts = list(self._parts)
        return h

    def __repr__(self):
        return "<%s _hashlib.HASH object @ 0x%x>" % (self.name, id(self))

def md5(data=b"", *, usedforsecurity=True, string=None):
    """Returns a md5 hash object; optionally initialized with a string"""
    return _Hash("md5", data)

def sha1(data=b"", *, usedforsecurity=True, string=None):
    """Returns a sha1 hash object; optionally initialized with a string"""
    return _Hash("sha1", data)

def sha224(data=b"", *, usedforsecurity=True, string=None):
    """Returns a sha224 hash object; optionally initialized with a string"""
    return _Hash("sha224", data)

def sha256(data=b"", *, usedforsecurity=True, string=None):
    """Returns a sha256 hash object; optionally initialized with a string"""
    return _Hash("sha256", data)

def new(name, data=b"", **kwargs):
    """Return a new hashing object using the named algorithm."""
    key = name.lower() if isinstance(name, str) else name
    if key in _SIZES:
        return _Hash(key, data)
    if key in _ELSEWHERE:
        raise NotImplementedError("hashlib: %s is not supported by cudalab (md5, sha1, sha224 and sha256 are)" % name)
    raise ValueError("unsupported hash type " + str(name))

def _missing(name):
    raise NotImplementedError("hashlib.%s is not supported by cudalab (md5, sha1, sha224 and sha256 are)" % name)

def sha384(*args, **kwargs):
    _missing("sha384")

def sha512(*args, **kwargs):
    _missing("sha512")

def sha3_224(*args, **kwargs):
    _missing("sha3_224")

def sha3_256(*args, **kwargs):
    _missing("sha3_256")

def sha3_384(*args, **kwargs):
    _missing("sha3_384")

def sha3_512(*args, **kwargs):
    _missing("sha3_512")

def shake_128(*args, **kwargs):
    _missing("shake_128")

def shake_256(*args, **kwargs):
    _missing("shake_256")

def blake2b(*args, **kwargs):
    _missing("blake2b")

def blake2s(*args, **kwargs):
    _missing("blake2s")

def pbkdf2_hmac(*args, **kwargs):
    _missing("pbkdf2_hmac")

def scrypt(*args, **kwargs):
    _missing("scrypt")

def file_digest(*args, **kwargs):
    _missing("file_digest")

"#;

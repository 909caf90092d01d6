//! `platform`, written in Python and run on first import: what CPython 3.12 on Linux x86-64
//! reports — system(), machine(), architecture(), python_version() (matching
//! `sys.version_info`), and node()/release()/version() read from /proc as `uname` would give
//! them. What would need a subprocess or libc probing (processor(), platform(), libc_ver(),
//! freedesktop_os_release()) raises NotImplementedError naming itself. Touches nothing else.

pub const PLATFORM: &str = r#"
import sys as _sys
from collections import namedtuple as _namedtuple

uname_result = _namedtuple("uname_result", "system node release version machine")

def _proc(name):
    try:
        with open("/proc/sys/kernel/" + name) as f:
            return f.read().strip()
    except OSError:
        return ""

def system():
    """Returns the system/OS name, e.g. 'Linux', 'Windows' or 'Java'."""
    return "Linux"

def machine():
    """Returns the machine type, e.g. 'i386'."""
    return "x86_64"

def node():
    """Returns the computer's network name."""
    return _proc("hostname")

def release():
    """Returns the system's release, e.g. '2.2.0' or 'NT'."""
    return _proc("osrelease")

def version():
    """Returns the system's release version."""
    return _proc("version")

def uname():
    """Fairly portable uname interface."""
    return uname_result(system(), node(), release(), version(), machine())

def architecture(executable=_sys.executable if hasattr(_sys, "executable") else None, bits="", linkage=""):
    """Queries the given executable for various architecture information."""
    return ("64bit", "ELF")

def python_implementation():
    """Returns a string identifying the Python implementation."""
    return "CPython"

def python_version_tuple():
    """Returns the Python version as tuple (major, minor, patchlevel) of strings."""
    v = _sys.version_info
    return (str(v[0]), str(v[1]), str(v[2]))

def python_version():
    """Returns the Python version as string 'major.minor.patchlevel'."""
    return ".".join(python_version_tuple())

def _missing(name):
    raise NotImplementedError("platform.%s() is not supported by cudalab" % name)

def processor(*args, **kwargs):
    _missing("processor")

def platform(*args, **kwargs):
    _missing("platform")

def libc_ver(*args, **kwargs):
    _missing("libc_ver")

def freedesktop_os_release(*args, **kwargs):
    _missing("freedesktop_os_release")

def python_build(*args, **kwargs):
    _missing("python_build")

def python_compiler(*args, **kwargs):
    _missing("python_compiler")
"#;

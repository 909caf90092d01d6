"""Point Jupyter at a throw-away kernelspec for the cudalab binary under test.

The binary is $CUDALAB_BIN, else target/release/cudalab, else target/debug/cudalab.
"""
import os
import pathlib
import subprocess
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]


def cudalab_bin() -> str:
    env = os.environ.get("CUDALAB_BIN")
    if env:
        return env
    for profile in ("release", "debug"):
        p = ROOT / "target" / profile / "cudalab"
        if p.exists():
            return str(p)
    raise RuntimeError("build cudalab first (cargo build --release) or set CUDALAB_BIN")


_prefix = tempfile.mkdtemp(prefix="cudalab-kernelspec-")
subprocess.run([cudalab_bin(), "install", "--prefix", _prefix], check=True, stdout=subprocess.DEVNULL)
os.environ["JUPYTER_PATH"] = os.path.join(_prefix, "share", "jupyter")
os.environ.setdefault("JUPYTER_PLATFORM_DIRS", "1")

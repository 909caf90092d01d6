#!/usr/bin/env bash
# The install steps of the cudalab classroom image, in one script: the Dockerfile runs it in its
# runtime stage, and CI (scripts/test) runs it on the bare machine into a temporary prefix and then
# executes a notebook with what it installed, so the recipe is proven where no Docker engine exists.
#
# Environment:
#   CUDALAB_BINARY  the built cudalab executable (required)
#   PREFIX          where everything goes (default /opt/cudalab):
#                     bin/cudalab, venv/ (JupyterLab, with the cudalab kernelspec in its
#                     share/jupyter/kernels: every Jupyter of that environment sees it),
#                     share/cudalab/notebooks/
#   NOTEBOOKS       the notebooks to ship (default: the repository's notebooks/)
#   PYTHON          the Python that makes the venv (default python3)
#   NB_USER, NB_UID with CREATE_USER=1 (as root): the non-root user to create, whose home gets a
#                   copy of the notebooks (default student, 1000)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
: "${CUDALAB_BINARY:?set CUDALAB_BINARY to the built cudalab executable}"
PREFIX=${PREFIX:-/opt/cudalab}
NOTEBOOKS=${NOTEBOOKS:-$here/../notebooks}
PYTHON=${PYTHON:-python3}
NB_USER=${NB_USER:-student}
NB_UID=${NB_UID:-1000}

echo "cudalab: installing into $PREFIX"
install -d "$PREFIX/bin" "$PREFIX/share/cudalab"
install -m 0755 "$CUDALAB_BINARY" "$PREFIX/bin/cudalab"

# JupyterLab in its own environment, pinned.
"$PYTHON" -m venv "$PREFIX/venv"
"$PREFIX/venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-cache-dir -r "$here/requirements.txt"

# The kernelspec, for every Jupyter of that environment (its sys.prefix), pointing at the
# installed binary.
"$PREFIX/bin/cudalab" install --prefix "$PREFIX/venv"
# grep reads the whole list: with -q it would stop at the match and jupyter, still writing, would
# fail on the closed pipe (pipefail makes that the pipeline's status).
"$PREFIX/venv/bin/jupyter" kernelspec list | grep '^ *cudalab ' >/dev/null || { echo "cudalab: the kernelspec is not visible to Jupyter" >&2; exit 1; }

# The teaching notebooks, read-only for everyone; each user works on a copy.
rm -rf "$PREFIX/share/cudalab/notebooks"
mkdir -p "$PREFIX/share/cudalab/notebooks"
(cd "$NOTEBOOKS" && find . -name '*.ipynb' -not -path './src/*' -exec cp --parents {} "$PREFIX/share/cudalab/notebooks/" \;)
chmod -R a+rX,go-w "$PREFIX"

if [ "${CREATE_USER:-0}" = 1 ]; then
    if ! id "$NB_USER" >/dev/null 2>&1; then
        # A base image may already use the UID (ubuntu:24.04 has 'ubuntu' as 1000): reuse it.
        if getent passwd "$NB_UID" >/dev/null; then
            old=$(getent passwd "$NB_UID" | cut -d: -f1)
            usermod -l "$NB_USER" -d "/home/$NB_USER" -m "$old"
            groupmod -n "$NB_USER" "$old" 2>/dev/null || true
        else
            useradd -m -u "$NB_UID" -s /bin/bash "$NB_USER"
        fi
    fi
    home=$(getent passwd "$NB_USER" | cut -d: -f6)
    mkdir -p "$home/notebooks"
    cp -R "$PREFIX/share/cudalab/notebooks"/. "$home/notebooks/"
    chown -R "$NB_USER:" "$home"
fi

"$PREFIX/bin/cudalab" doctor || true
echo "cudalab: installed; start with $PREFIX/venv/bin/jupyter lab"

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
#   SHIP_SOLUTIONS  1 to ship notebooks/solutions too (default 0: students get the exercises only)
#   CULL_IDLE       seconds after which an idle notebook kernel is shut down, freeing its CUDA
#                   context (default 3600; 0 turns culling off)
#   NB_USER, NB_UID, NB_GID with CREATE_USER=1 (as root): the non-root user to create, as the
#                   Jupyter docker-stacks name them (default student, 1000, 100)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
: "${CUDALAB_BINARY:?set CUDALAB_BINARY to the built cudalab executable}"
PREFIX=${PREFIX:-/opt/cudalab}
NOTEBOOKS=${NOTEBOOKS:-$here/../notebooks}
PYTHON=${PYTHON:-python3}
NB_USER=${NB_USER:-student}
NB_UID=${NB_UID:-1000}
NB_GID=${NB_GID:-100}
SHIP_SOLUTIONS=${SHIP_SOLUTIONS:-0}
CULL_IDLE=${CULL_IDLE:-3600}

echo "cudalab: installing into $PREFIX"
install -d "$PREFIX/bin" "$PREFIX/share/cudalab"
install -m 0755 "$CUDALAB_BINARY" "$PREFIX/bin/cudalab"
install -m 0755 "$here/start.sh" "$PREFIX/bin/cudalab-start"

# JupyterLab in its own environment, pinned.
"$PYTHON" -m venv "$PREFIX/venv"
"$PREFIX/venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-cache-dir -r "$here/requirements.txt"

# The kernelspec, for every Jupyter of that environment (its sys.prefix), pointing at the
# installed binary.
"$PREFIX/bin/cudalab" install --prefix "$PREFIX/venv"
# grep reads the whole list: with -q it would stop at the match and jupyter, still writing, would
# fail on the closed pipe (pipefail makes that the pipeline's status).
"$PREFIX/venv/bin/jupyter" kernelspec list | grep '^ *cudalab ' >/dev/null || { echo "cudalab: the kernelspec is not visible to Jupyter" >&2; exit 1; }
# A hub starts the container with jupyterhub-singleuser: it must be there, at the hub's version.
"$PREFIX/venv/bin/jupyterhub-singleuser" --version >/dev/null || { echo "cudalab: jupyterhub-singleuser is missing" >&2; exit 1; }

# Idle notebook kernels are shut down (each holds a CUDA context and GPU memory): the server's
# kernel culler, for every JupyterLab of this environment.
mkdir -p "$PREFIX/venv/etc/jupyter/jupyter_server_config.d"
cat > "$PREFIX/venv/etc/jupyter/jupyter_server_config.d/cudalab.json" <<JSON
{
  "MappingKernelManager": {
    "cull_idle_timeout": $CULL_IDLE,
    "cull_interval": 300,
    "cull_connected": true,
    "cull_busy": false
  }
}
JSON

# The teaching notebooks, read-only for everyone; each user works on a copy (cudalab-start copies
# what is missing from their home at every start). Solutions only when the admin asks.
rm -rf "$PREFIX/share/cudalab/notebooks"
mkdir -p "$PREFIX/share/cudalab/notebooks"
skip_solutions=(-not -path './solutions/*')
[ "$SHIP_SOLUTIONS" = 1 ] && skip_solutions=()
(cd "$NOTEBOOKS" && find . -name '*.ipynb' -not -path './src/*' "${skip_solutions[@]}" -exec cp --parents {} "$PREFIX/share/cudalab/notebooks/" \;)
chmod -R a+rX,go-w "$PREFIX"

if [ "${CREATE_USER:-0}" = 1 ]; then
    if ! id "$NB_USER" >/dev/null 2>&1; then
        # A base image may already use the UID (ubuntu:24.04 has 'ubuntu' as 1000): reuse it.
        if getent passwd "$NB_UID" >/dev/null; then
            old=$(getent passwd "$NB_UID" | cut -d: -f1)
            usermod -l "$NB_USER" -d "/home/$NB_USER" -m "$old"
            groupmod -n "$NB_USER" "$old" 2>/dev/null || true
        else
            getent group "$NB_GID" >/dev/null || groupadd -g "$NB_GID" "$NB_USER"
            useradd -m -u "$NB_UID" -g "$NB_GID" -s /bin/bash "$NB_USER"
        fi
    fi
    home=$(getent passwd "$NB_USER" | cut -d: -f6)
    HOME="$home" CUDALAB_NOTEBOOKS="$PREFIX/share/cudalab/notebooks" "$PREFIX/bin/cudalab-start" true
    chown -R "$NB_USER:" "$home"
fi

"$PREFIX/bin/cudalab" doctor || true
echo "cudalab: installed; start with $PREFIX/venv/bin/jupyter lab"

#!/usr/bin/env bash
# The image's entrypoint (under tini -g): before the server starts, the teaching notebooks reach
# the user's home, copying only what is missing there, so a persistent home (a Docker volume, a
# Kubernetes volume mounted over /home/student) gets them on first start and later image updates
# add new notebooks without overwriting a student's work. Then the command runs (JupyterLab, or
# jupyterhub-singleuser when a hub starts the container).
set -euo pipefail
src=${CUDALAB_NOTEBOOKS:-/opt/cudalab/share/cudalab/notebooks}
dest=${CUDALAB_NOTEBOOKS_DEST:-$HOME/notebooks}
if [ -d "$src" ] && mkdir -p "$dest" 2>/dev/null; then
    (cd "$src" && find . -type f -name '*.ipynb' -print0) | while IFS= read -r -d '' f; do
        if [ ! -e "$dest/$f" ]; then
            mkdir -p "$dest/$(dirname "$f")"
            cp "$src/$f" "$dest/$f"
        fi
    done
fi
exec "$@"

# pathlib on the file system: mkdir, write/read text and bytes, iterdir, glob/rglob, stat, unlink.
import os
import tempfile
from pathlib import Path

with tempfile.TemporaryDirectory() as tmp:
    root = Path(tmp)
    print(root.exists(), root.is_dir(), root.is_file(), root.is_absolute(), str(root) == tmp)
    data = root / "data"
    data.mkdir()
    (data / "raw" / "2024").mkdir(parents=True)
    (data / "raw").mkdir(exist_ok=True)
    try:
        data.mkdir()
    except FileExistsError as e:
        print(type(e).__name__, e.errno, Path(e.filename).name)
    try:
        (root / "no" / "such").mkdir()
    except FileNotFoundError as e:
        print(type(e).__name__, e.strerror)
    notes = data / "notes.txt"
    print(notes.write_text("line one\nline two\n"), notes.read_text(), notes.read_text().splitlines())
    print(notes.exists(), notes.is_file(), notes.stat().st_size, os.path.getsize(notes))
    print((data / "blob.bin").write_bytes(bytes([0, 1, 2, 255])), (data / "blob.bin").read_bytes())
    for name in ["a.csv", "b.csv", "c.json", ".hidden.csv"]:
        (data / "raw" / name).write_text(name)
    (data / "raw" / "2024" / "d.csv").write_text("d")
    print(sorted(p.name for p in data.iterdir()))
    print(sorted(str(p.relative_to(root)) for p in data.glob("raw/*.csv")))
    print(sorted(p.name for p in data.glob("*")))
    print(sorted(str(p.relative_to(data)) for p in data.rglob("*.csv")))
    print(sorted(str(p.relative_to(data)) for p in data.glob("**/*.csv")))
    print(sorted(str(p.relative_to(data)) for p in data.glob("**")))
    print(sorted(p.name for p in data.glob("raw/[ab].*")), sorted(p.name for p in data.glob("raw/?.json")), list(data.glob("none*")))
    with notes.open() as f:
        print(f.readline().strip(), type(f).__name__)
    with notes.open("a") as f:
        f.write("line three\n")
    with open(notes) as f:
        print(len(f.readlines()))
    moved = notes.rename(data / "moved.txt")
    print(repr(moved.relative_to(root)), notes.exists(), moved.exists())
    moved.unlink()
    moved.unlink(missing_ok=True)
    try:
        moved.unlink()
    except FileNotFoundError as e:
        print(type(e).__name__, e.errno)
    try:
        moved.read_text()
    except FileNotFoundError as e:
        print(type(e).__name__, e.strerror)
    try:
        (data / "raw").rmdir()
    except OSError as e:
        print(type(e).__name__, e.strerror)
    empty = root / "empty"
    empty.mkdir()
    empty.rmdir()
    (root / "touched").touch()
    print((root / "touched").exists(), (root / "touched").read_text() == "")
    print(root.resolve() == Path(os.path.realpath(tmp)), (root / "data" / ".." / "data").resolve() == data.resolve())
    print(os.path.join(root, "x") == str(root / "x"), os.path.exists(data), os.fspath(data) == str(data))
    try:
        list(root.glob(""))
    except ValueError as e:
        print(type(e).__name__, e)
print(Path(tmp).exists())

# tempfile: directories and files that clean up after themselves; names shaped as CPython's.
import os
import tempfile

base = tempfile.gettempdir()
print(type(base).__name__, os.path.isdir(base), tempfile.gettempprefix())
with tempfile.TemporaryDirectory() as tmp:
    name = os.path.basename(tmp)
    print(type(tmp).__name__, os.path.isdir(tmp), os.path.dirname(tmp) == base, name.startswith("tmp"), len(name))
    with open(os.path.join(tmp, "f.txt"), "w") as f:
        f.write("x")
    os.makedirs(os.path.join(tmp, "deep", "er"))
    print(sorted(os.listdir(tmp)))
print(os.path.exists(tmp))
td = tempfile.TemporaryDirectory(prefix="run_", suffix="_data")
n = os.path.basename(td.name)
print(n.startswith("run_"), n.endswith("_data"), len(n), os.path.isdir(td.name), repr(td) == "<TemporaryDirectory %r>" % td.name)
td.cleanup()
td.cleanup()
print(os.path.exists(td.name))
with tempfile.TemporaryDirectory() as outer:
    with tempfile.TemporaryDirectory(dir=outer) as inner:
        print(os.path.dirname(inner) == outer, os.listdir(outer) == [os.path.basename(inner)])
    print(os.listdir(outer))
    d = tempfile.mkdtemp(dir=outer, prefix="m")
    print(os.path.isdir(d), os.path.basename(d)[0], len(os.path.basename(d)))
    fd, path = tempfile.mkstemp(suffix=".csv", dir=outer)
    print(type(fd).__name__, path.endswith(".csv"), os.path.isfile(path), os.path.getsize(path))
    os.close(fd)
    with open(path, "w") as f:
        f.write("a,b\n")
    print(sorted(os.path.splitext(p)[1] for p in os.listdir(outer)))
    with tempfile.NamedTemporaryFile(dir=outer) as nt:
        print(nt.mode, os.path.exists(nt.name), os.path.dirname(nt.name) == outer, nt.write(b"bytes"))
        nt.seek(0)
        print(nt.read())
        kept = nt.name
    print(os.path.exists(kept))
    with tempfile.NamedTemporaryFile("w+", suffix=".txt", dir=outer, delete=False) as nt:
        print(nt.mode, nt.name.endswith(".txt"), nt.write("text\n"))
        kept = nt.name
    with open(kept) as f:
        print(repr(f.read()), os.path.exists(kept))
    os.remove(kept)
    nt = tempfile.NamedTemporaryFile(mode="w", dir=outer, prefix="p_")
    print(os.path.basename(nt.name).startswith("p_"), os.path.exists(nt.name))
    nt.close()
    print(os.path.exists(nt.name), nt.closed)
print(os.path.exists(outer))
try:
    tempfile.TemporaryDirectory(bogus=1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    tempfile.mkdtemp(dir=os.path.join(base, "no-such-parent-dir-xyz", "x"))
except FileNotFoundError as e:
    print(type(e).__name__, e.strerror)

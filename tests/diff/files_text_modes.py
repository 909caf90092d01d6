# Text files: write, read back in pieces, append, exclusive create, print(file=).
import os
import tempfile

with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "notes.txt")
    with open(path, "w") as f:
        print(f.write("first line\n"), f.write("second line\n"), f.write("third"))
        print(f.closed, f.mode, f.name == path, f.encoding)
    print(f.closed)
    with open(path) as f:
        print(repr(f.read(5)), repr(f.read(6)), repr(f.readline()), repr(f.readline()))
        print(repr(f.readline()), repr(f.readline()), repr(f.read()))
    with open(path, "a") as f:
        f.write("\nfourth\n")
        print("fifth", 5, 5.0, [5], sep="|", file=f)
        print("sixth", end="", file=f)
    with open(path, "rt") as f:
        print(f.readlines())
    with open(path) as f:
        for i, line in enumerate(f):
            print(i, repr(line))
    with open(path) as f:
        print([len(l) for l in f], f.readlines())
    f = open(path, "r+")
    print(repr(f.readline()))
    f.close()
    with open(path, "w+") as f:
        f.write("abc\ndef\n")
        f.seek(0)
        print(repr(f.read()))
    lines = ["alpha\n", "beta\n", "gamma\n"]
    new = os.path.join(tmp, "new.txt")
    with open(new, "x") as f:
        f.writelines(lines)
        f.writelines(s.upper() for s in lines)
    with open(new) as f:
        print(f.read().split())
    try:
        open(new, "x")
    except FileExistsError as e:
        print(type(e).__name__, e.errno, e.strerror, os.path.basename(e.filename))
    with open(new) as f:
        print(f.readline(3), f.readline(100), f.readlines(1), f.readlines())
    empty = os.path.join(tmp, "empty.txt")
    open(empty, "w").close()
    with open(empty) as f:
        print(repr(f.read()), repr(f.readline()), f.readlines(), list(f))
    print(sorted(os.listdir(tmp)))
print(os.path.exists(tmp))

# Text files: tell/seek cookies, r+ and a+ writes after reads (CPython writes after its read-ahead).
import os
import tempfile

with tempfile.TemporaryDirectory() as tmp:
    p = os.path.join(tmp, "t.txt")
    with open(p, "w") as f:
        f.write("héllo\nworld\nend\n")
        print(f.tell())
    with open(p) as f:
        print(f.tell(), f.readline(), f.tell(), f.read(2), f.tell())
        pos = f.tell()
        print(f.readline(), f.seek(pos), f.readline(), f.seek(0, 2), f.read())
        try:
            f.seek(3, 1)
        except Exception as e:
            print(type(e).__name__, e)
    with open(p, "r+") as f:
        f.readline()
        f.write("XX")
    with open(p) as f:
        print(repr(f.read()))
    with open(p, "a+") as f:
        print(f.tell(), repr(f.read()))
        f.seek(0)
        print(repr(f.readline()))
        f.write("more\n")
    with open(p) as f:
        print(repr(f.read()))

# Universal newlines on read, newline= on read and write, seen through the raw bytes.
import os
import tempfile

with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "mixed.txt")
    with open(path, "wb") as f:
        f.write(b"unix\nwindows\r\nold mac\rlast")
    with open(path) as f:
        print(f.readlines())
    with open(path) as f:
        print(repr(f.read()))
    for nl in ["", "\n", "\r", "\r\n"]:
        with open(path, newline=nl) as f:
            print(repr(nl), f.readlines())
        with open(path, newline=nl) as f:
            print(repr(nl), [line for line in f])
    for nl in [None, "", "\n", "\r", "\r\n"]:
        with open(path, "w", newline=nl) as f:
            f.write("a\nb\r\nc\rd\n")
        with open(path, "rb") as f:
            print(repr(nl), f.read())
    with open(path, "w", newline="\r\n") as f:
        print("one", file=f)
        print("two", "three", sep="\n", file=f)
    with open(path, "rb") as f:
        print(f.read())
    with open(path) as f:
        print(f.read().splitlines())
    try:
        open(path, newline="x")
    except ValueError as e:
        print(type(e).__name__, e)

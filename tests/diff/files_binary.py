# Binary files: bytes in and out, seek/tell from each end, readline, append, r+b.
import os
import tempfile

with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "data.bin")
    with open(path, "wb") as f:
        print(f.write(b"\x00\x01\x02hello\nworld\n"), f.tell())
        print(f.write(bytes(range(250, 256))), f.tell(), f.mode)
    print(os.path.getsize(path))
    with open(path, "rb") as f:
        print(f.read(3), f.tell())
        print(f.readline(), f.tell())
        print(f.readline(3), f.readline())
        print(f.read(), f.read(), f.tell())
        print(f.seek(-4, 2), f.read(2), f.seek(1, 1), f.read())
        print(f.seek(0), f.read(5), f.seek(2, 0), f.read(3))
        print(f.readable(), f.writable(), f.seekable(), f.mode)
    with open(path, "rb") as f:
        print(list(f))
    with open(path, "rb") as f:
        print(f.readlines())
    with open(path, "ab") as f:
        print(f.tell(), f.write(b"!"), f.tell())
    with open(path, "r+b") as f:
        print(f.read(3), f.write(b"HELLO"), f.tell())
        f.seek(0)
        print(f.read(10), f.mode)
    with open(path, "w+b") as f:
        f.write(b"abcdef")
        f.seek(2)
        print(f.read(2), f.tell(), f.mode)
        print(f.truncate(3), f.seek(0), f.read())
    with open(path, "rb") as f:
        data = f.read()
    print(type(data).__name__, len(data), data, data.decode())
    try:
        with open(path, "wb") as f:
            f.write("text")
    except TypeError as e:
        print(type(e).__name__, e)
    try:
        open(path, "rb", encoding="utf-8")
    except ValueError as e:
        print(type(e).__name__, e)
    try:
        open(path, "rb", newline="")
    except ValueError as e:
        print(type(e).__name__, e)

# File errors with CPython's classes and messages (paths relative to a temporary cwd).
import io
import os
import tempfile

home = os.getcwd()
with tempfile.TemporaryDirectory() as tmp:
    os.chdir(tmp)
    try:
        open("nofile.txt")
    except FileNotFoundError as e:
        print(type(e).__name__, e)
        print(e.errno, e.strerror, e.filename, e.args, isinstance(e, OSError))
    try:
        open("missing/dir/x.txt", "w")
    except OSError as e:
        print(type(e).__name__, e)
    os.mkdir("sub")
    try:
        open("sub")
    except IsADirectoryError as e:
        print(type(e).__name__, e)
    with open("a.txt", "w") as f:
        f.write("data\n")
    f = open("a.txt")
    f.close()
    f.close()
    for op in [f.read, f.readline, f.readlines, f.tell, lambda: f.write("x"), lambda: list(f), lambda: f.seek(0)]:
        try:
            op()
        except ValueError as e:
            print(type(e).__name__, e)
    try:
        with f:
            pass
    except ValueError as e:
        print(type(e).__name__, e)
    with open("a.txt", "w") as w:
        for op in [w.read, w.readline, lambda: list(w)]:
            try:
                op()
            except io.UnsupportedOperation as e:
                print(type(e).__name__, e, isinstance(e, OSError), isinstance(e, ValueError))
        try:
            w.write(b"bytes")
        except TypeError as e:
            print(type(e).__name__, e)
        try:
            w.write(42)
        except TypeError as e:
            print(type(e).__name__, e)
        try:
            w.writelines(["ok\n", 3])
        except TypeError as e:
            print(type(e).__name__, e)
    with open("a.txt") as r:
        try:
            r.write("x")
        except io.UnsupportedOperation as e:
            print(type(e).__name__, e)
        print(r.readable(), r.writable(), r.seekable())
    with open("a.txt", "rb") as r:
        for op in [lambda: r.write(b"x")]:
            try:
                op()
            except io.UnsupportedOperation as e:
                print(type(e).__name__, e)
    with open("a.txt", "wb") as w:
        try:
            w.read()
        except io.UnsupportedOperation as e:
            print(type(e).__name__, e)
    b = open("a.txt", "rb")
    b.close()
    for op in [b.read, b.readline, b.tell, lambda: b.seek(0), b.readlines]:
        try:
            op()
        except ValueError as e:
            print(type(e).__name__, e)
    for mode in ["rw", "rr", "z", "rbt", "", "+"]:
        try:
            open("a.txt", mode)
        except ValueError as e:
            print(repr(mode), type(e).__name__, e)
    try:
        open("a.txt", encoding="no-such-codec")
    except LookupError as e:
        print(type(e).__name__, e)
    for bad in [3.5, None, ["a.txt"]]:
        try:
            open(bad)
        except TypeError as e:
            print(type(e).__name__, e)
    try:
        open("a.txt", 5)
    except TypeError as e:
        print(type(e).__name__, e)
    try:
        raise OSError(2, "No such file or directory", "made-up.txt")
    except OSError as e:
        print(type(e).__name__, e, e.args, e.errno, e.filename)
    e = OSError("plain message")
    print(e, e.args, e.errno)
    e = PermissionError(13, "Permission denied")
    print(e, e.strerror)
    os.chdir(home)

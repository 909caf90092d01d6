# os file-system functions with CPython's errors, run inside a temporary directory.
import os
import tempfile

home = os.getcwd()
with tempfile.TemporaryDirectory() as tmp:
    os.chdir(tmp)
    print(os.listdir(), os.listdir("."))
    os.makedirs("a/b/c")
    os.makedirs("a/b/c", exist_ok=True)
    try:
        os.makedirs("a/b/c")
    except FileExistsError as e:
        print(type(e).__name__, e)
    os.mkdir("d")
    try:
        os.mkdir("d")
    except FileExistsError as e:
        print(type(e).__name__, e)
    try:
        os.mkdir("x/y")
    except FileNotFoundError as e:
        print(type(e).__name__, e)
    for name in ["a/one.txt", "a/b/two.txt", "a/b/c/three.csv", "top.txt"]:
        with open(name, "w") as f:
            f.write(name * 2)
    print(sorted(os.listdir("a")), sorted(os.listdir("a/b")))
    print(os.path.exists("a"), os.path.isdir("a"), os.path.isfile("a"), os.path.isfile("top.txt"), os.path.getsize("top.txt"))
    try:
        os.path.getsize("nope.txt")
    except FileNotFoundError as e:
        print(type(e).__name__, e)
    for root, dirs, files in sorted(os.walk("a")):
        print(root, sorted(dirs), sorted(files))
    os.rename("top.txt", "renamed.txt")
    print(sorted(os.listdir()))
    try:
        os.rename("top.txt", "other.txt")
    except FileNotFoundError as e:
        print(type(e).__name__, e)
    try:
        os.rmdir("a")
    except OSError as e:
        print(type(e).__name__, e)
    try:
        os.remove("d")
    except OSError as e:
        print(type(e).__name__, e.errno in (1, 21), e.filename)
    try:
        os.remove("gone.txt")
    except FileNotFoundError as e:
        print(type(e).__name__, e)
    try:
        os.listdir("gone")
    except FileNotFoundError as e:
        print(type(e).__name__, e)
    try:
        os.listdir("renamed.txt")
    except NotADirectoryError as e:
        print(type(e).__name__, e)
    os.remove("renamed.txt")
    os.unlink("a/one.txt")
    os.rmdir("d")
    os.replace("a/b/two.txt", "a/moved.txt")
    print(sorted(os.listdir()), sorted(os.listdir("a")))
    print(os.getcwd() == tmp or os.path.realpath(os.getcwd()) == os.path.realpath(tmp))
    try:
        os.mkdir(5.5)
    except TypeError as e:
        print(type(e).__name__, e)
    os.chdir(home)
print(os.path.exists(tmp))

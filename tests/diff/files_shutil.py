# shutil: copy files and trees, move, remove trees; destinations returned as CPython returns them.
import os
import shutil
import tempfile

home = os.getcwd()
with tempfile.TemporaryDirectory() as tmp:
    os.chdir(tmp)
    os.makedirs("src/sub")
    for name in ["src/a.txt", "src/sub/b.txt"]:
        with open(name, "w") as f:
            f.write(name.upper())
    os.mkdir("out")
    print(shutil.copyfile("src/a.txt", "copy.txt"), shutil.copy("src/a.txt", "out"), shutil.copy2("src/a.txt", "out/a2.txt"))
    print(open("copy.txt").read(), sorted(os.listdir("out")), os.path.getmtime("out/a2.txt") == os.path.getmtime("src/a.txt"))
    print(shutil.copytree("src", "tree"), sorted(os.listdir("tree")), open("tree/sub/b.txt").read())
    try:
        shutil.copytree("src", "tree")
    except FileExistsError as e:
        print(type(e).__name__, e)
    print(shutil.copytree("src", "tree", dirs_exist_ok=True))
    print(shutil.move("copy.txt", "moved.txt"), shutil.move("moved.txt", "out"), sorted(os.listdir("out")))
    print(shutil.move("tree", "tree2"), os.path.exists("tree"), sorted(os.listdir("tree2")))
    try:
        shutil.move("src/a.txt", "out")
    except shutil.Error as e:
        print(type(e).__name__, e)
    for bad in [lambda: shutil.copyfile("nope.txt", "x.txt"), lambda: shutil.copyfile("src/a.txt", "src/a.txt"), lambda: shutil.copyfile("src/a.txt", "out"),
                lambda: shutil.rmtree("nope"), lambda: shutil.rmtree("src/a.txt")]:
        try:
            bad()
        except OSError as e:
            print(type(e).__name__, e, isinstance(e, shutil.Error))
    shutil.rmtree("tree2")
    shutil.rmtree("does-not-exist", ignore_errors=True)
    print(sorted(os.listdir()))
    os.chdir(home)

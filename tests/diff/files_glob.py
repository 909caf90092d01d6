# glob and fnmatch: patterns, recursion, hidden files, root_dir (results sorted: order is the OS's).
import fnmatch
import glob
import os
import tempfile

home = os.getcwd()
with tempfile.TemporaryDirectory() as tmp:
    os.chdir(tmp)
    for d in ["data/raw/2024", "data/clean", ".cache", "logs"]:
        os.makedirs(d)
    for f in ["data/a.csv", "data/b.csv", "data/notes.txt", "data/raw/r1.csv", "data/raw/2024/deep.csv", "data/.hidden.csv",
              "data/clean/c.csv", ".cache/x.csv", "logs/run1.log", "logs/run2.log", "logs/run10.log", "top.csv"]:
        with open(f, "w") as fh:
            fh.write(f)
    print(sorted(glob.glob("*.csv")), sorted(glob.glob("*")), sorted(glob.glob(".*")))
    print(sorted(glob.glob("data/*.csv")), sorted(glob.glob("data/*/*.csv")))
    print(sorted(glob.glob("data/**/*.csv")), sorted(glob.glob("data/**/*.csv", recursive=True)))
    print(sorted(glob.glob("**/*.csv", recursive=True)))
    print(sorted(glob.glob("**", recursive=True)))
    print(sorted(glob.glob("data/**", recursive=True)), sorted(glob.glob("data/**/", recursive=True)))
    print(sorted(glob.glob("logs/run?.log")), sorted(glob.glob("logs/run[12]*.log")), sorted(glob.glob("logs/run[!1]*")))
    print(glob.glob("data/a.csv"), glob.glob("data/missing.csv"), glob.glob("data/"), glob.glob(""), sorted(glob.glob("*/")))
    print(sorted(glob.glob("*.csv", root_dir="data")), sorted(glob.glob("**/*.csv", root_dir="data", recursive=True, include_hidden=True)))
    print(sorted(glob.glob(os.path.join(".", "data", "*.txt"))), sorted(glob.iglob("logs/*")), glob.has_magic("a*"), glob.has_magic("plain"))
    names = ["a.py", "b.PY", "c.txt", ".d.py", "sub/e.py"]
    print(fnmatch.filter(names, "*.py"), fnmatch.fnmatch("x.txt", "*.t?t"), fnmatch.fnmatch("X.TXT", "*.txt"), fnmatch.fnmatchcase("abc", "a[a-c]c"))
    print([n for n in names if fnmatch.fnmatch(n, "[!a]*")], fnmatch.fnmatch("a/b", "a*b"), fnmatch.fnmatch("[x]", "[[]x]"))
    os.chdir(home)

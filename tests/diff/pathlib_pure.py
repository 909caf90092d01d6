# pathlib's pure side: parsing, properties, joining, with_*, relative_to, comparisons, hashing.
from pathlib import Path, PurePath, PosixPath

p = Path("data") / "raw" / "scan.v2.tar.gz"
print(p, repr(p), str(p), type(p).__name__)
print(p.name, p.stem, p.suffix, p.suffixes, p.parent, p.parent.parent, p.parts)
print(list(p.parents), [str(x) for x in p.parents])
for s in ["a//b/./c/", "/", "", ".", "/usr/local/../lib", "//srv/x", "///etc", "a/..", ".bashrc", "name.", "x.tar.gz"]:
    q = Path(s)
    print(repr(s), repr(q), repr(q.name), repr(q.suffix), q.suffixes, repr(q.stem), q.parts, repr(q.parent), q.is_absolute())
print(Path("a", "b", "c"), Path("a", "/b", "c"), Path(Path("x"), "y"), Path("/etc") / "/root", "top" / Path("sub"))
print(Path("a").joinpath("b", "c"), Path("/a/b").joinpath("../c"))
print(p.with_suffix(".zip"), p.with_suffix(""), Path("README").with_suffix(".md"), p.with_name("other.txt"), p.with_stem("scan"))
print(Path("a/b.txt").relative_to("a"), Path("/x/y/z").relative_to("/x"), Path("/x/y").is_relative_to("/x"), Path("x").is_relative_to("y"))
print(Path("a") == Path("a/"), Path("a") == Path("b"), Path("a") == "a", Path("a") != "a", Path("/a") == Path("//a"))
print(sorted([Path("b"), Path("a/z"), Path("a"), Path("/c"), Path("a/b")]))
print(Path("a") < Path("b"), Path("a/b") > Path("a"), Path("x") <= Path("x"))
print(len({Path("a"), Path("a/"), Path("./a"), Path("b")}), {Path("k"): 1}[Path("k")])
print(Path("a/b").as_posix(), f"{Path('a') / 'b'}", "%s" % Path("q"), [Path("z")])
print(isinstance(p, Path), isinstance("a", Path), Path is PurePath, PosixPath("u") == Path("u"))
for bad in [lambda: p.with_suffix("zip"), lambda: p.with_suffix("."), lambda: Path("/").with_name("x"), lambda: Path("").with_suffix(".x"),
            lambda: p.with_name(""), lambda: p.with_name("a/b"), lambda: Path("a").relative_to("b"), lambda: Path("/a").relative_to("a")]:
    try:
        print(bad())
    except ValueError as e:
        print(type(e).__name__, e)
for bad in [lambda: Path(3), lambda: Path("a") / 3, lambda: 3 / Path("a"), lambda: Path("a") < "b"]:
    try:
        print(bad())
    except TypeError as e:
        print(type(e).__name__, e)
print(Path.cwd() == Path(".").resolve(), Path.home() == Path("~").expanduser(), Path.cwd().is_absolute())
print(Path("~/x").expanduser() == Path.home() / "x", Path("x").absolute() == Path.cwd() / "x")

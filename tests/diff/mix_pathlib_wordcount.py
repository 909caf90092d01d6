# Multi-file word count in a temporary directory tree: pathlib, glob, generators, Counter, pprint.
import tempfile
from pathlib import Path
from collections import Counter, defaultdict
from pprint import pprint
import re

FILES = {
    "docs/intro.txt": "Python generators are lazy.\nGenerators yield values.\n",
    "docs/advanced/pipes.txt": "Pipelines chain generators.\nEach stage yields.\n\n",
    "notes/todo.md": "# TODO\n- write tests\n- write more tests\n",
    "notes/empty.txt": "",
    "data.csv": "a,b\n1,2\n",
}


def iter_lines(paths):
    for p in paths:
        with p.open() as f:
            for lineno, line in enumerate(f, 1):
                yield p, lineno, line.rstrip("\n")


def words(lines):
    for _, _, line in lines:
        yield from (w.lower() for w in re.findall(r"[A-Za-z]+", line))


with tempfile.TemporaryDirectory() as tmp:
    root = Path(tmp)
    for rel, text in FILES.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)
    txt = sorted(root.rglob("*.txt"))
    print([p.relative_to(root).as_posix() for p in txt])
    print(sorted(p.name for p in root.glob("*")), sorted(p.name for p in (root / "notes").iterdir()))
    counts = Counter(words(iter_lines(txt)))
    print(counts.most_common(3), sum(counts.values()))
    sizes = {p.relative_to(root).as_posix(): p.stat().st_size for p in sorted(root.rglob("*")) if p.is_file()}
    pprint(sizes)
    by_ext = defaultdict(list)
    for p in sorted(root.rglob("*")):
        if p.is_file():
            by_ext[p.suffix or "<none>"].append(p.stem)
    pprint(dict(sorted(by_ext.items())), width=50)
    for p, n, line in iter_lines(sorted(root.rglob("*.md"))):
        if line.startswith("-"):
            print(f"{p.name}:{n}: {line[2:]}")
    blank = [(p.name, n) for p, n, line in iter_lines(txt) if not line.strip()]
    print(blank)
    target = root / "notes" / "todo.md"
    target.rename(root / "notes" / "done.md")
    print(target.exists(), (root / "notes" / "done.md").read_text().count("tests"))
    (root / "notes" / "empty.txt").unlink()
    print(sorted(p.name for p in (root / "notes").iterdir()))
    print(Path("a/b/c.tar.gz").suffixes, Path("a/b/c.tar.gz").with_suffix(".zip").as_posix(), Path("x") / "y" / "z.py")
    try:
        (root / "nope" / "f.txt").write_text("x")
    except FileNotFoundError as e:
        print(type(e).__name__, e.errno)
    try:
        (root / "docs").mkdir()
    except FileExistsError as e:
        print(type(e).__name__, e.errno)
print(root.exists())

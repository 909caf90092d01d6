# Word statistics on a text: str methods, Counter, textwrap, f-string alignment.
import textwrap
import string
from collections import Counter

TEXT = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the
epoch of incredulity, it was the season of Light, it was the season of Darkness."""

words = [w.strip(string.punctuation).lower() for w in TEXT.split()]
counts = Counter(words)
print(len(words), len(counts), counts.most_common(5))
width = max(len(w) for w, _ in counts.most_common(8))
for w, n in counts.most_common(8):
    print(f"{w:>{width}} | {'=' * n:<10}| {n:2d} {n / len(words):6.1%}")
lengths = Counter(len(w) for w in words)
print(sorted(lengths.items()))
print(textwrap.fill(TEXT, width=38))
print(textwrap.fill(TEXT, width=50, initial_indent="> ", subsequent_indent="  "))
print(textwrap.shorten(TEXT, width=60, placeholder=" [...]"))
print(textwrap.wrap("a-very-long-hyphenated-word-that-wraps nicely here", 12))
block = textwrap.dedent("""\
    def f(x):
        return x * 2
    """)
print(block, end="")
print(textwrap.indent(block, "#  ", lambda line: line.strip() != ""), end="")
title = "summary"
print(title.center(30, "*"), title.title(), title.upper().ljust(10, ".") + "|")
print("-".join(sorted(set(words) - {"the", "of", "it", "was"}))[:60])
caps = [w for w in TEXT.replace(",", " ").replace(".", " ").split() if w[0].isupper()]
print(caps, " ".join(w.capitalize() for w in "hello big world".split()))
first = TEXT.splitlines()[0]
print("".join(c.upper() if c in "aeiou" else c for c in first if c not in ",."))
print("x".join(["a", "b"]), "a,b,,c".split(","), "a,b,,c".split(",", 1), " pad ".strip().zfill(6))
print("CamelCaseString".swapcase(), "tab\tsep".expandtabs(8), "abc".partition("b"), "a.b.c".rpartition("."))
print(f"{'left':<8}|{'mid':^8}|{'right':>8}|", f"{3.14159:+.2f}", f"{1234567:,}", f"{255:#x}", f"{0.25:%}")
print(f"{42:08.3f}", f"{-7:05d}", f"{'ab':*^7}", f"{12345.6789:_.1f}", f"{1e-5:.2e}", f"{2**20:>12,d}")
try:
    "abc".index("z")
except ValueError as e:
    print(type(e).__name__, e)
try:
    f"{'x':d}"
except ValueError as e:
    print(type(e).__name__, e)
try:
    "a" + 1
except TypeError as e:
    print(type(e).__name__, e)

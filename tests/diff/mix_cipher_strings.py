# Classical ciphers: str methods, ord/chr, zip/cycle, Counter frequency analysis, formatted tables.
import string
from itertools import cycle
from collections import Counter

ALPHA = string.ascii_lowercase


def caesar(text, shift):
    out = []
    for ch in text:
        if ch.isalpha():
            base = ord("A") if ch.isupper() else ord("a")
            out.append(chr((ord(ch) - base + shift) % 26 + base))
        else:
            out.append(ch)
    return "".join(out)


def vigenere(text, key, decrypt=False):
    sign = -1 if decrypt else 1
    shifts = cycle(ord(k) - ord("a") for k in key.lower())
    return "".join(caesar(ch, sign * next(shifts)) if ch.isalpha() else ch for ch in text)


def crack_caesar(cipher):
    freq = Counter(c for c in cipher.lower() if c.isalpha())
    top = freq.most_common(1)[0][0]
    return (ord(top) - ord("e")) % 26


msg = "Meet me near the old tree at seven, the secret is kept here."
enc = caesar(msg, 3)
print(enc)
print(caesar(enc, -3) == msg, caesar("xyz XYZ", 4))
v = vigenere(msg, "Lemon")
print(v, vigenere(v, "lemon", decrypt=True) == msg, sep="\n")
shift = crack_caesar(caesar(msg, 11))
print("guessed shift", shift, caesar(caesar(msg, 11), -shift)[:20])
freq = Counter(c for c in msg.lower() if c in ALPHA)
for ch, n in sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:6]:
    print(f"{ch} {n:2d} {n / sum(freq.values()):6.2%} {'|' * n}")
print("".join(sorted(set(ALPHA) - set(msg.lower()))))
atbash = {a: b for a, b in zip(ALPHA, reversed(ALPHA))}
print("".join(atbash.get(c, c) for c in "hello world"))
words = msg.rstrip(".").replace(",", "").split()
print(" ".join(w[::-1] for w in words), max(words, key=len), sorted(words, key=lambda w: w.lower())[:4])
print([w for w in words if w == w[::-1]], "level".center(11, "~"), msg.count("e"), msg.find("tree"), msg.rfind("e"))
print(string.ascii_uppercase[:5], string.digits, string.punctuation[:8], ALPHA.index("q"))
rot13 = lambda s: caesar(s, 13)
print(rot13("Hello, World!"), rot13(rot13("Round trip")))
print(" ".join(format(ord(c), "08b") for c in "Hi"), "".join(chr(int(b, 2)) for b in ["01001111", "01001011"]))
print(hex(ord("z")), "%s-%05.1f-%x-%r" % ("pct", 3.14159, 255, "q"), "{:>6}|{:<6}|{:^6}".format("r", "l", "c"))
print(msg.encode("utf-8")[:10], "naïve".encode("utf-8"), b"caf\xc3\xa9".decode("utf-8"), len("naïve".encode()))
try:
    chr(-1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    ord("ab")
except TypeError as e:
    print(type(e).__name__, e)
try:
    b"\xff".decode("utf-8")
except UnicodeDecodeError as e:
    print(type(e).__name__, e)

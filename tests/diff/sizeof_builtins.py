# sys.getsizeof for the builtin types, as CPython 3.11 on 64-bit reports it (lists, dicts and
# sets grown one item at a time, as loops and comprehensions build them).
import sys

print([sys.getsizeof(x) for x in (0, 1, -1, 2**30 - 1, 2**30, 2**60, 2**90, 10**100)])
print([sys.getsizeof(x) for x in (True, False, None, 1.5, 0.0, 2j)])
print([sys.getsizeof(s) for s in ("", "a", "hello", "é", "café", "€", "😀", "a" * 100)])
print([sys.getsizeof(t) for t in ((), (1,), (1, 2, 3), tuple(range(10)))])
print([sys.getsizeof(b) for b in (b"", b"abc", bytes(100))], sys.getsizeof(range(10)))
print([sys.getsizeof(b) for b in (bytearray(), bytearray(3), bytearray(b"abcdef"))])
lst = []
sizes = [sys.getsizeof(lst)]
for i in range(20):
    lst.append(i)
    sizes.append(sys.getsizeof(lst))
print(sizes)
print(sys.getsizeof([x * x for x in range(100)]), sys.getsizeof([i for i in range(1000)]))
d = {}
dsizes = [sys.getsizeof(d)]
for i in range(40):
    d["key%d" % i] = i
    dsizes.append(sys.getsizeof(d))
print(dsizes)
print([sys.getsizeof({i: i for i in range(n)}) for n in (0, 1, 5, 6, 11, 22, 43, 86, 200)])
print(sys.getsizeof({}), sys.getsizeof({"a": 1}), sys.getsizeof({1: "a"}), sys.getsizeof(dict(a=1, b=2)))
s = set()
ssizes = [sys.getsizeof(s)]
for i in range(30):
    s.add(i)
    ssizes.append(sys.getsizeof(s))
print(ssizes)
print(sys.getsizeof(set(range(100))), sys.getsizeof(frozenset()), sys.getsizeof(set("abc")))
print(sys.getsizeof(object(), "n/a") in (16, "n/a"))
try:
    sys.getsizeof()
except TypeError as e:
    print(type(e).__name__)

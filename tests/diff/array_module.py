# array.array: typed sequences.
from array import array
import array as array_mod

a = array("d", [1.0, 2.5, 3])
print(a, a.typecode, a.itemsize, len(a), a[0], a[-1], a[1:], list(a), a.tolist())
a.append(4)
a.extend([5, 6.5])
a.insert(0, -1)
print(a, a.pop(), a.pop(0), a, a.index(3.0), a.index(2.5, -4), a.count(2.5), 2.5 in a)
a[0] = 10
a.reverse()
print(a, sum(a), max(a), sorted(a))
f = array("f", [0.1, 1 / 3])
print(f, f[0], f.itemsize)
i = array("i", range(5))
print(i, i * 2, i + array("i", [9]), i == array("i", [0, 1, 2, 3, 4]), i < array("i", [0, 2]))
print(array("i"), array("b", [-128, 127]), array("B", b"\x01\x02"), array("u", "hi"), array("l", [2**40]), array("q", [-5]), array("H", [65535]))
print(i.tobytes(), array("h", [1, -1]).tobytes(), array("d", [1.0]).tobytes())
b = array("i")
b.frombytes(i.tobytes())
print(b, b == i)
c = array("h", [1, 2])
c.byteswap()
print(c)
del i[1]
i[0:2] = array("i", [7, 8, 9])
print(i, array_mod.typecodes)
for bad in [lambda: array("i", [1.5]), lambda: array("b", [200]), lambda: array("B", [-1]), lambda: array("z"), lambda: array("d", ["x"]),
            lambda: array("i", [1]).extend(array("d", [1.0])), lambda: array("i", [1])[5], lambda: array("i").pop(), lambda: array("i", [1]).remove(5), lambda: array("i", "ab")]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__)

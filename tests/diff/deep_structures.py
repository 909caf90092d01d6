# Self-referential and very deep containers: RecursionError (or CPython's [...]), never a crash.
def t(f):
    try:
        print(repr(f())[:60])
    except Exception as e:
        print(type(e).__name__, e)

a = [1]; a.append(a); b = [1]; b.append(b)
t(lambda: a == b); t(lambda: a != b); t(lambda: a < b); t(lambda: a >= b)
t(lambda: a in [b]); t(lambda: [b].index(a)); t(lambda: [b].count(a)); t(lambda: sorted([a, b]))
t(lambda: a == a); t(lambda: [a] == [a]); t(lambda: a in [a]); t(lambda: [a].index(a))
t(lambda: repr(a)); t(lambda: str(b)); print(a); print(f"{a}")
d = {1: 1}; d[2] = d; e = {1: 1}; e[2] = e
t(lambda: d == e); t(lambda: repr(d)); t(lambda: d in [e]); t(lambda: d == d)
ta = (1, a); tb = (1, b)
t(lambda: ta == tb); t(lambda: ta < tb); t(lambda: ta in [tb]); t(lambda: repr(ta))

x = []; y = []
for _ in range(10**5):
    x = [x]; y = [y]
t(lambda: x == y); t(lambda: x < y); t(lambda: repr(x)); t(lambda: str(x)); t(lambda: x in [y])
t(lambda: sorted([x, y])); t(lambda: [y].count(x))
u = (); v = ()
for _ in range(10**5):
    u = (u,); v = (v,)
t(lambda: u == v); t(lambda: repr(u)); t(lambda: u < v)
dd = {}; de = {}
for _ in range(10**5):
    dd = {1: dd}; de = {1: de}
t(lambda: repr(dd)); t(lambda: dd == de)

# Moderately deep structures still work.
s = []; s2 = []
for _ in range(200):
    s = [s, 1]; s2 = [s2, 1]
t(lambda: s == s2); t(lambda: len(repr(s))); t(lambda: s < s2); t(lambda: s in [s2])

# The recursion limit is CPython's.
import sys
print(sys.getrecursionlimit())
def f(n):
    try:
        return f(n + 1)
    except RecursionError:
        return n
print(f(0))
def g(n):
    return g(n + 1)
t(lambda: g(0))

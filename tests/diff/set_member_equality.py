# Members and keys with equal hashes are told apart by __eq__, which runs as CPython calls it.
class P:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __eq__(self, other):
        print("  eq", self, other)
        return isinstance(other, P) and (self.x, self.y) == (other.x, other.y)

    def __hash__(self):
        return hash(self.x)  # deliberately weak: every P with the same x collides

    def __repr__(self):
        return f"P({self.x},{self.y})"


s = {P(1, 2), P(1, 3), P(1, 2)}
print(len(s), P(1, 3) in s, P(1, 4) in s)
s.discard(P(1, 2))
print(s)
s.add(P(1, 3))
print(len(s))

d = {P(1, 2): "a", P(1, 3): "b"}
d[P(1, 2)] = "c"
print(len(d), d, d[P(1, 3)], d.get(P(1, 2)), d.get(P(1, 9), "none"), P(1, 2) in d)
del d[P(1, 3)]
print(d, d.pop(P(1, 2)), d)
print(d.setdefault(P(2, 2), 0), d.setdefault(P(2, 2), 5), d)


class Always:
    """All instances collide and are equal: a set keeps the first."""

    def __init__(self, tag):
        self.tag = tag

    def __eq__(self, other):
        return True

    def __hash__(self):
        return 1

    def __repr__(self):
        return f"Always({self.tag})"


print({Always("a"), Always("b"), Always("c")}, {Always(1): 1, Always(2): 2})
print(len({Always(i) for i in range(10)}), {1, Always("x")} == {1, Always("y")})


class Never:
    def __eq__(self, other):
        return False

    def __hash__(self):
        return 7


n = Never()
print(len({Never(), Never()}), n in {n}, len({n, n}))

from dataclasses import dataclass


@dataclass(frozen=True)
class Cell:
    row: int
    col: int


seen = {Cell(0, 0), Cell(0, 1)}
print(Cell(0, 1) in seen, Cell(1, 1) in seen, len(seen | {Cell(0, 0), Cell(2, 2)}))
dist = {Cell(0, 0): 0}
dist[Cell(0, 0)] += 1
print(dist)

from collections import namedtuple

Pt = namedtuple("Pt", "x y")
p = Pt(1, 2)
print({p: 1}[(1, 2)], (1, 2) in {p}, p in {(1, 2)}, {(1, 2): "t"}[p], len({p, (1, 2)}), {p} == {(1, 2)})
s = {p}
s |= {(1, 2), (3, 4)}
s.update({(1, 2)})
print(len(s), sorted(s), {(1, 2)} | {p}, {p} <= {(1, 2)}, {(1, 2)}.issubset({p}), {p}.isdisjoint({(1, 2)}))

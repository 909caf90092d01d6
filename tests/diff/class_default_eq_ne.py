class P:
    def __init__(self, v):
        self.v = v


class Q:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        if isinstance(other, Q):
            return self.v == other.v
        return NotImplemented


p1, p2 = P(1), P(1)
print(p1 == p2, p1 != p2, p1 == p1, p1 is p1, p1 in [p2], p1 in [p1], [p1].count(p1))
q1, q2 = Q(1), Q(1)
print(q1 == q2, q1 != q2, q1 == 1, q1 != 1, 1 == q1, q1 in [P(1), Q(1)], [Q(2), Q(1)].index(q1))
print({"a": q1} == {"a": q2}, (q1, 2) == (q2, 2), [q1] != [Q(3)])
try:
    hash(q1)
except TypeError as e:
    print(type(e).__name__, e)
print(P.__hash__ is not None, Q.__hash__)

# hash() gives CPython's numbers for numbers, tuples and frozensets.
for v in [0, 1, -1, -2, 7, 2**61 - 2, 2**61 - 1, 2**61, 2**63 - 1, -2**63, 2**64, -2**64, 10**30, -(10**30)]:
    print(v, hash(v))
for v in [0.0, -0.0, 1.0, 1.5, -2.5, 0.1, 1e300, 1e-300, 5e-324, 2.0**61, 123456.789, float("inf"), float("-inf")]:
    print(v, hash(v))
print(hash(True), hash(False), hash(1) == hash(1.0) == hash(True), hash(2**70) == hash(float(2**70)))
for v in [1j, 1 + 2j, -3.5 + 0.25j, complex(2, 0)]:
    print(v, hash(v))
for v in [(), (1,), (1, 2), (2, 1), ((1, 2), (3,)), (1.5, -1), (0, 0, 0), (frozenset({1}),)]:
    print(v, hash(v))
for v in [frozenset(), frozenset({1}), frozenset({1, 2, 3}), frozenset(range(100)), frozenset({(1, 2)})]:
    print(sorted(v)[:3], hash(v))


class H:
    def __init__(self, h):
        self.h = h

    def __hash__(self):
        return self.h


print(hash(H(5)), hash(H(-1)), hash(H(2**64)), hash(H(True)))
try:
    hash(H(1.5))
except TypeError as e:
    print("TypeError:", e)
try:
    hash([1])
except TypeError as e:
    print("TypeError:", e)
print(hash(H(2**62)), hash(H(-(2**63))), hash(H(2**63)))

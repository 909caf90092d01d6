from functools import total_ordering, cmp_to_key

@total_ordering
class Version:
    def __init__(self, *parts):
        self.parts = parts
    def __eq__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts == other.parts
    def __lt__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts < other.parts
    def __repr__(self):
        return 'v' + '.'.join(map(str, self.parts))

a, b, c = Version(1, 2), Version(1, 10), Version(1, 2)
print(a < b, a <= b, a > b, a >= b, a <= c, a >= c, a > c, b > a, b >= a)
print(sorted([Version(2), Version(1, 5), Version(1, 0, 1)]), max(a, b), min([b, a, c]))
try:
    a <= 3
except TypeError as e:
    print(type(e).__name__, e)

@total_ordering
class Desc:
    def __init__(self, n):
        self.n = n
    def __eq__(self, other):
        return self.n == other.n
    def __gt__(self, other):
        return self.n > other.n
print(Desc(1) < Desc(2), Desc(1) >= Desc(2), Desc(2) <= Desc(2), Desc(3) > Desc(2))

@total_ordering
class FromLe:
    def __init__(self, n):
        self.n = n
    def __eq__(self, other):
        return self.n == other.n
    def __le__(self, other):
        return self.n <= other.n
print([FromLe(1) < FromLe(1), FromLe(1) > FromLe(0), FromLe(1) >= FromLe(1), FromLe(0) >= FromLe(1)])

@total_ordering
class FromGe:
    def __init__(self, n):
        self.n = n
    def __eq__(self, other):
        return self.n == other.n
    def __ge__(self, other):
        return self.n >= other.n
print([FromGe(1) < FromGe(2), FromGe(1) > FromGe(1), FromGe(1) <= FromGe(1), FromGe(3) <= FromGe(1)])

# methods the class defines itself are kept
@total_ordering
class Both:
    def __init__(self, n):
        self.n = n
    def __eq__(self, other):
        return self.n == other.n
    def __lt__(self, other):
        return self.n < other.n
    def __gt__(self, other):
        return 'custom gt'
print(Both(1) > Both(2), Both(1) >= Both(2), Both(1) <= Both(2))
print(Version.__le__.__name__, Version.__gt__(b, a), Version.__ge__(a, b))

try:
    @total_ordering
    class Nothing:
        pass
except ValueError as e:
    print(type(e).__name__, e)

# cmp_to_key with sorted, min, max and list.sort
def by_len_then_reverse(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a < b) - (a > b)
words = ['pear', 'fig', 'apple', 'kiwi', 'date', 'plum']
print(sorted(words, key=cmp_to_key(by_len_then_reverse)))
print(sorted(words, key=cmp_to_key(by_len_then_reverse), reverse=True))
words.sort(key=cmp_to_key(lambda a, b: (a > b) - (a < b)))
print(words, min(words, key=cmp_to_key(by_len_then_reverse)), max([3, 1, 2], key=cmp_to_key(lambda a, b: b - a)))
K = cmp_to_key(lambda a, b: a - b)
print(K(1) < K(2), K(2) <= K(2), K(3) == K(3), K(3) != K(3), K(5) > K(1), K(1).obj)
try:
    K(1) < 2
except TypeError as e:
    print(type(e).__name__, e)
try:
    hash(K(1))
except TypeError as e:
    print(type(e).__name__, e)
# largest number formed by concatenation: a classic cmp sort
nums = [3, 30, 34, 5, 9]
print(''.join(sorted(map(str, nums), key=cmp_to_key(lambda x, y: int(y + x) - int(x + y)))))

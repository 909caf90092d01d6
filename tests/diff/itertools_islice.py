from itertools import islice, count

print(list(islice('ABCDEFG', 2)))
print(list(islice('ABCDEFG', 2, 4)))
print(list(islice('ABCDEFG', 2, None)))
print(list(islice('ABCDEFG', 0, None, 2)))
print(list(islice('ABCDEFG', None)))
print(list(islice('ABCDEFG', None, None, None)))
print(list(islice(range(100), 10, 40, 7)))
print(list(islice(count(), 3, 30, 9)))
print(list(islice([], 5)), list(islice('ab', 5, 10)), list(islice('abc', 0)))

# how much of the source islice consumes
it = iter(range(10))
print(list(islice(it, 3)), list(it))
it = iter(range(10))
print(list(islice(it, 0, 6, 4)), next(it))
it = iter(range(10))
print(list(islice(it, 1, 5, 2)), next(it))
it = iter(range(10))
s = islice(it, 2, 4)
print(next(s), next(s), next(it))

# chunks with islice over one iterator
data = iter(range(11))
while True:
    chunk = list(islice(data, 4))
    if not chunk:
        break
    print(chunk)

# islice of an infinite generator expression
squares = (n * n for n in count(1))
print(list(islice(squares, 5)), next(squares))

for args in [(), ([1],), ([1], 1, 2, 3, 4), ([1], -1), ([1], 'a'), ([1], 0, -1), ([1], 0, -5),
             ([1], -1, 2), ([1], 'x', 2), ([1], 0, 2, 0), ([1], 0, 2, -1), ([1], 0, 2, 1.5), (5, 2), (None, 1)]:
    try:
        print(list(islice(*args)))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    islice([1], stop=2)
except TypeError as e:
    print(type(e).__name__, e)
print(list(islice(range(5), 2**63 - 1)), list(islice(range(10), 0, None, 2**62)))
for args in [(range(5), 2**100), (range(5), 2**63), (range(3), -2**100), (range(3), 2**100, 1), (range(3), -2**70, 1),
             (range(3), 0, 3, 2**100), (range(3), 0, -2**100), (range(3), 1.0), (range(3), 1.5, 3)]:
    try:
        print(list(islice(*args)))
    except ValueError as e:
        print(type(e).__name__, e)

from itertools import product, permutations, combinations, combinations_with_replacement as cwr
from math import comb, factorial, perm

print(list(product('ab', range(2))))
print(list(product([1, 2], repeat=2)))
print(list(product('ab', 'xy', repeat=2))[:5], len(list(product('ab', 'xy', repeat=2))))
print(list(product()), list(product([])), list(product('ab', [])), list(product('a', repeat=0)))
print(list(permutations('ABC')))
print(list(permutations(range(4), 2)))
print(list(permutations('AB', 3)), list(permutations('', 0)), list(permutations('ab', 0)), list(permutations([])))
print(list(combinations('ABCD', 2)))
print(list(combinations(range(5), 3)))
print(list(combinations('AB', 3)), list(combinations('AB', 0)), list(combinations([], 0)))
print(list(cwr('ABC', 2)))
print(list(cwr(range(2), 3)), list(cwr([], 2)), list(cwr([], 0)), list(cwr('ab', 0)))

# counts agree with math
n = 6
for r in range(n + 2):
    assert len(list(permutations(range(n), r))) == perm(n, r)
    assert len(list(combinations(range(n), r))) == comb(n, r)
    assert len(list(cwr(range(n), r))) == comb(n + r - 1, r)
print('counts ok', len(list(permutations(range(6)))) == factorial(6))

# pools are taken eagerly (the source is consumed at creation)
src = iter([1, 2, 3])
p = permutations(src, 2)
print(list(src), next(p))
g = (x * 10 for x in range(3))
pr = product(g, 'z')
print(list(g), list(pr))

# duplicates are positions, not values
print(list(combinations([1, 1, 2], 2)), list(permutations('aa')))

# lazy consumption and early break
for t in product(range(10**6), repeat=3):
    if sum(t) > 2:
        print('first over 2:', t)
        break
pw = permutations(range(100))
print(next(pw)[:5], next(pw)[-3:])

# a grid search over parameters
best = max(product([0.1, 0.5, 1.0], [1, 2, 3]), key=lambda ab: -(ab[0] - 0.5) ** 2 - (ab[1] - 2) ** 2)
print(best)

for bad in [lambda: permutations('ab', -1), lambda: combinations('ab', -1), lambda: cwr('ab', -2),
            lambda: product('ab', repeat=-1), lambda: combinations('ab'), lambda: permutations(5),
            lambda: product(1, 2), lambda: permutations('ab', 'x'), lambda: combinations('ab', 1.5),
            lambda: product('a', foo=1), lambda: cwr()]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

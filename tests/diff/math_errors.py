import math
for f, args in [(math.sqrt, (-1,)), (math.log, (0,)), (math.log, (-1,)), (math.acos, (2,)), (math.exp, (1000,)), (math.factorial, (-1,)), (math.pow, (0, -1))]:
    try:
        print(f(*args))
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
print(math.floor(1e20), math.ceil(1.5e15), math.sqrt(10**20), math.log(2**1000))

# comb/perm: the loop runs over min(k, n - k); beyond 2**63 it is CPython's OverflowError.
for n_, k_ in [(10, 7), (10**20, 3), (10**30, 10**30 - 4), (10**30, 10**20), (10**20, 2**70)]:
    try:
        print(len(str(math.comb(n_, k_))))
    except Exception as e:
        print(type(e).__name__, e)
try:
    math.perm(10**30, 10**20)
except OverflowError as e:
    print("OverflowError", e)

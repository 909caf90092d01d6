import math
for f, args in [(math.sqrt, (-1,)), (math.log, (0,)), (math.log, (-1,)), (math.acos, (2,)), (math.exp, (1000,)), (math.factorial, (-1,)), (math.pow, (0, -1))]:
    try:
        print(f(*args))
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
print(math.floor(1e20), math.ceil(1.5e15), math.sqrt(10**20), math.log(2**1000))

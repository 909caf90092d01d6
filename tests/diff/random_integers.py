# randrange, randint, getrandbits, randbytes and choice: CPython's draws through
# _randbelow_with_getrandbits, and its error messages.
import random
import warnings
warnings.simplefilter("ignore", DeprecationWarning)

random.seed(2024)
print([random.randrange(10) for _ in range(15)])
print([random.randrange(5, 10) for _ in range(10)])
print([random.randrange(-10, 10, 3) for _ in range(10)])
print([random.randrange(10, -10, -4) for _ in range(10)])
print([random.randint(1, 6) for _ in range(20)])
print([random.randint(-3, -1) for _ in range(8)])
print(random.randrange(1), random.randint(7, 7))
print(random.randrange(2**64), random.randrange(-(10**40), 10**40), random.randint(0, 2**200))
print(random.randrange(10**20, 10**20 + 10**25, 10**19))
print([random.getrandbits(k) for k in [0, 1, 5, 31, 32, 33, 63, 64, 65, 100, 200]])
print(random.randbytes(0), random.randbytes(1), random.randbytes(10))
print(random.choice([10, 20, 30]), random.choice("abcdef"), random.choice((1.5, 2.5)), random.choice(range(100, 200)))
print([random.choice("ab") for _ in range(12)])
print(random.randrange(True, 5), random.randint(False, True))

def err(f, *args, **kw):
    try:
        print(f(*args, **kw))
    except Exception as e:
        print(type(e).__name__, e)

err(random.randrange, 10, 5)
err(random.randrange, 5, 5)
err(random.randrange, 0)
err(random.randrange, -3)
err(random.randrange, 0, 10, 0)
err(random.randrange, 0, 10, -1)
err(random.randrange, 10, 0, 2)
err(random.randrange, 10, step=2)
err(random.randrange, 2.5)
err(random.randrange, 1, 2.5)
err(random.randint, 5, 1)
err(random.randint, 1)
err(random.randint, 1, 2, 3)
err(random.randrange)
err(random.getrandbits, -1)
err(random.getrandbits)
err(random.choice, [])
err(random.choice, "")
err(random.choice, range(0))
err(random.randrange, "5")
err(random.randrange, "five")
err(random.randrange, [5])
print(random.randrange(10.0) in range(10), random.randint(1, 3.0) in (1, 2, 3))

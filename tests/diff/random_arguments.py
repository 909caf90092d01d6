# Argument binding of random's methods as CPython's Python-level methods bind them: keyword
# arguments, defaults, and the TypeErrors for missing, extra and unknown arguments.
import random

r = random.Random(4)
print(r.randrange(start=3, stop=9), r.randrange(0, stop=10, step=5), r.randint(a=1, b=3), r.randint(1, b=2))
print(r.choice(seq=[1, 2]), r.sample(population=range(9), k=2), r.choices(population="ab", k=3), r.shuffle(x=[]))
print(r.uniform(a=0, b=1), r.triangular(high=5, low=1), r.triangular(1, 5, mode=4), r.gauss(sigma=2), r.normalvariate(mu=3))
print(r.expovariate(lambd=0.5), r.gammavariate(alpha=2, beta=3), r.betavariate(alpha=1, beta=2), r.paretovariate(alpha=4))
print(r.weibullvariate(alpha=2, beta=1), r.lognormvariate(mu=0, sigma=1), r.vonmisesvariate(mu=0, kappa=1))
print(r.seed(a=5), r.random(), r.seed(5, version=2), r.random())
print(r.getrandbits(8), r.randbytes(n=3))
f = r.random
print(0 <= f() < 1)
g = random.randint
print(g(1, 1))

def err(f, *args, **kw):
    try:
        print(f(*args, **kw))
    except Exception as e:
        print(type(e).__name__, e)

err(r.randint, 1)
err(r.randint)
err(r.randint, 1, 2, 3)
err(r.randint, 1, 2, c=3)
err(r.randint, 1, a=2)
err(r.sample)
err(r.sample, [1, 2], 1, 2)
err(r.choice)
err(r.choices)
err(r.shuffle)
err(r.uniform, 1)
err(r.gauss, 1, 2, 3)
err(r.triangular, 1, 2, 3, 4)
err(r.getrandbits, k=3)
err(r.getrandbits, 1, 2)
err(r.random, 1)
err(r.setstate)
err(r.seed, 1, 2, 3)
err(random.uniform)
err(random.sample, range(3))
err(random.shuffle, [1], [2])

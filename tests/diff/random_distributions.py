# The real-valued distributions draw exactly as CPython's Lib/random.py does.
import random

random.seed(31337)
def show(name, xs):
    print(name, [round(x, 12) for x in xs])

show("random", [random.random() for _ in range(4)])
show("uniform", [random.uniform(-2, 3) for _ in range(4)])
print(random.uniform(5, 5), random.uniform(1, 2.5) < 2.5, type(random.uniform(1, 2)).__name__)
show("triangular", [random.triangular() for _ in range(3)] + [random.triangular(0, 10, 2) for _ in range(3)])
print(random.triangular(3, 3, 3), random.triangular(2, 2))
show("gauss", [random.gauss() for _ in range(5)] + [random.gauss(10, 0.5) for _ in range(3)])
show("normalvariate", [random.normalvariate() for _ in range(3)] + [random.normalvariate(100, 15) for _ in range(3)])
show("lognormvariate", [random.lognormvariate(0, 0.5) for _ in range(4)])
show("expovariate", [random.expovariate(1.5) for _ in range(4)] + [random.expovariate(-2) for _ in range(2)])
show("vonmises", [random.vonmisesvariate(1.0, 4.0) for _ in range(4)] + [random.vonmisesvariate(0, 0)])
show("gamma<1", [random.gammavariate(0.3, 2.0) for _ in range(4)])
show("gamma=1", [random.gammavariate(1.0, 3.0) for _ in range(3)])
show("gamma>1", [random.gammavariate(5.5, 1.0) for _ in range(4)])
show("beta", [random.betavariate(2, 5) for _ in range(4)] + [random.betavariate(0.5, 0.5) for _ in range(2)])
show("pareto", [random.paretovariate(2.5) for _ in range(4)])
show("weibull", [random.weibullvariate(1.0, 1.5) for _ in range(4)])
# full precision too
random.seed(8)
print(random.gauss(), random.normalvariate(), random.gammavariate(2.5, 1.5), random.betavariate(3, 3))

# gauss caches its second value; other draws in between do not disturb it
random.seed(1)
g1 = random.gauss()
r = random.random()
g2 = random.gauss()
random.seed(1)
a = random.random(); b = random.random()
print(g1, g2, r)

def err(f, *args):
    try:
        print(f(*args))
    except Exception as e:
        print(type(e).__name__, e)

err(random.gammavariate, 0, 1)
err(random.gammavariate, 1, -1)
err(random.betavariate, -1, 1)
err(random.expovariate, 0)
err(random.expovariate)
err(random.lognormvariate, 0)
err(random.weibullvariate, 1)
err(random.paretovariate)

# random.Random instances (independent streams, the hidden instance behind the module
# functions), getstate/setstate in CPython's tuple form, and their errors.
import random

a = random.Random(10)
b = random.Random(10)
c = random.Random("10")
print(a.random() == b.random(), a.random(), c.random())
print(a.randint(1, 100), b.randint(1, 100), a.choice("xyz"), a.sample(range(30), 4))
random.seed(10)
print(random.random() == random.Random(10).random())

# module functions and instances do not share state
random.seed(3)
x1 = random.random()
r = random.Random(3)
r.random(); r.random()
print(random.random() == random.Random(3).random() or x1)

state = random.getstate()
print(type(state).__name__, len(state), state[0], len(state[1]), state[1][-1], state[2])
first = [random.random() for _ in range(5)]
random.setstate(state)
print(first == [random.random() for _ in range(5)])

g = random.Random(77)
g.gauss()
st = g.getstate()
print(st[2] is not None, type(st[2]).__name__)
n1 = g.gauss()
g.setstate(st)
print(n1 == g.gauss())
h = random.Random()
h.setstate(st)
print(h.random() == g.random())

# a state taken mid-buffer restores mid-buffer
s = random.Random(0)
for _ in range(700):
    s.random()
mid = s.getstate()
print(mid[1][-1])
t = random.Random(1)
t.setstate(mid)
print(t.random() == s.random())

seeded = random.Random(5)
fresh = random.Random(5)
print([seeded.randrange(1000) for _ in range(5)] == [fresh.randrange(1000) for _ in range(5)])
print(isinstance(repr(a), str), type(a).__name__)
print(a.seed(1), a.random())
a.seed(None)
print(0.0 <= a.random() < 1.0)

def err(f, *args):
    try:
        print(f(*args))
    except Exception as e:
        print(type(e).__name__, e)

err(random.setstate, (4, (), None))
err(random.setstate, (3, (1, 2, 3), None))
err(random.setstate, (3, [0] * 625, None))
err(random.setstate, (3, tuple([0] * 624) + (625,), None))
err(random.setstate, (3, tuple([0] * 624) + (-1,), None))
err(random.setstate, (3, tuple([-1] * 625), None))
err(random.setstate, (3, state[1]))
err(random.setstate, (3, state[1], None, 4))
err(a.random, 1)
err(random.random, 1)

# random.Random is a class: isinstance works, and its constructor binds like Random.__init__
print(isinstance(a, random.Random), isinstance(3, random.Random), random.Random, random.Random.__name__)
print(random.Random(x=3).random() == random.Random(3).random())
err(random.Random, 1, 2)
try:
    random.Random(y=1)
except TypeError as e:
    print(type(e).__name__, e)

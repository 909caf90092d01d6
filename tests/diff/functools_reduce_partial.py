import functools
from functools import reduce, partial
import operator

print(reduce(operator.add, [1, 2, 3, 4]), reduce(operator.mul, range(1, 6), 1), reduce(lambda a, b: a + b, ['x'], 'y'))
print(reduce(lambda acc, x: acc + [x * 2], range(4), []))
print(reduce(max, [3, 9, 2]), reduce(operator.add, [], 0), reduce(operator.add, [7]))
print(reduce(lambda a, b: a * 10 + b, (d for d in [1, 2, 3])))
print(reduce(lambda d, kv: {**d, kv[0]: kv[1]}, [('a', 1), ('b', 2)], {}))
for bad in [lambda: reduce(operator.add, []), lambda: reduce(operator.add), lambda: reduce(operator.add, 5),
            lambda: reduce(operator.add, [1, 'a']), lambda: reduce(operator.add, [], 0, 1), lambda: reduce(3, [1, 2])]:
    try:
        print(bad())
    except TypeError as e:
        print(type(e).__name__, e)

def power(base, exp, *, mod=None):
    return base ** exp if mod is None else base ** exp % mod

square = partial(power, exp=2)
cube = partial(power, exp=3)
print(square(5), cube(2), square(7, mod=10), square(3, exp=4))
print(square.func is power, square.args, square.keywords)
two_to = partial(power, 2)
print(two_to(10), two_to.args, two_to.keywords)
print(partial(int, base=2)('1011'), partial(int, base=16))
print(partial(max, 5)(1, 2), partial(max, default=0)([]))
print(repr(partial(print, sep='-')), partial(sorted, key=len)(['ccc', 'a', 'bb']))

# nested partials flatten into one
p1 = partial(power, 3)
p2 = partial(p1, 4, mod=5)
print(p2(), p2.func is power, p2.args, p2.keywords)
p3 = partial(partial(partial(sum), [1, 2]), 10)
print(p3(), p3.args)

# partial of a lambda and of a bound method
adder = partial(lambda a, b, c=0: a + b + c, 1, c=100)
print(adder(2), adder(2, c=0))
lst = []
push = partial(lst.append)
push(1); push(2)
print(lst)
class Greeter:
    def __init__(self, greeting):
        self.greeting = greeting
    def greet(self, name, punct='!'):
        return f'{self.greeting}, {name}{punct}'
hello = partial(Greeter('Hello').greet, punct='?')
print(hello('Ann'), list(map(partial(Greeter('Hi').greet, punct='.'), ['a', 'b'])))
print(type(square).__name__, callable(square))
for bad in [lambda: partial(), lambda: partial(5), lambda: partial(power)(), lambda: square(1, 2)]:
    try:
        bad()
    except TypeError as e:
        print(type(e).__name__, e)

def f(a, b, c):
    return a * 100 + b * 10 + c
args = [1, 2, 3]
print(f(*args), f(1, *[2, 3]), f(**{'a': 1, 'b': 2, 'c': 3}), f(1, **{'c': 3, 'b': 2}))
print([*range(3), *'ab'], (*[1, 2], 3), {**{'a': 1}, **{'b': 2}})
a, *b, c = range(6)
print(a, b, c)
head, *tail = 'hello'
print(head, tail)
for x, *ys in [(1, 2, 3), (4, 5)]:
    print(x, ys)

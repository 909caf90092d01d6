t = (1, 2, 3)
print(t, t[1], t[-1], t[1:], len(t), t + (4,), t * 2, t.count(2), t.index(3))
a, b, c = t
print(a, b, c)
first, *rest = t
*init, last = t
print(first, rest, init, last)
print((1,), (), tuple([1, 2]), tuple('ab'), (1, 2) < (1, 3), (1, 2) == (1, 2))
x, y = 1, 2
x, y = y, x
print(x, y)
(p, q), r = (1, 2), 3
print(p, q, r)

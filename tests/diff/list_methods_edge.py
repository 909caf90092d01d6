a = [5, 3, 8]
a.insert(-1, 'x'); a.insert(100, 'end'); a.insert(-100, 'start')
print(a)
b = list(range(10))
print(b[::2], b[1::3], b[-3:], b[:-7], b[8:2:-2])
b[::2] = ['e'] * 5
print(b)
del b[::3]
print(b)
c = [1, 2, 3]
print(c.index(2), c.count(4), [x for x in reversed(c)], c * 0, [] * 5)
print([1, [2]] == [1, [2]], [1, 2] != [1, 2, 3], max([[1, 2], [1, 3]]))

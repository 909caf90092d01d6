d = {'a': 1, 'b': 2}
d['c'] = 3
print(d, len(d), d['a'], d.get('z'), d.get('z', 0), 'a' in d, 'z' not in d)
print(list(d.keys()), list(d.values()), list(d.items()))
d.update({'a': 10, 'd': 4}); print(d)
print(d.pop('b'), d, d.setdefault('e', 5), d)
del d['a']; print(d)
print({k: v * 2 for k, v in d.items()}, dict(zip('xy', [1, 2])), dict(a=1, b=2))
for k in d:
    print(k, d[k], end='; ')
print()
print({1: 'int', 1.0: 'float'}, {True: 'x'}, dict([(1, 2), (3, 4)]), {**d, 'z': 0})

x = [1, [2, [3, [4]]], (5, (6,)), {'a': [7]}, None, 'q']
print(x)
print(repr(x) == str(x), str((1, 'a')), repr({'k': (1.5, -2)}))
y = [1, 2]
y.append(y)
print(y)

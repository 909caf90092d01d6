a = 1
b = [1, 2, 3, 4]
del b[1]
print(b)
del a
try:
    print(a)
except NameError as e:
    print('NameError:', e)
d = {'x': 1, 'y': 2}
del d['x']
print(d)
try:
    del d['nope']
except KeyError as e:
    print('KeyError:', e)

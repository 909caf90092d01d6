it = iter([1, 2, 3])
print(next(it), next(it), next(it), next(it, 'done'))
z = zip(range(3), 'abc')
print(next(z), list(z))
e = enumerate(['x', 'y'])
for i, v in e:
    print(i, v)
m = map(lambda x: x * 10, range(3))
print(list(m), list(m))
def first_even(xs):
    for x in xs:
        if x % 2 == 0:
            return x
print(first_even(range(1, 10**12)))
for i in range(10**15):
    if i > 3:
        break
print('big range ok', i)

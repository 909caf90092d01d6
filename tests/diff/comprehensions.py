print([x * x for x in range(6)])
print([x for x in range(20) if x % 3 == 0 if x % 2 == 0])
print([(i, j) for i in range(3) for j in range(i)])
print([[i * j for j in range(3)] for i in range(3)])
print({x: x ** 2 for x in range(4)}, {c for c in 'banana'} == {'a', 'b', 'n'})
print(sum(x for x in range(10)), max(len(w) for w in ['a', 'abc', 'ab']), list(x for x in 'hi'))
x = 'outer'
print([x for x in range(3)], x)

a = [1, 2, 3]
b = a
b.append(4)
print(a, a is b, a == b)
c = a[:]
c.append(5)
print(a, c, a is c)
grid = [[0] * 3 for _ in range(2)]
grid[0][1] = 5
print(grid)
shared = [[0] * 3] * 2
shared[0][1] = 5
print(shared)
x = [1, 2]
x += [3]
y = x
y += [4]
print(x, y)

n = 8
a = 2.0
x = [float(i) for i in range(n)]
y = [1.0] * n
out = [a * xi + yi for xi, yi in zip(x, y)]
print(out)
print(sum(out), max(out), min(out), sum(out) / len(out))

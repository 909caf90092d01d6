def matmul(a, b):
    n, m, p = len(a), len(b), len(b[0])
    return [[sum(a[i][k] * b[k][j] for k in range(m)) for j in range(p)] for i in range(n)]
A = [[1, 2], [3, 4], [5, 6]]
B = [[7, 8, 9], [10, 11, 12]]
for row in matmul(A, B):
    print(row)
I = [[float(i == j) for j in range(3)] for i in range(3)]
print(matmul(I, [[1.5], [2.5], [3.5]]))

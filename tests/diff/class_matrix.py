class Matrix:
    def __init__(self, rows):
        self.rows = [list(r) for r in rows]
        self.shape = (len(self.rows), len(self.rows[0]) if self.rows else 0)

    @classmethod
    def identity(cls, n):
        return cls([[1 if i == j else 0 for j in range(n)] for i in range(n)])

    def __getitem__(self, ij):
        if isinstance(ij, tuple):
            i, j = ij
            return self.rows[i][j]
        return self.rows[ij]

    def __setitem__(self, ij, v):
        i, j = ij
        self.rows[i][j] = v

    def __iter__(self):
        return iter(self.rows)

    def __len__(self):
        return self.shape[0]

    def __matmul__(self, other):
        n, m = self.shape
        m2, p = other.shape
        if m != m2:
            raise ValueError(f"shapes {self.shape} and {other.shape} not aligned")
        return Matrix([[sum(self[i, k] * other[k, j] for k in range(m)) for j in range(p)] for i in range(n)])

    def __mul__(self, k):
        return Matrix([[k * x for x in r] for r in self])

    __rmul__ = __mul__

    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows

    def __repr__(self):
        body = "\n ".join(str(r) for r in self.rows)
        return f"[{body}]"


a = Matrix([[1, 2], [3, 4]])
print(a)
print(a @ Matrix.identity(2) == a, a[1, 0], a[0], len(a), a.shape)
a[0, 1] = 5
print(2 * a, a * 3, sep="\n")
print(a @ Matrix([[1], [1]]))
try:
    a @ Matrix([[1, 2, 3]])
except ValueError as e:
    print(type(e).__name__, e)
print([sum(r) for r in a], max(a), list(map(len, a)))

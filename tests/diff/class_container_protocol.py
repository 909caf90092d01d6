class Grid:
    def __init__(self, w, h):
        self.w, self.h = w, h
        self.cells = [0] * (w * h)

    def __len__(self):
        return len(self.cells)

    def __getitem__(self, ij):
        i, j = ij
        if not (0 <= i < self.h and 0 <= j < self.w):
            raise IndexError(f"cell {ij} out of range")
        return self.cells[i * self.w + j]

    def __setitem__(self, ij, v):
        i, j = ij
        self.cells[i * self.w + j] = v

    def __contains__(self, v):
        return v in self.cells


g = Grid(3, 2)
g[1, 2] = 7
g[0, 0] += 4
print(len(g), g[1, 2], g[0, 0], 7 in g, 8 in g, 8 not in g)
try:
    g[5, 5]
except IndexError as e:
    print(type(e).__name__, e)
print(bool(g), bool(Grid(0, 0)))


class Empty:
    pass


try:
    len(Empty())
except TypeError as e:
    print(type(e).__name__, e)
try:
    Empty()[0]
except TypeError as e:
    print(type(e).__name__, e)
try:
    Empty()[0] = 1
except TypeError as e:
    print(type(e).__name__, e)


class BadLen:
    def __len__(self):
        return -1


try:
    len(BadLen())
except ValueError as e:
    print(type(e).__name__, e)

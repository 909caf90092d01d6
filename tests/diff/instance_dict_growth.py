# Instance attributes past a handful of names, removed and added again, read through the same
# attribute sites before and after: values, order of __dict__ and vars(), and error messages.


class Bag:
    pass


def read_c(o):
    return o.c


def fill(o, n):
    for i in range(n):
        setattr(o, "a%d" % i, i * i)


b = Bag()
b.a = 1
b.b = 2
b.c = 3
print(read_c(b), read_c(b))
del b.a
print(read_c(b), list(vars(b)))
b.a = 10
print(read_c(b), list(vars(b)), b.__dict__)

big = Bag()
fill(big, 20)
print(len(vars(big)), list(vars(big))[:3], list(vars(big))[-3:])
print(big.a0, big.a7, big.a8, big.a19)
for i in range(0, 20, 3):
    delattr(big, "a%d" % i)
print(list(vars(big)))
big.a0 = "back"
print(list(vars(big))[-1], big.a0, hasattr(big, "a3"), getattr(big, "a3", "gone"))
try:
    big.a3
except AttributeError as e:
    print("AttributeError:", e)
try:
    del big.a3
except AttributeError as e:
    print("AttributeError:", e)


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm1(self):
        return abs(self.x) + abs(self.y)


pts = [Point(i, -i) for i in range(12)]
# Some points grow past the small table while the same sites keep reading them.
for i, p in enumerate(pts):
    if i % 2:
        fill(p, 10 + i)
print([p.norm1() for p in pts])
print([len(vars(p)) for p in pts])
print(list(vars(pts[3]))[:4])
for p in pts:
    p.x += 1
    del p.y
    p.y = p.x * 2
print([(p.x, p.y) for p in pts][:4], list(vars(pts[0])), list(vars(pts[1]))[-2:])


print(Point(1, 2).__dict__ == {"x": 1, "y": 2}, Point(1, 2).__dict__ == {"y": 2, "x": 1})

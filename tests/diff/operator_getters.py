from operator import itemgetter, attrgetter, methodcaller

rows = [('bob', 25, 'ny'), ('amy', 31, 'sf'), ('cid', 25, 'la')]
print(sorted(rows, key=itemgetter(1)), sorted(rows, key=itemgetter(1, 0)))
print(itemgetter(0)(rows), itemgetter(-1, 0)('abc'), itemgetter(slice(1, None))([1, 2, 3]), itemgetter('k')({'k': 9}))
print(list(map(itemgetter(0), rows)), max(rows, key=itemgetter(1)))
print(itemgetter(1), itemgetter(1, 'a'), itemgetter(slice(None, 2)))
records = [{'name': 'x', 'score': 3}, {'name': 'y', 'score': 1}]
print(sorted(records, key=itemgetter('score')), list(map(itemgetter('name', 'score'), records)))

class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f'P({self.x}, {self.y})'
    def norm2(self, scale=1):
        return (self.x ** 2 + self.y ** 2) * scale
class Seg:
    def __init__(self, a, b):
        self.start, self.end = a, b

pts = [Point(3, 1), Point(1, 2), Point(2, 0)]
print(sorted(pts, key=attrgetter('x')), sorted(pts, key=attrgetter('y', 'x')), attrgetter('x', 'y')(pts[0]))
segs = [Seg(Point(5, 5), Point(0, 0)), Seg(Point(1, 9), Point(2, 2))]
print([attrgetter('start.x')(s) for s in segs], sorted(segs, key=attrgetter('end.y'))[0].start, attrgetter('start.y', 'end.x')(segs[1]))
print(attrgetter('x'), attrgetter('a.b', 'c'), attrgetter('real')(3 + 4j), attrgetter('imag', 'real')(2j))

print(sorted(pts, key=methodcaller('norm2')), methodcaller('norm2', scale=10)(pts[0]), methodcaller('norm2', 2)(pts[1]))
print(list(map(methodcaller('upper'), ['a', 'b'])), methodcaller('split', ',', 1)('a,b,c'), methodcaller('replace', 'a', 'o')('banana'))
print(methodcaller('strip'), methodcaller('split', ',', maxsplit=1), methodcaller('get', 'k', None)({'k': 1}))
print(methodcaller('count', 1)([1, 2, 1]), methodcaller('join', ['x', 'y'])('-'), methodcaller('bit_length')(255))
lst = [3, 1, 2]
methodcaller('sort', reverse=True)(lst)
methodcaller('append', 0)(lst)
print(lst)

for bad in [lambda: itemgetter(), lambda: itemgetter(5)([1]), lambda: itemgetter('a')({}), lambda: itemgetter(0)(),
            lambda: attrgetter(), lambda: attrgetter(1), lambda: attrgetter('z')(pts[0]), lambda: attrgetter('start.q')(segs[0]),
            lambda: methodcaller(), lambda: methodcaller(3), lambda: methodcaller('nope')(pts[0]),
            lambda: methodcaller('norm2', 1, 2, 3)(pts[0]), lambda: itemgetter(0)(5), lambda: methodcaller('upper')('a', 'b')]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)

# Generator expressions are lazy: side effects happen when next() asks for an element.
log = []
def see(tag, v):
    log.append(f'{tag}{v}')
    return v

def source(n):
    log.append('source')
    return range(n)

g = (see('e', x) for x in source(4))
print('after creation:', log)
print(next(g), log)
print(next(g), next(g), log)
print(list(g), log)
print(list(g), next(g, 'exhausted'))
try:
    next(g)
except StopIteration:
    print('StopIteration again')

# Early exit: any/all/next/zip/in stop pulling elements.
log.clear()
print(any(see('a', x) > 2 for x in range(10)), log)
log.clear()
print(all(see('b', x) < 2 for x in range(10)), log)
log.clear()
print(next(see('n', x) for x in range(10) if x > 4), log)
log.clear()
print(list(zip((see('z', x) for x in range(10)), 'ab')), log)
log.clear()
print(3 in (see('i', x) for x in range(10)), log)
print(any(x > 5 for x in range(10**9)), 7 in (x for x in range(10**12)))
def first_big(xs):
    for x in xs:
        if x > 100:
            return x
print(first_big(x * x for x in range(10**9)))

# The outermost iterable is taken at once; the rest (inner iterables, conditions) on demand.
try:
    g = (x for x in 5)
except TypeError as e:
    print('TypeError at creation:', e)
g = (1 / y for y in [1, 0])
print('no error yet')
log.clear()
g = ((x, y) for x in see('outer', range(3)) if see('if', x) != 1 for y in see('inner', range(x)))
print(log)
print(list(g))
print(log)

# Free names are looked up when each element is produced; loop names do not leak.
k = 10
g = (x + k for x in range(3))
print(next(g))
k = 100
print(list(g))
x = 'kept'
print(sum(x for x in range(5)), x)
def make(n):
    return (i * n for i in range(3))
print(list(make(2)), list(make(5)))
def counter():
    total = 0
    g = (total + i for i in range(3))
    total = 50
    return list(g)
print(counter())
print(list(sum(j for j in range(i)) for i in range(5)))

# An iterator: iter(g) is g, type name, for loops, builtins that take iterables.
g = (c.upper() for c in 'abc')
print(iter(g) is g, g == g, g == (c for c in 'abc'), type(g).__name__, repr(g).startswith('<generator object <genexpr> at 0x'))
for c in g:
    print(c, end=' ')
print()
def gen(n=5):
    return (x * x for x in range(n))
print(sum(gen()), min(gen()), max(gen()), sorted(gen(), reverse=True), list(gen()), tuple(gen()))
print(sorted(set(gen())), dict((x, -x) for x in range(3)), ', '.join(str(x) for x in gen()))
print(list(enumerate(gen(3))), list(map(str, gen(3))), list(filter(None, gen(3))), list(reversed(list(gen(3)))))
print(max((w for w in ['bb', 'a', 'ccc']), key=len), min((x for x in []), default='empty'))
a, b, c = (x for x in 'xyz')
print(a, b, c, *(x * 2 for x in range(3)))
h = (x for x in range(6))
print(next(h), [x for x in h if x % 2], list(h))
l = []
l.extend(x for x in range(3))
print(l)

# An exception inside the element is raised by the next() that computes it; the generator is then finished.
g = (10 // x for x in [5, 2, 0, 1])
print(next(g), next(g))
try:
    next(g)
except ZeroDivisionError as e:
    print('ZeroDivisionError:', e)
print(next(g, 'finished'), list(g))
def parse(items):
    return sum(int(s) for s in items)
try:
    parse(['1', '2', 'x'])
except ValueError as e:
    print('ValueError:', e)

# close/send/throw.
g = (x for x in range(5))
print(next(g))
g.close()
print(list(g))
g = (x for x in range(5))
try:
    g.send(1)
except TypeError as e:
    print('TypeError:', e)
print(g.send(None), g.send('ignored'), next(g))
try:
    g.throw(KeyError('k'))
except KeyError as e:
    print('KeyError', e)
print(list(g))
g = (next(g2) for i in range(2))
g2 = g
try:
    next(g)
except ValueError as e:
    print('ValueError:', e)

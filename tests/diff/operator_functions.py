import operator as op
from operator import add, sub, mul, truediv, floordiv, mod, pow, neg, pos, abs as op_abs, eq, ne, lt, le, gt, ge
from functools import reduce

print(add(2, 3), sub(2, 3), mul(4, 2.5), truediv(7, 2), floordiv(-7, 2), mod(-7, 3), pow(2, 10), pow(2, -1))
print(add('ab', 'cd'), add([1], [2]), mul('ab', 3), mul(3, [0]), mod('%d-%s', (1, 'x')))
print(neg(5), neg(-2.5), pos(-3), pos(True), op_abs(-4), op_abs(3 + 4j), neg(True), op.inv(5), op.invert(-1))
print(eq(1, 1.0), ne('a', 'b'), lt(1, 2), le(2, 2), gt('b', 'a'), ge([1, 2], [1, 3]), lt((1, 2), (1, 2, 0)))
print(op.not_(0), op.not_([1]), op.truth(''), op.truth('x'), op.is_(None, None), op.is_not(1, None))
print(op.and_(12, 10), op.or_(12, 10), op.xor(12, 10), op.lshift(1, 70), op.rshift(1024, 3), op.and_(True, False))
print(op.or_({1, 2}, {3}), op.and_({1, 2}, {2, 3}), op.xor({1, 2}, {2, 3}), op.sub({1, 2}, {2}))
print(op.index(7), op.index(True), op.concat([1], [2]), op.concat('a', 'b'), op.concat((1,), (2,)))
print(op.contains([1, 2], 2), op.contains('abc', 'bc'), op.contains({'k': 1}, 'v'), op.countOf([1, 2, 1, 1.0], 1), op.indexOf('abc', 'c'))
d = {'a': 1}
op.setitem(d, 'b', 2)
print(op.getitem(d, 'b'), d)
op.delitem(d, 'a')
print(d)
lst = list(range(10))
print(op.getitem(lst, slice(2, 8, 2)), op.getitem('hello', -1))
op.setitem(lst, slice(0, 3), ['x'])
op.delitem(lst, slice(None, None, 2))
print(lst)
print(op.__add__(1, 2), op.__mul__('a', 2), op.__lt__(1, 2), op.__not__(1), op.__neg__(1), op.__getitem__([5], 0))

# in-place operators: mutable objects change in place, immutable ones return a new value
a = [1, 2]
b = op.iadd(a, [3])
print(a, b is a)
t = (1, 2)
print(op.iadd(t, (3,)), t)
s = {1, 2}
print(op.ior(s, {5}), s, op.isub(10, 3), op.imul('ab', 2), op.ipow(3, 2), op.itruediv(1, 4), op.ifloordiv(9, 2))
print(op.imod(10, 4), op.iand(6, 3), op.ixor(6, 3), op.ilshift(1, 3), op.irshift(16, 2), op.iconcat([0], (1,)))

# reduce and map with operator functions
print(reduce(op.mul, range(1, 11)), list(map(op.add, [1, 2, 3], [10, 20, 30])), sorted([3, 1, 2], key=op.neg))
print(list(map(op.truediv, [1, 2, 3], [2, 4, 8])), list(map(op.pow, [2, 3], [3, 2])))

for bad in [lambda: add(1), lambda: add(1, 2, 3), lambda: add(1, 'a'), lambda: truediv(1, 0), lambda: floordiv(1, 0),
            lambda: mod(1.5, 1), lambda: neg('a'), lambda: op.invert(1.5), lambda: pos([]), lambda: lt(1, 'a'),
            lambda: op.index(1.5), lambda: op.index('3'), lambda: op.concat(1, 2), lambda: op.concat([1], (2,)),
            lambda: op.getitem([1], 5), lambda: op.getitem({}, 'k'), lambda: op.indexOf([1, 2], 3), lambda: op.neg(),
            lambda: op.contains(5, 1), lambda: op.iadd(1, 'a'), lambda: op.isub([1], [1]), lambda: op.delitem((1,), 0),
            lambda: op.setitem('ab', 0, 'x'), lambda: op.lshift(1, -1), lambda: op.not_()]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
print(op.call(max, 1, 5), op.call(sorted, [3, 1], reverse=True), op.call(lambda: 'no args'))
print(op.length_hint([1, 2, 3]), op.length_hint('ab'), op.length_hint({1: 2}), op.length_hint(5), op.length_hint(5, 7))
try:
    op.call()
except TypeError as e:
    print(type(e).__name__, e)

def check(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__ + ':', e)
def two(a, b): return a + b
check(lambda: two(1))
check(lambda: two(1, 2, 3))
check(lambda: two(1, c=2))
check(lambda: two(1, 2, a=3))
check(lambda: [1, 2, 3][1.5])
check(lambda: {}[[1]])
check(lambda: int(None))
check(lambda: range(1.5))
check(lambda: 'abc' * 'd')
check(lambda: -'x')
check(lambda: [].pop())
check(lambda: (lambda: 1)(2))
def unpack():
    a, b = [1, 2, 3]
check(unpack)
def unpack2():
    a, b, c = [1, 2]
check(unpack2)
check(lambda: sum(['a', 'b']))
check(lambda: chr(-1))
check(lambda: 2 ** 0.5 < 'a')

# A `return` on its way out of a frame while other code runs: `finally` blocks, `__exit__`,
# generators closed by their loop, each calling functions that return values of their own.
import contextlib


def helper(x):
    if x > 100:
        return "big"
    return x * 2


def ret_through_finally():
    try:
        return "outer"
    finally:
        helper(1)
        helper(500)


def finally_overrides():
    try:
        return "first"
    finally:
        return "second"


def finally_continue_cancels():
    out = []
    for i in range(3):
        try:
            return i
        finally:
            out.append(helper(i))
            continue
    return ("done", out)


def finally_break_cancels():
    while True:
        try:
            return "never"
        finally:
            break
    return "after break"


def finally_raises():
    try:
        return "lost"
    finally:
        raise ValueError("from finally")


class Manager:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.log.append(helper(21))
        return False


def ret_through_exit(log):
    with Manager(log):
        return "from with"


@contextlib.contextmanager
def managed(log):
    log.append("enter")
    try:
        yield 7
    finally:
        log.append(helper(3))


def ret_through_contextmanager(log):
    with managed(log) as v:
        return v + 1


def gen(log):
    try:
        yield 1
        yield 2
    finally:
        log.append(helper(50))


def ret_from_loop_over_generator(log):
    for x in gen(log):
        return ("first item", x)


def deep(n):
    try:
        if n == 0:
            return 0
        return n + deep(n - 1)
    finally:
        helper(n)


def nested_finally():
    try:
        try:
            return "inner"
        finally:
            helper(4)
    finally:
        helper(600)


def gen_returns(n):
    yield n
    return n * 10


def ret_with_yield_from_in_finally():
    try:
        return "kept"
    finally:
        def drive():
            r = yield from gen_returns(5)
            return r
        g = drive()
        next(g)
        try:
            next(g)
        except StopIteration as e:
            assert e.value == 50


def lambda_in_finally():
    try:
        return [1, 2]
    finally:
        (lambda: helper(9))()


def bare_return_then_value():
    try:
        return
    finally:
        helper(8)


print(ret_through_finally())
print(finally_overrides())
print(finally_continue_cancels())
print(finally_break_cancels())
try:
    finally_raises()
except ValueError as e:
    print("ValueError", e)
log = []
print(ret_through_exit(log), log)
log = []
print(ret_through_contextmanager(log), log)
log = []
print(ret_from_loop_over_generator(log), log)
print(deep(20))
print(nested_finally())
print(ret_with_yield_from_in_finally())
print(lambda_in_finally())
print(bare_return_then_value())
g = gen_returns(3)
print(next(g))
try:
    next(g)
except StopIteration as e:
    print("StopIteration value", e.value)
print(sorted(helper(i) for i in range(5)))

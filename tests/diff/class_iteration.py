class Countdown:
    def __init__(self, start):
        self.start = start

    def __iter__(self):
        return CountdownIter(self.start)


class CountdownIter:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1


print(list(Countdown(3)), sum(Countdown(4)), [x * 2 for x in Countdown(2)])
for v in Countdown(2):
    print("tick", v)
it = iter(Countdown(2))
print(next(it), next(it), next(it, "done"))
try:
    next(it)
except StopIteration as e:
    print(type(e).__name__, repr(e))
print(sorted(Countdown(3)), tuple(CountdownIter(2)), 2 in Countdown(3))


class Bag:
    def __init__(self, *items):
        self.items = list(items)

    def __iter__(self):
        return iter(self.items)


print(list(Bag(1, 2, 3)), max(Bag(4, 9, 2)), list(zip(Bag("a", "b"), Countdown(2))))
try:
    for x in object():
        pass
except TypeError as e:
    print(type(e).__name__, e)


class NotIter:
    pass


try:
    iter(NotIter())
except TypeError as e:
    print(type(e).__name__, e)

# Generators as methods (__iter__), pipelines, generator state across calls.
class Countdown:
    def __init__(self, start):
        self.start = start

    def __iter__(self):
        n = self.start
        while n > 0:
            yield n
            n -= 1


print(list(Countdown(4)), sum(Countdown(10)), 3 in Countdown(5))
for a, b in zip(Countdown(3), Countdown(2)):
    print(a, b)


class Matrix:
    def __init__(self, rows):
        self.rows = rows

    def __iter__(self):
        for row in self.rows:
            yield from row

    def columns(self):
        for j in range(len(self.rows[0])):
            yield [r[j] for r in self.rows]


m = Matrix([[1, 2, 3], [4, 5, 6]])
print(list(m), list(m.columns()), max(m))


def read_lines(text):
    for line in text.splitlines():
        yield line


def strip_comments(lines):
    for line in lines:
        if not line.startswith("#"):
            yield line.strip()


def numbers(lines):
    for line in lines:
        if line:
            yield float(line)


data = "# header\n1.5\n  2.5\n\n# note\n4\n"
pipeline = numbers(strip_comments(read_lines(data)))
print(sum(pipeline))


def batches(items, size):
    batch = []
    for it in items:
        batch.append(it)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch


print(list(batches(range(7), 3)))


def running_mean():
    total = 0.0
    count = 0
    mean = None
    while True:
        value = yield mean
        total += value
        count += 1
        mean = total / count


rm = running_mean()
next(rm)
print([rm.send(v) for v in [2, 4, 9]])


def grid(nx, ny):
    for i in range(nx):
        for j in range(ny):
            if (i + j) % 2:
                continue
            yield i, j
            if j == 2:
                break
    else:
        yield "done"


print(list(grid(3, 4)))


def fizz():
    i = 0
    while True:
        i += 1
        if i > 15:
            return
        if i % 15 == 0:
            yield "FizzBuzz"
        elif i % 3 == 0:
            yield "Fizz"
        elif i % 5 == 0:
            yield "Buzz"
        else:
            continue


print(list(fizz()))
gens = [Countdown(i).__iter__() for i in range(3)]
print([list(g) for g in gens])


def closure_gen(k):
    def scale(x):
        return x * k

    for i in range(3):
        yield scale(i)


print(list(closure_gen(7)))

# Sensor smoothing with deque windows, islice, chain, accumulate, zip pipelines.
from collections import deque
from itertools import islice, chain, accumulate, count, tee, zip_longest
import math
import statistics


def readings():
    for t in count():
        yield round(20 + 5 * math.sin(t / 3) + (t % 4) * 0.25, 3)


def window(it, n):
    buf = deque(maxlen=n)
    for x in it:
        buf.append(x)
        if len(buf) == n:
            yield tuple(buf)


def moving_average(it, n):
    for w in window(it, n):
        yield math.fsum(w) / n


def pairwise_diff(it):
    a, b = tee(it)
    next(b, None)
    for x, y in zip(a, b):
        yield round(y - x, 3)


data = list(islice(readings(), 16))
print(data)
print([f"{v:.3f}" for v in moving_average(data, 4)])
print(list(pairwise_diff(data[:8])))
print(list(window("abcdef", 3)))
d = deque([1, 2, 3, 4, 5], maxlen=5)
d.append(6)
d.appendleft(0)
print(d, d.maxlen)
d.rotate(2)
print(d)
d.rotate(-3)
print(list(d), d[0], d[-1], d.count(3))
d.extend([7, 8])
d.extendleft("ab")
print(d)
print(d.popleft(), d.pop(), len(d))
recent = deque(maxlen=3)
for line in ["GET /", "GET /a", "POST /b", "GET /c", "DELETE /d"]:
    recent.append(line)
print(" | ".join(recent))
peaks = [i for i, w in enumerate(window(data, 3)) if w[1] > w[0] and w[1] > w[2]]
print(peaks)
print(list(chain(data[:2], [None], data[-2:])))
print(list(chain.from_iterable(window(range(5), 2))))
print(list(zip_longest("abc", range(5), fillvalue="-")))
print(list(accumulate(data[:6], lambda a, b: round(0.5 * a + 0.5 * b, 4))))
print(statistics.median(data), round(statistics.pstdev(data), 6))
try:
    deque([1], maxlen=-1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    deque().pop()
except IndexError as e:
    print(type(e).__name__, e)

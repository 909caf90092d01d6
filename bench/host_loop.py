# Pure-Python host loops (the kind students write before moving work to the GPU), timed from
# inside the program so the same file runs under python3 and `cudalab run`.
import time


def run():
    s = 0
    for i in range(1000000):
        s += i * i

    def f(x):
        return x + 1

    t = 0
    for i in range(200000):
        t = f(t)
    d = {}
    for i in range(100000):
        d[i % 100] = d.get(i % 100, 0) + 1
    return s, t, len(d)


times = []
for _ in range(5):
    t0 = time.perf_counter()
    run()
    times.append(time.perf_counter() - t0)
times.sort()
print(f"{times[2] * 1e3:.1f}")

# The loops of bench/host_loop.py written as a notebook cell writes them: at module level, where
# every variable is a global. Timed from inside the program so the same file runs under python3
# and `cudalab run`.
import time


def f(x):
    return x + 1


times = []
for rep in range(5):
    t0 = time.perf_counter()
    s = 0
    for i in range(1000000):
        s += i * i
    t = 0
    for i in range(200000):
        t = f(t)
    d = {}
    for i in range(100000):
        d[i % 100] = d.get(i % 100, 0) + 1
    times.append(time.perf_counter() - t0)
times.sort()
print(f"{times[2] * 1e3:.1f}")

# Dicts and sets in pure-Python host code: counting words in a dict, building a set, tuple keys,
# membership tests. Timed from inside the program so the same file runs under python3 and
# `cudalab run`.
import time

words = [f"w{i % 5000}" for i in range(100000)]
probe = set(range(0, 100000, 3))


def run():
    counts = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    seen = set()
    for i in range(100000):
        seen.add(i * 7 % 10007)
    grid = {}
    for i in range(50000):
        grid[(i % 300, i % 7)] = i
    hits = 0
    for i in range(100000):
        if i in probe:
            hits += 1
    return len(counts), len(seen), len(grid), hits


times = []
for _ in range(5):
    t0 = time.perf_counter()
    run()
    times.append(time.perf_counter() - t0)
times.sort()
print(f"{times[2] * 1e3:.1f}")

# The classic pure-Python Monte Carlo loops over random.random(): the same seed gives the
# same estimates as CPython, and statistics summarizes them exactly as CPython does.
import random
import statistics

def estimate_pi(n, seed):
    random.seed(seed)
    inside = 0
    for _ in range(n):
        x = random.random()
        y = random.random()
        if x * x + y * y <= 1.0:
            inside += 1
    return 4 * inside / n

estimates = [estimate_pi(20000, s) for s in range(5)]
print(estimates)
print(statistics.mean(estimates), statistics.stdev(estimates), statistics.median(estimates))

# a random walk with an instance of its own
rng = random.Random("walk")
pos, path = 0, []
for _ in range(1000):
    pos += rng.choice((-1, 1))
    path.append(pos)
print(path[-1], min(path), max(path), statistics.mode(path), statistics.pvariance(path))

# dice: frequencies of 6000 rolls
rng.seed(6)
rolls = [rng.randint(1, 6) for _ in range(6000)]
print([rolls.count(f) for f in range(1, 7)], statistics.mean(rolls), statistics.multimode(rolls))
print(statistics.quantiles(rolls, n=4), statistics.fmean(rolls))

# normal samples summarised
rng.seed(2)
xs = [rng.gauss(50, 10) for _ in range(5000)]
print(statistics.mean(xs), statistics.stdev(xs), statistics.median(xs))
print(statistics.quantiles(xs, n=10))
ys = [2 * v + rng.gauss(0, 1) for v in xs]
print(statistics.correlation(xs, ys), statistics.linear_regression(xs, ys))

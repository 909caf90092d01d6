# Seeded Monte Carlo experiments summarised with statistics and formatted tables.
import random
import math
import statistics
from collections import Counter


def estimate_pi(n, rng):
    inside = 0
    for _ in range(n):
        x, y = rng.random(), rng.random()
        if x * x + y * y <= 1.0:
            inside += 1
    return 4 * inside / n


random.seed(42)
rng = random.Random(7)
runs = [estimate_pi(500, rng) for _ in range(8)]
for i, est in enumerate(runs):
    print(f"run {i}: {est:.4f} err={abs(est - math.pi):.4f}")
print(f"mean={statistics.mean(runs):.5f} median={statistics.median(runs):.5f}")
print(f"stdev={statistics.stdev(runs):.5f} pstdev={statistics.pstdev(runs):.5f}")
print(round(statistics.variance(runs), 8))

dice = [random.randint(1, 6) + random.randint(1, 6) for _ in range(300)]
hist = Counter(dice)
for total in range(2, 13):
    print(f"{total:2d} {'*' * (hist[total] // 3)}")
print(statistics.mode(dice), statistics.median_low(dice), statistics.median_high(dice))

deck = [f"{r}{s}" for s in "SHDC" for r in "A23456789TJQK"]
random.shuffle(deck)
print(deck[:5], random.choice(deck), random.sample(deck, 3))
g = [random.gauss(100, 15) for _ in range(200)]
print(f"{statistics.mean(g):.3f} {statistics.stdev(g):.3f} {min(g):.2f} {max(g):.2f}")
print(random.uniform(1, 2), random.randrange(0, 100, 5), random.choices("abc", k=6))
print(random.choices(range(3), weights=[1, 0, 5], k=8))
try:
    statistics.mean([])
except statistics.StatisticsError as e:
    print(type(e).__name__, e)
try:
    statistics.stdev([1.0])
except statistics.StatisticsError as e:
    print(type(e).__name__, e)
try:
    random.randint(5, 1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    random.choice([])
except IndexError as e:
    print(type(e).__name__, e)
walk = [0]
for step in range(20):
    walk.append(walk[-1] + random.choice((-1, 1)))
print(walk, statistics.mean(walk))

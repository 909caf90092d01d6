# Class-heavy pure Python (method calls, attribute reads and writes, a small particle system), timed
# from inside the program so the same file runs under python3 and `cudalab run`.
import time


class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def add(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def scale(self, k):
        return Vec(self.x * k, self.y * k)

    def norm2(self):
        return self.x * self.x + self.y * self.y


class Particle:
    def __init__(self, i):
        self.pos = Vec(i * 0.5, -i * 0.25)
        self.vel = Vec(1.0, 0.5)
        self.mass = 1.0 + i % 3

    def step(self, dt):
        self.pos = self.pos.add(self.vel.scale(dt))
        if self.pos.norm2() > 1e4:
            self.vel = self.vel.scale(-1.0)

    @property
    def energy(self):
        return 0.5 * self.mass * self.vel.norm2()


class Counter:
    def __init__(self):
        self.n = 0

    def bump(self):
        self.n += 1


def run():
    ps = [Particle(i) for i in range(200)]
    for _ in range(100):
        for p in ps:
            p.step(0.01)
    e = sum(p.energy for p in ps)
    c = Counter()
    for _ in range(100000):
        c.bump()
    return e, c.n


times = []
for _ in range(5):
    t0 = time.perf_counter()
    run()
    times.append(time.perf_counter() - t0)
times.sort()
print(f"{times[2] * 1e3:.1f}")

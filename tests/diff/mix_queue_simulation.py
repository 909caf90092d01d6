# Seeded discrete-event bank queue simulation: random.Random, sorted event list, dataclass, statistics.
import random
import statistics
from dataclasses import dataclass, field
from enum import Enum, auto
from collections import Counter


class EventQueue:
    def __init__(self):
        self._items = []

    def push(self, item):
        self._items.append(item)
        self._items.sort(reverse=True)

    def pop(self):
        if not self._items:
            raise IndexError("pop from empty EventQueue")
        return self._items.pop()

    def __bool__(self):
        return bool(self._items)

    def __len__(self):
        return len(self._items)


class Kind(Enum):
    ARRIVE = auto()
    DEPART = auto()


@dataclass(order=True)
class Event:
    time: float
    seq: int
    kind: Kind = field(compare=False)
    cust: int = field(compare=False)


def simulate(n_customers, tellers, seed):
    rng = random.Random(seed)
    events, seq, t = EventQueue(), 0, 0.0
    for c in range(n_customers):
        t += rng.expovariate(1.0)
        events.push(Event(round(t, 6), seq, Kind.ARRIVE, c))
        seq += 1
    free, waiting, arrive_at, waits, served = tellers, [], {}, [], Counter()
    while events:
        ev = events.pop()
        if ev.kind is Kind.ARRIVE:
            arrive_at[ev.cust] = ev.time
            waiting.append(ev.cust)
        else:
            free += 1
            served[ev.cust % tellers] += 1
        while free and waiting:
            c = waiting.pop(0)
            free -= 1
            waits.append(ev.time - arrive_at[c])
            events.push(Event(round(ev.time + rng.uniform(0.5, 2.5), 6), seq, Kind.DEPART, c))
            seq += 1
    return waits, served


for tellers in (1, 2, 3):
    waits, served = simulate(40, tellers, seed=2024)
    print(f"tellers={tellers} mean={statistics.mean(waits):7.3f} median={statistics.median(waits):7.3f} "
          f"max={max(waits):7.3f} zero-wait={sum(w == 0 for w in waits):2d}")
    print("  served:", sorted(served.items()))
h = EventQueue()
for x in [5, 1, 8, 3, 9, 2]:
    h.push((-x, str(x)))
print([h.pop()[1] for _ in range(3)], len(h), sorted([7, 3, 9, 1])[:2], sorted("hello", reverse=True)[:2])
print(sorted([Event(1.0, 2, Kind.DEPART, 0), Event(1.0, 1, Kind.ARRIVE, 5), Event(0.5, 9, Kind.ARRIVE, 1)]))
random.seed(42)
print([round(random.expovariate(2.0), 4) for _ in range(4)], random.getrandbits(16))
state = random.getstate()
a = [random.random() for _ in range(3)]
random.setstate(state)
print(a == [random.random() for _ in range(3)])
try:
    EventQueue().pop()
except IndexError as e:
    print(type(e).__name__, e)

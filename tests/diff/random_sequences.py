# shuffle, sample (both of CPython's pool and set algorithms, counts=) and choices (plain,
# weights, cum_weights): the same seed gives the same selections.
import random

random.seed(12345)
deck = list(range(20))
random.shuffle(deck)
print(deck)
words = ["apple", "banana", "cherry", "date", "elder"]
random.shuffle(words)
print(words)
one = [1]
random.shuffle(one)
empty = []
random.shuffle(empty)
print(one, empty)

print(random.sample(range(10), 10))
print(random.sample(range(10), 0))
print(random.sample("abcdefghij", 4))
print(random.sample((1, 2, 3, 4, 5, 6), 3))
print(random.sample(range(1000), 5))          # set algorithm
print(random.sample(range(50), 20))           # pool: 50 <= 21 + 4**ceil(log(60, 4))
print(random.sample(range(100), 20))          # set
print(random.sample(range(10**12), 4))        # huge range, never materialized
print(random.sample(["red", "blue"], k=6, counts=[4, 2]))
print(random.sample("xyz", 3, counts=[1, 2, 3]))
pop = list(range(8))
s = random.sample(pop, 8)
print(sorted(s) == pop, pop == list(range(8)))

print(random.choices("abc"))
print(random.choices("abc", k=10))
print(random.choices(range(5), k=0), random.choices(range(5), k=-3))
print(random.choices(["a", "b", "c"], [10, 1, 1], k=10))
print(random.choices(["a", "b", "c"], weights=[0.5, 0.25, 0.25], k=10))
print(random.choices(["a", "b", "c"], cum_weights=[1, 2, 10], k=10))
print(random.choices([1, 2, 3], weights=[0, 0, 1], k=5))
print(random.choices([True, False], [1, 3], k=8))

def err(f, *args, **kw):
    try:
        print(f(*args, **kw))
    except Exception as e:
        print(type(e).__name__, e)

err(random.sample, range(5), 6)
err(random.sample, range(5), -1)
err(random.sample, {1, 2, 3}, 2)
err(random.sample, {"a": 1}, 1)
err(random.sample, [1, 2], 1, counts=[1])
err(random.sample, [1, 2], 1, counts=[0, 0])
err(random.sample, [1, 2], 1, counts=[1.0, 2.0])
err(random.sample, [1, 2, 3])
err(random.choices, "abc", 5)
err(random.choices, "abc", [1, 2])
err(random.choices, "abc", [1, 2, 3], cum_weights=[1, 2, 3])
err(random.choices, "abc", [0, 0, 0])
err(random.choices, "abc", [1, float("inf"), 1])
err(random.choices, "abc", [-1, -1, -1])
err(random.choices, [], [])
err(random.choices, [], k=2)
err(random.sample, "abc", 2.0)
err(random.sample, "abc", 5.0)
err(random.sample, "abc", "2")
err(random.sample, "abc", 10**30)
err(random.choices, "ab", k=10**30)
err(random.choices, "ab", k=2.0)
err(random.shuffle, (1, 2))
err(random.choice, {})

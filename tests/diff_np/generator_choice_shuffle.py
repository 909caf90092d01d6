# Generator.choice / shuffle / permutation: the draws NumPy makes, so seeded notebooks agree.
import numpy as np

rng = np.random.default_rng(2024)
print(rng.choice(10), type(rng.choice(10)).__name__, rng.choice(5, 3), rng.choice(5, size=(2, 3)))
print(rng.choice([10, 20, 30, 40]), rng.choice(np.arange(6) * 1.5, 4), rng.choice((1, 2, 3), 5))
print(rng.choice(5, 3, replace=False), rng.choice(100, 10, replace=False), rng.choice(8, 8, replace=False))
print(rng.choice(20, 5, replace=False, shuffle=False), rng.choice(np.arange(30).reshape(10, 3), 2, replace=False))
print(rng.choice(20000, 500, replace=False)[:8], rng.choice(20000, 300, replace=False, shuffle=False)[:8])
print(rng.choice(5, 6, p=[0.1, 0.0, 0.3, 0.6, 0.0]), rng.choice(4, 3, replace=False, p=[0.1, 0.2, 0.3, 0.4]))
print(rng.choice([7, 8, 9], size=(2, 2), p=np.array([0.5, 0.25, 0.25])))
print(rng.choice(np.arange(12).reshape(4, 3), 5), rng.choice(np.arange(12).reshape(4, 3)))
print(rng.choice(3, size=0), rng.choice(0, size=0))
x = np.arange(10)
rng.shuffle(x)
print(x)
m = np.arange(12).reshape(4, 3)
rng.shuffle(m)
print(m)
items = ["ant", "bee", "cat", "dog", "eel"]
rng.shuffle(items)
print(items)
print(rng.permutation(10), rng.permutation([1, 4, 9, 12, 15]), rng.permutation(np.arange(9).reshape(3, 3)))
print(rng.permutation(np.int64(6)), rng.permutation(np.array([1.5, 2.5, 3.5], dtype=np.float32)))
data = np.arange(20).reshape(10, 2)
idx = rng.permutation(len(data))
train, test = data[idx[:7]], data[idx[7:]]
print(train.tolist(), test.tolist())
print(rng.random(3))
for call in (lambda: rng.choice(0), lambda: rng.choice([]), lambda: rng.choice(5, 6, replace=False),
             lambda: rng.choice(3, p=[0.5, 0.5]), lambda: rng.choice(3, p=[0.5, 0.4, 0.3]),
             lambda: rng.choice(3, p=[0.5, -0.1, 0.6]), lambda: rng.choice(3, p=[[0.5, 0.5, 0.0]]),
             lambda: rng.choice(3, 3, replace=False, p=[0.5, 0.5, 0.0]), lambda: rng.choice(2.5),
             lambda: rng.permutation(np.array(3.0))):
    try:
        print(call())
    except Exception as e:
        print(type(e).__name__, e)

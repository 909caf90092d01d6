import numpy as np
for seed in [0, 1, 7, 42, 2024]:
    np.random.seed(seed)
    print(repr(np.random.choice(5)), repr(np.random.choice([1.5, 2.5])), repr(np.random.choice(np.arange(3), size=None)))
    print(repr(np.random.choice(5, 3, p=[0.1, 0.2, 0.3, 0.2, 0.2])), repr(np.random.choice(5, p=[0.1, 0.2, 0.3, 0.2, 0.2])))
    print(np.random.choice(100, 30))
    print(np.random.choice(1000, (3, 4)))
    print(np.random.choice(10, 10, replace=False), np.random.choice(50, 5, replace=False))
    print(np.random.choice(np.array([10, 20, 30, 40]), 6), np.random.choice(['a', 'b', 'c'] if False else [0.5, 0.25], 3))
    print(np.random.choice(4, 20, p=np.array([0.5, 0.0, 0.25, 0.25])))
    print(np.random.choice(np.array([1.5, 2.5, 3.5]), (2, 2), p=[0.2, 0.3, 0.5]))
    print(np.random.choice(2**40, 3), np.random.random())
for args, kw in [((5, 3), dict(p=[0.5, 0.5])), ((3, 2), dict(p=[0.5, 0.6, -0.1])), ((3, 2), dict(p=[0.5, 0.6, 0.1])), ((3, 5), dict(replace=False)), ((0,), {}), (([],), {}), ((np.ones((2, 2)),), {})]:
    try:
        np.random.choice(*args, **kw)
    except Exception as e:
        print(type(e).__name__, e)

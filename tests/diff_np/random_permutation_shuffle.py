import numpy as np
for seed in [0, 1, 42, 12345, 2**31 - 1]:
    np.random.seed(seed)
    print(np.random.permutation(10))
    print(np.random.permutation(300)[:20], np.random.permutation(300).sum())
    a = np.arange(50) * 1.5
    np.random.shuffle(a)
    print(a[:12])
    m = np.arange(12).reshape(4, 3)
    np.random.shuffle(m)
    print(m)
    print(np.random.permutation(np.arange(10).reshape(5, 2)))
    print(np.random.permutation([3.5, 1.0, 2.0, 7.0]), np.random.permutation(1), np.random.permutation(0))
    v = np.arange(20)[::2]
    np.random.shuffle(v)
    print(v, np.random.randint(100))
try:
    np.random.permutation(np.array(5.0))
except Exception as e:
    print(type(e).__name__, e)

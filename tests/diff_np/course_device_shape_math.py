import numpy as np
shape = (1024, 512)
threads = (16, 16)
blocks = tuple((s + t - 1) // t for s, t in zip(shape, threads))
print(blocks, np.prod(blocks), np.prod(threads) * np.prod(blocks))

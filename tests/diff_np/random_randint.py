import numpy as np
np.random.seed(2024)
print(np.random.randint(10, size=8))
print(np.random.randint(5, 15, size=(2, 4)))
print(np.random.randint(0, 2**20, size=3), np.random.randint(3))

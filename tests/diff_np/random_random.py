import numpy as np
np.random.seed(123)
print(np.random.random(4), np.random.random((2, 2)), np.random.random_sample(3), np.random.random())

import numpy as np
print(len(np.arange(7)), len(np.zeros((3, 4))))
for i in range(len(np.arange(3))):
    print(i)

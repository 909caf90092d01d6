import numpy as np
try:
    np.array([300], dtype=np.int8)
except OverflowError as e:
    print("OverflowError:", e)
print(repr(np.array([1, 2**40], dtype=np.float32)), repr(np.array([True, 2, 3.5])), repr(np.array([np.float32(1.5), 2])), repr(np.array([2**63])))

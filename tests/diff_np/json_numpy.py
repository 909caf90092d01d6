# json with NumPy values: float64 is a float (written as one), other scalars and arrays are not.
import json
import numpy as np

for v in [np.float64(1.5), np.int64(3), np.float32(2.5), np.arange(3), np.bool_(True), [np.float64(0.1)], {"k": np.float64(2.0)}, np.float64("nan")]:
    try:
        print(json.dumps(v))
    except TypeError as e:
        print(type(e).__name__, e)
print(json.dumps(np.arange(3).tolist()), json.dumps({"a": np.int64(5)}, default=int), json.dumps(np.linspace(0, 1, 3), default=lambda a: a.tolist()))
print(json.dumps({np.float64(1.5): 1, "b": [np.float64(-0.0)]}, indent=1))
try:
    json.dumps({np.int64(1): 1})
except TypeError as e:
    print(type(e).__name__, e)
print(np.array(json.loads("[[1, 2], [3, 4]]")).sum(axis=0))

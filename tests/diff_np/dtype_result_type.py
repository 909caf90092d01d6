import numpy as np
print(np.result_type(np.int32, np.float32), np.result_type(np.int8, np.uint8), np.result_type(np.float16, np.int16), np.result_type(np.int64, np.uint64), np.result_type(np.complex64, np.float64))

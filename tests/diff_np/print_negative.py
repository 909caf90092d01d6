import numpy as np
print(repr(np.array([-1.5, 2.25, -0.125])))
print(np.array([-1, 20, -300]))
print(repr(np.array([[-1, 2], [3, -40]])))

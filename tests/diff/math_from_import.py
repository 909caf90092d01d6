from math import sqrt, pi as PI, floor
from math import *
print(sqrt(9), PI, floor(3.9), cos(0), inf > 10**300, hypot(1, 1, 1))
import math as m
print(m.sqrt(4), type(m).__name__)

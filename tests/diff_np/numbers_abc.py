# The numeric tower: which values count as which kind of number, builtin and NumPy.
import numbers
from fractions import Fraction
from decimal import Decimal
import numpy as np

values = [1, True, 2.5, 3 + 4j, Fraction(1, 3), Decimal("1.5"), "7", None, [1],
          np.float64(1.5), np.float32(2.5), np.int64(3), np.int8(-1), np.uint16(7), np.complex128(1j), np.bool_(True)]
kinds = [numbers.Number, numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral]
for v in values:
    print(repr(v), [isinstance(v, k) for k in kinds])

print(issubclass(int, numbers.Integral), issubclass(float, numbers.Real), issubclass(float, numbers.Rational), issubclass(complex, numbers.Real))
print(issubclass(bool, numbers.Number), issubclass(str, numbers.Number), issubclass(Fraction, numbers.Rational), issubclass(numbers.Integral, numbers.Real))
print(issubclass(np.float64, numbers.Real), issubclass(np.int32, numbers.Integral), issubclass(np.complex64, numbers.Real), issubclass(np.bool_, numbers.Number))
print(isinstance(2.0, (numbers.Integral, numbers.Rational)), isinstance(2.0, (str, numbers.Real)))

def describe(x):
    if isinstance(x, numbers.Integral):
        return "integral"
    if isinstance(x, numbers.Rational):
        return "rational"
    if isinstance(x, numbers.Real):
        return "real"
    if isinstance(x, numbers.Complex):
        return "complex"
    return "not a number"

print([describe(x) for x in [7, Fraction(7, 2), 3.5, 2j, np.float64(1), np.int16(2), "x"]])

class Money(numbers.Real):
    pass

print(issubclass(Money, numbers.Real), issubclass(Money, numbers.Integral), numbers.Real.__name__, numbers.Integral.__mro__[1].__name__)
print(Fraction(3, 4).real, Fraction(3, 4).imag, Fraction(3, 4).conjugate())
print(repr(Fraction(np.int64(3))), repr(Fraction(np.float64(0.5))), Fraction(1, 2) * np.int64(2), Fraction(1, 2) + np.float64(0.25), Fraction(np.int32(6), np.int64(4)))
print(Fraction(3, 4) == np.int64(1), Fraction(4, 4) == np.int64(1), Fraction(1, 2) < np.int8(1), Fraction(1, 3) ** np.int64(2))

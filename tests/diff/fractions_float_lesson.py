# A floating-point lesson: what the binary float really holds, seen through Fraction and Decimal.
from fractions import Fraction
from decimal import Decimal
import math

for x in [0.1, 0.2, 0.3, 0.1 + 0.2, 1 / 3, 2 ** -30, 1e16 + 1, math.pi]:
    f = Fraction(x)
    print(repr(x), f.numerator.bit_length(), f.denominator == 2 ** (f.denominator.bit_length() - 1), Decimal(x), f.limit_denominator(1000))
print(Fraction(0.1) + Fraction(0.2) == Fraction(0.3), Fraction(0.1 + 0.2) - Fraction(0.3), float(Fraction(0.1 + 0.2) - Fraction(0.3)))
print(Fraction(1, 10) + Fraction(2, 10) == Fraction(3, 10), Fraction(1, 10) == 0.1, Fraction(1, 2) == 0.5)
eps = Fraction(2.220446049250313e-16)
print(eps, eps == Fraction(1, 2 ** 52), 1 + float(eps) > 1, 1 + float(eps / 2) > 1)
h = Fraction(1)
series = [h]
for n in range(2, 12):
    h += Fraction(1, n)
    series.append(h)
print(series[-1], float(series[-1]), [str(s) for s in series[:5]])
approx = [Fraction(math.sqrt(2)).limit_denominator(d) for d in (1, 10, 100, 1000, 10 ** 6)]
print(approx, [float(a) - math.sqrt(2) for a in approx[:3]])
print(Fraction(Decimal("0.1")), Fraction(Decimal("-1.25")), Fraction.from_decimal(Decimal("3.75")), Fraction(Fraction(3, 4), Fraction(1, 2)))
print(Fraction(3, 4) == Decimal("0.75"), Decimal("0.75") == Fraction(3, 4), Decimal("0.5") < Fraction(2, 3))
print(sorted([Fraction(2, 3), 0.6, Decimal("0.7"), 1], key=float), Fraction(7, 3).__floor__(), Fraction(7, 3).__ceil__(), divmod(Fraction(7, 2), 2))
print(hash(Fraction(1, 3)) == hash(Fraction(2, 6)), len({Fraction(1, 2), 0.5, Decimal("0.5")}))

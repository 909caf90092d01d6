# Exact rational arithmetic, as floating-point lessons use it.
from fractions import Fraction
import math

a = Fraction(1, 3)
b = Fraction("2/6")
print(a, b, a == b, repr(a))
print(Fraction(6, -4), Fraction(-6, 4), Fraction(0, 5), Fraction(7))
print(Fraction("3.1415"), Fraction("-1e-3"), Fraction(" 22/7 "), Fraction("1_000"), Fraction(".5"), Fraction("5."))
print(Fraction(0.1), Fraction(0.5), Fraction(-2.75), Fraction.from_float(0.1))
print((0.1).as_integer_ratio(), Fraction(0.1).as_integer_ratio())
print(Fraction(0.1).limit_denominator(), Fraction(math.pi).limit_denominator(1000), Fraction(math.pi).limit_denominator(100))
print(Fraction(3, 7).limit_denominator(5), Fraction(-1, 3).limit_denominator(2), Fraction(1, 2).limit_denominator(1))

x, y = Fraction(3, 4), Fraction(5, 6)
print(x + y, x - y, x * y, x / y, x // y, x % y, divmod(x, y), -x, +x, abs(-x))
print(x + 1, 1 + x, x - 2, 2 - x, x * 3, 3 * x, x / 2, 2 / x, 7 // x, 7 % x)
print(x + 0.5, 0.5 + x, x * 1.5, x / 0.25, type(x + 0.5).__name__)
print(x + 1j, type(x * 1j).__name__)
print(x ** 2, x ** -2, x ** 0, Fraction(-2, 3) ** 3, Fraction(-2, 3) ** -3, x ** 0.5, 2 ** Fraction(1, 2), 4 ** Fraction(2), Fraction(4) ** Fraction(1, 2))
print(x.numerator, x.denominator, (x + y).numerator, (x + y).denominator)

print(x < y, x > y, x <= Fraction(3, 4), x == 0.75, x < 1, x > 0.7, x == 3/4, Fraction(1, 3) == 1/3)
print(x != y, Fraction(2, 1) == 2, 2 == Fraction(2), Fraction(1, 2) < float("inf"), Fraction(1, 2) > float("-inf"), Fraction(1, 2) == float("nan"))
print(sorted([Fraction(1, 2), 0.25, 1, Fraction(1, 3)]), max(Fraction(7, 3), 2), min(Fraction(1, 10), 0.2))

print(hash(Fraction(1, 2)) == hash(0.5), hash(Fraction(3)) == hash(3), hash(Fraction(1, 3)), hash(Fraction(-1, 3)), hash(Fraction(10**30, 7)))
print({Fraction(1, 2): "half"}[0.5], len({Fraction(2), 2, 2.0}))

print(float(Fraction(1, 3)), int(Fraction(-7, 2)), math.floor(Fraction(-7, 2)), math.ceil(Fraction(-7, 2)), math.trunc(Fraction(-7, 2)))
print(round(Fraction(5, 2)), round(Fraction(7, 2)), round(Fraction(-5, 2)), round(Fraction(1, 3), 2), round(Fraction(12345, 1), -2))
print(bool(Fraction(0)), bool(Fraction(1, 9)), str(Fraction(4, 2)), format(Fraction(1, 3)))
print(sum([Fraction(1, n) for n in range(1, 7)]), sum(Fraction(1, 10) for _ in range(10)) == 1)

for bad in ["1/0", "abc", "1 /2", "1/-2", "", "1.2.3", "inf"]:
    try:
        print(Fraction(bad))
    except (ValueError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
for args in [(1, 0), (1.5, 2), ("1", 2), ([1],)]:
    try:
        print(Fraction(*args))
    except Exception as e:
        print(type(e).__name__, e)
for f in [float("nan"), float("inf")]:
    try:
        print(Fraction(f))
    except Exception as e:
        print(type(e).__name__, e)
try:
    Fraction(1, 2) / 0
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    Fraction(0) ** -1
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    Fraction(1, 2).limit_denominator(0)
except ValueError as e:
    print("ValueError", e)
try:
    Fraction.from_float("0.5")
except TypeError as e:
    print("TypeError", e)
try:
    Fraction(1, 2) < "a"
except TypeError as e:
    print("TypeError", e)
try:
    Fraction(1, 2) + "a"
except TypeError as e:
    print("TypeError", e)
print(isinstance(Fraction(1, 2), Fraction), type(Fraction(1, 2)).__name__)

# Decimal arithmetic with the default context (28 digits, ROUND_HALF_EVEN), as floating-point
# lessons compare it with binary floats.
from decimal import Decimal, getcontext, localcontext, ROUND_HALF_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN, InvalidOperation, DivisionByZero
import decimal
import math

print(Decimal("0.1") + Decimal("0.2"), Decimal("0.1") + Decimal("0.2") == Decimal("0.3"), 0.1 + 0.2 == 0.3)
print(Decimal(0.1))
print(repr(Decimal(0.1)), repr(Decimal("1.10")), Decimal(-0.0), Decimal(2.5), Decimal(1e22), Decimal(1e-7))
print(Decimal(10), Decimal(-3), Decimal("1e3"), Decimal("1E+3"), Decimal("-0"), Decimal("123.4500"), Decimal("  42  "), Decimal("1_000.5"))
print(Decimal("0.000001"), Decimal("0.0000001"), Decimal("1e-7"), Decimal("12345e-10"), Decimal("1.5e10"), Decimal("100E-2"), Decimal(".5"), Decimal("5."))
print(Decimal("inf"), Decimal("-Infinity"), Decimal("nan"), Decimal("-NaN"), Decimal("sNaN"))

a, b = Decimal("1.30"), Decimal("1.20")
print(a + b, a - b, a * b, a / b, -a, +a, abs(Decimal("-5.5")))
print(Decimal(1) / Decimal(3), Decimal(2) / Decimal(3), Decimal(1) / Decimal(4), Decimal(10) / Decimal(2), Decimal("1.0") / 2, Decimal(100) / Decimal("10"))
print(Decimal(1) / 7 * 7, Decimal(22) / 7, Decimal("1E+2") / 4, Decimal("-7.5") / Decimal("2.5"), Decimal("1") / Decimal("0.001"))
print(Decimal(7) // 2, Decimal(-7) // 2, Decimal(7) % 3, Decimal(-7) % 3, Decimal("7.5") % 2, divmod(Decimal(-7), Decimal(2)))
print(Decimal(2) ** 10, Decimal("1.5") ** 2, Decimal(2) ** -2, Decimal("0.1") ** 3, Decimal(3) ** -1, Decimal(-2) ** 3)
print(Decimal(2).sqrt(), Decimal(16).sqrt(), Decimal("0.25").sqrt(), Decimal(100).sqrt(), Decimal("1E-6").sqrt(), Decimal(10).sqrt())
print(1 + Decimal("0.5"), 3 * Decimal("1.1"), 1 / Decimal(8), 10 - Decimal("0.01"), 2 ** Decimal(3))
print(Decimal("1.000") + Decimal("0"), Decimal("0.00") + Decimal("1E+5"), Decimal("1.23") - Decimal("1.23"), Decimal("5") * Decimal("0.0"))
print(Decimal("1E+30") + Decimal("1"), Decimal("9999999999999999999999999999") + 1, Decimal("1e100") - Decimal("1e-100"))

print(Decimal("3.14159").quantize(Decimal("0.01")), Decimal("2.675").quantize(Decimal("0.01")), Decimal("2.665").quantize(Decimal("0.01")))
print(Decimal("2.675").quantize(Decimal("0.01"), rounding=ROUND_HALF_UP), Decimal("7.325").quantize(Decimal(".01"), rounding=ROUND_DOWN), Decimal("-7.321").quantize(Decimal(".01"), rounding=ROUND_CEILING))
print(Decimal("1.5").quantize(Decimal("1")), Decimal("2.5").quantize(Decimal("1")), Decimal("1").quantize(Decimal("0.000")), Decimal("123.456").quantize(Decimal("1E+1")))
for r in [ROUND_HALF_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN]:
    print(r, Decimal("-2.5").quantize(Decimal("1"), rounding=r), Decimal("2.45").quantize(Decimal("0.1"), rounding=r))

print(Decimal("1.0") == Decimal("1"), Decimal("1.0") == 1, Decimal("0.5") == 0.5, Decimal("0.1") == 0.1, Decimal(1) < Decimal(2), Decimal("0.1") < 0.1, 2 > Decimal("1.99"))
print(Decimal("nan") == Decimal("nan"), Decimal("inf") > Decimal("1e999"), sorted([Decimal("0.3"), Decimal("-1"), Decimal("0.25")]), max(Decimal(1), Decimal("1.5")))
print(hash(Decimal(1)) == hash(1), hash(Decimal("0.5")) == hash(0.5), hash(Decimal("1.10")) == hash(Decimal("1.1")), hash(Decimal("0.1")), hash(Decimal("-123.456")), hash(Decimal("1e30")))
print(int(Decimal("-3.7")), float(Decimal("0.1")), round(Decimal("2.5")), round(Decimal("3.5")), round(Decimal("3.14159"), 2), math.floor(Decimal("-1.5")), math.ceil(Decimal("1.2")))
print(bool(Decimal(0)), bool(Decimal("0.0")), bool(Decimal("1e-20")), str(Decimal("1.50")), f"{Decimal('1.50')}")
print(f"{Decimal('3.14159'):.2f}", f"{Decimal('2.5'):.0f}", f"{Decimal('1234567.891'):,.2f}", f"{Decimal('0.125'):.2%}", f"{Decimal('12345.678'):.3e}", f"{Decimal('-1.5'):>8}", f"{Decimal('1.5'):<6}|", f"{Decimal('42'):08.2f}")
print(Decimal("123.45").as_tuple(), Decimal("-0.001").as_tuple(), Decimal("123.45").adjusted(), Decimal("0.001").adjusted(), Decimal("1.5").as_integer_ratio())
print(Decimal("1.2000").normalize(), Decimal("100").normalize(), Decimal("0.00").normalize(), Decimal("-1.50").copy_abs(), Decimal("1.5").copy_negate())
print(Decimal("2.5").to_integral_value(), Decimal("3.5").to_integral_value(), Decimal("-2.7").to_integral_value(rounding=ROUND_DOWN))
print(Decimal("1.5").is_finite(), Decimal("inf").is_infinite(), Decimal("nan").is_nan(), Decimal("-0").is_signed(), Decimal("0.0").is_zero())
print(Decimal("1.23").compare(Decimal("1.230")), Decimal(1).compare(2), Decimal(3).max(Decimal("3.5")), Decimal(3).min(2))

ctx = getcontext()
print(ctx.prec, ctx.rounding)
ctx.prec = 6
print(Decimal(1) / Decimal(7), Decimal("123456789") + 0, +Decimal("1.23456789"), Decimal(2).sqrt())
ctx.rounding = ROUND_DOWN
print(Decimal(2) / Decimal(3))
ctx.prec = 28
ctx.rounding = decimal.ROUND_HALF_EVEN
with localcontext() as lc:
    lc.prec = 50
    print(Decimal(1) / Decimal(3))
    print(Decimal(2).sqrt())
print(Decimal(1) / Decimal(3))
with localcontext(prec=3):
    print(Decimal("3.14159") * 1)
print(getcontext().prec)

# A classic: summing ten cents a thousand times.

total_d = sum(Decimal("0.1") for _ in range(1000))
print(total_d, type(total_d).__name__, total_d == 100)

for expr in [lambda: Decimal(1) / Decimal(0), lambda: Decimal(0) / Decimal(0), lambda: Decimal("abc"), lambda: Decimal(-1).sqrt(),
             lambda: Decimal(1) + 0.5, lambda: 0.5 * Decimal(1), lambda: Decimal(1) < "a", lambda: Decimal([1, 2]),
             lambda: Decimal("1e10").quantize(Decimal("1e-20")), lambda: int(Decimal("nan")), lambda: int(Decimal("inf")),
             lambda: Decimal("inf") - Decimal("inf"), lambda: Decimal(5) // 0, lambda: Decimal("nan") < 1]:
    try:
        print(expr())
    except Exception as e:
        print(type(e).__name__, isinstance(e, ArithmeticError), isinstance(e, ZeroDivisionError))
try:
    Decimal(1) / 0
except DivisionByZero as e:
    print("caught", e)
try:
    Decimal("x1")
except InvalidOperation as e:
    print("caught", e)
try:
    Decimal(1.5) + 1.5
except TypeError as e:
    print(e)

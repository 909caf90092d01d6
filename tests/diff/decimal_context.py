# Contexts: precision, rounding modes, flags and traps, as a numerics lesson explores them.
import decimal
from decimal import Decimal, Context, localcontext, getcontext, setcontext

print(getcontext())
with localcontext() as ctx:
    for prec in [1, 3, 10, 40]:
        ctx.prec = prec
        print(prec, Decimal(1) / Decimal(7), Decimal(2).sqrt(), Decimal("123.456") + 0)
    ctx.prec = 4
    for mode in [decimal.ROUND_UP, decimal.ROUND_DOWN, decimal.ROUND_CEILING, decimal.ROUND_FLOOR, decimal.ROUND_HALF_UP, decimal.ROUND_HALF_DOWN, decimal.ROUND_HALF_EVEN, decimal.ROUND_05UP]:
        ctx.rounding = mode
        print(mode, +Decimal("1.23456"), +Decimal("-1.23456"), +Decimal("2.0005"), +Decimal("2.0015"), +Decimal("1.00050"), Decimal(2) / 3)
print(getcontext().prec, getcontext().rounding)

ctx = getcontext()
ctx.clear_flags()
print(Decimal(1) / 4, ctx.flags[decimal.Inexact], ctx.flags[decimal.Rounded])
print(Decimal(1) / 3, ctx.flags[decimal.Inexact], ctx.flags[decimal.Rounded])
ctx.clear_flags()
ctx.traps[decimal.DivisionByZero] = False
print(Decimal(1) / 0, Decimal(-1) / 0, ctx.flags[decimal.DivisionByZero])
ctx.traps[decimal.DivisionByZero] = True
ctx.traps[decimal.InvalidOperation] = False
print(Decimal(0) / 0, Decimal("inf") - Decimal("inf"), Decimal("abc"), Decimal(-4).sqrt())
ctx.traps[decimal.InvalidOperation] = True
ctx.traps[decimal.Inexact] = True
try:
    Decimal(1) / 3
except decimal.Inexact as e:
    print("Inexact trapped", type(e).__name__)
print(Decimal(1) / 8)
ctx.traps[decimal.Inexact] = False
ctx.traps[decimal.FloatOperation] = True
try:
    Decimal(0.5)
except decimal.FloatOperation as e:
    print("FloatOperation", isinstance(e, TypeError))
print(Decimal("0.5") == 0.5)
try:
    Decimal("0.5") < 0.5
except decimal.FloatOperation:
    print("ordering with a float trapped")
print(Decimal.from_float(0.5))
ctx.traps[decimal.FloatOperation] = False

c = Context(prec=6, rounding=decimal.ROUND_HALF_UP)
print(c.prec, c.rounding, c.divide(Decimal(2), Decimal(3)), c.create_decimal("3.14159265"), c.plus(Decimal("2.5000005")), c.power(Decimal(2), 30))
setcontext(c)
print(Decimal(1) / 7, getcontext().prec)
setcontext(decimal.DefaultContext)
print(Decimal(1) / 7, getcontext().prec)
print(decimal.BasicContext.prec, decimal.ExtendedContext.prec, decimal.MAX_PREC > 10**9)
for bad in [lambda: setattr(getcontext(), "prec", 0), lambda: setattr(getcontext(), "rounding", "UP"), lambda: setcontext(5)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__)
print(issubclass(decimal.DivisionByZero, ZeroDivisionError), issubclass(decimal.InvalidOperation, ArithmeticError), issubclass(decimal.Overflow, decimal.Inexact))

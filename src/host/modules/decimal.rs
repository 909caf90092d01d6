//! `decimal`: `Decimal`, `Context`, the rounding modes and signals, written in Python and run on
//! first import. It owns decimal floating-point arithmetic as the General Decimal Arithmetic
//! specification (and CPython's `_decimal`) defines it for + - * / // % ** (integral exponents),
//! sqrt, quantize, to_integral, comparisons, hashing, str/repr and format specs e/f/g/%; results
//! are rounded once, exactly, to the context's precision with its rounding mode, and the
//! trapped signals raise with `_decimal`'s message text. What it leaves out (ln, exp, log10,
//! non-integral powers, subnormal results, engineering strings, the logical operations…)
//! raises NotImplementedError naming the operation. Touches nothing outside its own module.

pub const DECIMAL: &str = r#"
import math as _math
import numbers as _numbers
from collections import namedtuple as _namedtuple

ROUND_DOWN = "ROUND_DOWN"
ROUND_HALF_UP = "ROUND_HALF_UP"
ROUND_HALF_EVEN = "ROUND_HALF_EVEN"
ROUND_CEILING = "ROUND_CEILING"
ROUND_FLOOR = "ROUND_FLOOR"
ROUND_UP = "ROUND_UP"
ROUND_HALF_DOWN = "ROUND_HALF_DOWN"
ROUND_05UP = "ROUND_05UP"
_ROUNDINGS = (ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP)

MAX_PREC = 999999999999999999
MAX_EMAX = 999999999999999999
MIN_EMIN = -999999999999999999
MIN_ETINY = -1999999999999999997
HAVE_THREADS = True
HAVE_CONTEXTVAR = True

class DecimalException(ArithmeticError):
    pass

class Clamped(DecimalException):
    pass

class InvalidOperation(DecimalException):
    pass

class ConversionSyntax(InvalidOperation):
    pass

class DivisionByZero(DecimalException, ZeroDivisionError):
    pass

class DivisionImpossible(InvalidOperation):
    pass

class DivisionUndefined(InvalidOperation, ZeroDivisionError):
    pass

class Inexact(DecimalException):
    pass

class InvalidContext(InvalidOperation):
    pass

class Rounded(DecimalException):
    pass

class Subnormal(DecimalException):
    pass

class Overflow(Inexact, Rounded):
    pass

class Underflow(Inexact, Rounded, Subnormal):
    pass

class FloatOperation(DecimalException, TypeError):
    pass

_SIGNALS = (InvalidOperation, FloatOperation, DivisionByZero, Overflow, Underflow, Subnormal, Inexact, Rounded, Clamped)
_CONDITION_SIGNAL = {ConversionSyntax: InvalidOperation, DivisionImpossible: InvalidOperation, DivisionUndefined: InvalidOperation, InvalidContext: InvalidOperation}

DecimalTuple = _namedtuple("DecimalTuple", "sign digits exponent")

def _unsupported(what):
    raise NotImplementedError(f"decimal: {what} is not supported by cudalab")

class Context:
    """The context for arithmetic operations: precision, rounding, exponent limits, flags, traps."""

    def __init__(self, prec=None, rounding=None, Emin=None, Emax=None, capitals=None, clamp=None, flags=None, traps=None):
        base = _DEFAULT if _DEFAULT is not None else None
        self.prec = prec if prec is not None else (base.prec if base else 28)
        self.rounding = rounding if rounding is not None else (base.rounding if base else ROUND_HALF_EVEN)
        self.Emin = Emin if Emin is not None else (base.Emin if base else -999999)
        self.Emax = Emax if Emax is not None else (base.Emax if base else 999999)
        self.capitals = capitals if capitals is not None else 1
        self.clamp = clamp if clamp is not None else 0
        self.flags = {s: False for s in _SIGNALS}
        if flags is not None:
            for s in (flags if not isinstance(flags, dict) else [k for k, v in flags.items() if v]):
                self.flags[s] = True
        if traps is None:
            self.traps = {s: s in (InvalidOperation, DivisionByZero, Overflow) for s in _SIGNALS}
            if base:
                self.traps = dict(base.traps)
        else:
            self.traps = {s: False for s in _SIGNALS}
            for s in (traps if not isinstance(traps, dict) else [k for k, v in traps.items() if v]):
                self.traps[s] = True

    def __setattr__(self, name, value):
        if name == "prec":
            if type(value) is not int:
                raise TypeError("'%s' object cannot be interpreted as an integer" % type(value).__name__)
            if value < 1 or value > MAX_PREC:
                raise ValueError("valid range for prec is [1, MAX_PREC]")
        elif name == "rounding":
            if value not in _ROUNDINGS:
                raise TypeError("valid values for rounding are:\n  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n   ROUND_05UP]")
        elif name == "Emin":
            if type(value) is not int or value > 0:
                raise ValueError("valid range for Emin is [MIN_EMIN, 0]")
        elif name == "Emax":
            if type(value) is not int or value < 0:
                raise ValueError("valid range for Emax is [0, MAX_EMAX]")
        elif name not in ("capitals", "clamp", "flags", "traps"):
            raise AttributeError("'decimal.Context' object has no attribute '%s'" % name)
        object.__setattr__(self, name, value)

    def __repr__(self):
        flags = ", ".join(s.__name__ for s in _SIGNALS if self.flags.get(s))
        traps = ", ".join(s.__name__ for s in _SIGNALS if self.traps.get(s))
        return ("Context(prec=%d, rounding=%s, Emin=%d, Emax=%d, capitals=%d, clamp=%d, flags=[%s], traps=[%s])"
                % (self.prec, self.rounding, self.Emin, self.Emax, self.capitals, self.clamp, flags, traps))

    def clear_flags(self):
        for s in self.flags:
            self.flags[s] = False

    def clear_traps(self):
        for s in self.traps:
            self.traps[s] = False

    def copy(self):
        c = Context(self.prec, self.rounding, self.Emin, self.Emax, self.capitals, self.clamp)
        c.flags = dict(self.flags)
        c.traps = dict(self.traps)
        return c

    __copy__ = copy

    def Etiny(self):
        return self.Emin - self.prec + 1

    def Etop(self):
        return self.Emax - self.prec + 1

    def _raise(self, condition, message=None):
        # Record the signal a condition belongs to; raise when it is trapped.
        signal = _CONDITION_SIGNAL.get(condition, condition)
        self.flags[signal] = True
        if self.traps.get(signal):
            raise signal(message or "[<class 'decimal.%s'>]" % condition.__name__)

    def create_decimal(self, num="0"):
        d = Decimal(num)
        if d._special:
            return d
        return d._fix(self)

    def create_decimal_from_float(self, f):
        return Decimal.from_float(f)._fix(self)

    def abs(self, a):
        return _dec(a).__abs__(context=self)

    def add(self, a, b):
        return _dec(a)._add(_dec(b), self)

    def subtract(self, a, b):
        return _dec(a)._add(_dec(b)._negated(), self)

    def multiply(self, a, b):
        return _dec(a)._mul(_dec(b), self)

    def divide(self, a, b):
        return _dec(a)._div(_dec(b), self)

    def divide_int(self, a, b):
        return _dec(a)._divmod(_dec(b), self)[0]

    def remainder(self, a, b):
        return _dec(a)._divmod(_dec(b), self)[1]

    def divmod(self, a, b):
        return _dec(a)._divmod(_dec(b), self)

    def power(self, a, b, modulo=None):
        if modulo is not None:
            _unsupported("Context.power() with a modulo")
        return _dec(a)._pow(_dec(b), self)

    def sqrt(self, a):
        return _dec(a).sqrt(self)

    def plus(self, a):
        return _dec(a)._fix(self)

    def minus(self, a):
        return _dec(a)._negated()._fix(self)

    def quantize(self, a, b):
        return _dec(a).quantize(b, context=self)

    def compare(self, a, b):
        return _dec(a).compare(b, self)

    def max(self, a, b):
        return _dec(a).max(b, self)

    def min(self, a, b):
        return _dec(a).min(b, self)

    def to_integral_value(self, a):
        return _dec(a).to_integral_value(context=self)

    def __getattr__(self, name):
        if name in ("exp", "ln", "log10", "logb", "fma", "next_minus", "next_plus", "next_toward", "to_eng_string", "logical_and", "logical_or", "logical_xor", "logical_invert", "rotate", "shift", "scaleb", "same_quantum", "number_class"):
            _unsupported("Context.%s()" % name)
        raise AttributeError("'decimal.Context' object has no attribute '%s'" % name)

_DEFAULT = None
DefaultContext = Context()
_DEFAULT = DefaultContext
BasicContext = Context(prec=9, rounding=ROUND_HALF_UP, traps=[InvalidOperation, DivisionByZero, Overflow, Underflow, Clamped])
ExtendedContext = Context(prec=9, rounding=ROUND_HALF_EVEN, traps=[])
_CURRENT = [DefaultContext.copy()]

def getcontext():
    """Return the current context."""
    return _CURRENT[0]

def setcontext(context):
    """Set the current context."""
    if not isinstance(context, Context):
        raise TypeError("argument must be a context")
    if context is DefaultContext or context is BasicContext or context is ExtendedContext:
        context = context.copy()
        context.clear_flags()
    _CURRENT[0] = context

class _LocalContext:
    def __init__(self, ctx):
        self._new = ctx
    def __enter__(self):
        self._saved = getcontext()
        setcontext(self._new)
        return self._new
    def __exit__(self, *exc):
        setcontext(self._saved)
        return False

def localcontext(ctx=None, **kwargs):
    """Return a context manager for a copy of the supplied context (or the current one)."""
    new = (ctx if ctx is not None else getcontext()).copy()
    for k, v in kwargs.items():
        if k not in ("prec", "rounding", "Emin", "Emax", "capitals", "clamp", "flags", "traps"):
            raise TypeError("'%s' is an invalid keyword argument for this function" % k)
        setattr(new, k, v)
    return _LocalContext(new)

def _dec(x):
    if isinstance(x, Decimal):
        return x
    if type(x) is int or type(x) is bool:
        return Decimal(x)
    raise TypeError("conversion from %s to Decimal is not supported" % type(x).__name__)

def _digits(n):
    return len(str(n))

def _ascii_digits(s):
    if not s:
        return False
    for c in s:
        if c not in "0123456789":
            return False
    return True

def _parse(s):
    # (sign, coefficient, exponent, special) of a numeric string, or None.
    t = s.strip().replace("_", "") if "__" not in s and not s.strip().startswith("_") and not s.strip().endswith("_") else None
    if t is None or not t:
        return None
    sign = 0
    if t[0] in "+-":
        sign = 1 if t[0] == "-" else 0
        t = t[1:]
    low = t.lower()
    if low in ("inf", "infinity"):
        return sign, 0, 0, "F"
    for tag, special in (("snan", "N"), ("nan", "n")):
        if low.startswith(tag):
            payload = low[len(tag):]
            if payload and not _ascii_digits(payload):
                return None
            return sign, int(payload) if payload else 0, 0, special
    mant, exp = t, 0
    for e in "eE":
        if e in t:
            mant, _, ex = t.partition(e)
            body = ex[1:] if ex[:1] in "+-" else ex
            if not _ascii_digits(body):
                return None
            exp = int(ex)
            break
    whole, dot, frac = mant.partition(".")
    if not whole and not frac:
        return None
    for part in (whole, frac):
        if part and not _ascii_digits(part):
            return None
    return sign, int((whole or "0") + frac), exp - len(frac), ""

def _round_coeff(sign, coef, drop, rounding):
    # Drop `drop` low digits of coef by the rounding mode: (new coefficient, inexact).
    p = 10 ** drop
    q, r = divmod(coef, p)
    if r == 0:
        return q, False
    half = 2 * r - p
    if rounding == ROUND_HALF_EVEN:
        up = half > 0 or (half == 0 and q % 2 == 1)
    elif rounding == ROUND_HALF_UP:
        up = half >= 0
    elif rounding == ROUND_HALF_DOWN:
        up = half > 0
    elif rounding == ROUND_DOWN:
        up = False
    elif rounding == ROUND_UP:
        up = True
    elif rounding == ROUND_CEILING:
        up = sign == 0
    elif rounding == ROUND_FLOOR:
        up = sign == 1
    else:
        up = q % 10 in (0, 5)
    return (q + 1 if up else q), True

class Decimal(_numbers.Number):
    """Construct a new Decimal object from an int, a string, a float, a tuple or a Decimal."""
    __slots__ = ("_sign", "_int", "_exp", "_special")

    def __init__(self, value="0", context=None, _parts=None):
        if _parts is not None:
            self._sign, self._int, self._exp, self._special = _parts
            return
        if isinstance(value, Decimal):
            self._set(value._sign, value._int, value._exp, value._special)
            return
        if type(value) is int or type(value) is bool:
            v = int(value)
            self._set(1 if v < 0 else 0, abs(v), 0, "")
            return
        if isinstance(value, str):
            parsed = _parse(value)
            if parsed is None:
                ctx = context if context is not None else getcontext()
                ctx._raise(ConversionSyntax)
                self._set(0, 0, 0, "n")
                return
            self._set(*parsed)
            return
        if isinstance(value, float):
            ctx = context if context is not None else getcontext()
            ctx._raise(FloatOperation)
            d = Decimal.from_float(value)
            self._set(d._sign, d._int, d._exp, d._special)
            return
        if isinstance(value, (tuple, list)):
            if len(value) != 3:
                raise ValueError("argument must be a sequence of length 3")
            sign, digits, exp = value
            if sign not in (0, 1):
                raise ValueError("sign must be an integer with the value 0 or 1")
            coef = 0
            for d in digits:
                if type(d) is not int or not 0 <= d <= 9:
                    raise ValueError("coefficient must be a tuple of digits")
                coef = coef * 10 + d
            if exp == "F":
                self._set(sign, 0, 0, "F")
            elif exp in ("n", "N"):
                self._set(sign, coef, 0, exp)
            elif type(exp) is int:
                self._set(sign, coef, exp, "")
            else:
                raise ValueError("string argument in the third position must be 'F', 'n' or 'N'")
            return
        raise TypeError("conversion from %s to Decimal is not supported" % type(value).__name__)

    def _set(self, sign, coef, exp, special):
        self._sign = sign
        self._int = coef
        self._exp = exp
        self._special = special

    @classmethod
    def _make(cls, sign, coef, exp, special=""):
        return Decimal("0", None, (sign, coef, exp, special))

    @classmethod
    def from_float(cls, f):
        """Convert a float or int to a Decimal, exactly."""
        if type(f) is int or type(f) is bool:
            return cls(f)
        if not isinstance(f, float):
            raise TypeError("argument must be int or float")
        if _math.isnan(f):
            return cls._make(0, 0, 0, "n")
        sign = 1 if _math.copysign(1.0, f) < 0 else 0
        if _math.isinf(f):
            return cls._make(sign, 0, 0, "F")
        n, d = abs(f).as_integer_ratio()
        k = d.bit_length() - 1
        return cls._make(sign, n * 5 ** k, -k)

    # ----- predicates and parts -----
    def is_nan(self):
        return self._special in ("n", "N")
    def is_qnan(self):
        return self._special == "n"
    def is_snan(self):
        return self._special == "N"
    def is_infinite(self):
        return self._special == "F"
    def is_finite(self):
        return self._special == ""
    def is_zero(self):
        return self._special == "" and self._int == 0
    def is_signed(self):
        return self._sign == 1
    def is_normal(self, context=None):
        ctx = context or getcontext()
        return self._special == "" and self._int != 0 and self.adjusted() >= ctx.Emin
    def is_subnormal(self, context=None):
        ctx = context or getcontext()
        return self._special == "" and self._int != 0 and self.adjusted() < ctx.Emin
    def is_canonical(self):
        return True

    def adjusted(self):
        """Return the adjusted exponent of self."""
        if self._special:
            return 0
        return self._exp + _digits(self._int) - 1

    def as_tuple(self):
        """Represents the number as a triple tuple."""
        digits = tuple(int(c) for c in str(self._int)) if not (self._special and self._int == 0) else ()
        if self._special == "F":
            return DecimalTuple(self._sign, (0,), "F")
        if self._special:
            return DecimalTuple(self._sign, digits, self._special)
        return DecimalTuple(self._sign, digits, self._exp)

    def as_integer_ratio(self):
        """Return a pair of integers whose ratio is exactly equal to the original Decimal."""
        if self._special == "F":
            raise OverflowError("cannot convert Infinity to integer ratio")
        if self._special:
            raise ValueError("cannot convert NaN to integer ratio")
        n = -self._int if self._sign else self._int
        if self._exp >= 0:
            return n * 10 ** self._exp, 1
        d = 10 ** -self._exp
        g = _math.gcd(n, d)
        return n // g, d // g

    def copy_abs(self):
        return Decimal._make(0, self._int, self._exp, self._special)
    def copy_negate(self):
        return Decimal._make(1 - self._sign, self._int, self._exp, self._special)
    def copy_sign(self, other, context=None):
        return Decimal._make(_dec(other)._sign, self._int, self._exp, self._special)
    def _negated(self):
        return self.copy_negate()
    def conjugate(self):
        return self
    @property
    def real(self):
        return self
    @property
    def imag(self):
        return Decimal(0)

    # ----- rounding to a context -----
    def _fix(self, ctx):
        # This value rounded to the context's precision, with the exponent limits checked.
        if self._special:
            if self._special == "N":
                ctx._raise(InvalidOperation)
                return Decimal._make(self._sign, self._int, 0, "n")
            return self
        coef, exp = self._int, self._exp
        n = _digits(coef)
        if n > ctx.prec:
            drop = n - ctx.prec
            coef, inexact = _round_coeff(self._sign, coef, drop, ctx.rounding)
            exp += drop
            if coef == 10 ** ctx.prec:
                coef //= 10
                exp += 1
            if inexact:
                ctx._raise(Inexact)
            ctx._raise(Rounded)
        if coef != 0 and exp + _digits(coef) - 1 > ctx.Emax:
            ctx._raise(Inexact)
            ctx._raise(Rounded)
            ctx._raise(Overflow)
            return Decimal._make(self._sign, 0, 0, "F")
        if coef != 0 and exp + _digits(coef) - 1 < ctx.Emin:
            _unsupported("a subnormal result (adjusted exponent below Emin)")
        if coef == 0 and exp > ctx.Emax:
            exp = ctx.Emax
        return Decimal._make(self._sign, coef, exp)

    def _nan_result(self, other, ctx):
        # The NaN an operation with a NaN operand gives (signalling ones signal), or None.
        for x in (self, other):
            if x is not None and x._special == "N":
                ctx._raise(InvalidOperation)
                return Decimal._make(x._sign, x._int, 0, "n")
        for x in (self, other):
            if x is not None and x._special == "n":
                return x
        return None

    # ----- arithmetic -----
    def _add(self, other, ctx):
        nan = self._nan_result(other, ctx)
        if nan is not None:
            return nan
        if self._special == "F" or other._special == "F":
            if self._special == "F" and other._special == "F" and self._sign != other._sign:
                ctx._raise(InvalidOperation)
                return Decimal._make(0, 0, 0, "n")
            return self if self._special == "F" else other
        exp = min(self._exp, other._exp)
        if self._int == 0 and other._int == 0:
            sign = self._sign if self._sign == other._sign else (1 if ctx.rounding == ROUND_FLOOR else 0)
            return Decimal._make(sign, 0, exp)._fix(ctx)
        if self._int == 0 or other._int == 0:
            nz, z = (other, self) if self._int == 0 else (self, other)
            pad = min(nz._exp - exp, max(0, ctx.prec - _digits(nz._int)))
            return Decimal._make(nz._sign, nz._int * 10 ** pad, nz._exp - pad)._fix(ctx)
        hi, lo = (self, other) if self.adjusted() >= other.adjusted() else (other, self)
        floor = min(hi._exp, hi.adjusted() - ctx.prec) - 2
        if lo.adjusted() < floor:
            # lo only decides the rounding, as any nonzero amount that small would.
            lo = Decimal._make(lo._sign, 1, floor)
            exp = min(hi._exp, floor)
        a = hi._int * 10 ** (hi._exp - exp)
        b = lo._int * 10 ** (lo._exp - exp)
        total = (-a if hi._sign else a) + (-b if lo._sign else b)
        if total == 0:
            return Decimal._make(1 if ctx.rounding == ROUND_FLOOR else 0, 0, exp)._fix(ctx)
        return Decimal._make(1 if total < 0 else 0, abs(total), exp)._fix(ctx)

    def _mul(self, other, ctx):
        nan = self._nan_result(other, ctx)
        if nan is not None:
            return nan
        sign = self._sign ^ other._sign
        if self._special == "F" or other._special == "F":
            if self.is_zero() or other.is_zero():
                ctx._raise(InvalidOperation)
                return Decimal._make(0, 0, 0, "n")
            return Decimal._make(sign, 0, 0, "F")
        return Decimal._make(sign, self._int * other._int, self._exp + other._exp)._fix(ctx)

    def _div(self, other, ctx):
        nan = self._nan_result(other, ctx)
        if nan is not None:
            return nan
        sign = self._sign ^ other._sign
        if self._special == "F":
            if other._special == "F":
                ctx._raise(InvalidOperation)
                return Decimal._make(0, 0, 0, "n")
            return Decimal._make(sign, 0, 0, "F")
        if other._special == "F":
            ctx._raise(Clamped)
            return Decimal._make(sign, 0, ctx.Etiny())
        if other._int == 0:
            if self._int == 0:
                ctx._raise(DivisionUndefined)
                return Decimal._make(0, 0, 0, "n")
            ctx._raise(DivisionByZero)
            return Decimal._make(sign, 0, 0, "F")
        ideal = self._exp - other._exp
        if self._int == 0:
            return Decimal._make(sign, 0, ideal)._fix(ctx)
        shift = _digits(other._int) - _digits(self._int) + ctx.prec + 1
        if shift >= 0:
            q, r = divmod(self._int * 10 ** shift, other._int)
        else:
            q, r = divmod(self._int, other._int * 10 ** -shift)
        exp = ideal - shift
        if r:
            if q % 5 == 0:
                q += 1
        else:
            while exp < ideal and q % 10 == 0:
                q //= 10
                exp += 1
        return Decimal._make(sign, q, exp)._fix(ctx)

    def _divmod(self, other, ctx):
        nan = self._nan_result(other, ctx)
        if nan is not None:
            return nan, nan
        sign = self._sign ^ other._sign
        if self._special == "F":
            ctx._raise(InvalidOperation)
            n = Decimal._make(0, 0, 0, "n")
            return n, n
        if other._special == "F":
            return Decimal._make(sign, 0, 0), self._fix(ctx)
        if other._int == 0:
            if self._int == 0:
                ctx._raise(DivisionUndefined)
                n = Decimal._make(0, 0, 0, "n")
                return n, n
            ctx._raise(DivisionByZero)
            ctx._raise(InvalidOperation)
            return Decimal._make(sign, 0, 0, "F"), Decimal._make(0, 0, 0, "n")
        exp = min(self._exp, other._exp)
        if abs(self._exp - other._exp) > ctx.prec + 100000:
            _unsupported("// and % of operands whose exponents differ this much")
        if self.adjusted() - other.adjusted() > ctx.prec:
            ctx._raise(DivisionImpossible)
            n = Decimal._make(0, 0, 0, "n")
            return n, n
        a = self._int * 10 ** (self._exp - exp)
        b = other._int * 10 ** (other._exp - exp)
        q, r = divmod(a, b)
        if _digits(q) > ctx.prec:
            ctx._raise(DivisionImpossible)
            n = Decimal._make(0, 0, 0, "n")
            return n, n
        return Decimal._make(sign, q, 0), Decimal._make(self._sign, r, exp)._fix(ctx)

    def _pow(self, other, ctx):
        nan = self._nan_result(other, ctx)
        if nan is not None:
            return nan
        if self._special or other._special:
            _unsupported("** with an infinite operand")
        if other._exp < 0:
            n, d = other.as_integer_ratio()
            if d != 1:
                _unsupported("** with a non-integral exponent")
        n = int(other)
        if self._int == 0:
            if n == 0:
                ctx._raise(InvalidOperation)
                return Decimal._make(0, 0, 0, "n")
            sign = self._sign if n % 2 else 0
            if n > 0:
                return Decimal._make(sign, 0, 0)._fix(ctx)
            ctx._raise(DivisionByZero)
            return Decimal._make(sign, 0, 0, "F")
        if n == 0:
            return Decimal._make(0, 1, 0)._fix(ctx)
        if abs(n) * _digits(self._int) > 100000 or abs(n * self._exp) > 10 ** 9:
            _unsupported("** whose exact result has more than 100000 digits")
        sign = self._sign if n % 2 else 0
        exact = Decimal._make(sign, self._int ** abs(n), self._exp * abs(n))
        if n > 0:
            return exact._fix(ctx)
        return Decimal._make(0, 1, 0)._div(exact, ctx)

    def sqrt(self, context=None):
        """Return the square root of self, correctly rounded."""
        ctx = context or getcontext()
        nan = self._nan_result(None, ctx)
        if nan is not None:
            return nan
        if self._int == 0 and not self._special:
            return Decimal._make(self._sign, 0, self._exp // 2)._fix(ctx)
        if self._sign:
            ctx._raise(InvalidOperation)
            return Decimal._make(0, 0, 0, "n")
        if self._special == "F":
            return self
        ideal = self._exp // 2
        c, e = self._int, self._exp
        if e % 2:
            c *= 10
            e -= 1
        k = max(0, ctx.prec + 1 - (_digits(c) + 1) // 2)
        c *= 10 ** (2 * k)
        r = _math.isqrt(c)
        exp = e // 2 - k
        if r * r != c:
            if r % 5 == 0:
                r += 1
        else:
            while exp < ideal and r % 10 == 0:
                r //= 10
                exp += 1
        rounded = Decimal._make(0, r, exp)
        saved = ctx.rounding
        object.__setattr__(ctx, "rounding", ROUND_HALF_EVEN)
        try:
            return rounded._fix(ctx)
        finally:
            object.__setattr__(ctx, "rounding", saved)

    def _other(self, other, op, reflected=False):
        # The Decimal an arithmetic operand converts to, or NotImplemented.
        if isinstance(other, Decimal):
            return other
        if type(other) is int or type(other) is bool:
            return Decimal(other)
        if isinstance(other, (float, complex)) or type(other).__name__ == "Fraction":
            a, b = "decimal.Decimal", type(other).__name__
            if reflected:
                a, b = b, a
            raise TypeError("unsupported operand type(s) for %s: '%s' and '%s'" % (op, a, b))
        return NotImplemented

    def __add__(self, other, context=None):
        o = self._other(other, "+")
        return o if o is NotImplemented else self._add(o, context or getcontext())
    def __radd__(self, other, context=None):
        o = self._other(other, "+", True)
        return o if o is NotImplemented else o._add(self, context or getcontext())
    def __sub__(self, other, context=None):
        o = self._other(other, "-")
        return o if o is NotImplemented else self._add(o._negated(), context or getcontext())
    def __rsub__(self, other, context=None):
        o = self._other(other, "-", True)
        return o if o is NotImplemented else o._add(self._negated(), context or getcontext())
    def __mul__(self, other, context=None):
        o = self._other(other, "*")
        return o if o is NotImplemented else self._mul(o, context or getcontext())
    def __rmul__(self, other, context=None):
        o = self._other(other, "*", True)
        return o if o is NotImplemented else o._mul(self, context or getcontext())
    def __truediv__(self, other, context=None):
        o = self._other(other, "/")
        return o if o is NotImplemented else self._div(o, context or getcontext())
    def __rtruediv__(self, other, context=None):
        o = self._other(other, "/", True)
        return o if o is NotImplemented else o._div(self, context or getcontext())
    def __floordiv__(self, other, context=None):
        o = self._other(other, "//")
        return o if o is NotImplemented else self._divmod(o, context or getcontext())[0]
    def __rfloordiv__(self, other, context=None):
        o = self._other(other, "//", True)
        return o if o is NotImplemented else o._divmod(self, context or getcontext())[0]
    def __mod__(self, other, context=None):
        o = self._other(other, "%")
        return o if o is NotImplemented else self._divmod(o, context or getcontext())[1]
    def __rmod__(self, other, context=None):
        o = self._other(other, "%", True)
        return o if o is NotImplemented else o._divmod(self, context or getcontext())[1]
    def __divmod__(self, other, context=None):
        o = self._other(other, "divmod()")
        return o if o is NotImplemented else self._divmod(o, context or getcontext())
    def __rdivmod__(self, other, context=None):
        o = self._other(other, "divmod()", True)
        return o if o is NotImplemented else o._divmod(self, context or getcontext())
    def __pow__(self, other, modulo=None, context=None):
        if modulo is not None:
            _unsupported("pow() with a modulo")
        o = self._other(other, "** or pow()")
        return o if o is NotImplemented else self._pow(o, context or getcontext())
    def __rpow__(self, other, context=None):
        o = self._other(other, "** or pow()", True)
        return o if o is NotImplemented else o._pow(self, context or getcontext())

    def __neg__(self, context=None):
        ctx = context or getcontext()
        if self._special:
            nan = self._nan_result(None, ctx)
            return nan if nan is not None else self.copy_negate()
        if self._int == 0:
            return Decimal._make(1 if ctx.rounding == ROUND_FLOOR else 0, 0, self._exp)._fix(ctx)
        return self.copy_negate()._fix(ctx)
    def __pos__(self, context=None):
        ctx = context or getcontext()
        if self._special:
            nan = self._nan_result(None, ctx)
            return nan if nan is not None else self
        if self._int == 0:
            return Decimal._make(1 if ctx.rounding == ROUND_FLOOR else 0, 0, self._exp)._fix(ctx)
        return self._fix(ctx)
    def __abs__(self, round=True, context=None):
        ctx = context or getcontext()
        if self._special:
            nan = self._nan_result(None, ctx)
            return nan if nan is not None else self.copy_abs()
        return self.copy_abs()._fix(ctx)

    # ----- comparison -----
    def _cmp_value(self, other, ordering):
        # other as something exactly comparable (a Decimal), or None. A float is recorded in
        # the FloatOperation flag; only an ordering comparison raises when it is trapped.
        if isinstance(other, Decimal):
            return other
        if type(other) is int or type(other) is bool:
            return Decimal(other)
        if isinstance(other, float):
            if ordering:
                getcontext()._raise(FloatOperation)
            else:
                getcontext().flags[FloatOperation] = True
            return Decimal.from_float(other)
        return None

    def _compare_with(self, o):
        # -1, 0, 1 for two non-NaN Decimals.
        if self._special == "F" or o._special == "F":
            a = 0 if self._special != "F" else (-1 if self._sign else 1)
            b = 0 if o._special != "F" else (-1 if o._sign else 1)
            if a == b:
                return 0
            if a != 0 or b != 0:
                return (a > b) - (a < b)
        if self._int == 0 and o._int == 0:
            return 0
        if self._int == 0:
            return 1 if o._sign else -1
        if o._int == 0:
            return -1 if self._sign else 1
        if self._sign != o._sign:
            return -1 if self._sign else 1
        adj_a, adj_b = self.adjusted(), o.adjusted()
        if adj_a != adj_b:
            c = 1 if adj_a > adj_b else -1
        else:
            exp = min(self._exp, o._exp)
            x = self._int * 10 ** (self._exp - exp)
            y = o._int * 10 ** (o._exp - exp)
            c = (x > y) - (x < y)
        return -c if self._sign else c

    def __eq__(self, other):
        if type(other).__name__ == "Fraction":
            if self._special:
                return False
            n, d = self.as_integer_ratio()
            return n == other.numerator and d == other.denominator
        if isinstance(other, complex):
            if other.imag != 0:
                return False
            other = other.real
        o = self._cmp_value(other, False)
        if o is None:
            return NotImplemented
        if self.is_nan() or o.is_nan():
            if self.is_snan() or o.is_snan():
                getcontext()._raise(InvalidOperation)
            return False
        return self._compare_with(o) == 0

    def _ordered(self, other):
        if type(other).__name__ == "Fraction":
            if self.is_nan():
                getcontext()._raise(InvalidOperation)
                return None
            if self._special == "F":
                return -1 if self._sign else 1
            n, d = self.as_integer_ratio()
            x, y = n * other.denominator, other.numerator * d
            return (x > y) - (x < y)
        o = self._cmp_value(other, True)
        if o is None:
            return NotImplemented
        if self.is_nan() or o.is_nan():
            getcontext()._raise(InvalidOperation)
            return None
        return self._compare_with(o)

    def __lt__(self, other):
        c = self._ordered(other)
        return c if c is NotImplemented else (c is not None and c < 0)
    def __le__(self, other):
        c = self._ordered(other)
        return c if c is NotImplemented else (c is not None and c <= 0)
    def __gt__(self, other):
        c = self._ordered(other)
        return c if c is NotImplemented else (c is not None and c > 0)
    def __ge__(self, other):
        c = self._ordered(other)
        return c if c is NotImplemented else (c is not None and c >= 0)

    def compare(self, other, context=None):
        """Compare self to other: Decimal('-1'), Decimal('0') or Decimal('1') (NaN if either is)."""
        ctx = context or getcontext()
        o = _dec(other)
        nan = self._nan_result(o, ctx)
        if nan is not None:
            return nan
        return Decimal(self._compare_with(o))

    def max(self, other, context=None):
        ctx = context or getcontext()
        o = _dec(other)
        if self.is_nan() or o.is_nan():
            if self.is_snan() or o.is_snan() or (self.is_nan() and o.is_nan()):
                return self._nan_result(o, ctx)
            return (o if self.is_nan() else self)._fix(ctx)
        c = self._compare_with(o)
        return (self if c >= 0 else o)._fix(ctx)

    def min(self, other, context=None):
        ctx = context or getcontext()
        o = _dec(other)
        if self.is_nan() or o.is_nan():
            if self.is_snan() or o.is_snan() or (self.is_nan() and o.is_nan()):
                return self._nan_result(o, ctx)
            return (o if self.is_nan() else self)._fix(ctx)
        c = self._compare_with(o)
        return (self if c <= 0 else o)._fix(ctx)

    def __hash__(self):
        if self._special == "N":
            raise TypeError("Cannot hash a signaling NaN value.")
        if self._special == "n":
            return object.__hash__(self)
        if self._special == "F":
            return -314159 if self._sign else 314159
        m = 2305843009213693951
        if self._exp >= 0:
            e = pow(10, self._exp, m)
        else:
            e = pow(2075258708292324556, -self._exp, m)
        h = self._int * e % m
        h = -h if self._sign else h
        return -2 if h == -1 else h

    def __bool__(self):
        return self._special != "" or self._int != 0

    # ----- conversions -----
    def __int__(self):
        if self._special == "F":
            raise OverflowError("cannot convert Infinity to integer")
        if self._special:
            raise ValueError("cannot convert NaN to integer")
        if self._exp >= 0:
            v = self._int * 10 ** self._exp
        else:
            v = self._int // 10 ** -self._exp
        return -v if self._sign else v

    __trunc__ = __int__

    def __float__(self):
        if self._special == "n":
            return float("-nan") if self._sign else float("nan")
        if self._special == "N":
            raise ValueError("cannot convert signaling NaN to float")
        return float(str(self))

    def __complex__(self):
        return complex(float(self))

    def _integral(self, rounding):
        # Round to an integer (exponent 0) by the rounding mode, as an int.
        if self._exp >= 0:
            v = self._int * 10 ** self._exp
        else:
            v, _ = _round_coeff(self._sign, self._int, -self._exp, rounding)
        return -v if self._sign else v

    def __floor__(self):
        if self._special:
            int(self)
        return self._integral(ROUND_FLOOR)

    def __ceil__(self):
        if self._special:
            int(self)
        return self._integral(ROUND_CEILING)

    def __round__(self, n=None):
        if n is not None:
            if type(n) is not int:
                raise TypeError("optional arg must be an integer")
            return self.quantize(Decimal._make(0, 1, -n))
        if self._special == "F":
            raise OverflowError("cannot round an infinity")
        if self._special:
            raise ValueError("cannot round a NaN")
        return self._integral(ROUND_HALF_EVEN)

    def quantize(self, exp, rounding=None, context=None):
        """Round self to the exponent of exp."""
        ctx = context or getcontext()
        exp = _dec(exp)
        nan = self._nan_result(exp, ctx)
        if nan is not None:
            return nan
        if self._special or exp._special:
            if self._special == "F" and exp._special == "F":
                return Decimal(self)
            ctx._raise(InvalidOperation)
            return Decimal._make(0, 0, 0, "n")
        rnd = rounding or ctx.rounding
        target = exp._exp
        if target > ctx.Emax or target < ctx.Etiny():
            ctx._raise(InvalidOperation)
            return Decimal._make(0, 0, 0, "n")
        if self._int == 0:
            return Decimal._make(self._sign, 0, target)
        if target <= self._exp:
            if self._exp - target > ctx.prec + 1:
                ctx._raise(InvalidOperation)
                return Decimal._make(0, 0, 0, "n")
            coef = self._int * 10 ** (self._exp - target)
            inexact = False
        else:
            coef, inexact = _round_coeff(self._sign, self._int, target - self._exp, rnd)
        if _digits(coef) > ctx.prec:
            ctx._raise(InvalidOperation)
            return Decimal._make(0, 0, 0, "n")
        if target > self._exp:
            if inexact:
                ctx._raise(Inexact)
            ctx._raise(Rounded)
        return Decimal._make(self._sign, coef, target)

    def to_integral_value(self, rounding=None, context=None):
        """Round to an integer value, without signalling Inexact."""
        ctx = context or getcontext()
        if self._special:
            nan = self._nan_result(None, ctx)
            return nan if nan is not None else self
        if self._exp >= 0:
            return self
        coef, _ = _round_coeff(self._sign, self._int, -self._exp, rounding or ctx.rounding)
        return Decimal._make(self._sign, coef, 0)

    to_integral = to_integral_value

    def to_integral_exact(self, rounding=None, context=None):
        ctx = context or getcontext()
        if self._special:
            nan = self._nan_result(None, ctx)
            return nan if nan is not None else self
        if self._exp >= 0:
            return self
        coef, inexact = _round_coeff(self._sign, self._int, -self._exp, rounding or ctx.rounding)
        if inexact:
            ctx._raise(Inexact)
        ctx._raise(Rounded)
        return Decimal._make(self._sign, coef, 0)

    def normalize(self, context=None):
        """Strip trailing zeros of the rounded value."""
        ctx = context or getcontext()
        if self._special:
            nan = self._nan_result(None, ctx)
            return nan if nan is not None else self
        d = self._fix(ctx)
        if d._special:
            return d
        if d._int == 0:
            return Decimal._make(d._sign, 0, 0)
        coef, exp = d._int, d._exp
        while coef % 10 == 0 and exp < ctx.Emax:
            coef //= 10
            exp += 1
        return Decimal._make(d._sign, coef, exp)

    def same_quantum(self, other, context=None):
        o = _dec(other)
        if self._special or o._special:
            return (self.is_nan() and o.is_nan()) or (self.is_infinite() and o.is_infinite())
        return self._exp == o._exp

    def __getattr__(self, name):
        if name in ("exp", "ln", "log10", "logb", "fma", "next_minus", "next_plus", "next_toward", "to_eng_string", "logical_and", "logical_or", "logical_xor", "logical_invert", "rotate", "shift", "scaleb", "number_class", "compare_signal", "compare_total", "compare_total_mag", "max_mag", "min_mag", "remainder_near", "radix", "canonical"):
            _unsupported("Decimal.%s()" % name)
        raise AttributeError("'decimal.Decimal' object has no attribute '%s'" % name)

    # ----- text -----
    def __str__(self, eng=False, context=None):
        sign = "-" if self._sign else ""
        if self._special == "F":
            return sign + "Infinity"
        if self._special:
            tag = "NaN" if self._special == "n" else "sNaN"
            return sign + tag + (str(self._int) if self._int else "")
        digits = str(self._int)
        left = self._exp + len(digits)
        if self._exp <= 0 and left > -6:
            dot = left
        else:
            dot = 1
        if dot <= 0:
            body = "0." + "0" * (-dot) + digits
        elif dot >= len(digits):
            body = digits + "0" * (dot - len(digits))
        else:
            body = digits[:dot] + "." + digits[dot:]
        if left != dot:
            body += "E%+d" % (left - dot)
        return sign + body

    def __repr__(self):
        return "Decimal('%s')" % str(self)

    def __format__(self, spec):
        return _format_decimal(self, spec)

    def __reduce__(self):
        return (self.__class__, (str(self),))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

def _format_decimal(d, spec):
    # format(Decimal, spec) for [[fill]align][sign][z][#][0][width][,|_][.precision][type].
    fill, align, sign, zero, width, group, prec, kind = " ", None, "-", False, 0, "", None, None
    i = 0
    if len(spec) >= 2 and spec[1] in "<>=^":
        fill, align, i = spec[0], spec[1], 2
    elif spec[:1] in ("<", ">", "=", "^"):
        align, i = spec[0], 1
    if spec[i:i + 1] in ("+", "-", " ") and spec[i:i + 1]:
        sign, i = spec[i], i + 1
    if spec[i:i + 1] == "z" or spec[i:i + 1] == chr(35):
        _unsupported("the '%s' option of a Decimal format spec" % spec[i])
    if spec[i:i + 1] == "0":
        zero, i = True, i + 1
        if align is None:
            fill, align = "0", "="
    j = i
    while j < len(spec) and spec[j].isdigit():
        j += 1
    if j > i:
        width = int(spec[i:j])
    i = j
    if spec[i:i + 1] == "_":
        raise ValueError("invalid format string")
    if spec[i:i + 1] == ",":
        group, i = spec[i], i + 1
    if spec[i:i + 1] == ".":
        j = i + 1
        while j < len(spec) and spec[j].isdigit():
            j += 1
        if j == i + 1:
            raise ValueError("invalid format string")
        prec, i = int(spec[i + 1:j]), j
    if i < len(spec):
        kind = spec[i]
        i += 1
    if i != len(spec) or (kind is not None and kind not in "eEfFgGn%"):
        raise ValueError("invalid format string")
    if kind == "n":
        _unsupported("the 'n' type of a Decimal format spec")
    rounding = getcontext().rounding
    neg = d._sign == 1
    if d._special:
        if zero and fill == "0" and align == "=":
            # libmpdec pads an infinity or NaN with spaces even under the 0 flag.
            fill, align = " ", ">"
        body = "Infinity" if d._special == "F" else "NaN"
        if kind == "%":
            body += "%"
    else:
        coef, exp = d._int, d._exp
        if kind == "%":
            exp += 2
        if kind in ("g", "G") and prec == 0:
            prec = 1
        if prec is not None:
            if kind in ("e", "E") and coef != 0:
                nd = len(str(coef))
                drop = nd - (prec + 1)
                if drop > 0:
                    coef, _ = _round_coeff(d._sign, coef, drop, rounding)
                    exp += drop
                    if len(str(coef)) > prec + 1:
                        coef //= 10
                        exp += 1
                elif drop < 0:
                    coef *= 10 ** -drop
                    exp += drop
            elif kind in ("f", "F", "%"):
                if exp < -prec:
                    coef, _ = _round_coeff(d._sign, coef, -prec - exp, rounding)
                    exp = -prec
                elif exp > -prec:
                    coef *= 10 ** (exp + prec)
                    exp = -prec
            elif coef != 0:
                nd = len(str(coef))
                if nd > prec:
                    coef, _ = _round_coeff(d._sign, coef, nd - prec, rounding)
                    exp += nd - prec
                    if len(str(coef)) > prec:
                        coef //= 10
                        exp += 1
        if coef == 0 and exp > 0 and kind in ("f", "F", "%"):
            exp = 0
        digits = str(coef)
        left = exp + len(digits)
        if kind in ("e", "E"):
            dot = 1 - prec if coef == 0 and prec is not None else 1
        elif kind in ("f", "F", "%"):
            dot = left
        else:
            if exp <= 0 and left > -6:
                dot = left
            else:
                dot = 1
        if dot <= 0:
            intpart, frac = "0", "0" * (-dot) + digits
        elif dot >= len(digits):
            intpart, frac = digits + "0" * (dot - len(digits)), ""
        else:
            intpart, frac = digits[:dot], digits[dot:]
        if left != dot or kind in ("e", "E"):
            echar = "E" if kind in ("E", "G") or (kind is None and getcontext().capitals) else "e"
            suffix = "%s%+d" % (echar, left - dot)
        else:
            suffix = ""
        if group:
            g = ""
            while len(intpart) > 3:
                g = group + intpart[-3:] + g
                intpart = intpart[:-3]
            intpart = intpart + g
        body = intpart + ("." + frac if frac else "") + suffix
        if kind == "%":
            body += "%"
    if neg:
        prefix = "-"
    elif sign == "+":
        prefix = "+"
    elif sign == " ":
        prefix = " "
    else:
        prefix = ""
    total = len(prefix) + len(body)
    if width <= total:
        return prefix + body
    pad = width - total
    if align is None:
        align = ">"
    if align == "<":
        return prefix + body + fill * pad
    if align == ">":
        return fill * pad + prefix + body
    if align == "=":
        return prefix + fill * pad + body
    left_pad = pad // 2
    return fill * left_pad + prefix + body + fill * (pad - left_pad)
"#;

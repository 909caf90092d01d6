//! `fractions`: `Fraction`, written in Python and run on first import
//! (`Interp::module_from_source`). It owns exact rational arithmetic and its mixing with int,
//! float and complex as CPython's `fractions` does it (3.11 behaviour: no format specs), the
//! hash that equals `hash(int)`/`hash(float)` for equal values, and `limit_denominator`'s
//! closest-convergent search. It touches nothing outside its own module; `Decimal` arguments are
//! recognised through `decimal.Decimal`'s `as_integer_ratio`.

pub const FRACTIONS: &str = r#"
import math as _math
import numbers as _numbers

_MOD = 2305843009213693951
_HASH_INF = 314159

def _parse(text):
    s = text.strip()
    if not s:
        return None
    sign = 1
    if s[0] in "+-":
        if s[0] == "-":
            sign = -1
        s = s[1:]
    if "/" in s:
        num, _, den = s.partition("/")
        if not _is_digits(num) or not _is_digits(den):
            return None
        return sign * int(num), int(den)
    mant, exp = s, 0
    for e in "eE":
        if e in s:
            mant, _, ex = s.partition(e)
            if ex[:1] in "+-":
                body = ex[1:]
            else:
                body = ex
            if not _is_digits(body):
                return None
            exp = int(ex)
            break
    whole, dot, frac = mant.partition(".")
    if not whole and not frac:
        return None
    if whole and not _is_digits(whole):
        return None
    if frac and not _is_digits(frac):
        return None
    if dot and not whole and not frac:
        return None
    n = int((whole or "0") + frac)
    d = 1
    exp -= len(frac.replace("_", ""))
    if exp >= 0:
        n *= 10 ** exp
    else:
        d = 10 ** -exp
    return sign * n, d

def _ratio(x):
    if isinstance(x, float) and x != x:
        raise ValueError("cannot convert NaN to integer ratio")
    return x.as_integer_ratio()

def _parts(x):
    # (numerator, denominator) of a Rational; NumPy integers and other Integrals through int().
    if type(x) is int or type(x) is bool:
        return int(x), 1
    if isinstance(x, Fraction):
        return x._numerator, x._denominator
    if isinstance(x, _numbers.Integral):
        return int(x), 1
    return x.numerator, x.denominator

def _is_rational(x):
    return type(x) is int or type(x) is bool or isinstance(x, _numbers.Rational)

def _is_digits(s):
    if not s or s[0] == "_" or s[-1] == "_" or "__" in s:
        return False
    for c in s:
        if c not in "0123456789_":
            return False
    return True

class Fraction(_numbers.Rational):
    """This class implements rational numbers."""
    __slots__ = ("_numerator", "_denominator")

    def __init__(self, numerator=0, denominator=None, *, _normalize=True):
        if denominator is None:
            if type(numerator) is int or type(numerator) is bool:
                self._numerator = int(numerator)
                self._denominator = 1
                return
            if isinstance(numerator, Fraction):
                self._numerator = numerator._numerator
                self._denominator = numerator._denominator
                return
            if _is_rational(numerator):
                n, d = _parts(numerator)
            elif isinstance(numerator, float) or type(numerator).__name__ == "Decimal":
                n, d = _ratio(numerator)
                self._numerator = n
                self._denominator = d
                return
            elif isinstance(numerator, str):
                parsed = _parse(numerator)
                if parsed is None:
                    raise ValueError("Invalid literal for Fraction: %r" % numerator)
                n, d = parsed
                if d == 0:
                    raise ZeroDivisionError("Fraction(%s, 0)" % n)
            else:
                raise TypeError("argument should be a string or a Rational instance")
        elif type(numerator) is int and type(denominator) is int:
            n, d = numerator, denominator
        elif _is_rational(numerator) and _is_rational(denominator):
            (an, ad), (bn, bd) = _parts(numerator), _parts(denominator)
            n = an * bd
            d = bn * ad
        else:
            raise TypeError("both arguments should be Rational instances")
        n, d = int(n), int(d)
        if d == 0:
            raise ZeroDivisionError("Fraction(%s, 0)" % n)
        if _normalize:
            g = _math.gcd(n, d)
            if d < 0:
                g = -g
            n //= g
            d //= g
        self._numerator = n
        self._denominator = d

    @classmethod
    def from_float(cls, f):
        """Converts a finite float to a rational number, exactly."""
        if isinstance(f, int):
            return cls(f)
        if not isinstance(f, float):
            raise TypeError("%s.from_float() only takes floats, not %r (%s)" % (cls.__name__, f, type(f).__name__))
        n, d = _ratio(f)
        return cls(n, d)

    @classmethod
    def from_decimal(cls, dec):
        """Converts a finite Decimal instance to a rational number, exactly."""
        if isinstance(dec, int):
            return cls(dec)
        if type(dec).__name__ != "Decimal":
            raise TypeError("%s.from_decimal() only takes Decimals, not %r (%s)" % (cls.__name__, dec, type(dec).__name__))
        n, d = dec.as_integer_ratio()
        return cls(n, d)

    def as_integer_ratio(self):
        """Return the integer ratio as a tuple."""
        return (self._numerator, self._denominator)

    def limit_denominator(self, max_denominator=1000000):
        """Closest Fraction to self with denominator at most max_denominator."""
        if max_denominator < 1:
            raise ValueError("max_denominator should be at least 1")
        if self._denominator <= max_denominator:
            return Fraction(self)
        # Walk the continued-fraction convergents p/q of self until the next one's
        # denominator would pass the bound, then pick between the last convergent and the
        # best semiconvergent below it.
        p_prev, q_prev, p, q = 0, 1, 1, 0
        n, d = self._numerator, self._denominator
        while True:
            a = n // d
            q_next = q_prev + a * q
            if q_next > max_denominator:
                break
            p_prev, q_prev, p, q = p, q, p_prev + a * p, q_next
            n, d = d, n - a * d
        k = (max_denominator - q_prev) // q
        if 2 * d * (q_prev + k * q) <= self._denominator:
            return Fraction(p, q, _normalize=False)
        return Fraction(p_prev + k * p, q_prev + k * q, _normalize=False)

    @property
    def numerator(a):
        return a._numerator

    @property
    def denominator(a):
        return a._denominator

    def __repr__(self):
        """repr(self)"""
        return "%s(%s, %s)" % (self.__class__.__name__, self._numerator, self._denominator)

    def __str__(self):
        """str(self)"""
        if self._denominator == 1:
            return str(self._numerator)
        return "%s/%s" % (self._numerator, self._denominator)

    def __format__(self, spec):
        if spec == "":
            return str(self)
        raise TypeError("unsupported format string passed to Fraction.__format__")

    def _binary(self, other, op):
        # The value of `other` this operation mixes with, or NotImplemented.
        if isinstance(other, Fraction):
            return other
        if type(other) is int or type(other) is bool:
            return Fraction(other)
        if _is_rational(other):
            return Fraction(*_parts(other))
        return None

    def __add__(a, b):
        f = a._binary(b, "+")
        if f is not None:
            return Fraction(a._numerator * f._denominator + f._numerator * a._denominator, a._denominator * f._denominator)
        if isinstance(b, float):
            return float(a) + b
        if isinstance(b, complex):
            return complex(a) + b
        return NotImplemented

    def __radd__(b, a):
        f = b._binary(a, "+")
        if f is not None:
            return f + b
        if isinstance(a, (float, _numbers.Real)):
            return float(a) + float(b)
        if isinstance(a, (complex, _numbers.Complex)):
            return complex(a) + complex(b)
        return NotImplemented

    def __sub__(a, b):
        f = a._binary(b, "-")
        if f is not None:
            return Fraction(a._numerator * f._denominator - f._numerator * a._denominator, a._denominator * f._denominator)
        if isinstance(b, float):
            return float(a) - b
        if isinstance(b, complex):
            return complex(a) - b
        return NotImplemented

    def __rsub__(b, a):
        f = b._binary(a, "-")
        if f is not None:
            return f - b
        if isinstance(a, (float, _numbers.Real)):
            return float(a) - float(b)
        if isinstance(a, (complex, _numbers.Complex)):
            return complex(a) - complex(b)
        return NotImplemented

    def __mul__(a, b):
        f = a._binary(b, "*")
        if f is not None:
            return Fraction(a._numerator * f._numerator, a._denominator * f._denominator)
        if isinstance(b, float):
            return float(a) * b
        if isinstance(b, complex):
            return complex(a) * b
        return NotImplemented

    def __rmul__(b, a):
        f = b._binary(a, "*")
        if f is not None:
            return f * b
        if isinstance(a, (float, _numbers.Real)):
            return float(a) * float(b)
        if isinstance(a, (complex, _numbers.Complex)):
            return complex(a) * complex(b)
        return NotImplemented

    def __truediv__(a, b):
        f = a._binary(b, "/")
        if f is not None:
            if f._numerator == 0:
                raise ZeroDivisionError("Fraction(%s, 0)" % (a._numerator * f._denominator))
            return Fraction(a._numerator * f._denominator, a._denominator * f._numerator)
        if isinstance(b, float):
            return float(a) / b
        if isinstance(b, complex):
            return complex(a) / b
        return NotImplemented

    def __rtruediv__(b, a):
        f = b._binary(a, "/")
        if f is not None:
            return f / b
        if isinstance(a, (float, _numbers.Real)):
            return float(a) / float(b)
        if isinstance(a, (complex, _numbers.Complex)):
            return complex(a) / complex(b)
        return NotImplemented

    def __floordiv__(a, b):
        f = a._binary(b, "//")
        if f is not None:
            return (a._numerator * f._denominator) // (a._denominator * f._numerator)
        if isinstance(b, float):
            return float(a) // b
        return NotImplemented

    def __rfloordiv__(b, a):
        f = b._binary(a, "//")
        if f is not None:
            return f // b
        if isinstance(a, (float, _numbers.Real)):
            return float(a) // float(b)
        return NotImplemented

    def __mod__(a, b):
        f = a._binary(b, "%")
        if f is not None:
            d = a._denominator * f._denominator
            return Fraction((a._numerator * f._denominator) % (f._numerator * a._denominator), d)
        if isinstance(b, float):
            return float(a) % b
        return NotImplemented

    def __rmod__(b, a):
        f = b._binary(a, "%")
        if f is not None:
            return f % b
        if isinstance(a, (float, _numbers.Real)):
            return float(a) % float(b)
        return NotImplemented

    def __divmod__(a, b):
        f = a._binary(b, "divmod")
        if f is not None:
            d = a._denominator * f._denominator
            q, r = divmod(a._numerator * f._denominator, f._numerator * a._denominator)
            return (q, Fraction(r, d))
        if isinstance(b, float):
            return divmod(float(a), b)
        return NotImplemented

    def __rdivmod__(b, a):
        f = b._binary(a, "divmod")
        if f is not None:
            return divmod(f, b)
        if isinstance(a, (float, _numbers.Real)):
            return divmod(float(a), float(b))
        return NotImplemented

    def __pow__(a, b):
        """a ** b: a Fraction for an integral exponent, else a float or complex."""
        if _is_rational(b):
            bn, bd = _parts(b)
            if bd == 1:
                power = bn
                if power >= 0:
                    return Fraction(a._numerator ** power, a._denominator ** power, _normalize=False)
                if a._numerator == 0:
                    raise ZeroDivisionError("Fraction(%s, 0)" % (a._denominator ** -power))
                if a._numerator > 0:
                    return Fraction(a._denominator ** -power, a._numerator ** -power, _normalize=False)
                return Fraction((-a._denominator) ** -power, (-a._numerator) ** -power, _normalize=False)
            return float(a) ** float(b)
        if isinstance(b, (float, complex)):
            return float(a) ** b
        return NotImplemented

    def __rpow__(b, a):
        if b._denominator == 1 and b._numerator >= 0:
            return a ** b._numerator
        if _is_rational(a):
            return Fraction(*_parts(a)) ** b
        if b._denominator == 1:
            return a ** b._numerator
        return a ** float(b)

    def __pos__(a):
        return Fraction(a._numerator, a._denominator, _normalize=False)

    def __neg__(a):
        return Fraction(-a._numerator, a._denominator, _normalize=False)

    def __abs__(a):
        return Fraction(abs(a._numerator), a._denominator, _normalize=False)

    def __int__(a):
        if a._numerator < 0:
            return -(-a._numerator // a._denominator)
        return a._numerator // a._denominator

    def __trunc__(a):
        return a.__int__()

    def __floor__(a):
        return a._numerator // a._denominator

    def __ceil__(a):
        return -(-a._numerator // a._denominator)

    def __round__(self, ndigits=None):
        """round(self, ndigits): ties go to even."""
        if ndigits is None:
            q, r = divmod(self._numerator, self._denominator)
            if 2 * r < self._denominator:
                return q
            if 2 * r > self._denominator:
                return q + 1
            return q if q % 2 == 0 else q + 1
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        return Fraction(round(self / shift) * shift)

    def __float__(a):
        return a._numerator / a._denominator

    def __complex__(a):
        return complex(float(a))

    def __hash__(self):
        """hash(self): equal to the hash of an equal int or float."""
        dinv = pow(self._denominator, _MOD - 2, _MOD)
        if dinv == 0:
            h = _HASH_INF
        else:
            h = hash(hash(abs(self._numerator)) * dinv)
        result = h if self._numerator >= 0 else -h
        return -2 if result == -1 else result

    def __eq__(a, b):
        if type(b) is int or type(b) is bool:
            return a._numerator == b and a._denominator == 1
        if _is_rational(b):
            return (a._numerator, a._denominator) == _parts(b)
        if isinstance(b, complex) and b.imag == 0:
            b = b.real
        if isinstance(b, float):
            if _math.isnan(b) or _math.isinf(b):
                return 0.0 == b
            return a == a.from_float(b)
        return NotImplemented

    def _compare(self, other):
        # -1, 0 or 1 as self is below, equal to or above other; None when other is not a real
        # number Fraction compares with.
        if _is_rational(other):
            on, od = _parts(other)
            x = self._numerator * od
            y = self._denominator * on
        elif isinstance(other, float):
            if _math.isnan(other):
                return "nan"
            if _math.isinf(other):
                return -1 if other > 0 else 1
            n, d = other.as_integer_ratio()
            x = self._numerator * d
            y = self._denominator * n
        else:
            return None
        return (x > y) - (x < y)

    def __lt__(a, b):
        c = a._compare(b)
        if c is None:
            return NotImplemented
        return c == -1

    def __gt__(a, b):
        c = a._compare(b)
        if c is None:
            return NotImplemented
        return c == 1

    def __le__(a, b):
        c = a._compare(b)
        if c is None:
            return NotImplemented
        return c == -1 or c == 0

    def __ge__(a, b):
        c = a._compare(b)
        if c is None:
            return NotImplemented
        return c == 1 or c == 0

    def __bool__(a):
        return a._numerator != 0

    def __reduce__(self):
        return (self.__class__, (self._numerator, self._denominator))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self
"#;

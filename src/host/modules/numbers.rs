//! `numbers`: the numeric tower `Number`/`Complex`/`Real`/`Rational`/`Integral`, written in
//! Python and run on first import, and `holds`, the answer `isinstance`/`issubclass` give for
//! builtin values and NumPy scalars: CPython registers int/bool as Integral, float as Real,
//! complex as Complex, and NumPy registers its integer, floating and inexact scalar classes the
//! same way (np.bool_ is no Number). Each tower class carries its rank in its own namespace
//! (`_cudalab_numbers_`), so a user subclass of `Real` is an ordinary class. `register` is not
//! provided: it raises NotImplementedError naming itself. Touches nothing else.

use crate::array::dtype::Kind;
use crate::host::value::{TypeKind, TypeObj, Value};

pub const NUMBERS: &str = r#"
def _no_register(cls, subclass):
    raise NotImplementedError(f"numbers.{cls.__name__}.register() is not supported by cudalab")

class Number:
    """All numbers inherit from this class."""
    __slots__ = ()
    __hash__ = None
    _cudalab_numbers_ = 0
    register = classmethod(_no_register)

class Complex(Number):
    """Complex defines the operations that work on the builtin complex type."""
    __slots__ = ()
    _cudalab_numbers_ = 1
    def __bool__(self):
        return self != 0
    def __sub__(self, other):
        return self + -other
    def __rsub__(self, other):
        return -self + other

class Real(Complex):
    """To Complex, Real adds the operations that work on real numbers."""
    __slots__ = ()
    _cudalab_numbers_ = 2
    def __complex__(self):
        return complex(float(self))
    @property
    def real(self):
        return +self
    @property
    def imag(self):
        return 0
    def conjugate(self):
        return +self
    def __divmod__(self, other):
        return (self // other, self % other)
    def __rdivmod__(self, other):
        return (other // self, other % self)

class Rational(Real):
    """.numerator and .denominator should be in lowest terms."""
    __slots__ = ()
    _cudalab_numbers_ = 3
    def __float__(self):
        return int(self.numerator) / int(self.denominator)

class Integral(Rational):
    """Integral adds methods that work on integral numbers."""
    __slots__ = ()
    _cudalab_numbers_ = 4
    def __index__(self):
        return int(self)
    def __float__(self):
        return float(int(self))
    @property
    def numerator(self):
        return +self
    @property
    def denominator(self):
        return 1
"#;

/// The tower rank a numbers class stands for (0 Number … 4 Integral), read from its own
/// namespace; None for any other class.
fn rank_of_class(t: &TypeObj) -> Option<i64> {
    let cd = t.class.as_ref()?;
    match cd.namespace().get("_cudalab_numbers_") {
        Some(Value::Int(i)) => i.as_i64(),
        _ => None,
    }
}

/// The highest tower rank a builtin type (or NumPy scalar dtype kind) is registered at.
fn rank_of_builtin(kind: TypeKind) -> Option<i64> {
    match kind {
        TypeKind::Bool | TypeKind::Int => Some(4),
        TypeKind::Float => Some(2),
        TypeKind::Complex => Some(1),
        _ => None,
    }
}

fn rank_of_numpy(kind: Kind) -> Option<i64> {
    match kind {
        Kind::Signed | Kind::Unsigned => Some(4),
        Kind::Float => Some(2),
        Kind::Complex => Some(1),
        Kind::Bool => None,
    }
}

/// `isinstance(v, spec)` for a numbers class `spec` and a builtin value or NumPy scalar `v` the
/// ordinary class check did not accept; None when `spec` is no numbers class.
pub fn holds(v: &Value, spec: &TypeObj) -> Option<bool> {
    let want = rank_of_class(spec)?;
    let have = match v {
        Value::Bool(_) | Value::Int(_) => Some(4),
        Value::Float(_) => Some(2),
        Value::Complex(..) => Some(1),
        other => crate::host::modules::numpy::as_array(other).filter(|a| a.scalar).and_then(|a| rank_of_numpy(a.dtype().kind())),
    };
    Some(have.is_some_and(|h| h >= want))
}

/// `issubclass(cls, spec)` when `spec` (or each class of a tuple `spec`) is a numbers class and
/// `cls` a builtin class or NumPy scalar class it holds by registration; None leaves the
/// question to the ordinary rules (a user class's MRO).
pub fn issubclass(cls: &Value, spec: &Value) -> Option<bool> {
    match spec {
        Value::Tuple(items) => {
            let answers: Vec<Option<bool>> = items.iter().map(|s| issubclass(cls, s)).collect();
            if answers.contains(&Some(true)) {
                Some(true)
            } else {
                None
            }
        }
        Value::Type(t) => {
            let want = rank_of_class(t)?;
            let have = match cls {
                Value::Type(c) if c.class.is_none() => rank_of_builtin(c.kind),
                Value::Native(n) => {
                    let d = n.as_any().downcast_ref::<crate::host::modules::numpy::NpScalarType>()?;
                    rank_of_numpy(d.0.kind())
                }
                _ => return None,
            };
            if have.is_some_and(|h| h >= want) {
                Some(true)
            } else {
                // A builtin class below the rank: only its MRO could still say yes (never does).
                None
            }
        }
        _ => None,
    }
}

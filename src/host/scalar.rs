//! The register path for arithmetic on small numbers: an expression made only of a function's
//! local variables, cached global reads (`global_sites`), plain instance attributes of either
//! (`self.x`, through the attribute site's cache) and number literals, joined by arithmetic and
//! comparison operators, whose values are all small ints (`i64`) or floats, is computed on
//! machine numbers without making a `Value` per node (the loops courses time: `s += i * i`,
//! `while i < n`, `x = x * a + b`).
//!
//! It only answers when the answer is certain to be what `ops` computes: anything else (an
//! overflow, a division by zero, a bool, a big int, a power, an int too large to convert to a
//! float exactly, a name that is neither a bound local nor a cached global) answers None and the
//! caller evaluates the expression the general way, from the start. It reads locals, globals and
//! instance dicts and nothing else, so starting over repeats no effect. Must not raise, allocate
//! or call user code.

use crate::host::int::Int;
use crate::host::value::Value;
use crate::host::Interp;
use ruff_python_ast::{self as ast, CmpOp, Expr, Number, Operator, UnaryOp};
use std::cmp::Ordering;

/// A small int or a float held in registers.
#[derive(Clone, Copy)]
pub enum Scalar {
    I(i64),
    F(f64),
}

/// Ints whose conversion to a float is exact (CPython converts larger ones with rounding, then
/// compares or computes exactly: not repeated here).
const EXACT: i64 = 1 << 53;

impl Scalar {
    #[inline]
    pub fn into_value(self) -> Value {
        match self {
            Scalar::I(i) => Value::Int(Int::Small(i)),
            Scalar::F(f) => Value::Float(f),
        }
    }

    /// A small int or a float; None for anything else (bools and big ints included).
    #[inline]
    pub fn of(v: &Value) -> Option<Scalar> {
        match v {
            Value::Int(Int::Small(i)) => Some(Scalar::I(*i)),
            Value::Float(f) => Some(Scalar::F(*f)),
            _ => None,
        }
    }

    #[inline]
    fn float(self) -> Option<f64> {
        match self {
            Scalar::F(f) => Some(f),
            Scalar::I(i) if (-EXACT..=EXACT).contains(&i) => Some(i as f64),
            Scalar::I(_) => None,
        }
    }
}

/// `a op b` as `ops::binop` computes it, when that is certain.
#[inline]
pub fn arith(op: Operator, a: Scalar, b: Scalar) -> Option<Scalar> {
    if let (Scalar::I(x), Scalar::I(y)) = (a, b) {
        return int_arith(op, x, y);
    }
    let (x, y) = (a.float()?, b.float()?);
    Some(Scalar::F(match op {
        Operator::Add => x + y,
        Operator::Sub => x - y,
        Operator::Mult => x * y,
        Operator::Div if y != 0.0 => x / y,
        Operator::FloorDiv if y != 0.0 => crate::array::ufunc::py_floordiv(x, y),
        Operator::Mod if y != 0.0 => crate::array::ufunc::py_fmod(x, y),
        _ => return None,
    }))
}

#[inline]
fn int_arith(op: Operator, x: i64, y: i64) -> Option<Scalar> {
    Some(Scalar::I(match op {
        Operator::Add => x.checked_add(y)?,
        Operator::Sub => x.checked_sub(y)?,
        Operator::Mult => x.checked_mul(y)?,
        Operator::FloorDiv if y != 0 => {
            let q = x.checked_div(y)?;
            if x % y != 0 && ((x < 0) != (y < 0)) {
                q - 1
            } else {
                q
            }
        }
        Operator::Mod if y != 0 => {
            let r = x.checked_rem(y)?;
            if r != 0 && ((r < 0) != (y < 0)) {
                r + y
            } else {
                r
            }
        }
        // True division of ints that convert exactly is one correctly rounded float division,
        // as CPython's long_true_divide does for them.
        Operator::Div if y != 0 && (-EXACT..=EXACT).contains(&x) && (-EXACT..=EXACT).contains(&y) => return Some(Scalar::F(x as f64 / y as f64)),
        Operator::BitAnd => x & y,
        Operator::BitOr => x | y,
        Operator::BitXor => x ^ y,
        Operator::RShift if y >= 0 => x >> y.min(63),
        Operator::LShift if (0..63).contains(&y) => {
            let r = x << y;
            if r >> y != x {
                return None;
            }
            r
        }
        _ => return None,
    }))
}

/// `a op b` for the ordering and equality operators, when that is certain.
#[inline]
pub fn compare(op: CmpOp, a: Scalar, b: Scalar) -> Option<bool> {
    let ord = match (a, b) {
        (Scalar::I(x), Scalar::I(y)) => x.cmp(&y),
        _ => a.float()?.partial_cmp(&b.float()?)?,
    };
    Some(match op {
        CmpOp::Eq => ord == Ordering::Equal,
        CmpOp::NotEq => ord != Ordering::Equal,
        CmpOp::Lt => ord == Ordering::Less,
        CmpOp::LtE => ord != Ordering::Greater,
        CmpOp::Gt => ord == Ordering::Greater,
        CmpOp::GtE => ord != Ordering::Less,
        _ => return None,
    })
}

impl Interp {
    /// The value of `e` on the register path, or None (nothing was evaluated that matters).
    #[inline]
    pub fn scalar(&self, e: &Expr) -> Option<Scalar> {
        match e {
            Expr::BinOp(b) => arith(b.op, self.operand(&b.left)?, self.operand(&b.right)?),
            Expr::UnaryOp(ast::ExprUnaryOp { op: UnaryOp::USub, operand, .. }) => match self.operand(operand)? {
                Scalar::I(i) => i.checked_neg().map(Scalar::I),
                Scalar::F(f) => Some(Scalar::F(-f)),
            },
            _ => self.leaf(e),
        }
    }

    /// `scalar` of an operator's operand: a leaf is read here, with no call (most arithmetic's
    /// operands), an operation through `scalar`.
    #[inline(always)]
    fn operand(&self, e: &Expr) -> Option<Scalar> {
        match e {
            Expr::BinOp(_) | Expr::UnaryOp(_) => self.scalar(e),
            _ => self.leaf(e),
        }
    }

    /// A local or cached global, a plain instance attribute of one, or a number literal; None
    /// for anything else.
    #[inline(always)]
    fn leaf(&self, e: &Expr) -> Option<Scalar> {
        match e {
            Expr::Name(n) => self.scalar_name(n),
            // `obj.x` of an instance in a local or global, when the attribute site's cache knows
            // it is a plain instance attribute (a read with no effect, like a local's).
            Expr::Attribute(a) => self.scalar_attr(a),
            Expr::NumberLiteral(n) => match &n.value {
                Number::Int(i) => i.as_i64().map(Scalar::I),
                Number::Float(f) => Some(Scalar::F(*f)),
                Number::Complex { .. } => None,
            },
            _ => None,
        }
    }

    /// The value of a bound local, or of a global or builtin whose read the site has cached,
    /// through `f`; None (nothing read) for any other name.
    #[inline]
    fn peek_name<T>(&self, n: &ast::ExprName, f: impl FnOnce(&Value) -> Option<T>) -> Option<T> {
        let top = self.env_stack.last();
        if let Some(env) = top {
            if let Some(k) = crate::host::resolve::slot_for(&n.node_index, env.scope) {
                return f(env.slots.borrow().get(k)?.as_ref()?);
            }
        }
        self.peek_global(n, f)
    }

    /// `scalar` of `obj.x`, `obj` a local or a cached global.
    #[inline]
    fn scalar_attr(&self, a: &ast::ExprAttribute) -> Option<Scalar> {
        let Expr::Name(n) = &*a.value else { return None };
        self.peek_name(n, |obj| self.attr_sites.peek(&a.node_index, obj, a.attr.as_str(), Scalar::of))
    }

    /// `scalar` of a name (the target of `s += ...`).
    #[inline]
    pub fn scalar_name(&self, n: &ast::ExprName) -> Option<Scalar> {
        self.peek_name(n, Scalar::of)
    }

    /// `peek_name`'s global half, kept out of line: inlined, it made the locals' path (the
    /// register path of every function's loop) 6% slower.
    #[inline(never)]
    fn peek_global<T>(&self, n: &ast::ExprName, f: impl FnOnce(&Value) -> Option<T>) -> Option<T> {
        self.global_sites.peek(&n.node_index, self.env_stack.last(), &self.globals, f)
    }

    /// A one-operator comparison `a < b` on the register path, or None.
    #[inline]
    pub fn scalar_test(&self, e: &Expr) -> Option<bool> {
        let Expr::Compare(c) = e else { return None };
        let ([op], [right]) = (&c.ops[..], &c.comparators[..]) else { return None };
        // `in` and `is` never take this path: their operands are not read for nothing.
        if matches!(op, CmpOp::In | CmpOp::NotIn | CmpOp::Is | CmpOp::IsNot) {
            return None;
        }
        compare(*op, self.scalar(&c.left)?, self.scalar(right)?)
    }
}

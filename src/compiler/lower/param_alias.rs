//! Which parameters of an inlined device function may share the caller's local instead of a
//! copy: those the body never rebinds, except by value-preserving self-assignments (`x = x`, or
//! `index = int64(index)` of an argument that is already an int64). Sharing keeps index
//! arithmetic visible to loop versioning (`states[index, 0]` inside `xoroshiro128p_next`, called
//! in a loop, is `states[i, 0]` with `i` unchanged by the loop, so its check leaves the loop) and
//! saves the copies. A callee cannot assign its caller's locals, so the shared local holds the
//! argument's value for the whole call.
//!
//! Conservative: any other store to the name (assignment, augmented assignment, loop or `with`
//! target, walrus, `del`, `except ... as`, an import, `global`/`nonlocal`) or a nested function,
//! class, lambda, comprehension or `match` means a copy. Reads the AST only; must not lower.

use ruff_python_ast::visitor::{walk_expr, walk_stmt, Visitor};
use ruff_python_ast::{Expr, ExprContext, Stmt};

/// When `name` is only ever self-assigned in `body`: the conversion functions those
/// self-assignments call (`["int64"]`; empty for none or `x = x`), whose dtypes the caller
/// compares with the argument's. None when the body may rebind `name` otherwise.
pub fn self_assignments_only(body: &[Stmt], name: &str) -> Option<Vec<String>> {
    let mut v = Scan { name, casts: Vec::new(), rebinds: false };
    for s in body {
        v.visit_stmt(s);
    }
    (!v.rebinds).then_some(v.casts)
}

struct Scan<'n> {
    name: &'n str,
    casts: Vec<String>,
    rebinds: bool,
}

impl Scan<'_> {
    fn is_name(&self, e: &Expr) -> bool {
        matches!(e, Expr::Name(n) if n.id.as_str() == self.name)
    }

    /// `name = name` or `name = f(name)` (f a plain or dotted name): the function's last part.
    fn self_assignment(&self, s: &Stmt) -> Option<String> {
        let Stmt::Assign(a) = s else { return None };
        let [target] = a.targets.as_slice() else { return None };
        if !self.is_name(target) {
            return None;
        }
        match &*a.value {
            e if self.is_name(e) => Some(String::new()),
            Expr::Call(c) if c.arguments.keywords.is_empty() && c.arguments.args.len() == 1 && self.is_name(&c.arguments.args[0]) => match &*c.func {
                Expr::Name(f) => Some(f.id.to_string()),
                Expr::Attribute(at) => Some(at.attr.to_string()),
                _ => None,
            },
            _ => None,
        }
    }
}

impl<'a> Visitor<'a> for Scan<'_> {
    fn visit_stmt(&mut self, s: &'a Stmt) {
        if self.rebinds {
            return;
        }
        if let Some(cast) = self.self_assignment(s) {
            if !cast.is_empty() {
                self.casts.push(cast);
            }
            return;
        }
        match s {
            Stmt::FunctionDef(_) | Stmt::ClassDef(_) | Stmt::Match(_) | Stmt::Import(_) | Stmt::ImportFrom(_) => self.rebinds = true,
            Stmt::Global(g) if g.names.iter().any(|n| n.as_str() == self.name) => self.rebinds = true,
            Stmt::Nonlocal(g) if g.names.iter().any(|n| n.as_str() == self.name) => self.rebinds = true,
            Stmt::Try(t) => {
                let named = t.handlers.iter().any(|h| match h {
                    ruff_python_ast::ExceptHandler::ExceptHandler(h) => h.name.as_ref().is_some_and(|n| n.as_str() == self.name),
                });
                if named {
                    self.rebinds = true;
                } else {
                    walk_stmt(self, s);
                }
            }
            _ => walk_stmt(self, s),
        }
    }

    fn visit_expr(&mut self, e: &'a Expr) {
        if self.rebinds {
            return;
        }
        match e {
            Expr::Name(n) if n.id.as_str() == self.name && !matches!(n.ctx, ExprContext::Load) => self.rebinds = true,
            Expr::Lambda(_) | Expr::ListComp(_) | Expr::SetComp(_) | Expr::DictComp(_) | Expr::Generator(_) => self.rebinds = true,
            _ => walk_expr(self, e),
        }
    }
}

/// Whether `e` contains an assignment expression (`:=`): the only way evaluating one argument
/// can change a local that another argument reads.
pub fn has_walrus(e: &Expr) -> bool {
    struct Find(bool);
    impl<'a> Visitor<'a> for Find {
        fn visit_expr(&mut self, e: &'a Expr) {
            if matches!(e, Expr::Named(_)) {
                self.0 = true;
            } else if !self.0 {
                walk_expr(self, e);
            }
        }
    }
    let mut f = Find(false);
    f.visit_expr(e);
    f.0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(src: &str) -> Vec<Stmt> {
        ruff_python_parser::parse_module(src).expect("parses").into_syntax().body.to_vec()
    }

    #[test]
    fn self_casts_and_reads_share_the_local() {
        let b = body("index = int64(index)\ns0 = states[index, 0]\nindex = index\nreturn s0 + index\n");
        assert_eq!(self_assignments_only(&b, "index"), Some(vec!["int64".to_string()]));
        let b = body("x = np.uint64(x)\nreturn x >> 3\n");
        assert_eq!(self_assignments_only(&b, "x"), Some(vec!["uint64".to_string()]));
        assert_eq!(self_assignments_only(&body("return a[i] * 2\n"), "i"), Some(vec![]));
    }

    #[test]
    fn any_other_store_means_a_copy() {
        for src in [
            "i = i + 1\n",
            "i += 1\n",
            "if c:\n    i = 0\n",
            "for i in range(3):\n    pass\n",
            "while (i := i - 1) > 0:\n    pass\n",
            "del i\n",
            "i, j = j, i\n",
            "i: int = 3\n",
            "i = int64(i, 2)\n",
            "i = f(i + 1)\n",
            "def g():\n    return 1\n",
            "y = [i for i in range(3)]\n",
            "try:\n    pass\nexcept E as i:\n    pass\n",
        ] {
            assert_eq!(self_assignments_only(&body(src), "i"), None, "{src}");
        }
        // Other names' stores are fine.
        assert_eq!(self_assignments_only(&body("j = i + 1\nk = j\n"), "i"), Some(vec![]));
    }

    #[test]
    fn walrus_anywhere_in_an_argument() {
        let e = |s: &str| ruff_python_parser::parse_expression(s).expect("parses").into_expr();
        assert!(has_walrus(&e("f(x, (x := 3))")));
        assert!(has_walrus(&e("g(a[(i := 2)] + 1)")));
        assert!(!has_walrus(&e("f(x, y + 1, a[i])")));
    }
}

//! `abc`: `ABC`, `ABCMeta` (as `metaclass=ABCMeta`) and `abstractmethod`, written in Python and
//! run on first import. A class deriving from either gets `__abstractmethods__` when its body
//! has run (`classes::abstract_methods`), and such a class with any left cannot be instantiated,
//! as CPython's `object.__new__` refuses it.

pub const ABC: &str = r#"
class ABCMeta:
    """Metaclass for defining Abstract Base Classes (ABCs)."""
    _cudalab_abc_ = True

class ABC:
    """Helper class that provides a standard way to create an ABC using inheritance."""
    _cudalab_abc_ = True

def abstractmethod(funcobj):
    """A decorator indicating abstract methods."""
    funcobj.__isabstractmethod__ = True
    return funcobj
"#;

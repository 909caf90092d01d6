# Warning filters as programs use them: silence a category, turn warnings into errors inside a
# catch_warnings block, match on the start of the message, and restore the filters afterwards.
import warnings


def attempt(label, fn):
    try:
        fn()
        print(label, "passed quietly or with a shown warning")
    except Warning as w:
        print(label, "raised", type(w).__name__, w)


warnings.simplefilter("error", DeprecationWarning)
attempt("deprecation as error", lambda: warnings.warn("old api", DeprecationWarning))
attempt("user warning still shown", lambda: warnings.warn("careful", UserWarning))

with warnings.catch_warnings():
    warnings.simplefilter("error")
    attempt("inside block", lambda: warnings.warn("inside", RuntimeWarning))
    warnings.simplefilter("ignore", RuntimeWarning)
    attempt("ignored inside block", lambda: warnings.warn("inside", RuntimeWarning))
attempt("after block, runtime warning", lambda: warnings.warn("after", RuntimeWarning))
attempt("after block, deprecation", lambda: warnings.warn("after", DeprecationWarning))

warnings.filterwarnings("error", message="grid size")
attempt("message prefix, any case", lambda: warnings.warn("Grid size 1 is small", UserWarning))
attempt("message elsewhere", lambda: warnings.warn("the grid size is small", UserWarning))
warnings.filterwarnings("error", message="block.*too")
attempt("wildcard", lambda: warnings.warn("Block of 2000 threads is too large", UserWarning))

warnings.resetwarnings()
warnings.simplefilter("error", UserWarning, append=True)
warnings.simplefilter("ignore", UserWarning)
attempt("first filter wins", lambda: warnings.warn("x", UserWarning))

with warnings.catch_warnings(action="error"):
    attempt("catch_warnings(action=...)", lambda: warnings.warn("y", FutureWarning))

for bad in [lambda: warnings.simplefilter("loud"), lambda: warnings.filterwarnings("error", category=int), lambda: warnings.filterwarnings("error", category=3), lambda: warnings.simplefilter(3), lambda: warnings.filterwarnings("error", message=3)]:
    try:
        bad()
    except (ValueError, TypeError, AssertionError) as e:
        print("bad filter:", type(e).__name__, e)

print(issubclass(DeprecationWarning, Warning), issubclass(UserWarning, Exception), issubclass(Warning, Exception))
print([c.__name__ for c in (FutureWarning, SyntaxWarning, ResourceWarning, BytesWarning, UnicodeWarning, ImportWarning, PendingDeprecationWarning)])

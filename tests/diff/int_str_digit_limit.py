# CPython's limit on decimal int<->str conversion (sys.get_int_max_str_digits): the error texts,
# which conversions it covers (str, repr, format, %, int(str)) and which it leaves alone (hex, bin,
# power-of-two bases), and setting it.
import sys

def attempt(label, f):
    try:
        r = f()
        print(label, "ok", r if isinstance(r, int) else len(r))
    except ValueError as e:
        print(label, "ValueError", e)

print(sys.get_int_max_str_digits())
big = 10 ** 5000
edge = 10 ** 4300 - 1
over = 10 ** 4300
attempt("str big", lambda: str(big))
attempt("str edge", lambda: str(edge))
attempt("str -edge", lambda: str(-edge))
attempt("str over", lambda: str(over))
attempt("repr", lambda: repr(big))
attempt("in list", lambda: str([1, big]))
attempt("fstring", lambda: f"{big}")
attempt("fstring d", lambda: f"{big:d}")
attempt("fstring +", lambda: f"{big:+,}")
attempt("format", lambda: "{}".format(big))
attempt("percent", lambda: "%d" % big)
attempt("hex", lambda: hex(big))
attempt("bin", lambda: bin(big))
attempt("format x", lambda: format(big, "x"))
attempt("shifted", lambda: f"{10 << 2**20:+}")
attempt("int 4300", lambda: int("7" * 4300) % 1000)
attempt("int 4301", lambda: int("7" * 4301))
attempt("int -4301", lambda: int("-" + "7" * 4301))
attempt("int underscores", lambda: int("1_" * 4300 + "1"))
attempt("int base 16", lambda: int("f" * 5000, 16) % 1000)
attempt("int base 0 hex", lambda: int("0x" + "f" * 5000, 0) % 1000)
attempt("int base 7", lambda: int("6" * 4301, 7))
attempt("int base 32", lambda: int("v" * 5000, 32) % 1000)
try:
    print(big)
except ValueError as e:
    print("print", e)

for bad in [1, 100, 640, -1]:
    try:
        sys.set_int_max_str_digits(bad)
        print(bad, "accepted")
    except ValueError as e:
        print(bad, e)
sys.set_int_max_str_digits(641)
print(sys.get_int_max_str_digits())
attempt("641", lambda: str(10 ** 640))
attempt("642", lambda: str(10 ** 641))
sys.set_int_max_str_digits(maxdigits=0)
attempt("unlimited", lambda: str(big))
attempt("unlimited int", lambda: int("7" * 6000) % 1000)
sys.set_int_max_str_digits(4300)
print(sys.get_int_max_str_digits())

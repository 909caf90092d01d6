# warnings.warn as CPython shows it on stderr: "file:line: Category: message" and the source
# line; once per location under the default action; stacklevel; categories and filters.
import warnings

print("start")
for i in range(3):
    warnings.warn("shown once for this line")
warnings.warn("shown once for this line")


def old_api(x):
    warnings.warn("old_api() is deprecated, use new_api()", FutureWarning, stacklevel=2)
    return x * 2


def inner():
    warnings.warn("from inside", RuntimeWarning)


print(old_api(1))
print(old_api(2))
inner()
inner()


class PrecisionWarning(UserWarning):
    pass


warnings.warn(PrecisionWarning("float32 loses digits"))
warnings.warn("as a class", PrecisionWarning)
warnings.warn("as a class", category=PrecisionWarning)
try:
    warnings.warn("bad", 3)
except TypeError as e:
    print("TypeError:", e)
try:
    warnings.warn("bad", int)
except TypeError as e:
    print("TypeError:", e)

warnings.simplefilter("error", PrecisionWarning)
try:
    warnings.warn("now an error", PrecisionWarning)
except PrecisionWarning as e:
    print("caught", type(e).__name__, e)
try:
    warnings.warn(PrecisionWarning("the object itself"))
except UserWarning as e:
    print("caught by base", type(e).__name__, e)

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    warnings.warn("never shown")
    print("inside ignore block")
warnings.warn("after the block: shown")

warnings.simplefilter("always")
for i in range(2):
    warnings.warn("always: twice")
warnings.resetwarnings()

warnings.filterwarnings("ignore", message="noisy.*")
warnings.warn("noisy message, filtered")
warnings.warn("quiet message, shown")

warnings.simplefilter("once")
for i in range(2):
    warnings.warn("once per text")
warnings.warn("once per text")
warnings.resetwarnings()

warnings.simplefilter("module")
warnings.warn("module: first line")
warnings.warn("module: first line")
warnings.resetwarnings()


def deep():
    warnings.warn("too far out", stacklevel=9)


deep()
print("end")

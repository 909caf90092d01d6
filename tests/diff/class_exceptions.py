class AppError(Exception):
    pass


class ConfigError(AppError, ValueError):
    pass


class NegativeError(ValueError):
    """Raised for negative input."""


def check(x):
    if x < 0:
        raise NegativeError(f"negative: {x}")
    return x


try:
    check(-3)
except ValueError as e:
    print(type(e).__name__, e, isinstance(e, NegativeError), e.args)
try:
    raise ConfigError("bad config", 42)
except AppError as e:
    print(type(e).__name__, e, e.args, isinstance(e, ValueError))
try:
    raise AppError
except Exception as e:
    print(type(e).__name__, repr(e), str(e) == "")
print(issubclass(ConfigError, Exception), issubclass(NegativeError, LookupError))
print(NegativeError.__doc__, [c.__name__ for c in ConfigError.__mro__])
try:
    try:
        check(-1)
    except NegativeError:
        raise AppError("wrapped")
except AppError as e:
    print("outer", e)

class ConfigError(Exception):
    pass


def load(text):
    try:
        return int(text)
    except ValueError as e:
        raise ConfigError(f"bad number {text!r}") from e


try:
    load("x1")
except ConfigError as e:
    print(type(e).__name__, e, "| cause:", repr(e.__cause__), "| suppress:", e.__suppress_context__)
    print(e.__context__ is e.__cause__, type(e.__cause__).__name__)

try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise RuntimeError("while dividing")
except RuntimeError as e:
    print(repr(e.__context__), e.__cause__, e.__suppress_context__)

try:
    try:
        {}["k"]
    except KeyError:
        raise ValueError("hidden") from None
except ValueError as e:
    print(e.__cause__, repr(e.__context__), e.__suppress_context__)

try:
    try:
        [][1]
    except IndexError:
        int("nope")  # an error inside the handler
except ValueError as e:
    print(repr(e.__context__))

try:
    try:
        raise KeyError("first")
    finally:
        raise TypeError("in finally")
except TypeError as e:
    print(repr(e.__context__))

e1 = ValueError("a")
print(e1.__cause__, e1.__context__, e1.__suppress_context__)
e1.__cause__ = KeyError("b")
print(repr(e1.__cause__), e1.__suppress_context__)
try:
    raise ValueError from 5
except TypeError as e:
    print("TypeError:", e)


def reraise():
    try:
        raise OSError("disk")
    except OSError as err:
        raise  # the same exception, no new context


try:
    reraise()
except OSError as e:
    print(repr(e), e.__context__)

try:
    try:
        raise ValueError("inner")
    except ValueError as inner:
        try:
            raise KeyError("middle")
        except KeyError:
            raise inner
except ValueError as e:
    print(repr(e), repr(e.__context__), repr(e.__context__.__context__) if e.__context__ else None)

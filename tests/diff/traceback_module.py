# The traceback module: logging an error and carrying on, as course code does. File names
# differ between interpreters and cudalab draws no 3.11 position markers (~~^^), so the checks
# print the stable parts: line numbers, function names, source lines and exception lines.
import traceback


def parse(text):
    return int(text)


def load(items):
    out = []
    for t in items:
        out.append(parse(t))
    return out


def stable(text):
    out = []
    for line in text.splitlines():
        if line.startswith("  File "):
            out.append("  File ..., " + line.split(", ", 1)[1])
        elif line.strip() and set(line.strip()) <= set("~^"):
            continue
        else:
            out.append(line)
    return "\n".join(out)


try:
    load(["1", "x"])
except ValueError:
    text = traceback.format_exc()
print(stable(text))
try:
    1 / 0
except ZeroDivisionError as e:
    lines = traceback.format_exception(e)
    print(len(lines), lines[0], lines[-1], end="")
    print(traceback.format_exception_only(e))
    print(traceback.format_exception_only(type(e), e))
    print(e.__traceback__ is not None, e.__traceback__.tb_lineno, e.__traceback__.tb_next)
    frames = traceback.extract_tb(e.__traceback__)
    print([(f.lineno, f.name, f.line) for f in frames])


def outer():
    try:
        inner()
    except KeyError as e:
        raise RuntimeError("lookup failed") from e


def inner():
    return {}["k"]


try:
    outer()
except RuntimeError as e:
    print(stable("".join(traceback.format_exception(e))))
    print(stable("".join(traceback.format_exception(e, chain=False))))
    print([(f.lineno, f.name) for f in traceback.extract_tb(e.__traceback__)])
    print([stable(s) for s in traceback.format_tb(e.__traceback__)])
try:
    try:
        [][1]
    except IndexError:
        {}["missing"]
except KeyError as e:
    print(stable("".join(traceback.format_exception(e))))


class AppError(Exception):
    pass


try:
    raise AppError("bad config")
except AppError as e:
    e.add_note("while loading settings")
    print(traceback.format_exception_only(e))
try:
    raise AppError
except AppError as e:
    print(traceback.format_exception_only(e))
print(repr(traceback.format_exc()))
print(ValueError("never raised").__traceback__)

# Plugin registry via a class decorator and function decorators (functools.wraps), __call__, class-level counters.
from functools import wraps, partial
from collections import defaultdict, Counter
from operator import attrgetter
import json

REGISTRY = {}
CALLS = Counter()


def counted(func):
    @wraps(func)
    def wrapper(*args, **kwargs):
        CALLS[func.__qualname__] += 1
        return func(*args, **kwargs)
    return wrapper


def retry(times):
    def deco(func):
        @wraps(func)
        def wrapper(*args, **kwargs):
            last = None
            for attempt in range(1, times + 1):
                try:
                    return func(*args, attempt=attempt, **kwargs)
                except RuntimeError as e:
                    last = e
                    print(f"  attempt {attempt} failed: {e}")
            raise RuntimeError(f"gave up after {times} attempts") from last
        return wrapper
    return deco


def register(name=None):
    def deco(cls):
        cls.plugin_name = name or cls.__name__.lower()
        REGISTRY[cls.plugin_name] = cls
        return cls
    return deco


class Plugin:
    priority = 50
    plugin_name = "base"

    def __call__(self, text):
        return self.run(text)

    def run(self, text):
        raise NotImplementedError

    def __repr__(self):
        return f"<plugin {self.plugin_name} p={self.priority}>"


@register()
class Upper(Plugin):
    priority = 10

    @counted
    def run(self, text):
        return text.upper()


@register("trim")
class Strip(Plugin):
    priority = 1

    @counted
    def run(self, text):
        return text.strip()


@register()
class Censor(Plugin):
    def __init__(self, words=("darn",)):
        self.words = words

    @counted
    def run(self, text):
        for w in self.words:
            text = text.replace(w, "*" * len(w))
        return text


print(sorted(REGISTRY), Strip.plugin_name, Censor.priority)
chain = sorted((cls() for cls in REGISTRY.values()), key=attrgetter("priority"))
print(chain)
text = "   well darn, it works   "
chain.sort(key=lambda pl: pl.plugin_name == "upper")
for plugin in chain:
    text = plugin(text)
    print(repr(text))
print(sorted(CALLS.items()), Upper.run.__name__, Upper.run.__qualname__, Upper.run.__wrapped__.__name__)


@retry(3)
def flaky(x, attempt):
    if attempt < 3:
        raise RuntimeError(f"not yet ({x})")
    return x * 10


print(flaky(4), flaky.__name__)


@retry(2)
def hopeless(attempt):
    raise RuntimeError("never")


try:
    hopeless()
except RuntimeError as e:
    print(type(e).__name__, e)


class Pipeline:
    def __init__(self, *steps):
        self.steps = steps

    def __call__(self, value):
        for s in self.steps:
            value = s(value)
        return value

    def __len__(self):
        return len(self.steps)


p = Pipeline(lambda s: s.strip(), partial(lambda pre, s: pre + s, ">> "), REGISTRY["upper"]())
print(p("  hi  "), len(p), callable(p), callable(Plugin.priority))
groups = defaultdict(list)
for name, cls in sorted(REGISTRY.items()):
    groups[cls.priority].append(name)
print(json.dumps(dict(groups.items()), sort_keys=True), json.dumps({k: v for k, v in sorted(groups.items())}))
try:
    Plugin()("x")
except NotImplementedError as e:
    print(type(e).__name__, repr(e))
try:
    Upper()(5)
except AttributeError as e:
    print(type(e).__name__, e)

import functools
from functools import wraps, update_wrapper

def logged(func):
    @wraps(func)
    def wrapper(*args, **kwargs):
        """The wrapper's own doc."""
        print('calling', func.__name__, args, kwargs)
        return func(*args, **kwargs)
    return wrapper

@logged
def add(a, b=1):
    """Add two numbers."""
    return a + b

print(add(2, b=3))
print(add.__name__, add.__qualname__, add.__doc__, add.__module__)
print(add.__wrapped__(10), add.__wrapped__.__name__)

def undecorated(x):
    return x
def bare(*a):
    return undecorated(*a)
print(bare.__name__, bare.__doc__)
r = update_wrapper(bare, undecorated)
print(r is bare, bare.__name__, bare.__wrapped__ is undecorated, bare.__doc__)

# a decorator with arguments, stacked decorators, and function attributes
def repeat(times):
    def deco(func):
        @wraps(func)
        def inner(*args):
            return [func(*args) for _ in range(times)]
        inner.times = times
        return inner
    return deco

@repeat(3)
@logged
def hello(name):
    "Say hello."
    return 'hi ' + name
print(hello('bo'))
print(hello.__name__, hello.__doc__, hello.times, hello.__wrapped__.__name__, hello.__wrapped__.__wrapped__('x'))

def counted(func):
    @wraps(func)
    def w(*a):
        w.calls += 1
        return func(*a)
    w.calls = 0
    return w

@counted
def double(x):
    return 2 * x
double(1); double(2)
print(double.calls, double.__name__)

# attributes set on the wrapped function travel to the wrapper
def tagged(x):
    return x
tagged.tag = 'blue'
tagged.extra = [1]
@wraps(tagged)
def tw(x):
    return x
print(tw.tag, tw.extra is tagged.extra, tw.__dict__ == {'tag': 'blue', 'extra': [1], '__wrapped__': tagged})

# decorators inside a class keep method names
def traced(func):
    @wraps(func)
    def wrapper(self, *args):
        print('method', func.__name__, args)
        return func(self, *args)
    return wrapper

class Service:
    @traced
    def ping(self, n):
        "Ping n times."
        return 'pong' * n
s = Service()
print(s.ping(2), Service.ping.__name__, Service.ping.__doc__, Service.ping.__qualname__)

f = lambda: 0
f.note = 'lambda attr'
print(f.note, f.__name__)
try:
    print(add.nothing)
except AttributeError as e:
    print(type(e).__name__, e)
print(functools.WRAPPER_UPDATES, len(functools.WRAPPER_ASSIGNMENTS) >= 5)
print(repr(add).split(' at ')[0], repr(add.__wrapped__).split(' at ')[0], str(hello).startswith('<function hello at 0x'))

# assigned= and updated= choose what is copied
def source(x):
    "source doc"
    return x
source.meta = {'a': 1}
def only_name(x):
    return x
only_name.meta = {'b': 2}
functools.update_wrapper(only_name, source, assigned=('__name__',), updated=())
print(only_name.__name__, only_name.__doc__, only_name.meta, only_name.__wrapped__ is source)
def merged(x):
    return x
merged.meta = {'b': 2}
functools.update_wrapper(merged, source, ('__doc__',), ('meta',))
print(merged.__name__, merged.__doc__, merged.meta)
@wraps(source, assigned=())
def bare_w(x):
    "own doc"
    return x
print(bare_w.__name__, bare_w.__doc__, bare_w.meta)

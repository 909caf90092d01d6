def f(x):
    try:
        if x == 0:
            raise ValueError('zero')
        r = 10 / x
    except ValueError as e:
        print('value error', e)
        return 'handled'
    else:
        print('no error', r)
        return 'ok'
    finally:
        print('finally', x)
print(f(0)); print(f(2))
try:
    try:
        raise KeyError('inner')
    except KeyError:
        raise RuntimeError('outer')
except RuntimeError as e:
    print('caught', e)
try:
    raise TypeError
except (ValueError, TypeError) as e:
    print('tuple catch', repr(e))
try:
    assert 1 == 2, 'math is broken'
except AssertionError as e:
    print('assert:', e)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        print('reraise')
        raise
except ZeroDivisionError as e:
    print('outer got', e)
e = ValueError('a', 2)
print(e.args, str(e), repr(e), repr(KeyError('k')), str(KeyError('k')))
print(isinstance(ZeroDivisionError(), ArithmeticError), issubclass(KeyError, LookupError))

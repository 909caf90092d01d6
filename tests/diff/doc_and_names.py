def documented(a, b=2):
    '''Add two numbers.'''
    return a + b
print(documented.__name__, documented.__doc__)
f = lambda: None
print(f.__name__, len.__name__, abs(-1))

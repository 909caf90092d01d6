def greet(name, greeting='Hello', punct='!'):
    return greeting + ', ' + name + punct
print(greet('Ada'), greet('Bob', 'Hi'), greet('Cy', punct='?'), greet(greeting='Yo', name='Di'))
def acc(x, bucket=[]):
    bucket.append(x)
    return bucket
print(acc(1), acc(2))
def kw_only(a, *, b=2, c):
    return a + b + c
print(kw_only(1, c=3), kw_only(1, b=5, c=3))
def star(*args, **kwargs):
    return args, sorted(kwargs.items())
print(star(1, 2, x=3), star(*[4, 5], **{'y': 6}))

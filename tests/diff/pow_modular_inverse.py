# pow with three arguments: a negative exponent takes the modular inverse (Python 3.8+).
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

t(lambda: pow(2, -1, 7)); t(lambda: pow(3, -2, 11)); t(lambda: pow(2, -1, 4)); t(lambda: pow(5, -1, 1)); t(lambda: pow(7, -3, -13))
t(lambda: pow(2, 0.5, 7)); t(lambda: pow(2, 3, 0)); t(lambda: pow(10**30, -1, 10**9 + 7))

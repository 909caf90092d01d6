x = 10
def f():
    try:
        print(x)
        x = 5
    except UnboundLocalError as e:
        print('UnboundLocalError:', e)
f()
def g():
    try:
        return y_undefined
    except NameError as e:
        print('NameError:', e)
g()

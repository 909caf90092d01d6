counter = 0
def bump():
    global counter
    counter += 1
for _ in range(5):
    bump()
print(counter)
def reader():
    return counter * 2
print(reader())
def shadow():
    counter = 100
    return counter
print(shadow(), counter)
def outer():
    x = 'enclosing'
    def inner():
        return x
    x = 'rebound'
    return inner()
print(outer())

def make_counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc
c = make_counter()
print(c(), c(), c())
def adders():
    return [lambda x, i=i: x + i for i in range(3)]
print([f(10) for f in adders()])
fs = [lambda: i for i in range(3)]
print([f() for f in fs])
total = 0
def add(n):
    global total
    total += n
add(5); add(7)
print(total)

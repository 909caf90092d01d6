# Arithmetic and comparisons on local ints and floats at the edges: signs of // and %, overflow
# into big ints, true division, shifts, mixed int/float comparisons, NaN and -0.0, and the
# exceptions a loop meets half-way.
def floor_and_mod():
    out = []
    for a in (7, -7, 0, 9223372036854775807, -9223372036854775808):
        for b in (2, -2, 3, -1):
            out.append((a // b, a % b))
    return out


def overflow():
    s = 9223372036854775800
    for i in range(10):
        s += i
    t = -9223372036854775800
    t -= 100
    u = 3037000500
    u *= u
    v = -(-9223372036854775807 - 1)
    return s, t, u, v


def divisions():
    a = 10
    b = 4
    big = 9007199254740993
    return a / b, -a / b, big / 3, 2**53 / 3, 1 / 3, (a * 3) / (b * 7)


def shifts():
    x = 1
    y = -5
    return x << 62, x << 63, x << 64, y >> 1, y >> 100, 3 >> 64, (x << 40) >> 3


def comparisons():
    big = 9007199254740993
    f = 9007199254740992.0
    nan = float("nan")
    z = -0.0
    return (big == f, big > f, f < big, nan == nan, nan != nan, nan < 1, z == 0, z < 0, 1 < 2.5, 3 == 3.0)


def floats():
    x = 7.5
    y = -2.0
    return x // y, x % y, -x % 2.0, x * 0.1 + 0.2, -x, 1e308 * 10, -(1e308 * 10)


def loop_errors():
    out = []
    d = 3
    for i in range(6):
        d -= 1
        try:
            out.append(10 // d)
        except ZeroDivisionError as e:
            out.append(str(e))
        try:
            out.append(1.5 * d)
        except ZeroDivisionError as e:
            out.append(str(e))
        try:
            out.append(d / d)
        except ZeroDivisionError as e:
            out.append(str(e))
    return out


def bools_and_mixed():
    t = True
    n = 3
    f = 2.5
    s = 0
    s += t
    s += n * f
    n += t
    return s, n, t + t, -t, t < n, n // t


def while_counts():
    i = 0
    total = 0
    while i < 1000:
        if i % 7 == 3:
            total += i * i
        elif i % 5 >= 2:
            total -= i
        i += 1
    k = 10.0
    while k > 0.5:
        k *= 0.5
    return total, i, k


print(floor_and_mod())
print(overflow())
print(divisions())
print(shifts())
print(comparisons())
print(floats())
print(loop_errors())
print(bools_and_mixed())
print(while_counts())


def big_true_division():
    out = []
    for a in (9007199254740993, -9007199254740993, 2**62 + 1, 9223372036854775807, -9223372036854775808, 1, 3):
        for b in (3, -7, 2**53 + 1, 9223372036854775807, 10**18 + 9):
            out.append(a / b)
    return out


print(big_true_division())

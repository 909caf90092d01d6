# A linear congruential generator, so the numbers are the same everywhere.
state = 12345
def rnd():
    global state
    state = (1103515245 * state + 12345) % 2**31
    return state / 2**31
inside = 0
N = 20000
for _ in range(N):
    x, y = rnd(), rnd()
    if x * x + y * y <= 1.0:
        inside += 1
print(inside, 4 * inside / N)

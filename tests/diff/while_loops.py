n, steps = 27, 0
while n != 1:
    n = n // 2 if n % 2 == 0 else 3 * n + 1
    steps += 1
print('collatz steps', steps)
i = 0
total = 0
while True:
    i += 1
    if i % 2:
        continue
    total += i
    if i >= 100:
        break
print(total)
primes = []
k = 2
while len(primes) < 15:
    if all(k % p for p in primes):
        primes.append(k)
    k += 1
print(primes)

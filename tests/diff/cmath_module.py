import cmath

for z in (1 + 2j, -3 + 0.5j, 0.6 - 0.8j, 2.0, -4.0, 1e-3 + 1e3j, 0.9 + 0.3j):
    print(z, cmath.exp(z), cmath.sqrt(z), cmath.log(z))
    print(cmath.phase(z), cmath.polar(z), cmath.isnan(z), cmath.isinf(z), cmath.isfinite(z))
print(cmath.rect(2.0, cmath.pi / 3))
print(cmath.log(8 + 0j, 2), cmath.sqrt(0j), cmath.sqrt(-0.0 - 0j))
print(cmath.pi, cmath.e, cmath.inf, cmath.infj, cmath.isnan(cmath.nanj))
try:
    cmath.log(0j)
except ValueError as e:
    print("ValueError", e)
try:
    cmath.sqrt("x")
except TypeError as e:
    print("TypeError", e)

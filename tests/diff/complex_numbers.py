z = complex(1, 2)
print(z, z * z, z + 1, z.real, z.imag, z.conjugate(), abs(3 + 4j))
print(1j * 1j, (1 + 2j) / (3 - 4j), 2j, -1j)

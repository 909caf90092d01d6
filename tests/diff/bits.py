x = 0b1011
print(x, bin(x), x.bit_length(), (255).bit_length(), (2**70).bit_length(), (-5).bit_length())
print(x << 3, x >> 1, x & 0b110, x | 0b100, x ^ 0xF, ~x, -x & 0xFF)
mask = 0
for bit in [0, 3, 5]:
    mask |= 1 << bit
print(mask, bin(mask), [b for b in range(8) if mask >> b & 1])

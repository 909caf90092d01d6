def kernel_sim(n, blocks, threads):
    visits = [0] * n
    stride = blocks * threads
    for b in range(blocks):
        for t in range(threads):
            i = b * threads + t
            while i < n:
                visits[i] += 1
                i += stride
    return visits
v = kernel_sim(50, 3, 4)
print(v, all(c == 1 for c in v))
blocks_needed = (1000 + 255) // 256
print(blocks_needed, -(-1000 // 256))

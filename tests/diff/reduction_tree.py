def tree_sum(values):
    vals = list(values)
    step = 1
    while step < len(vals):
        for i in range(0, len(vals), 2 * step):
            if i + step < len(vals):
                vals[i] += vals[i + step]
        step *= 2
    return vals[0]
data = [float(i % 7) * 0.5 for i in range(100)]
print(tree_sum(data), sum(data), tree_sum(range(1, 1025)))

# "#" keeps the decimal point and trailing zeros for g and G.
for v in [255, 99.995, 1.0, 0.5, 1e20, 1.5e-7, 0.0, 123456.0, 100.0, 2.5]:
    print(format(v, "#.3g"), format(v, "#g"), format(v, "#G"), format(v, "#.1g"), format(v, "#.10g"))
print("%#.3g" % 255)
print("%#g" % 1.0)
print("%#.2G" % 1e-10)
print(f"{3:#.5g}|{3.0:#}|{1e16:#.3}")
print(format(255, ".3g"), format(1.0, "g"))

x, y, name = 3.14159, 42, 'cuda'
print(f'{x:.2f} {y:5d} {name!r} {name:>8} {name:<8}| {y:08.3f}')
print(f'{y:x} {y:X} {y:o} {y:b} {y:#x} {y:#o} {y:#b} {y:c}')
print(f'{1234567.891:,.2f} {1234567:_} {0.000123:.2e} {123456:e} {0.5:%} {0.25:.0%}')
print(f'{x=}', f'{y = }', f'{name.upper()}', f'{[1, 2]}', f'{ {"a": 1} }')
print(f'{-5:+d} {5:+d} {5: d} {-0.0:.1f} {3:^7}|{"ab":*^8}')
w, p = 10, 3
print(f'{x:{w}.{p}f}|', f'{"nested":{w}}|')

# An empty needle is found only when start <= len.
print(''.find('', 1), 'ab'.find('', 3), 'ab'.find('', 2), 'ab'.rfind('', 3), 'ab'.rfind('', 2))
print('ab'.count('', 3), 'ab'.count('', 2), ''.count('', 1), 'abc'.count('', 1, 0))
print('ab'.startswith('', 3), 'ab'.startswith('', 2), 'ab'.endswith('', 3), 'ab'.endswith('', 2))
print('ab'.startswith('', 1, 0), 'ab'.endswith(('', 'x'), 5))
print('ab'.find('', -10), 'ab'.find('', 1, 0), 'abc'.find('', 2, 1))
for call in [lambda: 'ab'.index('', 3), lambda: 'ab'.rindex('', 3), lambda: 'ab'.index('', 2)]:
    try:
        print(call())
    except Exception as e:
        print(type(e).__name__, e)

s = 'Hello, World'
print(s.upper(), s.lower(), s.swapcase(), s.title(), s.capitalize())
print(len(s), s[0], s[-1], s[1:5], s[::2], s[::-1], s[-5:])
print(s.find('o'), s.rfind('o'), s.index('W'), s.count('l'), s.find('z'))
print(s.startswith('Hell'), s.endswith(('x', 'ld')), 'World' in s)
print(s.replace('l', 'L'), s.replace('l', 'L', 1), s.split(','), s.split())

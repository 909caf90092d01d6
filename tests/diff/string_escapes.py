print('tab\tsep', 'new\nline', 'quote\'s', "dq\"s", 'back\\', '\x41\u00e9', r'raw\n')
s = '''triple
quoted'''
print(s, len(s))
print('a' 'b' 'c', ('implicit '
       'concat'))

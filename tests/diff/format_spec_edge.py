# Format-spec corners: grouped zero padding, zero-padded strings, the z flag, huge precisions.
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for spec in ["012,.2f", "011,.2f", "010,.2f", "09,.2f", "013_.1f", "+012,.1f", " 012,.2f", "0=12,.2f", "*=12,.2f", "012,", "015,.3e", "02,", "0,", "020,.2%", "012,g"]:
    t(lambda: format(1234.5, spec)); t(lambda: format(-1234.5, spec))
for spec in ["012,", "012_", "#012_x", "#015_b", "08,d", "+08,", "0=9,", "<012,", "^012,"]:
    t(lambda: format(1234567, spec)); t(lambda: format(-12, spec))
t(lambda: f'{"ab":010}'); t(lambda: f'{"ab":>010}'); t(lambda: f'{"ab":^010}'); t(lambda: f'{"ab":x<010}'); t(lambda: format(5, '<05')); t(lambda: format(5, '^05'))
t(lambda: format(65, '05c')); t(lambda: format(65, '<05c')); t(lambda: '%05s|%-05d|%05c' % ('ab', 7, 'x'))
for v in [-0.0, -0.001, -1e-9, 0.0, -0.5, -0.05, float('-inf'), float('nan')]:
    for spec in ["z.1f", "z", "z.2e", "z.1%", "+z.0f", " z.1g", "z08.1f"]:
        t(lambda: format(v, spec))
t(lambda: f'{5:z}'); t(lambda: f'{"ab":z}'); t(lambda: format(5, 'z.1f')); t(lambda: format(-0.0, 'z'))
s = f'{2.5:.{10**6}f}'
print(len(s), s[:6], s[-3:], set(s[10:]))
s = format(1/3, '.100000e')
print(len(s), s[:20], s[-8:])
s = format(1/3, '.70000g')
print(len(s), s[:20], s[-8:])
s = format(2.5, '.1500f')
print(len(s), s[-3:])
t(lambda: format(2.5, '.%df' % 2**31)); t(lambda: format(2.5, '%d' % 2**63)); t(lambda: format(7, '.%df' % 2**64))
t(lambda: format(0.1, '.1100f')[-20:]); t(lambda: format(5e-324, '.1080f')[-20:]); t(lambda: format(5e-324, '.800e')[-20:])

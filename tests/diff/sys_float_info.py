# sys.float_info as floating-point lessons read it.
import sys
print(sys.float_info)
print(sys.float_info.epsilon, sys.float_info.max, sys.float_info.min, sys.float_info.dig, sys.float_info.mant_dig)
print(1.0 + sys.float_info.epsilon > 1.0, 1.0 + sys.float_info.epsilon / 2 == 1.0)
print(sys.float_info.max * 2, sys.float_info[8], len(sys.float_info), sys.float_info.radix, sys.float_info.rounds)
print(sys.float_info.max_exp, sys.float_info.min_exp, sys.float_info.max_10_exp, sys.float_info.min_10_exp)
print(list(sys.float_info)[:3], 53 in sys.float_info, sys.float_info.index(2))
print(sys.byteorder, sys.version_info[:2] >= (3, 8), len(sys.version_info))
try:
    sys.float_info.nope
except AttributeError as e:
    print("AttributeError")

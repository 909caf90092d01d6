# `from __future__ import` of every feature a 3.12 program may name; the _Feature objects.
from __future__ import annotations, division, print_function, absolute_import
from __future__ import generator_stop, nested_scopes, generators, with_statement, unicode_literals
import __future__

print(7 / 2, 7 // 2)
print(__future__.division)
print(__future__.annotations)
print(__future__.all_feature_names)
print(sorted(n for n in dir(__future__) if not n.startswith("_"))[:3])

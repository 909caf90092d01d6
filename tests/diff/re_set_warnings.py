import re
import warnings

# Set syntax that future Pythons may read differently warns (FutureWarning) before any error.
warnings.simplefilter("error")
for p in ["[[a]", "[a--b]", "[a&&b]", "[a||b]", "[a~~b]", "[a-]", "[--a]", "[a-c--]", "[]&&]", "[&&]", r"[\[a]"]:
    try:
        print(p, "ok", re.findall(p, "a-b&[|]~"))
    except (FutureWarning, re.error) as e:
        print(p, type(e).__name__, e)
warnings.simplefilter("ignore")
print(re.findall("[[a]", "a[b"), re.findall("[a&&b]", "a&b"), re.sub("[a-c--]", "_", "a-b;d"))

# Encodings: utf-8 by default, latin-1, ascii errors, utf-8-sig's BOM, bytes seen underneath.
import os
import tempfile

with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "enc.txt")
    text = "café ñandú 3€ 😀\n"
    with open(path, "w") as f:
        print(f.write(text))
    with open(path, "rb") as f:
        raw = f.read()
    print(len(raw), raw)
    with open(path, encoding="utf-8") as f:
        print(f.read() == text, f.encoding)
    with open(path, "w", encoding="latin-1") as f:
        print(f.write("café ÿ\n"), f.encoding)
    with open(path, "rb") as f:
        print(f.read())
    with open(path, encoding="iso-8859-1") as f:
        print(repr(f.read()))
    try:
        with open(path) as f:
            f.read()
    except UnicodeDecodeError as e:
        print(type(e).__name__, e)
    try:
        with open(path, encoding="ascii") as f:
            f.read()
    except UnicodeDecodeError as e:
        print(type(e).__name__, e)
    try:
        with open(path, "w", encoding="ascii") as f:
            f.write("plain then é")
    except UnicodeEncodeError as e:
        print(type(e).__name__, e)
    try:
        with open(path, "w", encoding="latin-1") as f:
            f.write("euro €")
    except UnicodeEncodeError as e:
        print(type(e).__name__, e)
    with open(path, "w", encoding="utf-8-sig") as f:
        f.write("with bom\n")
        f.write("second\n")
    with open(path, "rb") as f:
        print(f.read())
    with open(path, encoding="utf-8-sig") as f:
        print(f.readlines())
    with open(path) as f:
        line = f.readline()
        print(line.startswith('\ufeff'), len(line), repr(line[1:]))
    with open(path, "wb") as f:
        f.write(b"ok\xff\xfeend")
    try:
        open(path).read()
    except UnicodeDecodeError as e:
        print(type(e).__name__, e)
    with open(path, "wb") as f:
        f.write(b"abc\xe2\x82")
    try:
        open(path).read()
    except UnicodeDecodeError as e:
        print(type(e).__name__, e)
    with open(path, "wb") as f:
        f.write(b"ab\xc3(")
    try:
        open(path).read()
    except UnicodeDecodeError as e:
        print(type(e).__name__, e)
    with open(path, "w", encoding="UTF8") as f:
        print(repr(f).endswith("encoding='UTF8'>"))

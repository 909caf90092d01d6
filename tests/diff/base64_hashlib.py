# Encoding bytes as text and hashing them, as data-integrity lessons do.
import base64
import hashlib

data = "héllo, wörld".encode("utf-8")
enc = base64.b64encode(data)
print(enc, base64.b64decode(enc), base64.b64decode(enc).decode("utf-8"))
for raw in [b"", b"f", b"fo", b"foo", b"foob", b"fooba", b"foobar", bytes(range(256))[:40]]:
    e = base64.b64encode(raw)
    print(e, base64.b64decode(e) == raw, base64.b16encode(raw), base64.b32encode(raw))
print(base64.urlsafe_b64encode(b"\xfb\xff\xfe"), base64.b64encode(b"\xfb\xff\xfe"), base64.urlsafe_b64decode("-__-"), base64.b64decode("+//+"))
print(base64.b64decode("aGVsbG8="), base64.b64decode(b"aGVs\nbG8="), base64.b64decode("aGVsbG8"+"=="), base64.b16decode("DEADBEEF"), base64.b16decode("deadbeef", casefold=True))
print(base64.b32decode("MZXW6YTBOI======"), base64.standard_b64encode(b"x"), base64.encodebytes(b"abc" * 30), base64.b64encode(b"\xfb\xff", altchars=b"-_"))
for bad in ["aGVsbG8", "a", "abcde", "aGVs!bG8="]:
    try:
        print(base64.b64decode(bad))
    except ValueError as e:
        print(type(e).__name__, e)
try:
    base64.b64decode("aGVs!bG8=", validate=True)
except ValueError as e:
    print(type(e).__name__, e)
try:
    base64.b64encode("text")
except TypeError as e:
    print("TypeError", e)

print(hashlib.md5(b"").hexdigest())
print(hashlib.md5(b"The quick brown fox jumps over the lazy dog").hexdigest())
print(hashlib.sha1(b"abc").hexdigest())
print(hashlib.sha256(b"abc").hexdigest())
print(hashlib.sha224(b"abc").hexdigest())
print(hashlib.sha256(b"a" * 1000).hexdigest(), hashlib.sha1(b"b" * 119).hexdigest(), hashlib.md5(b"c" * 64).hexdigest())
h = hashlib.sha256()
h.update(b"hello ")
h2 = h.copy()
h.update(b"world")
print(h.hexdigest() == hashlib.sha256(b"hello world").hexdigest(), h2.hexdigest(), h.digest()[:4], h.digest_size, h.block_size, h.name)
print(hashlib.new("md5", b"x").hexdigest(), hashlib.new("SHA256").name, len(hashlib.sha1().digest()))
print(hashlib.sha256("password123".encode()).hexdigest()[:16])
try:
    hashlib.sha256("text")
except TypeError as e:
    print("TypeError", e)
try:
    hashlib.new("nope")
except ValueError as e:
    print("ValueError", e)

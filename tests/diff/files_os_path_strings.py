# os.path's string functions (posixpath), and importing it every way.
import os
import os.path
import posixpath
from os.path import join, splitext, basename as base

print(os.path is posixpath, os.sep, os.path.sep, os.curdir, os.pardir, os.extsep)
print(join("a", "b", "c.txt"), join("a/", "b"), join("a", "/abs", "c"), join("", "x"), join("a", ""), join("/"))
for p in ["a/b/c.txt", "/a/b/", "c.txt", "/", "", "a//b", "//x", "///x/y", ".bashrc", "a/.hidden", "a.b/c", "x.tar.gz", "..", "a/b..", "...x"]:
    print(repr(p), os.path.split(p), splitext(p), base(p), repr(os.path.dirname(p)), os.path.isabs(p))
for p in ["a//b/./c/", "/../a", "a/../../b", "./", "", "//a//b", "///a", "a/b/../..", "/a/./b/../c", "../x/.."]:
    print(repr(p), repr(os.path.normpath(p)))
print(os.path.relpath("a/b/c", "a"), os.path.relpath("a", "a/b/c"), os.path.relpath("x/y", "x/y"), os.path.relpath("p/q", "r/s"))
print(os.path.abspath("some/file.txt") == os.path.join(os.getcwd(), "some/file.txt"))
print(os.path.abspath("/x/../y/./z"), os.path.abspath(".") == os.getcwd())
print(os.path.expanduser("~/data") == os.path.join(os.path.expanduser("~"), "data"), os.path.expanduser("x/~"), os.path.expanduser("~") == os.environ.get("HOME", os.path.expanduser("~")))
print(os.path.commonprefix(["/usr/lib", "/usr/local", "/usr/libexec"]), repr(os.path.commonprefix([])))
try:
    join("a", 3)
except TypeError as e:
    print(type(e).__name__, e)
try:
    os.path.basename(None)
except TypeError as e:
    print(type(e).__name__, e)
try:
    os.path.relpath("")
except ValueError as e:
    print(type(e).__name__, e)
print(os.path.exists("definitely/not/here"), os.path.isfile("definitely"), os.path.isdir("definitely"))

import textwrap

def show(s):
    print(repr(s))

show(textwrap.dedent("""\
    def f():
        return 1

    print(f())
"""))
show(textwrap.dedent("  a\n    b\n  c"))
show(textwrap.dedent("  a\n\tb"))
show(textwrap.dedent("\ta\n\t\tb\n\t"))
show(textwrap.dedent("   \n  x\n     \n  y\n"))
show(textwrap.dedent("no indent\n  some"))
show(textwrap.dedent("  \t mixed\n  \t  more"))
show(textwrap.dedent(""))
show(textwrap.dedent("   only blank   "))
show(textwrap.dedent("  a\r\n  b\r\n"))

show(textwrap.indent("one\ntwo\n\nthree\n", "> "))
show(textwrap.indent("one\n  \nthree", "+ "))
show(textwrap.indent("a\r\nb\rc\n", "| "))
show(textwrap.indent("x\n\ny\n", "# ", lambda line: True))
show(textwrap.indent("keep\nskip\nkeep", "  ", predicate=lambda l: l.startswith("k")))
show(textwrap.indent("", "> "))
try:
    textwrap.dedent(5)
except Exception as e:
    print(type(e).__name__, e)

import textwrap

text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore."
for n in [1, 2, 3, 10]:
    print(n, textwrap.wrap(text, 24, max_lines=n))
print(textwrap.wrap(text, 24, max_lines=2, placeholder="..."))
print(textwrap.wrap(text, 24, max_lines=2, placeholder=" (more)", initial_indent="> ", subsequent_indent=">> "))
print(textwrap.fill("short text", 40, max_lines=1), textwrap.wrap("aaaa bbbb cccc", 9, max_lines=2, placeholder=" ~"))
print(textwrap.wrap("  indented   text  with   gaps  ", 12, drop_whitespace=False))
print(textwrap.wrap("  indented   text  with   gaps  ", 12))
print(textwrap.wrap("Dr. Who arrived. Then? he left! Yes. 'Quoted.' Bye.", 20, fix_sentence_endings=True))
print(textwrap.wrap("one two", width=3, initial_indent="* "), textwrap.wrap("abcdef", 3, initial_indent="> "))

for kw in [dict(width=0), dict(width=-3), dict(width=5, max_lines=1, placeholder=" [........]"),
           dict(width=10, max_lines=3, subsequent_indent="x" * 8), dict(widht=3)]:
    try:
        print(textwrap.wrap("some text here to wrap", **kw))
    except (ValueError, TypeError) as e:
        print(sorted(kw), type(e).__name__, e)

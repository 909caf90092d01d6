from string import Template

t = Template("$who likes ${what}; it costs $$$price.")
print(t.template)
print(t.substitute(who="Tim", what="ham", price=3))
print(t.substitute({"who": "Ann", "what": "jam"}, price=4.5))
print(t.substitute({"who": "x", "what": "y", "price": 1}, who="override"))
print(t.safe_substitute(who="Tim"))
print(t.safe_substitute({}))
print(t.get_identifiers(), t.is_valid())
print(Template("${a}b $a_1c $_ $1 ${ x}").safe_substitute(a=1, a_1c=2, _=3))
print(Template("$ab$cd").substitute(ab="A", cd="C"), Template("$$ab").substitute(), Template("${ab}c").substitute(ab=[1, 2]))
print(Template("$é and $a").safe_substitute(a=1), Template("x $").safe_substitute())

for tpl, kw in [("$missing here", {}), ("Hello $", {}), ("line one\nline $5", {}), ("a\r\nb ${c", {}),
                ("${}", {}), ("ok $name", {"other": 1})]:
    try:
        print(Template(tpl).substitute(**kw))
    except (KeyError, ValueError) as e:
        print(repr(tpl), type(e).__name__, e)
bad = Template("$ok and $")
print(bad.is_valid(), bad.get_identifiers())
print(Template("$a $b $a").get_identifiers())

# csv.reader: quoting, doubled quotes, fields across lines, delimiters, skipinitialspace, strict.
import csv
import os
import tempfile

lines = ['name,age,city', '"Smith, J",42,"New\nYork"', 'plain,"he said ""hi""",x', '', ' a, b ,c', '"multi', 'line",z', 'a"b,c', ',,']
for row in csv.reader(lines):
    print(row)
r = csv.reader(["x;y;z", "1;2;3"], delimiter=";")
print(next(r), r.line_num, list(r), r.line_num)
print(list(csv.reader([' a,  "b",c'], skipinitialspace=True)))
print(list(csv.reader(["a\tb\tc"], dialect="excel-tab")), list(csv.reader(["'x,y',z"], quotechar="'")))
print(list(csv.reader(["a\\,b,c"], escapechar="\\")), list(csv.reader(['"a\\"b",c'], escapechar="\\", doublequote=False)))
print(list(csv.reader(['1,"2",3.5,-4e2'], quoting=csv.QUOTE_NONNUMERIC)))
print(list(csv.reader(['"a,b",c'], quoting=csv.QUOTE_NONE)))
print(list(csv.reader(['"unterminated'])), list(csv.reader(["ok"])), list(csv.reader([])))
for kwargs, data in [({"strict": True}, ['"a"b,c']), ({"strict": True}, ['"abc']), ({}, ["a\nb\n"]), ({"quoting": csv.QUOTE_NONNUMERIC}, ["1,x"]), ({}, [3])]:
    try:
        print(list(csv.reader(data, **kwargs)))
    except (csv.Error, ValueError) as e:
        print(type(e).__name__, e)
for kwargs in [{"delimiter": "ab"}, {"delimiter": 1}, {"quoting": 7}, {"quotechar": None, "quoting": csv.QUOTE_ALL}, {"bogus": 1}]:
    try:
        csv.reader([], **kwargs)
    except TypeError as e:
        print(type(e).__name__, e)
print(issubclass(csv.Error, Exception), csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE)
with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "table.csv")
    with open(path, "w", newline="") as f:
        f.write('id,text\r\n1,"two\r\nlines"\r\n2,plain\r\n\r\n3,"x, y"\r\n')
    with open(path, newline="") as f:
        reader = csv.reader(f)
        header = next(reader)
        for row in reader:
            print(reader.line_num, row)
    with open(path, newline="") as f:
        print(sum(1 for _ in csv.reader(f)))

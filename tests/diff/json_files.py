# json.dump/json.load through files, round trips, and what survives them.
import json
import os
import tempfile

record = {"id": 7, "name": "Zoë", "values": [0.1, 2, None], "pair": (1, 2), 5: "five", "nested": {"ok": True}}
with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "record.json")
    with open(path, "w") as f:
        print(json.dump(record, f, indent=2, sort_keys=False))
    with open(path) as f:
        text = f.read()
    print(text)
    with open(path) as f:
        back = json.load(f)
    print(back, back == record, back["pair"], back["5"])
    with open(path, "w", encoding="utf-8") as f:
        json.dump(record, f, ensure_ascii=False, separators=(",", ":"))
    with open(path, "rb") as f:
        print(f.read())
    with open(path, encoding="utf-8") as f:
        print(json.load(f, object_hook=lambda d: {k.upper(): v for k, v in d.items()}))
    lines = os.path.join(tmp, "rows.jsonl")
    with open(lines, "w") as f:
        for i in range(3):
            f.write(json.dumps({"row": i, "sq": i * i}) + "\n")
    with open(lines) as f:
        print([json.loads(line)["sq"] for line in f])
    with open(path, "w") as f:
        f.write('{"broken": [1, 2}')
    try:
        with open(path) as f:
            json.load(f)
    except json.JSONDecodeError as e:
        print(type(e).__name__, e)
    for value in [[], {}, "", 0, -1.5, [[[]]], {"": ""}, "\u2028"]:
        s = json.dumps(value)
        print(s, json.loads(s) == value)

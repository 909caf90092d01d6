print(repr('it\'s'), repr("say \"hi\""), repr('tab\there'), repr('nl\n'), repr('back\\slash'))
print(['a', "b'c", 'd"e'], ('x',), {'k': 'v'})
print(str(None), str(True), repr(''), repr('unicode é ü'))

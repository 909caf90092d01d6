import re

s = "naïve café ΑΒΓ αβγ Привет 東京 ٣٤ ²½ x_1 \u00a0\u2003|\u3000|\x1c\x1f"
print(re.findall(r"\w+", s))
print(re.findall(r"\d", s), re.findall(r"\d", s, re.A))
print(len(re.findall(r"\s", s)), len(re.findall(r"\s", s, re.ASCII)), re.findall(r"(?a)\w+", s))
print(re.findall(r"\bé\w*", "éa bé éz"), re.findall(r"[^\W\d_]+", "ab_12cd é3"))
print(re.findall(r"(?i)straße", "STRASSE Straße STRAßE"), re.findall(r"(?i)σ", "Σσς"), re.findall(r"(?i)[α-ω]+", "ΑΒΓ δ"))
print(re.findall(r"(?i)k", "kK\u212a"), re.findall(r"(?i)s", "sSſ"), re.findall(r"(?i)i", "iIıİ"))
print(re.findall(r"(?i)[a-z]", "ıİſ\u212a"), re.findall(r"(?ai)[a-z]", "ıİſ\u212aZ"), re.findall(r"(?i)µ", "µΜμ"))
print(re.findall(r"(?i)é", "ÉéE"), re.match(r"(?i)(ÿ)\1", "ÿŸ"), re.fullmatch(r"[à-ÿ]+", "éèê"))
print(re.sub(r"\W+", "-", "Grüße, Welt! 你好。"), re.split(r"\s+", "a\u2009b\u3000c\x85d"))
print(re.match(r".", "\U0001F600").group() == "\U0001F600", len(re.findall(r"\w", "𝒜𝒷𝟙")))
print(re.findall(r"[\u4e00-\u9fff]+", "abc中文def字"), re.findall(r"\u00e9|\x41", "éA"))

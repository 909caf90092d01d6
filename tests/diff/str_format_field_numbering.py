# str.format refuses to mix manual and automatic field numbering.
for fmt in ["{0} {}", "{} {0}", "{} {1}", "{1} {} {0}", "{0} {1}", "{} {}", "{0:{}}", "{:{0}}"]:
    try:
        print(repr(fmt.format(1, 2)))
    except Exception as e:
        print(type(e).__name__, e)

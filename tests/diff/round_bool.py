print(round(True, 2), round(False), round(True), round(True, -1), type(round(True, 2)).__name__, type(round(True)).__name__)

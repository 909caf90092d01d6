print(isinstance(True, bool), isinstance(True, int), isinstance(1, bool), isinstance(1, float))
print(isinstance(ValueError(), Exception), isinstance(KeyboardInterrupt(), Exception), isinstance(KeyboardInterrupt(), BaseException))
print(issubclass(bool, int), issubclass(int, bool), issubclass(ZeroDivisionError, (ValueError, ArithmeticError)))
print(isinstance([], (list, tuple)), isinstance({}, dict), isinstance('x', (int, str)))

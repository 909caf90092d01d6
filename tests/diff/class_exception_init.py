class InsufficientFunds(ValueError):
    def __init__(self, balance, amount):
        super().__init__(f"balance {balance} is less than {amount}")
        self.balance = balance
        self.amount = amount

    def shortfall(self):
        return self.amount - self.balance


class Account:
    def __init__(self, balance=0):
        self.balance = balance

    def withdraw(self, amount):
        if amount > self.balance:
            raise InsufficientFunds(self.balance, amount)
        self.balance -= amount
        return self.balance


acct = Account(50)
print(acct.withdraw(20))
try:
    acct.withdraw(100)
except ValueError as e:
    print(type(e).__name__, e, e.args, e.balance, e.shortfall())
    print(repr(e), isinstance(e, InsufficientFunds), isinstance(e, Exception))


class CodeError(Exception):
    def __init__(self, code):
        self.code = code

    def __str__(self):
        return f"error code {self.code}"


try:
    raise CodeError(7)
except CodeError as e:
    print(type(e).__name__, e, e.args, e.code, str(e), f"{e}")


class Quiet(KeyError):
    pass


try:
    raise Quiet("k")
except LookupError as e:
    print(type(e).__name__, e, repr(e))
e = RuntimeError("x")
e.extra = 3
print(e.extra)
try:
    raise InsufficientFunds(1, 2) from None
except InsufficientFunds as err:
    print(err.shortfall(), err)

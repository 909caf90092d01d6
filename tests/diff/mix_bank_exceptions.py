# Bank accounts: custom exception hierarchy, class/static methods, properties, __str__/__repr__.
from collections import defaultdict


class BankError(Exception):
    pass


class InsufficientFunds(BankError):
    def __init__(self, account, amount):
        super().__init__(f"{account.owner} cannot withdraw {amount:.2f} (balance {account.balance:.2f})")
        self.shortfall = amount - account.balance


class FrozenAccount(BankError):
    pass


class Account:
    _next_id = 1000
    interest = 0.0

    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self._balance = balance
        self.frozen = False
        self.id = Account._next_id
        Account._next_id += 1
        self.log = []

    @property
    def balance(self):
        return round(self._balance, 2)

    @classmethod
    def open_many(cls, *owners):
        return [cls(o) for o in owners]

    @staticmethod
    def fmt(amount):
        return f"${amount:,.2f}"

    def _check(self):
        if self.frozen:
            raise FrozenAccount(f"account {self.id} is frozen")

    def deposit(self, amount):
        self._check()
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self._balance += amount
        self.log.append(("dep", amount))
        return self

    def withdraw(self, amount):
        self._check()
        if amount > self._balance:
            raise InsufficientFunds(self, amount)
        self._balance -= amount
        self.log.append(("wd", amount))
        return self

    def apply_interest(self):
        self._balance *= 1 + self.interest

    def __str__(self):
        return f"{type(self).__name__}#{self.id}[{self.owner}] {self.fmt(self.balance)}"

    def __repr__(self):
        return f"{type(self).__name__}({self.owner!r}, {self.balance!r})"


class Savings(Account):
    interest = 0.025

    def withdraw(self, amount):
        if len([k for k, _ in self.log if k == "wd"]) >= 2:
            raise BankError("savings withdrawal limit reached")
        return super().withdraw(amount)


accts = Account.open_many("ann", "bo") + [Savings("cy", 1000.0)]
accts[0].deposit(250).deposit(49.99).withdraw(100)
accts[1].deposit(10)
for a in accts:
    print(a)
print(accts)
ops = [(0, "withdraw", 500), (1, "deposit", -5), (2, "withdraw", 100), (2, "withdraw", 50),
       (2, "withdraw", 1), (1, "withdraw", 10)]
errors = defaultdict(int)
for idx, op, amt in ops:
    try:
        getattr(accts[idx], op)(amt)
        print("ok", op, amt, "->", accts[idx].balance)
    except InsufficientFunds as e:
        print(type(e).__name__, e, f"short={e.shortfall:.2f}")
        errors[type(e).__name__] += 1
    except BankError as e:
        print(type(e).__name__, e, isinstance(e, Exception))
        errors[type(e).__name__] += 1
    except ValueError as e:
        print(type(e).__name__, e)
        errors[type(e).__name__] += 1
    finally:
        pass
print(sorted(errors.items()))
accts[1].frozen = True
try:
    accts[1].deposit(1)
except BankError as e:
    print(type(e).__name__, e, e.args)
for a in accts:
    a.apply_interest()
print([a.balance for a in accts], Account.fmt(1234567.891))
print(Savings.__mro__[1].__name__, InsufficientFunds.__mro__[1:3])
try:
    accts[0].balance = 5
except AttributeError as e:
    print(type(e).__name__, e)
try:
    raise BankError("outer") from KeyError("inner")
except BankError as e:
    print(type(e).__name__, e)
print(round(0.1 + 0.2, 2), f"{10 / 3:.4f}", Account._next_id)

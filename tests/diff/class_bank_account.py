class Account:
    interest = 0.02
    _next_id = 1

    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self._balance = balance
        self.id = Account._next_id
        Account._next_id += 1
        self.history = []

    @property
    def balance(self):
        return round(self._balance, 2)

    @balance.setter
    def balance(self, value):
        raise AttributeError("use deposit() or withdraw()")

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError(f"deposit must be positive, got {amount}")
        self._balance += amount
        self.history.append(("deposit", amount))
        return self

    def withdraw(self, amount):
        if amount > self._balance:
            raise ValueError(f"insufficient funds: {self.balance} < {amount}")
        self._balance -= amount
        self.history.append(("withdraw", amount))
        return self

    def add_interest(self):
        self._balance *= 1 + self.interest

    def __str__(self):
        return f"#{self.id} {self.owner}: {self.balance:.2f}"

    def __repr__(self):
        return f"Account({self.owner!r}, {self.balance!r})"


class Savings(Account):
    interest = 0.05

    def withdraw(self, amount):
        if len([h for h in self.history if h[0] == "withdraw"]) >= 2:
            raise RuntimeError("only two withdrawals allowed")
        return super().withdraw(amount)


a = Account("ann", 100).deposit(50).withdraw(30)
s = Savings("sam", 1000)
s.withdraw(1).withdraw(2)
for acct in (a, s):
    acct.add_interest()
    print(acct, repr(acct), acct.history)
for bad in (lambda: a.deposit(-5), lambda: a.withdraw(10**6), lambda: s.withdraw(1)):
    try:
        bad()
    except (ValueError, RuntimeError) as e:
        print(type(e).__name__, e)
try:
    a.balance = 5
except AttributeError as e:
    print(type(e).__name__, e)
print(Account._next_id, [x.id for x in (a, s)], f"{a}", "%s" % s)

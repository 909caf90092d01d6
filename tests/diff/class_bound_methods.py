class Greeter:
    def __init__(self, greeting):
        self.greeting = greeting

    def greet(self, name):
        return f"{self.greeting}, {name}!"


g = Greeter("Hi")
f = g.greet
print(f("Ann"), f.__self__ is g, f.__func__ is Greeter.greet, f.__name__)
print(Greeter.greet(g, "Bob"), list(map(g.greet, ["x", "y"])))
print(repr(f).startswith("<bound method Greeter.greet of <__main__.Greeter object at 0x"))
print(g.greet == g.greet, g.greet is g.greet)
print(type(Greeter.greet).__name__, Greeter.greet.__qualname__)
callbacks = [Greeter(w).greet for w in ["Hello", "Bye"]]
print([cb("Z") for cb in callbacks])
g.greet = lambda name: "shadowed " + name
print(g.greet("Q"), Greeter("Yo").greet("Q"))

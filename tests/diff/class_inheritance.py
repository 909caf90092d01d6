class Animal:
    kind = "animal"

    def __init__(self, name):
        self.name = name

    def speak(self):
        return f"{self.name} makes a sound"

    def describe(self):
        return f"{self.name} is an {self.kind}: {self.speak()}"


class Dog(Animal):
    kind = "dog"

    def speak(self):
        return f"{self.name} barks"


class Puppy(Dog):
    def __init__(self, name, age):
        super().__init__(name)
        self.age = age

    def speak(self):
        return super().speak() + " softly"


for a in [Animal("generic"), Dog("Rex"), Puppy("Bit", 1)]:
    print(a.describe())
p = Puppy("Bit", 1)
print(p.age, p.name, p.kind)
print(isinstance(p, Dog), isinstance(p, Animal), isinstance(Dog("x"), Puppy))
print(issubclass(Puppy, Animal), issubclass(Animal, Dog), issubclass(Dog, object))
print([c.__name__ for c in Puppy.__mro__])
print(Puppy.__bases__[0].__name__, Puppy.__name__, Puppy.__qualname__, Puppy.__module__)
print(type(p) == Puppy, type(p) == Dog)
print(isinstance(p, (int, Dog)))

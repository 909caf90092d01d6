"""Writing teaching notebooks from Python: `Notebook(prefix)` collects markdown and code cells and
`write(name)` saves them in notebooks/ with empty outputs (CI executes every notebook)."""
import json
import os


class Notebook:
    def __init__(self, prefix):
        self.prefix = prefix
        self.cells = []

    def _add(self, kind, text, **extra):
        cell = {"cell_type": kind, "id": f"{self.prefix}-{len(self.cells):02d}", "metadata": {}, "source": text.strip("\n")}
        cell.update(extra)
        self.cells.append(cell)

    def md(self, text):
        self._add("markdown", text)

    def code(self, text):
        self._add("code", text, outputs=[], execution_count=None)

    def write(self, name):
        nb = {
            "cells": self.cells,
            "metadata": {
                "kernelspec": {"display_name": "CUDA Lab (Python)", "language": "python", "name": "cudalab"},
                "language_info": {"name": "python", "file_extension": ".py", "mimetype": "text/x-python"},
            },
            "nbformat": 4,
            "nbformat_minor": 5,
        }
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", name)
        with open(path, "w") as f:
            json.dump(nb, f, indent=1, ensure_ascii=False)
            f.write("\n")


# The first code cell of every notebook: one size, small on the simulator, full on a GPU.
SIZE_CELL = '''
import math
import numpy as np
from numba import cuda

device = cuda.get_current_device()
on_gpu = "simulator" not in str(device.name)
N = {gpu} if on_gpu else {sim}   # the one size used throughout
print(device.name, "- N =", N)
'''


class Exercises:
    """A lesson's exercises, with their answers in solutions/<name>-solutions.ipynb.

    In the lesson each exercise is its task, a template that runs as given (a stub that leaves the
    work undone) and a check that says "Not done yet" until the work is done. The solutions
    notebook holds the same task and check around the answer, after `setup` (the lesson's size
    cell), and asserts that the check passed. A check sets `passed`."""

    def __init__(self, lesson, name, title, setup):
        self.lesson = lesson
        self.path = f"solutions/{name}-solutions.ipynb"
        self.count = 0
        self.solutions = Notebook(f"{lesson.prefix}-solutions")
        self.solutions.md(f"# Solutions: {title}\n\nThe answers to the exercises of `{name}.ipynb`.")
        for cell in [setup] if isinstance(setup, str) else setup:
            self.solutions.code(cell)
        lesson.md(f"## Exercises\n\nThe answers are in `{self.path}`: try first!")

    def add(self, title, task, template, answer, check):
        self.count += 1
        for nb, body, end in ((self.lesson, template, ""), (self.solutions, answer, "\nassert passed")):
            nb.md(f"### Exercise {self.count}: {title}\n\n{task.strip()}")
            nb.code(body)
            nb.code(check.strip("\n") + end)

    def write(self):
        self.solutions.write(self.path)

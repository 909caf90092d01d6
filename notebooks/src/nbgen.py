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

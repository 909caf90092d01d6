"""Protocol conformance with jupyter_kernel_test: every sample attribute filled."""
import unittest

import jupyter_kernel_test as jkt


class CudalabKernelTests(jkt.KernelTests):
    kernel_name = "cudalab"
    language_name = "python"
    file_extension = ".py"

    code_hello_world = "print('hello, world')"
    code_stderr = "import sys\nprint('oops', file=sys.stderr)"

    completion_samples = [
        {"text": "zi", "matches": {"zip"}},
        {"text": "import math\nmath.fl", "matches": {"math.floor"}},
    ]
    complete_code_samples = ["1", "print('hello, world')", "def f(x):\n    return x\n\n", "x = (1,\n 2)"]
    incomplete_code_samples = ["for i in range(3):", "x = (1,", "def f(x):"]
    invalid_code_samples = ["x = 1)", "1 +* 2"]

    code_page_something = "print?"

    code_generate_error = "raise ValueError('expected failure')"

    code_execute_result = [
        {"code": "6 * 7", "result": "42"},
        {"code": "'a' + 'b'", "result": "'ab'"},
        {"code": "[1, 2.5, None]", "result": "[1, 2.5, None]"},
    ]

    code_display_data = [
        {"code": "from IPython.display import HTML, display\ndisplay(HTML('<b>hi</b>'))", "mime": "text/html"},
        {"code": "from IPython.display import SVG, display\ndisplay(SVG('<svg xmlns=\"http://www.w3.org/2000/svg\"/>'))", "mime": "image/svg+xml"},
        {"code": "from IPython.display import Markdown, display\ndisplay(Markdown('# title'))", "mime": "text/markdown"},
    ]

    code_history_pattern = "6 ? 7"
    supported_history_operations = ("tail", "range", "search")

    code_inspect_sample = "print"

    support_iopub_welcome = True

    code_clear_output = "from IPython.display import clear_output\nclear_output()"


if __name__ == "__main__":
    unittest.main()

//! `is_complete_request` answers against IPython's: each snippet (what a console client sends
//! while the user types, Enter by Enter) goes through cudalab's `lang::cell::is_complete` and
//! through IPython's `TransformerManager.check_complete` (as ipykernel replies: the indent as
//! that many spaces). The Python is `$CUDALAB_PYTHON`, else target/test-venv's (scripts/test
//! installs IPython there).

use cudalab::lang::cell::{is_complete, Completeness};
use std::process::Command;

const SNIPPETS: &[&str] = &[
    "print('hi')",
    "x = 1\n",
    "",
    "   ",
    "for i in range(3):",
    "for i in range(3):\n    print(i)",
    "for i in range(3):\n    print(i)\n",
    "for i in range(3):\n    print(i)\n    ",
    "for i in range(3):\n    print(i)\n\n",
    "for i in range(3):\n    print(i)\n  \n",
    "if x:\n    pass\nelse:",
    "if x:\n    pass\nelse:\n    y = 2\n    ",
    "def f(a):\n    return a",
    "def f(a):\n    return a\n",
    "def f(a):\n    if a:\n        return 1\n        ",
    "def f(a):\n    if a:\n        return 1\n    ",
    "class A:\n    x = 1\n    def m(self):\n        return self.x\n    ",
    "@cuda.jit",
    "@cuda.jit\n",
    "@cuda.jit\ndef k(a):",
    "@cuda.jit\ndef k(a):\n    a[0] = 1\n",
    "x = (1,",
    "x = [1,\n     2",
    "x = {'a': 1,\n",
    "x = 1)",
    "s = '''abc",
    "s = '''abc\n'''",
    "x = 1 + \\",
    "with open('f') as fh:\n    data = fh.read()\n    ",
    "try:\n    x = 1\nexcept ValueError:\n    pass\n    ",
    "while True:\n    break\n",
    "%timeit x = 1",
    "%%timeit\nx = 1",
    "%%timeit\nx = 1\n\n",
    "x = 1\ny = 2",
    "a = [i for i in range(3)]",
    "lambda: (",
    "return 1",
    "if True:\n  x = 1\n y = 2",
];

#[path = "support/python.rs"]
mod support;
use support::python;

fn ours(code: &str) -> String {
    match is_complete(code) {
        Completeness::Complete => "complete".into(),
        Completeness::Invalid => "invalid".into(),
        Completeness::Incomplete { indent } => format!("incomplete {:?}", indent),
    }
}

#[test]
fn is_complete_answers_as_ipython() {
    let py = python();
    let script = r#"
import json, sys
from IPython.core.inputtransformer2 import TransformerManager
tm = TransformerManager()
for code in json.load(sys.stdin):
    status, indent = tm.check_complete(code)
    if status == 'incomplete':
        print(json.dumps('incomplete ' + json.dumps(' ' * (indent or 0))))
    else:
        print(json.dumps(status))
"#;
    let have = Command::new(&py).args(["-c", "import IPython"]).status().map(|s| s.success()).unwrap_or(false);
    assert!(have, "{py} has no IPython: run scripts/python-env (or scripts/test) first, or set CUDALAB_PYTHON");
    let mut child =
        Command::new(&py).args(["-c", script]).stdin(std::process::Stdio::piped()).stdout(std::process::Stdio::piped()).spawn().expect("python runs");
    {
        use std::io::Write;
        let input = serde_json::to_string(SNIPPETS).expect("json");
        child.stdin.take().expect("stdin").write_all(input.as_bytes()).expect("write");
    }
    let out = child.wait_with_output().expect("python finishes");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let want: Vec<String> = String::from_utf8_lossy(&out.stdout).lines().map(|l| serde_json::from_str::<String>(l).expect("a json string")).collect();
    assert_eq!(want.len(), SNIPPETS.len());
    let mut bad = Vec::new();
    for (code, want) in SNIPPETS.iter().zip(&want) {
        let got = ours(code);
        if &got != want {
            bad.push(format!("{code:?}: cudalab {got}, IPython {want}"));
        }
    }
    assert!(bad.is_empty(), "is_complete differs from IPython's:\n{}", bad.join("\n"));
}

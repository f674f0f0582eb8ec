"""The README's Python example runs as written and prints what its comments say."""

import contextlib
import io
import re

from conftest import ROOT


def test_readme_example_runs():
    readme = (ROOT / "README.md").read_text()
    section = readme.split("## From Python", 1)[1]
    code = re.search(r"```python\n(.*?)```", section, re.S).group(1)
    assert len(code.strip().splitlines()) == 5
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "README.md", "exec"), {})
    # chessprogramming.org: the initial position at depth 5, and its depth-4 divide (e2e4);
    # perf-suites/variants/atomic.epd: 400 at depth 2, every first move leaving 20 replies.
    assert out.getvalue().splitlines() == ["4865609", "20 False None 13160"]

#!/usr/bin/env python3
"""Shelter's Auto Layout against kiwisolver on the same constraint systems, whole process.

For each shape and size this writes a fixture, times `shelter simulate` on it (load, a layout
pass, focus, keyboard show and hide: five passes), and times a Python process that builds the
same system in kiwisolver (every view's constraints, `width, height >= 0` and a weak `==` at the
view's frame for each variable, as Shelter's stays) and solves it once. Both are timed as user +
system CPU of the whole process, best of three, so start-up is counted on both sides.

Usage: Scripts/kiwi-compare.py PATH/TO/shelter [N ...]   (needs `pip install kiwisolver`)
Prints one Markdown row per shape and size.
"""

import json
import os
import resource
import subprocess
import sys
import tempfile

KIWI_PROGRAM = r"""
import json, sys
import kiwisolver as kiwi
system = json.load(open(sys.argv[1]))
solver = kiwi.Solver()
names = {}
def var(name):
    if name not in names:
        names[name] = kiwi.Variable(name)
    return names[name]
strengths = {1000: kiwi.strength.required, 750: kiwi.strength.create(0, 750, 0),
             250: kiwi.strength.create(0, 250, 0), 0: kiwi.strength.weak}
for terms, constant, relation, priority in system:
    expression = sum((coefficient * var(name) for name, coefficient in terms), constant)
    constraint = {"==": expression == 0, ">=": expression >= 0, "<=": expression <= 0}[relation]
    solver.addConstraint(constraint | strengths[priority])
solver.updateVariables()
"""


def chain_rows(count, reverse):
    """A chain of `count` views pinned below one another: leading, trailing, height, top."""
    fixture, system = [], []
    for i in range(count):
        top = "v0.top == root.top + 8" if i == 0 else f"v{i}.top == v{i - 1}.bottom + 8"
        fixture += [f"v{i}.leading == root.leading + 16", f"v{i}.trailing == root.trailing - 16",
                    f"v{i}.height == 44", top]
        system += [([(f"x{i}", 1)], -16, "==", 1000),
                   ([(f"x{i}", 1), (f"w{i}", 1)], -(390 - 16), "==", 1000),
                   ([(f"h{i}", 1)], -44, "==", 1000),
                   ([(f"y{i}", 1)], -8, "==", 1000) if i == 0 else
                   ([(f"y{i}", 1), (f"y{i - 1}", -1), (f"h{i - 1}", -1)], -8, "==", 1000)]
    if reverse:
        fixture.reverse()
        system.reverse()
    return fixture, system


def grid_rows(count):
    """A square grid of `count` views, each 10 x 10, 2 points right of its left neighbour and
    below the one above."""
    side = max(1, int(count ** 0.5))
    fixture, system = [], []
    for r in range(side):
        for c in range(side):
            i = r * side + c
            left = "root.leading" if c == 0 else f"g{r}_{c - 1}.trailing"
            above = "root.top" if r == 0 else f"g{r - 1}_{c}.bottom"
            fixture += [f"g{r}_{c}.leading == {left} + 2", f"g{r}_{c}.top == {above} + 2",
                        f"g{r}_{c}.width == 10", f"g{r}_{c}.height == 10"]
            system += [([(f"x{i}", 1)], -2, "==", 1000) if c == 0 else
                       ([(f"x{i}", 1), (f"x{i - 1}", -1), (f"w{i - 1}", -1)], -2, "==", 1000),
                       ([(f"y{i}", 1)], -2, "==", 1000) if r == 0 else
                       ([(f"y{i}", 1), (f"y{i - side}", -1), (f"h{i - side}", -1)], -2, "==", 1000),
                       ([(f"w{i}", 1)], -10, "==", 1000), ([(f"h{i}", 1)], -10, "==", 1000)]
    ids = [f"g{r}_{c}" for r in range(side) for c in range(side)]
    return fixture, system, ids


def stays(count):
    rows = []
    for i in range(count):
        for name in ("x", "y", "w", "h"):
            rows.append(([(f"{name}{i}", 1)], 0, "==", 0))
        rows.append(([(f"w{i}", 1)], 0, ">=", 1000))
        rows.append(([(f"h{i}", 1)], 0, ">=", 1000))
    return rows


def fixture_text(count, constraints, ids=None):
    ids = ids or [f"v{i}" for i in range(count)]
    views = [{"id": name, "kind": "textField" if i == 0 else "view",
              "translatesAutoresizingMaskIntoConstraints": False} for i, name in enumerate(ids)]
    return json.dumps({
        "format": "shelter-fixture/1",
        "screen": {"size": [390, 844], "safeArea": [47, 0, 34, 0]},
        "window": {"controller": {"id": "c", "view": {
            "id": "root", "frame": [0, 0, 390, 844],
            "constraints": [{"constraint": c} for c in constraints], "subviews": views}}},
        "steps": [{"focus": ids[0]}, {"keyboard": "show", "height": 336}, {"keyboard": "hide"}]})


def cpu_seconds(command):
    """Best of three: user + system CPU seconds of the child process."""
    best = None
    for _ in range(3):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        spent = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        best = spent if best is None else min(best, spent)
    return best


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    shelter = sys.argv[1]
    sizes = [int(n) for n in sys.argv[2:]] or [250, 1000]
    with tempfile.TemporaryDirectory() as directory:
        program = os.path.join(directory, "kiwi_run.py")
        with open(program, "w") as file:
            file.write(KIWI_PROGRAM)
        print("| shape | views | constraints | Shelter | kiwisolver | Shelter faster by |")
        print("|---|---|---|---|---|---|")
        shapes = (("chain of pins", lambda n: chain_rows(n, False) + (None,)),
                  ("chain of pins, bottom-up", lambda n: chain_rows(n, True) + (None,)),
                  ("grid of pins", grid_rows))
        for name, shape in shapes:
            for count in sizes:
                constraints, system, ids = shape(count)
                count = len(ids) if ids else count
                fixture = os.path.join(directory, "fixture.json")
                with open(fixture, "w") as file:
                    file.write(fixture_text(count, constraints, ids))
                rows = os.path.join(directory, "system.json")
                with open(rows, "w") as file:
                    json.dump(system + stays(count), file)
                ours = cpu_seconds([shelter, "simulate", fixture])
                theirs = cpu_seconds([sys.executable, program, rows])
                print(f"| {name} | {count:,} | {len(constraints):,} | {ours:.2f} s | {theirs:.2f} s "
                      f"| {theirs / max(ours, 1e-3):.1f}x |")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Shelter's Auto Layout against kiwisolver on the same constraint systems, whole process.

For each shape and size this writes a fixture and the same system for kiwisolver 1.5.1, then
times two processes, each as user + system CPU, best of three (one run past 10 s), start-up
included on both sides:

- `shelter responder FIXTURE --step 0`: decode the fixture, build its views, lay them out once
  (one pass) and print the first responder; nothing else is played.
- a Python process that imports kiwisolver, reads the system, adds every constraint and solves
  once (`updateVariables`).

kiwi is given, per view, its four window-space variables (x, y, width, height): every constraint
of the fixture written over them (`v.trailing` is x + width, `v.centerY` is y + height / 2, the
root's edges are numbers), for stack views the rows the stack generates (as `shelter describe
--constraints` lists them) and each item's content hugging and compression resistance, and, as
Shelter's stays and implicit rows, `width, height >= 0` and a weak `==` at the view's frame per
variable. Priorities map to kiwi strengths as p·1000 (required is kiwi's required), so levels keep
their order.

Usage: Scripts/kiwi-compare.py PATH/TO/shelter [VIEWS ...]   (needs `pip install kiwisolver`)
With no sizes: every shape at 500 and 2,000 views, and the form also at 6,400 views (32,000
constraints). Prints one Markdown row per shape and size. KIWI_SHAPES=REGEX keeps the shapes
whose name matches; KIWI_SKIP=1 times Shelter alone (kiwisolver's side does not change between
Shelter's builds).
"""

import json
import os
import re
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
def strength(priority):
    if priority >= 1000:
        return kiwi.strength.required
    return kiwi.strength.weak if priority == 0 else kiwi.strength.create(0, priority, 0)
for terms, constant, relation, priority in system:
    expression = sum((coefficient * var(name) for name, coefficient in terms), constant)
    constraint = {"==": expression == 0, ">=": expression >= 0, "<=": expression <= 0}[relation]
    solver.addConstraint(constraint | strength(priority))
solver.updateVariables()
"""

ROOT = {"x": 0.0, "y": 0.0, "w": 390.0, "h": 844.0}
ATTRIBUTES = {"leading": [("x", 1)], "left": [("x", 1)], "top": [("y", 1)],
              "trailing": [("x", 1), ("w", 1)], "right": [("x", 1), ("w", 1)],
              "bottom": [("y", 1), ("h", 1)], "width": [("w", 1)], "height": [("h", 1)],
              "centerX": [("x", 1), ("w", 0.5)], "centerY": [("y", 1), ("h", 0.5)]}
CONSTRAINT = re.compile(
    r"^(\w+)\.(\w+) (==|>=|<=) (?:(?:(-?[\d.e+-]+) \* )?(\w+)\.(\w+))?\s*(?:([+-]?) ?(-?[\d.e+]+))?"
    r"(?: @(\d+))?$")


def form(item, attribute):
    """An attribute as (terms, constant) over window-space variables."""
    if item == "root":
        return [], sum(ROOT[name] * factor for name, factor in ATTRIBUTES[attribute])
    return [(f"{name}.{item}", factor) for name, factor in ATTRIBUTES[attribute]], 0.0


def row(text):
    """One fixture constraint as a kiwi row: `lhs - rhs RELATION 0`."""
    match = CONSTRAINT.match(text)
    if not match:
        raise ValueError(f"cannot read {text!r}")
    item, attribute, relation, multiplier, other, other_attribute, sign, constant, priority = (
        match.groups())
    terms, total = form(item, attribute)
    terms = list(terms)
    if other:
        other_terms, other_constant = form(other, other_attribute)
        factor = float(multiplier) if multiplier else 1.0
        terms += [(name, -factor * coefficient) for name, coefficient in other_terms]
        total -= factor * other_constant
    if constant:
        total -= float(constant) * (-1 if sign == "-" else 1)
    return terms, total, relation, int(priority) if priority else 1000


def stays(ids):
    rows = []
    for view in ids:
        for name in ("x", "y", "w", "h"):
            rows.append(([(f"{name}.{view}", 1)], 0, "==", 0))
        rows.append(([(f"w.{view}", 1)], 0, ">=", 1000))
        rows.append(([(f"h.{view}", 1)], 0, ">=", 1000))
    return rows


def flat(ids, constraints, kinds=None):
    """Views side by side under the root, holding `constraints`."""
    kinds = kinds or {}
    views = ",".join(json.dumps({"id": view, "kind": kinds.get(view, "view"),
                                 "translatesAutoresizingMaskIntoConstraints": False})
                     for view in ids)
    return views, constraints


def fixture_text(views_json, constraints):
    return ('{"format":"shelter-fixture/1","screen":{"size":[390,844],"safeArea":[47,0,34,0]},'
            '"window":{"controller":{"id":"c","view":{"id":"root","frame":[0,0,390,844],'
            f'"constraints":{json.dumps(constraints)},"subviews":[{views_json}]}}}}}}}}')


def form_shape(count):
    """A form: rows pinned to the root one by one, each 44 tall with a preferred and a least
    width (UIKit's defaultHigh)."""
    ids = [f"r{i}" for i in range(count)]
    constraints = []
    for i, view in enumerate(ids):
        constraints += [f"{view}.leading == root.leading + 20", f"{view}.top == root.top + {44 * i}",
                        f"{view}.width == 300 @750", f"{view}.width >= 100", f"{view}.height == 44"]
    return ids, *flat(ids, constraints, {ids[0]: "textField"}), []


def chain_shape(count, reverse=False):
    """Views pinned below one another; `reverse` writes them bottom-up."""
    ids = [f"v{i}" for i in range(count)]
    constraints = []
    for i, view in enumerate(ids):
        top = "root.top + 8" if i == 0 else f"v{i - 1}.bottom + 8"
        constraints += [f"{view}.leading == root.leading + 16",
                        f"{view}.trailing == root.trailing - 16", f"{view}.height == 44",
                        f"{view}.top == {top}"]
    if reverse:
        constraints.reverse()
    return ids, *flat(ids, constraints, {ids[0]: "textField"}), []


def nested_shape(count):
    """Each view inside the one before: one point lower, as wide, 10 tall."""
    ids = [f"n{i}" for i in range(count)]
    constraints = []
    for i, view in enumerate(ids):
        parent = "root" if i == 0 else ids[i - 1]
        constraints += [f"{view}.top == {parent}.top + 1", f"{view}.leading == {parent}.leading",
                        f"{view}.width == {'390' if i == 0 else parent + '.width'}",
                        f"{view}.height == 10"]
    opening = "".join('{"id":"%s","kind":"%s","translatesAutoresizingMaskIntoConstraints":false,'
                      '"subviews":[' % (view, "textField" if i == count - 1 else "view")
                      for i, view in enumerate(ids))
    return ids, opening + "]}" * count, constraints, []


def grid_shape(count):
    """A square grid of views 10 x 10, each 2 points right of its left neighbour and below the
    one above."""
    side = max(1, int(count ** 0.5))
    ids = [f"g{r}_{c}" for r in range(side) for c in range(side)]
    constraints = []
    for r in range(side):
        for c in range(side):
            left = "root.leading" if c == 0 else f"g{r}_{c - 1}.trailing"
            above = "root.top" if r == 0 else f"g{r - 1}_{c}.bottom"
            constraints += [f"g{r}_{c}.leading == {left} + 2", f"g{r}_{c}.top == {above} + 2",
                            f"g{r}_{c}.width == 10", f"g{r}_{c}.height == 10"]
    return ids, *flat(ids, constraints, {ids[0]: "textField"}), []


def priority_shape(count):
    """Rows with constraints at every level: tops at 1000, 750, 500 and 250 in turn, a preferred
    width at 750 against another at 250, a height at 999 against a shorter one at 500."""
    ids = [f"p{i}" for i in range(count)]
    constraints = []
    for i, view in enumerate(ids):
        level = (1000, 750, 500, 250)[i % 4]
        top = f"{view}.top == root.top + {10 * i}" + ("" if level == 1000 else f" @{level}")
        constraints += [f"{view}.leading == root.leading + 20", top, f"{view}.width == 300 @750",
                        f"{view}.width == 200 @250", f"{view}.width <= 350",
                        f"{view}.height == 44 @999", f"{view}.height <= 40 @500"]
    return ids, *flat(ids, constraints, {ids[0]: "textField"}), []


def ties_shape(count):
    """Degenerate ties: each width pulled to 100 and to 200 at the same priority, a leading held
    by two opposite inequalities, each view below the last."""
    ids = [f"t{i}" for i in range(count)]
    constraints = []
    for i, view in enumerate(ids):
        top = "root.top" if i == 0 else f"t{i - 1}.bottom"
        constraints += [f"{view}.width == 100 @500", f"{view}.width == 200 @500",
                        f"{view}.leading >= root.leading + 10", f"{view}.leading <= root.leading + 10",
                        f"{view}.top == {top}", f"{view}.height == 10"]
    return ids, *flat(ids, constraints, {ids[0]: "textField"}), []


def cycle_shape(count):
    """An inequality cycle: each view at least 1 right of the one before and the first at least
    the last minus 2n, each wanting 5·i at 250."""
    ids = [f"c{i}" for i in range(count)]
    constraints = []
    for i, view in enumerate(ids):
        before = f"c{i - 1}.leading + 1" if i else f"c{count - 1}.leading - {2 * count}"
        constraints += [f"{view}.leading >= {before}", f"{view}.leading == root.leading + {5 * i} @250",
                        f"{view}.top == root.top", f"{view}.width == 10", f"{view}.height == 10"]
    return ids, *flat(ids, constraints, {ids[0]: "textField"}), []


def stack_shape(count, distribution):
    """A vertical stack of labels with intrinsic heights 20…24, pinned to the root's top and
    sides; kiwi gets the rows the stack generates for `distribution`."""
    ids = [f"i{k}" for k in range(count)]
    heights = [20 + k % 5 for k in range(count)]
    items = ",".join(json.dumps({"id": view, "kind": "textField" if k == 0 else "label",
                                 "translatesAutoresizingMaskIntoConstraints": False,
                                 "intrinsicContentSize": [80, heights[k]]})
                     for k, view in enumerate(ids))
    views = ('{"id":"s","kind":"stackView","axis":"vertical","spacing":8,'
             f'"distribution":"{distribution}","translatesAutoresizingMaskIntoConstraints":false,'
             f'"subviews":[{items}]}}')
    constraints = ["s.top == root.top + 50", "s.leading == root.leading + 16",
                   "s.trailing == root.trailing - 16"]
    generated = ["s.top == i0.top", f"i{count - 1}.bottom == s.bottom", "s.leading == i0.leading",
                 "i0.trailing == s.trailing"]
    for k in range(1, count):
        generated += [f"i0.leading == i{k}.leading", f"i0.trailing == i{k}.trailing"]
    for k, height in enumerate(heights):
        generated += [f"i{k}.height >= {height} @750", f"i{k}.height <= {height} @250",
                      f"i{k}.width >= 80 @750", f"i{k}.width <= 80 @250"]
    extra = []
    equal = distribution in ("equalSpacing", "equalCentering")
    for k in range(1, count):
        relation = ">=" if equal else "=="
        generated.append(f"i{k}.top {relation} i{k - 1}.bottom + 8")
    if distribution == "fillEqually":
        generated += [f"i{k}.height == i0.height" for k in range(1, count)]
    elif distribution == "fillProportionally":
        total = sum(heights)
        generated += [f"i{k}.height == {h / total:.6f} * s.height @{max(1, 999 - k)}"
                      for k, h in enumerate(heights)]
    elif equal:
        # Gap guides between neighbours (edges or centres), their heights equal.
        edge = ("bottom", "top") if distribution == "equalSpacing" else ("centerY", "centerY")
        for k in range(1, count):
            a, b = form(f"i{k - 1}", edge[0]), form(f"i{k}", edge[1])
            extra.append((b[0] + [(name, -c) for name, c in a[0]] + [(f"gap{k}", -1)], 0.0, "==", 1000))
            if k > 1:
                extra.append(([(f"gap{k}", 1), ("gap1", -1)], 0.0, "==",
                              1000 if distribution == "equalSpacing" else 149))
        generated.append("s.height == 0 @49")
    return ["s"] + ids, views, constraints, [row(text) for text in generated] + extra


SHAPES = (
    ("form", form_shape),
    ("chain of pins", chain_shape),
    ("chain of pins, bottom-up", lambda n: chain_shape(n, True)),
    ("nesting, one view in the last", nested_shape),
    ("grid of pins", grid_shape),
    ("stack view, fill", lambda n: stack_shape(n, "fill")),
    ("stack view, fillEqually", lambda n: stack_shape(n, "fillEqually")),
    ("stack view, fillProportionally", lambda n: stack_shape(n, "fillProportionally")),
    ("stack view, equalSpacing", lambda n: stack_shape(n, "equalSpacing")),
    ("stack view, equalCentering", lambda n: stack_shape(n, "equalCentering")),
    ("priority mix", priority_shape),
    ("degenerate ties", ties_shape),
    ("inequality cycle", cycle_shape),
)


def cpu_seconds(command):
    """Best of three: user + system CPU seconds of the child process; one run when the first
    takes more than 10 s (a quadratic kiwi), where a repeat would say nothing new."""
    best = None
    for _ in range(3):
        if best is not None and best > 10:
            break
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if done.returncode not in (0, 1):
            raise RuntimeError(f"{command[0]} failed: {done.stderr.decode()[:400]}")
        spent = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        best = spent if best is None else min(best, spent)
    return best


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    shelter = sys.argv[1]
    sizes = [int(n) for n in sys.argv[2:]]
    only = os.environ.get("KIWI_SHAPES")
    with tempfile.TemporaryDirectory() as directory:
        program = os.path.join(directory, "kiwi_run.py")
        with open(program, "w") as file:
            file.write(KIWI_PROGRAM)
        print("| shape | views | constraints | Shelter | kiwisolver | Shelter faster by |")
        print("|---|---|---|---|---|---|")
        for name, shape in SHAPES:
            if only and not re.search(only, name):
                continue
            counts = sizes or ([500, 2000, 6400] if name == "form" else [500, 2000])
            for count in counts:
                ids, views, constraints, generated = shape(count)
                fixture = os.path.join(directory, "fixture.json")
                with open(fixture, "w") as file:
                    file.write(fixture_text(views, constraints))
                system = [row(text) for text in constraints] + generated
                rows = os.path.join(directory, "system.json")
                with open(rows, "w") as file:
                    json.dump(system + stays(ids), file)
                ours = cpu_seconds([shelter, "responder", fixture, "--step", "0"])
                if os.environ.get("KIWI_SKIP"):
                    print(f"| {name} | {len(ids):,} | {len(system):,} | {ours * 1000:.0f} ms | | |", flush=True)
                    continue
                theirs = cpu_seconds([sys.executable, program, rows])
                print(f"| {name} | {len(ids):,} | {len(system):,} | {ours * 1000:.0f} ms "
                      f"| {theirs * 1000:.0f} ms | {theirs / max(ours, 1e-3):.1f}x |", flush=True)


if __name__ == "__main__":
    main()

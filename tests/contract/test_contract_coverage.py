"""Every field of the vertical plugin contract has a contract test naming it (as datasette checks that every
plugin hook has a test): a field added to `Vertical` without one fails here.

A contract test names a field when its function name, in one of the contract test modules beside this
file, holds the field's name between underscores (test_routes_of_a_vertical_..., test_cart_rules_...).
"""

from __future__ import annotations

import ast
import dataclasses
import pkgutil
import tomllib
from pathlib import Path

import pytest

import core
from core.verticals import Vertical

FIELDS = [field.name for field in dataclasses.fields(Vertical)]


def contract_test_names() -> set[str]:
    """Names of the test functions of every contract test module except this one."""
    names = set()
    for path in Path(__file__).parent.glob("test_*.py"):
        if path.name == Path(__file__).name:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names |= {
            node.name
            for node in ast.walk(tree)
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith("test_")
        }
    return names


NAMES = contract_test_names()


def names_field(test_name: str, field: str) -> bool:
    """True when `field` appears as a whole word of `test_name` (routes, not routes_count's prefix)."""
    return f"_{field}_" in f"_{test_name}_"


@pytest.mark.parametrize("field", FIELDS)
def test_every_field_of_the_contract_has_a_contract_test(field: str) -> None:
    assert any(names_field(name, field) for name in NAMES), (
        f"Vertical.{field} has no contract test: add one to tests/contract whose name holds '_{field}_'"
    )


def test_the_check_sees_the_contract_fields_and_refuses_a_missing_one() -> None:
    assert {"module_type", "labels", "cart_rules", "policy", "messages", "routes", "migrations"} <= set(
        FIELDS
    )
    assert names_field("test_routes_of_a_vertical_mount", "routes")
    assert not names_field("test_routeset_is_fine", "routes")
    assert not any(names_field(name, "a_field_nobody_tests") for name in NAMES)


def test_the_import_contract_forbids_every_core_module_but_the_plugin_contracts() -> None:
    # A new core context must join the forbidden list, or verticals could reach into it unnoticed.
    config = tomllib.loads((Path(__file__).parents[2] / "pyproject.toml").read_text(encoding="utf-8"))
    [contract] = [
        c
        for c in config["tool"]["importlinter"]["contracts"]
        if c["type"] == "forbidden"
        and c["source_modules"] == ["verticals"]
        and "core.cart" in c["forbidden_modules"]
    ]
    every = {f"core.{module.name}" for module in pkgutil.iter_modules(core.__path__)}
    assert set(contract["forbidden_modules"]) == every - {"core.verticals", "core.demo", "core.errors"}

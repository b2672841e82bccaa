"""The storefront's pricing table is the engine's, as of today."""

from __future__ import annotations

from tests.unit.pricing.shared_cases import TABLE, encoded


def test_the_committed_table_is_what_the_engine_computes() -> None:
    # Changed on purpose? Regenerate: python -m tests.unit.pricing.shared_cases --write
    assert TABLE.read_bytes() == encoded()

"""The pricing cases the storefront's tests assert: generated from the pricing engine, committed beside them.

Each case is an item (price, its discount, optionally a chosen variation's price), the food options and
add-ons chosen and a quantity, with what the server answers for it: the discounted prices an item answer
carries, the cart line's unit price and its total. The storefront shows those figures and adds them only
in whole minor units; its test checks it lands on the server's total for every case, and the test beside
this file checks the committed table is what the engine computes today.

Regenerate: python -m tests.unit.pricing.shared_cases --write
"""

from __future__ import annotations

import itertools
import sys
from pathlib import Path
from typing import Any

import msgspec

from core.cart.pricing import line_price, unit_price
from core.catalogue.pricing import discounted_price

TABLE = Path(__file__).resolve().parents[3] / "web" / "sdk" / "src" / "cart" / "pricing-cases.json"

PRICES = (0.01, 0.1, 0.3, 1.0, 1.3, 2.5, 9.99, 10.0, 19.95, 59.0, 99.99, 1234.56)
DISCOUNTS = (
    (0, "percent"),
    (2.5, "percent"),
    (10, "percent"),
    (33.33, "percent"),
    (150, "percent"),
    (0.39, "amount"),
    (1, "fixed"),
    (2.49, "amount"),
)
VARIATION_PRICES = (None, 0.35, 61.0)
OPTIONS = ((), (0.5,), (1.5, 0.25))
ADD_ONS = ((), ((3.5, 1),), ((0.1, 3), (1.99, 2)))
QUANTITIES = (1, 3, 7)


def cases() -> list[dict[str, Any]]:
    """Every combination of the values above, each with the server's figures."""
    found = []
    combinations = itertools.product(PRICES, DISCOUNTS, VARIATION_PRICES, OPTIONS, ADD_ONS, QUANTITIES)
    for index, (price, (discount, kind), variation, options, add_ons, quantity) in enumerate(combinations):
        if (
            index % 17
        ):  # one in 17 (a prime) keeps the table small and still mixes every value with the others
            continue
        unit = unit_price(price, discount, kind, variation, sum(options))
        found.append(
            {
                "price": price,
                "discount": discount,
                "discount_type": kind,
                "discounted_price": discounted_price(price, discount, kind),
                "variation_price": variation,
                "variation_discounted_price": None
                if variation is None
                else discounted_price(variation, discount, kind),
                "options": list(options),
                "add_ons": [list(a) for a in add_ons],
                "quantity": quantity,
                "unit_price": unit,
                "line_price": line_price(unit, add_ons, quantity),
            }
        )
    return found


def encoded() -> bytes:
    """The table as committed: a JSON list, one case a line."""
    return b"[\n" + b",\n".join(msgspec.json.encode(case) for case in cases()) + b"\n]\n"


if __name__ == "__main__":
    if "--write" in sys.argv:
        TABLE.write_bytes(encoded())
        print(f"wrote {len(cases())} cases to {TABLE}")

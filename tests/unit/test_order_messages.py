"""Checkout's and orders' messages: every text a use case or handler sends has its French translation."""

from __future__ import annotations

import ast
from pathlib import Path

from core.checkout.payment.cash import NOT_AVAILABLE
from core.checkout.payment.method import UNKNOWN_METHOD
from core.messages import CATALOGUE, translate
from core.messages.orders import FRENCH
from core.orders.cancellation import REFUND_REASONS
from core.orders.prescriptions import MESSAGES as PRESCRIPTION_MESSAGES

ROOT = Path(__file__).resolve().parents[2]
SOURCES = (
    "core/checkout/rules.py",
    "core/checkout/quoting.py",
    "core/checkout/placing.py",
    "core/checkout/coupons.py",
    "core/orders/reads.py",
    "core/orders/cancellation.py",
    "core/orders/status_changes.py",
    "core/orders/prescriptions.py",
    "adapters/http/orders.py",
    "adapters/http/prescriptions.py",
)


def _translated_literals() -> set[str]:
    found = set()
    for source in SOURCES:
        for node in ast.walk(ast.parse((ROOT / source).read_text())):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "translate"
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                found.add(node.args[0].value)
    return found


# Texts sent through a named constant rather than a literal.
NAMED = {NOT_AVAILABLE, UNKNOWN_METHOD}


def test_every_message_sent_has_a_french_text() -> None:
    sent = _translated_literals() | set(REFUND_REASONS) | set(PRESCRIPTION_MESSAGES) | NAMED
    assert len(sent) > 10
    assert sorted(text for text in sent if text not in CATALOGUE["fr"]) == []


def test_every_french_text_is_of_a_message_sent_or_of_the_engine() -> None:
    from core.pricing.discounts import COUPON_MINIMUM, COUPON_STORE, COUPON_ZONE
    from core.pricing.quote import COD_MAXIMUM, MINIMUM_ORDER

    sent = (
        _translated_literals()
        | set(REFUND_REASONS)
        | set(PRESCRIPTION_MESSAGES)
        | NAMED
        | {COUPON_MINIMUM, COUPON_STORE, COUPON_ZONE, COD_MAXIMUM, MINIMUM_ORDER}
    )
    assert sorted(set(FRENCH) - sent) == []


def test_english_is_the_key_and_other_languages_fall_back_to_it() -> None:
    assert translate("Order not found.", "fr") == "Commande introuvable."
    assert translate("Order not found.", "en") == "Order not found."
    assert translate("Order not found.", "de") == "Order not found."

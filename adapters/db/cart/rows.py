"""Cart lines as statements see them: the values a line binds, rows decoded into stored lines, and the
statement an add runs."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import msgspec

from adapters.db.cart import sql
from adapters.db.statements import Statement
from core.cart.model import MAX_LINE_QUANTITY, VariationChoice
from core.cart.ports import NewLine, StoredLine
from core.identity.owner import Owner

_VARIATION = msgspec.json.Decoder(list[VariationChoice])
_ADD_ONS = msgspec.json.Decoder(tuple[tuple[int, int], ...])
_ENCODER = msgspec.json.Encoder()
MOVE_CAP = MAX_LINE_QUANTITY


def line_values(owner: Owner, line: NewLine, limit: int) -> dict[str, Any]:
    """Every value the add statements bind."""
    return {
        "owner": owner.key,
        "guest_id": owner.id,
        "module_id": line.module_id,
        "store_id": line.store_id,
        "item_id": line.item_id,
        "model": line.model,
        "options_key": line.key,
        "variation": _ENCODER.encode(line.variation).decode(),
        "add_ons": _ENCODER.encode(line.add_ons).decode(),
        "quantity": line.quantity,
        "limit": limit,
    }


def add_statement(owner: Owner, *, keep_id: bool = False) -> Statement:
    """The add (or re-add under a kept id) for this kind of owner: guests must have been issued."""
    if owner.kind == "guest":
        return sql.READD_FOR_GUEST if keep_id else sql.ADD_FOR_GUEST
    return sql.READD_FOR_CUSTOMER if keep_id else sql.ADD_FOR_CUSTOMER


def stored_line(row: Sequence[Any]) -> StoredLine:
    """A row of `LINE_COLUMNS` as a stored line."""
    return StoredLine(
        id=row[0],
        module_id=row[1],
        store_id=row[2],
        item_id=row[3],
        model=row[4],
        variation=_VARIATION.decode(row[5]),
        add_ons=_ADD_ONS.decode(row[6]),
        quantity=row[7],
    )

"""Every statement the cart store runs, written once for SQLite and PostgreSQL (see catalogue_sql.py).

Quantities change inside the statements: an add is one INSERT ... ON CONFLICT DO UPDATE whose WHERE keeps
the resulting quantity within the limit, so concurrent adds can never pass it. Bound values are cast where
PostgreSQL could not infer their type from a column.
"""

from __future__ import annotations

from adapters.db.statements import compile_statement

LINE_COLUMNS = "id, module_id, store_id, item_id, model, variation, add_ons, quantity"
LINE_KEY = "(owner, module_id, item_id, model, options_key)"
_INSERTED = (
    "CAST(:module_id AS BIGINT), CAST(:store_id AS BIGINT), CAST(:item_id AS BIGINT), "
    "CAST(:model AS VARCHAR(20)), CAST(:options_key AS VARCHAR(32)), CAST(:variation AS TEXT), "
    "CAST(:add_ons AS TEXT), CAST(:quantity AS INTEGER)"
)
# One store per cart: the insert happens only while the owner's cart of that module holds no other store's
# line. SQLite runs writers one at a time (BEGIN IMMEDIATE), so this check and the insert cannot interleave;
# on PostgreSQL the store takes an advisory lock on the owner first, for the same effect.
_OTHER_STORE_LINE = (
    "SELECT 1 FROM cart_lines o WHERE o.owner = :owner AND o.module_id = CAST(:module_id AS BIGINT) "
    "AND o.store_id <> CAST(:store_id AS BIGINT)"
)
_SAME_STORE = f"NOT EXISTS ({_OTHER_STORE_LINE})"
_ISSUED_GUEST = "EXISTS (SELECT 1 FROM guests g WHERE g.guest_id = :guest_id)"
_GROW = (
    f"ON CONFLICT {LINE_KEY} DO UPDATE SET quantity = cart_lines.quantity + excluded.quantity, "
    "updated_at = CURRENT_TIMESTAMP WHERE cart_lines.quantity + excluded.quantity <= CAST(:limit AS INTEGER) "
    "RETURNING id"
)


def _add(*, guest: bool, keep_id: bool) -> str:
    columns = "owner, module_id, store_id, item_id, model, options_key, variation, add_ons, quantity"
    values = f"CAST(:owner AS VARCHAR(80)), {_INSERTED}"
    if keep_id:
        columns, values = f"id, {columns}", f"CAST(:line_id AS BIGINT), {values}"
    guard = f" AND {_ISSUED_GUEST}" if guest else ""
    return (
        f"INSERT INTO cart_lines ({columns}) SELECT {values} "
        f"WHERE CAST(:quantity AS INTEGER) <= CAST(:limit AS INTEGER) AND {_SAME_STORE}{guard} {_GROW}"
    )


ADD_FOR_CUSTOMER = compile_statement(_add(guest=False, keep_id=False))
ADD_FOR_GUEST = compile_statement(_add(guest=True, keep_id=False))
# `replace` deletes the edited line then adds it back under its own id (merging into an equal line).
READD_FOR_CUSTOMER = compile_statement(_add(guest=False, keep_id=True))
READD_FOR_GUEST = compile_statement(_add(guest=True, keep_id=True))

LINES = compile_statement(
    f"SELECT {LINE_COLUMNS} FROM cart_lines WHERE owner = :owner AND module_id = :module_id ORDER BY id"  # noqa: S608 - constants only
)
LINE = compile_statement(
    f"SELECT {LINE_COLUMNS} FROM cart_lines WHERE id = :line_id AND owner = :owner"  # noqa: S608 - constants only
)
HELD = compile_statement(
    "SELECT quantity FROM cart_lines WHERE owner = :owner AND module_id = :module_id "
    "AND item_id = :item_id AND model = :model AND options_key = :options_key"
)
OTHER_STORE = compile_statement(_OTHER_STORE_LINE)
GUEST_ISSUED = compile_statement("SELECT 1 FROM guests g WHERE g.guest_id = :guest_id")
# An update that keeps the line's options is this one statement: it changes the line only while it is the
# owner's and still holds the requested item, model and options key, so the caller need not read it first.
# No limit here: the quantity is absolute and the domain checked it against the limit before the write.
# When it changes nothing, the script reads the line (LINE) in the same transaction to tell why.
SET_QUANTITY = compile_statement(
    "UPDATE cart_lines SET quantity = :quantity, updated_at = CURRENT_TIMESTAMP "
    "WHERE id = :line_id AND owner = :owner AND item_id = :item_id AND model = :model "
    "AND options_key = :options_key RETURNING module_id"
)
# The same by id alone: for a line whose stored options equal the request's under another key (see
# cart_scripts.update).
SET_QUANTITY_OF_LINE = compile_statement(
    "UPDATE cart_lines SET quantity = :quantity, updated_at = CURRENT_TIMESTAMP "
    "WHERE id = :line_id AND owner = :owner RETURNING module_id"
)
DELETE_LINE = compile_statement(
    "DELETE FROM cart_lines WHERE id = :line_id AND owner = :owner RETURNING module_id"
)
CLEAR = compile_statement("DELETE FROM cart_lines WHERE owner = :owner AND module_id = :module_id")

# Moving a guest's cart to a customer: where the guest holds another store's lines in a module, the guest's
# (the cart just built) wins; equal lines add up, capped like any line.
MOVE_DROP_OTHER_STORES = compile_statement(
    "DELETE FROM cart_lines WHERE owner = :target AND EXISTS (SELECT 1 FROM cart_lines g "
    "WHERE g.owner = :source AND g.module_id = cart_lines.module_id AND g.store_id <> cart_lines.store_id)"
)
MOVE_LINES = compile_statement(
    "INSERT INTO cart_lines (owner, module_id, store_id, item_id, model, options_key, variation, add_ons, quantity) "  # noqa: S608 - constants only
    "SELECT CAST(:target AS VARCHAR(80)), module_id, store_id, item_id, model, options_key, variation, add_ons, "
    "quantity FROM cart_lines WHERE owner = :source "
    f"ON CONFLICT {LINE_KEY} DO UPDATE SET updated_at = CURRENT_TIMESTAMP, quantity = CASE "
    "WHEN cart_lines.quantity + excluded.quantity > CAST(:cap AS INTEGER) THEN CAST(:cap AS INTEGER) "
    "ELSE cart_lines.quantity + excluded.quantity END"
)
MOVE_FORGET_SOURCE = compile_statement("DELETE FROM cart_lines WHERE owner = :source RETURNING id")

"""The named statements of payments (adapters/db/statements.py writes each for SQLite and PostgreSQL)."""

from __future__ import annotations

from adapters.db.statements import compile_statement

COLUMNS = (
    "p.id, p.token, p.purpose, p.owner, p.order_id, p.amount, p.digits, p.currency, p.gateway, "
    "p.reference, p.url, p.status, p.bonus, p.cart, p.created_at"
)
ADD = compile_statement(
    "INSERT INTO payments (token, purpose, owner, order_id, amount, digits, currency, gateway, status, "  # noqa: S608 - constants
    "bonus, cart) VALUES (:token, :purpose, :owner, :order_id, :amount, :digits, :currency, :gateway, "
    f"'pending', :bonus, :cart) RETURNING {COLUMNS.replace('p.', '')}"
)
STARTED = compile_statement("UPDATE payments SET reference = :reference, url = :url WHERE id = :id")
BY_ID = compile_statement(f"SELECT {COLUMNS} FROM payments p WHERE p.id = :id")  # noqa: S608 - constants
BY_TOKEN = compile_statement(f"SELECT {COLUMNS} FROM payments p WHERE p.token = :token")  # noqa: S608
BY_REFERENCE = compile_statement(
    f"SELECT {COLUMNS} FROM payments p WHERE p.gateway = :gateway AND p.reference = :reference"  # noqa: S608
)
LATEST_FOR_ORDER = compile_statement(
    f"SELECT {COLUMNS} FROM payments p WHERE p.order_id = :order_id ORDER BY p.id DESC LIMIT 1"  # noqa: S608
)
SUPERSEDE = compile_statement(
    "UPDATE payments SET status = 'abandoned' WHERE order_id = :order_id AND status = 'pending'"
)
ADD_EVENT = compile_statement(
    "INSERT INTO payment_events (gateway, event_id) VALUES (:gateway, :event_id) "
    "ON CONFLICT (gateway, event_id) DO NOTHING RETURNING id"
)
# A success counts from any unfinished status (a gateway may take the money after a decline, or late); a
# decline or an abandon only while pending.
SUCCEED = compile_statement(
    "UPDATE payments SET status = 'succeeded' WHERE id = :id "
    "AND status IN ('pending', 'declined', 'abandoned', 'expired') RETURNING id"
)
FAIL = compile_statement(
    "UPDATE payments SET status = :status WHERE id = :id AND status = 'pending' RETURNING id"
)
REFUND_DUE = compile_statement("UPDATE payments SET status = 'refund_due' WHERE id = :id")
ORDER_PAID = compile_statement(
    "UPDATE orders SET payment_status = 'paid' WHERE id = :order_id AND order_status <> 'canceled' RETURNING id"
)
ORDER_FAILED = compile_statement(
    "UPDATE orders SET payment_status = 'failed' WHERE id = :order_id AND payment_status = 'unpaid'"
)
# A cart line is removed only as it was priced: one changed since (its quantity) stays in the cart.
CART_LINE_BOUGHT = compile_statement(
    "DELETE FROM cart_lines WHERE id = :id AND owner = :owner AND quantity = :quantity"
)
DUE_FOR_RELEASE = compile_statement(
    f"SELECT {COLUMNS} FROM payments p JOIN orders o ON o.id = p.order_id "  # noqa: S608
    "WHERE p.purpose = 'order' AND p.status IN ('pending', 'declined', 'abandoned') "
    "AND p.created_at < :before AND o.order_status IN ('pending', 'confirmed') "
    "AND o.payment_status IN ('unpaid', 'failed') "
    "AND NOT EXISTS (SELECT 1 FROM payments q WHERE q.order_id = p.order_id AND q.id > p.id) "
    "ORDER BY p.id LIMIT :limit"
)
EXPIRE = compile_statement("UPDATE payments SET status = 'expired' WHERE id = :id AND status = 'pending'")
EXPIRE_TOP_UPS = compile_statement(
    "UPDATE payments SET status = 'expired' "
    "WHERE purpose = 'add_fund' AND status = 'pending' AND created_at < :before RETURNING id"
)
REFUNDS_DUE = compile_statement(
    f"SELECT {COLUMNS} FROM payments p WHERE p.status = 'refund_due' ORDER BY p.id LIMIT :limit"  # noqa: S608
)
REFUNDED = compile_statement(
    "UPDATE payments SET status = 'refunded' WHERE id = :id AND status = 'refund_due'"
)

"""What a canceled order gives back, in the transaction that cancels it.

The wallet's part goes back to the wallet (ledger `refund`, source `order:<id>`); the part paid through a
gateway goes to the wallet too when `digital_to_wallet` (the marketplace's default: a customer's order while
the wallet is on), else its payments are marked `refund_due` and a job gives them back through their
gateway (adapters/jobs/work/refund_payments.py). A cash part was never taken. The order's payment status
becomes `refunded` once something is given back.
"""

from __future__ import annotations

from adapters.db.gateway import Transaction
from adapters.db.ledger.posting import post_in
from adapters.db.statements import compile_statement
from core.ledger.model import Posting

PAID = compile_statement("SELECT owner, wallet_paid, payment_status FROM orders WHERE id = :order_id")
PAID_ONLINE = compile_statement(
    "SELECT COALESCE(SUM(amount), 0) FROM payments WHERE order_id = :order_id AND status = 'succeeded'"
)
SETTLE_PAYMENTS = compile_statement(
    "UPDATE payments SET status = :status WHERE order_id = :order_id AND status = 'succeeded'"
)
REFUNDED = compile_statement("UPDATE orders SET payment_status = 'refunded' WHERE id = :order_id")


async def refund_in(transaction: Transaction, order_id: int, digital_to_wallet: bool) -> None:
    """Give back what order `order_id`, canceled in `transaction`, was paid (see the module's notes)."""
    found = await transaction.rows(PAID, {"order_id": order_id})
    if not found:
        return
    owner, wallet_paid = str(found[0][0]), int(found[0][1])
    online = int((await transaction.rows(PAID_ONLINE, {"order_id": order_id}))[0][0])
    customer = owner.startswith("customer:")
    to_wallet = wallet_paid + (online if digital_to_wallet and customer else 0)
    if to_wallet > 0 and customer:
        refund = Posting(int(owner.split(":", 1)[1]), "wallet", "refund", f"order:{order_id}", to_wallet)
        await post_in(transaction, refund)
    if online > 0:
        status = "refunded" if digital_to_wallet and customer else "refund_due"
        await transaction.rows(SETTLE_PAYMENTS, {"order_id": order_id, "status": status})
    if to_wallet > 0 or online > 0:
        await transaction.rows(REFUNDED, {"order_id": order_id})

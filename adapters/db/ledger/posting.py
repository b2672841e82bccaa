"""Posting one ledger entry inside a transaction of the database gateway, serialised with every other
posting to the same account: the ledger's own postings (repository.py) and those that must commit with
something else or not at all (an order paid from the wallet, a refund with its cancellation, a confirmed
top-up) run this one function in their own transaction.

Turns: SQLite's writers take turns already (BEGIN IMMEDIATE); on PostgreSQL a transaction-level advisory lock
on the account, taken by a statement of its own before the balance is read (under READ COMMITTED a statement
sees what was committed when it starts, so the lock must be held before the read starts).
"""

from __future__ import annotations

from adapters.db.gateway import Transaction
from adapters.db.postgres import advisory_key
from adapters.db.statements import Statement, compile_statement
from core.ledger.model import Outcome, Posting

# SQLite needs no lock of its own (its writers take turns); the statement only binds the key there.
TAKE_TURN = Statement(sqlite="SELECT :key", postgres="SELECT pg_advisory_xact_lock($1)", params=("key",))
POSTED = compile_statement(
    "SELECT id FROM ledger_entries WHERE account = :account AND reason = :reason AND source = :source"
)
BALANCE = compile_statement(
    "SELECT balance FROM ledger_entries WHERE customer_id = :customer_id AND account = :account "
    "ORDER BY id DESC LIMIT 1"
)
INSERT = compile_statement(
    "INSERT INTO ledger_entries (customer_id, account, reason, source, amount, balance) "
    "VALUES (:customer_id, :account, :reason, :source, :amount, :balance) "
    "ON CONFLICT (account, reason, source) DO NOTHING RETURNING id"
)


def account_lock(customer_id: int, account: str) -> str:
    """The name postings to one account take turns on."""
    return f"ledger:{customer_id}:{account}"


async def post_in(transaction: Transaction, posting: Posting) -> Outcome:
    """Post `posting` in `transaction`: "already_posted" when its (account, reason, source) is there,
    "insufficient" when a debit would take the balance below zero (nothing written in either case)."""
    key = advisory_key(account_lock(posting.customer_id, posting.account))
    await transaction.rows(TAKE_TURN, {"key": key})
    named = {"account": posting.account, "reason": posting.reason, "source": posting.source}
    found = await transaction.rows(BALANCE, {"customer_id": posting.customer_id, "account": posting.account})
    balance = int(found[0][0]) if found else 0
    if balance + posting.amount < 0:
        # A debit posted before (a retry) is not refused for the balance it left: it is already posted.
        return "already_posted" if await transaction.rows(POSTED, named) else "insufficient"
    values = {**named, "customer_id": posting.customer_id, "amount": posting.amount}
    inserted = await transaction.rows(INSERT, {**values, "balance": balance + posting.amount})
    # Nothing inserted: this (account, reason, source) is posted already (a retry), to this account or to
    # another customer's meanwhile; the unique key keeps it once.
    return "posted" if inserted else "already_posted"

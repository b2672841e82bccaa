"""Customer accounts through the ORM (an ordinary table): core's `CustomerRepository`.

Uniqueness of email, phone and referral code is the database's: an insert or update that breaks it rolls
back and names the field, so two sign-ups racing for one email cannot both win. Reading an account by id,
which every signed-in call does, is one named statement on the bare driver (the ORM's session cost most of
a `customer/info` request).
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import column, delete, func, or_, select, table, update
from sqlalchemy.exc import IntegrityError

from adapters.db.engine import BEGIN_IMMEDIATE
from adapters.db.gateway import Database, Row
from adapters.db.identity.tables import Customer
from adapters.db.statements import compile_statement
from core.identity.model import Account, Channel, NewAccount

# The cart's table is named here, not imported: each context's adapters stand alone (import contracts).
_CART_LINES = table("cart_lines", column("owner"))
_UPDATABLE = frozenset(
    {
        "f_name",
        "l_name",
        "email",
        "phone",
        "password_hash",
        "image",
        "is_phone_verified",
        "is_email_verified",
        "pending_email",
        "pending_phone",
    }
)


_COLUMNS = (
    "id, f_name, l_name, email, phone, password_hash, image, is_phone_verified, is_email_verified, ref_code, "
    "created_at, pending_email, pending_phone, ref_by"
)
_BY_ID = compile_statement(f"SELECT {_COLUMNS} FROM customers WHERE id = :customer_id")  # noqa: S608 - constants only


def _instant(value: dt.datetime | str) -> dt.datetime:
    # SQLite keeps CURRENT_TIMESTAMP as naive UTC text: the answer always names its offset.
    moment = dt.datetime.fromisoformat(value) if isinstance(value, str) else value
    return moment if moment.tzinfo else moment.replace(tzinfo=dt.UTC)


def _account_row(row: Row) -> Account:
    return Account(
        id=int(row[0]),
        f_name=row[1],
        l_name=row[2],
        email=row[3],
        phone=row[4],
        password_hash=row[5],
        image=row[6],
        is_phone_verified=bool(row[7]),
        is_email_verified=bool(row[8]),
        ref_code=row[9],
        created_at=_instant(row[10]),
        pending_email=row[11],
        pending_phone=row[12],
        ref_by=None if row[13] is None else int(row[13]),
    )


def _account(row: Customer) -> Account:
    return Account(
        id=row.id,
        f_name=row.f_name,
        l_name=row.l_name,
        email=row.email,
        phone=row.phone,
        password_hash=row.password_hash,
        image=row.image,
        is_phone_verified=row.is_phone_verified,
        is_email_verified=row.is_email_verified,
        ref_code=row.ref_code,
        created_at=_instant(row.created_at),
        pending_email=row.pending_email,
        pending_phone=row.pending_phone,
        ref_by=row.ref_by,
    )


def _taken_field(error: IntegrityError) -> Channel | None:
    text = str(error.orig).lower()
    if "email" in text:
        return "email"
    if "phone" in text:
        return "phone"
    return None


class SqlCustomers:
    """Implements core's CustomerRepository."""

    def __init__(self, database: Database) -> None:
        self._database = database

    async def add(self, account: NewAccount) -> int | Channel:
        """Insert the account; its id, or the field another account holds."""
        row = Customer(
            f_name=account.f_name,
            l_name=account.l_name,
            email=account.email,
            phone=account.phone,
            password_hash=account.password_hash,
            ref_code=account.ref_code,
            ref_by=account.ref_by,
            is_phone_verified=False,
            is_email_verified=False,
        )
        async with self._database.session() as session:
            await session.connection(execution_options=BEGIN_IMMEDIATE)
            session.add(row)
            try:
                await session.commit()
            except IntegrityError as exc:
                await session.rollback()
                taken = _taken_field(exc)
                if taken is None:
                    raise
                return taken
            return row.id

    async def get(self, customer_id: int) -> Account | None:
        """The account by id."""
        rows = await self._database.rows(_BY_ID, {"customer_id": customer_id})
        return _account_row(rows[0]) if rows else None

    async def find(self, field: Channel, value: str) -> Account | None:
        """The account by email or phone."""
        async with self._database.session() as session:
            row = await session.scalar(select(Customer).where(getattr(Customer, field) == value))
            return _account(row) if row is not None else None

    async def referrer(self, ref_code: str) -> int | None:
        """The id owning `ref_code`."""
        async with self._database.session() as session:
            found: int | None = await session.scalar(select(Customer.id).where(Customer.ref_code == ref_code))
            return found

    async def taken(self, field: Channel, value: str, by_other_than: int) -> bool:
        """True when another account has `value` as its email or phone (or is waiting to verify it)."""
        column_, pending = getattr(Customer, field), getattr(Customer, f"pending_{field}")
        statement = select(Customer.id).where(
            or_(column_ == value, pending == value), Customer.id != by_other_than
        )
        async with self._database.session() as session:
            return await session.scalar(statement.limit(1)) is not None

    async def update(self, customer_id: int, changes: dict[str, Any]) -> Channel | None:
        """Apply `changes` to the account; the unique field another account holds, else None."""
        unknown = set(changes) - _UPDATABLE
        if unknown:
            raise ValueError(f"not an updatable account column: {sorted(unknown)}")
        statement = (
            update(Customer).where(Customer.id == customer_id).values(**changes, updated_at=func.now())
        )
        async with self._database.session() as session:
            await session.connection(execution_options=BEGIN_IMMEDIATE)
            try:
                await session.execute(statement)
                await session.commit()
            except IntegrityError as exc:
                await session.rollback()
                taken = _taken_field(exc)
                if taken is None:
                    raise
                return taken
        return None

    async def remove(self, customer_id: int) -> None:
        """Delete the account (sessions, codes and other contexts' rows cascade) and its cart lines."""
        async with self._database.session() as session:
            await session.connection(execution_options=BEGIN_IMMEDIATE)
            await session.execute(delete(_CART_LINES).where(_CART_LINES.c.owner == f"customer:{customer_id}"))
            await session.execute(delete(Customer).where(Customer.id == customer_id))
            await session.commit()

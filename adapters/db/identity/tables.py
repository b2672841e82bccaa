"""Identity tables: issued guest ids, customer accounts, their sessions and their one-time codes.

Every table holding a customer's personal data points at `customers.id` with ON DELETE CASCADE, so deleting
the customer row deletes them in the same statement (sessions and codes here; saved addresses and the
wishlist follow the same rule). Cart lines name their owner as text ("customer:<id>") and are deleted by
the account removal itself.
"""

from __future__ import annotations

import datetime as dt
import time

from advanced_alchemy.base import DefaultBase
from sqlalchemy import (
    BigInteger,
    Boolean,
    DateTime,
    ForeignKey,
    Identity,
    Integer,
    PrimaryKeyConstraint,
    String,
    func,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column

# SQLite: an alias of the rowid with AUTOINCREMENT; PostgreSQL: an identity column. Neither reuses an id.
CustomerId = BigInteger().with_variant(Integer(), "sqlite")


class Guest(DefaultBase):
    """A guest id we issued (`secrets.token_urlsafe(32)`); guest-owned rows are reached only through it."""

    __tablename__ = "guests"
    guest_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class Customer(DefaultBase):
    """A customer account. Email is stored lower-cased; phone keeps digits and a leading +.

    `pending_email` / `pending_phone` hold a profile change waiting for its one-time code.
    """

    __tablename__ = "customers"
    __table_args__ = ({"sqlite_autoincrement": True},)
    id: Mapped[int] = mapped_column(CustomerId, Identity(), primary_key=True)
    f_name: Mapped[str] = mapped_column(String(100))
    l_name: Mapped[str] = mapped_column(String(100), default="")
    email: Mapped[str] = mapped_column(String(255), unique=True)
    phone: Mapped[str] = mapped_column(String(20), unique=True)
    password_hash: Mapped[str] = mapped_column(String(255))
    image: Mapped[str | None] = mapped_column(String(255), default=None)
    is_phone_verified: Mapped[bool] = mapped_column(Boolean, default=False)
    is_email_verified: Mapped[bool] = mapped_column(Boolean, default=False)
    ref_code: Mapped[str] = mapped_column(String(20), unique=True)
    ref_by: Mapped[int | None] = mapped_column(
        ForeignKey("customers.id", ondelete="SET NULL"), default=None, index=True
    )
    pending_email: Mapped[str | None] = mapped_column(String(255), default=None)
    pending_phone: Mapped[str | None] = mapped_column(String(20), default=None)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    updated_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class CustomerSession(DefaultBase):
    """One signed-in session: the `jti` of the bearer token issued for it. Deleting the row revokes it."""

    __tablename__ = "customer_sessions"
    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    customer_id: Mapped[int] = mapped_column(ForeignKey("customers.id", ondelete="CASCADE"), index=True)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    expires_at: Mapped[int] = mapped_column(BigInteger, index=True)  # seconds since the epoch (UTC)
    # Refreshed as the token is used (written at most once an hour): unused for SESSION_IDLE_DAYS, it ends.
    last_used_at: Mapped[int] = mapped_column(
        BigInteger, default=lambda: int(time.time()), server_default=text("0")
    )
    device: Mapped[str | None] = mapped_column(String(80), default=None)  # "Chrome on Android"


class CustomerOtp(DefaultBase):
    """The current one-time code of a customer for one channel ("phone" or "email"), stored as an HMAC.

    `target` is the address the code went to (the pending value during a profile change); `tries` counts
    the checks of this code, incremented atomically before each comparison. Times are seconds since the epoch,
    so the atomic statements compare them the same way on SQLite and PostgreSQL.
    """

    __tablename__ = "customer_otps"
    __table_args__ = (PrimaryKeyConstraint("customer_id", "channel", name="pk_customer_otps"),)
    customer_id: Mapped[int] = mapped_column(ForeignKey("customers.id", ondelete="CASCADE"))
    channel: Mapped[str] = mapped_column(String(10))
    target: Mapped[str] = mapped_column(String(255))
    code_hash: Mapped[str] = mapped_column(String(128))
    tries: Mapped[int] = mapped_column(Integer, default=0)
    sent_at: Mapped[int] = mapped_column(BigInteger)
    expires_at: Mapped[int] = mapped_column(BigInteger)

"""Payments' tables: one row per payment attempt, the gateway events applied, the wallet's top-up bonuses.

Money is integer minor units (`digits` names the scale). A gateway event is applied once: its (gateway,
event id) is unique, written in the transaction that applies it. A payment's token (the demo page's
address) and its reference at its gateway are unique.
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from advanced_alchemy.base import DefaultBase
from sqlalchemy import (
    BigInteger,
    Boolean,
    Date,
    DateTime,
    ForeignKey,
    Identity,
    Index,
    Integer,
    Numeric,
    String,
    Text,
    UniqueConstraint,
    func,
)
from sqlalchemy.orm import Mapped, mapped_column

from adapters.db.columns import Id


class PaymentRow(DefaultBase):
    """A payment attempt: an order's digital part (`purpose` order) or a wallet top-up (add_fund)."""

    __tablename__ = "payments"
    __table_args__ = (
        UniqueConstraint("gateway", "reference", name="uq_payments_gateway_reference"),
        Index("ix_payments_status_created_at", "status", "created_at"),
        {"sqlite_autoincrement": True},
    )
    id: Mapped[int] = mapped_column(Id, Identity(), primary_key=True)
    token: Mapped[str] = mapped_column(String(64), unique=True)
    purpose: Mapped[str] = mapped_column(String(10))
    owner: Mapped[str] = mapped_column(String(80))
    order_id: Mapped[int | None] = mapped_column(ForeignKey("orders.id", ondelete="SET NULL"), index=True)
    amount: Mapped[int] = mapped_column(BigInteger)
    digits: Mapped[int] = mapped_column(Integer)
    currency: Mapped[str] = mapped_column(String(3))
    gateway: Mapped[str] = mapped_column(String(20))
    reference: Mapped[str | None] = mapped_column(String(255))
    url: Mapped[str | None] = mapped_column(String(500))
    status: Mapped[str] = mapped_column(String(20), default="pending")
    bonus: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")
    cart: Mapped[str] = mapped_column(Text, default="[]")  # JSON [[line id, quantity], ...]
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class PaymentEventRow(DefaultBase):
    """A gateway event applied (a webhook, or the demo page's outcome): never applied twice."""

    __tablename__ = "payment_events"
    __table_args__ = (
        UniqueConstraint("gateway", "event_id", name="uq_payment_events_gateway_event_id"),
        {"sqlite_autoincrement": True},
    )
    id: Mapped[int] = mapped_column(Id, Identity(), primary_key=True)
    gateway: Mapped[str] = mapped_column(String(20))
    event_id: Mapped[str] = mapped_column(String(255))
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class WalletBonusRow(DefaultBase):
    """A top-up bonus as the operator set it (amounts in currency units; a percent for "percentage")."""

    __tablename__ = "wallet_bonuses"
    __table_args__ = ({"sqlite_autoincrement": True},)
    id: Mapped[int] = mapped_column(Id, Identity(), primary_key=True)
    title: Mapped[str] = mapped_column(String(120))
    description: Mapped[str] = mapped_column(String(500), default="")
    bonus_type: Mapped[str] = mapped_column(String(20))  # "percentage" | "amount"
    bonus_amount: Mapped[Decimal] = mapped_column(Numeric(12, 4))
    minimum_add_amount: Mapped[Decimal] = mapped_column(Numeric(12, 4), default=Decimal(0))
    maximum_bonus_amount: Mapped[Decimal] = mapped_column(Numeric(12, 4), default=Decimal(0))  # 0: no cap
    start_date: Mapped[dt.date] = mapped_column(Date)
    end_date: Mapped[dt.date] = mapped_column(Date)
    status: Mapped[bool] = mapped_column(Boolean, default=True)

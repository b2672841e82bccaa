"""The rewards' tables: cashback offers, and what each delivered order was awarded.

An award is written once per order (its primary key), before any of its credits is posted, so a retried job
posts the same amounts; `credited_at` says every posting was made (the sweep looks for awards without it).
Awards of one customer count the takes of each cashback offer (`same_user_limit`).
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
    func,
)
from sqlalchemy.orm import Mapped, mapped_column

from adapters.db.columns import Id


class CashbackOfferRow(DefaultBase):
    """A cashback offer as the operator set it; amounts in currency units, as coupons are stored."""

    __tablename__ = "cashback_offers"
    __table_args__ = ({"sqlite_autoincrement": True},)
    id: Mapped[int] = mapped_column(Id, Identity(), primary_key=True)
    title: Mapped[str] = mapped_column(String(120))
    cashback_type: Mapped[str] = mapped_column(String(20))  # percentage | amount
    cashback_amount: Mapped[Decimal] = mapped_column(Numeric(12, 4))
    min_purchase: Mapped[Decimal] = mapped_column(Numeric(12, 4), default=Decimal(0))
    max_discount: Mapped[Decimal] = mapped_column(Numeric(12, 4), default=Decimal(0))  # 0: no cap
    same_user_limit: Mapped[int] = mapped_column(Integer, default=1)  # 0: no limit
    start_date: Mapped[dt.date] = mapped_column(Date)
    end_date: Mapped[dt.date] = mapped_column(Date)
    status: Mapped[bool] = mapped_column(Boolean, default=True)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class OrderRewardRow(DefaultBase):
    """What a delivered order earned (minor units and points), decided once."""

    __tablename__ = "order_rewards"
    __table_args__ = (Index("ix_order_rewards_customer_offer", "customer_id", "cashback_offer_id"),)
    order_id: Mapped[int] = mapped_column(ForeignKey("orders.id", ondelete="CASCADE"), primary_key=True)
    customer_id: Mapped[int | None] = mapped_column(ForeignKey("customers.id", ondelete="SET NULL"))
    points: Mapped[int] = mapped_column(BigInteger, default=0)
    cashback: Mapped[int] = mapped_column(BigInteger, default=0)
    cashback_offer_id: Mapped[int | None] = mapped_column(
        ForeignKey("cashback_offers.id", ondelete="SET NULL")
    )
    referrer_id: Mapped[int | None] = mapped_column(ForeignKey("customers.id", ondelete="SET NULL"))
    referral_reward: Mapped[int] = mapped_column(BigInteger, default=0)
    decided_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True))
    credited_at: Mapped[dt.datetime | None] = mapped_column(DateTime(timezone=True))

"""Coupons, orders, their lines and status history, and the idempotency keys of order placement.

Money is stored as integer minor units (`digits` names the scale the order was priced at), exactly as the
pricing engine computed it: an order never changes price after it is stored. Ids are never handed out
twice (AUTOINCREMENT on SQLite, identity on PostgreSQL). An idempotency key is unique per owner, and is
written in the transaction that stores its order, so a replayed key finds that order or none at all.
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
    false,
    func,
)
from sqlalchemy.orm import Mapped, mapped_column

from adapters.db.columns import Id


class CouponRow(DefaultBase):
    """A coupon as the operator set it; amounts in currency units, as the catalogue stores prices."""

    __tablename__ = "coupons"
    __table_args__ = ({"sqlite_autoincrement": True},)
    id: Mapped[int] = mapped_column(Id, Identity(), primary_key=True)
    title: Mapped[str] = mapped_column(String(120))
    code: Mapped[str] = mapped_column(String(40), unique=True)
    coupon_type: Mapped[str] = mapped_column(String(20))
    discount: Mapped[Decimal] = mapped_column(Numeric(12, 4), default=Decimal(0))
    discount_type: Mapped[str] = mapped_column(String(10), default="percent")
    min_purchase: Mapped[Decimal] = mapped_column(Numeric(12, 4), default=Decimal(0))
    max_discount: Mapped[Decimal] = mapped_column(Numeric(12, 4), default=Decimal(0))
    start_date: Mapped[dt.date] = mapped_column(Date)
    expire_date: Mapped[dt.date] = mapped_column(Date)
    module_id: Mapped[int | None] = mapped_column(ForeignKey("modules.id", ondelete="CASCADE"), index=True)
    store_ids: Mapped[str] = mapped_column(Text, default="[]")  # JSON list of ids
    zone_ids: Mapped[str] = mapped_column(Text, default="[]")  # JSON list of ids
    status: Mapped[bool] = mapped_column(Boolean, default=True)


class OrderRow(DefaultBase):
    """A placed order: its owner ("customer:<id>" or "guest:<id>"), where it goes, and its price."""

    __tablename__ = "orders"
    __table_args__ = (
        Index("ix_orders_owner_id", "owner", "id"),
        {"sqlite_autoincrement": True},
    )
    id: Mapped[int] = mapped_column(Id, Identity(), primary_key=True)
    owner: Mapped[str] = mapped_column(String(80))
    store_id: Mapped[int] = mapped_column(ForeignKey("stores.id"), index=True)
    module_id: Mapped[int] = mapped_column(ForeignKey("modules.id"))
    order_status: Mapped[str] = mapped_column(String(20), default="pending")
    order_type: Mapped[str] = mapped_column(String(20))
    payment_method: Mapped[str] = mapped_column(String(30))
    payment_status: Mapped[str] = mapped_column(String(20), default="unpaid")
    schedule_at: Mapped[dt.datetime | None] = mapped_column(DateTime(timezone=True))
    digits: Mapped[int] = mapped_column(Integer)
    subtotal: Mapped[int] = mapped_column(BigInteger)
    item_discount: Mapped[int] = mapped_column(BigInteger)
    store_discount: Mapped[int] = mapped_column(BigInteger)
    coupon_discount: Mapped[int] = mapped_column(BigInteger)
    tax: Mapped[int] = mapped_column(BigInteger)
    tax_included: Mapped[bool] = mapped_column(Boolean)
    delivery_fee: Mapped[int] = mapped_column(BigInteger)
    extra_fee: Mapped[int] = mapped_column(BigInteger)
    extra_fee_name: Mapped[str | None] = mapped_column(String(100))  # the fee's label when placed
    order_amount: Mapped[int] = mapped_column(BigInteger)
    # What the customer's wallet paid of order_amount when placed (its ledger entry: order_payment).
    wallet_paid: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")
    referral_discount: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")
    distance_km: Mapped[float] = mapped_column()
    coupon_code: Mapped[str | None] = mapped_column(String(40))
    address: Mapped[str] = mapped_column(String(255))
    latitude: Mapped[float | None] = mapped_column()
    longitude: Mapped[float | None] = mapped_column()
    contact_person_name: Mapped[str] = mapped_column(String(100))
    contact_person_number: Mapped[str] = mapped_column(String(30))
    contact_person_email: Mapped[str | None] = mapped_column(String(160))
    road: Mapped[str | None] = mapped_column(String(100))
    house: Mapped[str | None] = mapped_column(String(100))
    floor: Mapped[str | None] = mapped_column(String(100))
    order_note: Mapped[str | None] = mapped_column(String(500))
    cancellation_reason: Mapped[str | None] = mapped_column(String(255))
    details_count: Mapped[int] = mapped_column(Integer)
    # Placed while the demo dispatcher ran: only such orders are moved on by it.
    demo: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    # The courier assigned to a delivery order (the demo dispatcher assigns one when it moves to processing).
    delivery_man_id: Mapped[int | None] = mapped_column(
        ForeignKey("delivery_men.id", ondelete="SET NULL"), index=True, default=None
    )
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class OrderLineRow(DefaultBase):
    """A line of an order as it was priced when placed (the catalogue may change later)."""

    __tablename__ = "order_lines"
    __table_args__ = ({"sqlite_autoincrement": True},)
    id: Mapped[int] = mapped_column(Id, Identity(), primary_key=True)
    order_id: Mapped[int] = mapped_column(ForeignKey("orders.id", ondelete="CASCADE"), index=True)
    item_id: Mapped[int] = mapped_column(BigInteger)
    item_name: Mapped[str] = mapped_column(String(255))
    image_full_url: Mapped[str | None] = mapped_column(String(500))
    quantity: Mapped[int] = mapped_column(Integer)
    unit_price: Mapped[int] = mapped_column(BigInteger)
    price: Mapped[int] = mapped_column(BigInteger)
    variation: Mapped[str] = mapped_column(Text)  # JSON, as the cart line answered it
    add_ons: Mapped[str] = mapped_column(Text)  # JSON [{id, name, price, quantity}]
    # What placing took off the item's stock (0: its vertical does not count stock), and the variation
    # whose own stock it also took: canceling puts exactly that back.
    stock: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    stock_variation: Mapped[str | None] = mapped_column(String(255))


class OrderStatusRow(DefaultBase):
    """One step of an order's status history."""

    __tablename__ = "order_status_history"
    __table_args__ = ({"sqlite_autoincrement": True},)
    id: Mapped[int] = mapped_column(Id, Identity(), primary_key=True)
    order_id: Mapped[int] = mapped_column(ForeignKey("orders.id", ondelete="CASCADE"), index=True)
    status: Mapped[str] = mapped_column(String(20))
    at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True))


class IdempotencyKeyRow(DefaultBase):
    """An `Idempotency-Key` an owner placed an order with: unique per owner, pointing at that order."""

    __tablename__ = "order_idempotency_keys"
    __table_args__ = (
        UniqueConstraint("owner", "key", name="uq_order_idempotency_keys_owner_key"),
        {"sqlite_autoincrement": True},
    )
    id: Mapped[int] = mapped_column(Id, Identity(), primary_key=True)
    owner: Mapped[str] = mapped_column(String(80))
    key: Mapped[str] = mapped_column(String(64))
    order_id: Mapped[int] = mapped_column(ForeignKey("orders.id", ondelete="CASCADE"), index=True)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class PrescriptionRow(DefaultBase):
    """A prescription image an owner uploaded: bound to no order until one is placed with it. `path` is
    the file's place in private storage (never a public address)."""

    __tablename__ = "order_prescriptions"
    __table_args__ = (
        Index("ix_order_prescriptions_owner_order", "owner", "order_id"),
        {"sqlite_autoincrement": True},
    )
    id: Mapped[int] = mapped_column(Id, Identity(), primary_key=True)
    owner: Mapped[str] = mapped_column(String(80))
    order_id: Mapped[int | None] = mapped_column(ForeignKey("orders.id", ondelete="CASCADE"), index=True)
    path: Mapped[str] = mapped_column(String(255))
    media_type: Mapped[str] = mapped_column(String(20))
    bytes: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")  # the stored file's size
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())

"""Every table of every context, on the one metadata that migrations and the demo loader use.

Each context keeps its tables beside its adapters (`adapters/db/<context>/tables.py`); this module only
gathers them so that nothing is left out of a migration.
"""

from __future__ import annotations

from advanced_alchemy.base import BigIntAuditBase

from adapters.db.address.tables import CustomerAddress
from adapters.db.cart.tables import CartLine
from adapters.db.catalogue.tables import AddOn, Category, Item, Store, StoreSchedule
from adapters.db.configuration.tables import BusinessSetting
from adapters.db.content.tables import Page
from adapters.db.conversations.tables import ConversationRow, InboxRow, MessageRow
from adapters.db.couriers.tables import DeliveryManRow
from adapters.db.identity.tables import Customer, CustomerOtp, CustomerSession, Guest
from adapters.db.ledger.tables import LedgerEntry
from adapters.db.marketplace.tables import Module, ModuleZone, Zone
from adapters.db.orders.tables import (
    CouponRow,
    IdempotencyKeyRow,
    OrderLineRow,
    OrderRow,
    OrderStatusRow,
    PrescriptionRow,
)
from adapters.db.payments.tables import PaymentEventRow, PaymentRow, WalletBonusRow
from adapters.db.reviews.tables import RatingTotalRow, ReviewRow
from adapters.db.rewards.tables import CashbackOfferRow, OrderRewardRow
from adapters.db.vitals.tables import WebVitalRow
from adapters.db.wishlist.tables import WishlistEntry

METADATA = BigIntAuditBase.metadata

__all__ = [
    "METADATA",
    "AddOn",
    "BusinessSetting",
    "CartLine",
    "CashbackOfferRow",
    "Category",
    "ConversationRow",
    "CouponRow",
    "Customer",
    "CustomerAddress",
    "CustomerOtp",
    "CustomerSession",
    "DeliveryManRow",
    "Guest",
    "IdempotencyKeyRow",
    "InboxRow",
    "Item",
    "LedgerEntry",
    "MessageRow",
    "Module",
    "ModuleZone",
    "OrderLineRow",
    "OrderRewardRow",
    "OrderRow",
    "OrderStatusRow",
    "Page",
    "PaymentEventRow",
    "PaymentRow",
    "PrescriptionRow",
    "RatingTotalRow",
    "ReviewRow",
    "Store",
    "StoreSchedule",
    "WalletBonusRow",
    "WebVitalRow",
    "WishlistEntry",
    "Zone",
]

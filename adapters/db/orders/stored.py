"""Orders as core reads them: a stored row (with its store's name, its status history and its courier) turned
into core's StoredOrder."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any

from adapters.db.orders.tables import OrderRow
from core.orders.model import Courier, Destination, StoredOrder


def aware(at: dt.datetime | None) -> dt.datetime | None:
    # SQLite hands back naive datetimes; everything stored is UTC.
    return at.replace(tzinfo=dt.UTC) if at is not None and at.tzinfo is None else at


def courier_of(row: Sequence[Any]) -> Courier | None:
    """The courier of an order from the columns COURIER_COLUMNS added to its row (None: not assigned)."""
    courier_id, f_name, l_name, image = row
    return None if courier_id is None else Courier(courier_id, f"{f_name} {l_name}".strip(), image)


def stored_order(
    row: OrderRow,
    store_name: str,
    history: Sequence[tuple[str, dt.datetime]] = (),
    courier: Courier | None = None,
) -> StoredOrder:
    return StoredOrder(
        id=row.id,
        owner=row.owner,
        order_status=row.order_status,
        order_type=row.order_type,
        payment_method=row.payment_method,
        payment_status=row.payment_status,
        store_id=row.store_id,
        store_name=store_name,
        module_id=row.module_id,
        created_at=aware(row.created_at) or row.created_at,
        schedule_at=aware(row.schedule_at),
        digits=row.digits,
        order_amount=row.order_amount,
        subtotal=row.subtotal,
        item_discount=row.item_discount,
        store_discount=row.store_discount,
        coupon_discount=row.coupon_discount,
        tax=row.tax,
        delivery_fee=row.delivery_fee,
        extra_fee=row.extra_fee,
        coupon_code=row.coupon_code,
        destination=Destination(
            address=row.address,
            latitude=row.latitude,
            longitude=row.longitude,
            contact_person_name=row.contact_person_name,
            contact_person_number=row.contact_person_number,
            contact_person_email=row.contact_person_email,
            road=row.road,
            house=row.house,
            floor=row.floor,
        ),
        details_count=row.details_count,
        cancellation_reason=row.cancellation_reason,
        history=tuple((status, aware(at) or at) for status, at in history),
        extra_fee_name=row.extra_fee_name,
        order_note=row.order_note,
        wallet_paid=row.wallet_paid,
        referral_discount=row.referral_discount,
        courier=courier,
    )

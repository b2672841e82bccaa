"""How the conversations' storage reads other contexts' tables (named here, never imported: each context's
adapters stand alone) and turns rows into core's records."""

from __future__ import annotations

import datetime as dt
from typing import Any

import msgspec
from sqlalchemy import BigInteger, Boolean, DateTime, String, and_, column, func, literal, select, table
from sqlalchemy.orm import aliased

from adapters.db.conversations.tables import ConversationRow, MessageRow
from core.conversations.model import OrderFacts, Peer, StoredConversation, StoredMessage

ORDERS = table(
    "orders",
    column("id", BigInteger),
    column("owner", String),
    column("store_id", BigInteger),
    column("delivery_man_id", BigInteger),
    column("order_status", String),
    column("demo", Boolean),
)
HISTORY = table(
    "order_status_history",
    column("order_id", BigInteger),
    column("status", String),
    column("at", DateTime(True)),
)
STORES = table("stores", column("id", BigInteger), column("name", String), column("logo", String))
COURIERS = table(
    "delivery_men",
    column("id", BigInteger),
    column("f_name", String),
    column("l_name", String),
    column("image", String),
)
decode_keys = msgspec.json.Decoder(list[str]).decode


def aware(at: dt.datetime | str) -> dt.datetime:
    # SQLite keeps times as naive UTC (text for CURRENT_TIMESTAMP): every time read here names its offset.
    moment = dt.datetime.fromisoformat(at) if isinstance(at, str) else at
    return moment if moment.tzinfo else moment.replace(tzinfo=dt.UTC)


def delivered_at() -> Any:
    """When each order became delivered (a subquery by order id)."""
    return (
        select(HISTORY.c.order_id, func.max(HISTORY.c.at).label("at"))
        .where(HISTORY.c.status == "delivered")
        .group_by(HISTORY.c.order_id)
        .subquery()
    )


def order_columns(delivered: Any) -> list[Any]:
    return [
        ORDERS.c.id,
        ORDERS.c.store_id,
        ORDERS.c.delivery_man_id,
        ORDERS.c.order_status,
        delivered.c.at,
        ORDERS.c.demo,
    ]


def order_facts(row: Any) -> OrderFacts | None:
    if row[0] is None:
        return None
    return OrderFacts(
        id=row[0],
        store_id=row[1],
        delivery_man_id=row[2],
        status=row[3],
        delivered_at=None if row[4] is None else aware(row[4]),
        demo=bool(row[5]),
    )


def stored_message(row: MessageRow) -> StoredMessage:
    return StoredMessage(
        id=row.id,
        conversation_id=row.conversation_id,
        seq=row.seq,
        sender=row.sender,
        body=row.body,
        images=tuple(decode_keys(row.images)),
        client_message_id=row.client_message_id,
        created_at=aware(row.created_at),
    )


LAST = aliased(MessageRow, name="last_message")


def conversations_query() -> Any:
    """Conversations with their peer's name and picture, their last message and their order's facts."""
    delivered = delivered_at()
    courier_name = func.trim(COURIERS.c.f_name + literal(" ") + COURIERS.c.l_name)
    return (
        select(
            ConversationRow,
            LAST,
            func.coalesce(STORES.c.name, courier_name, literal("")),
            func.coalesce(STORES.c.logo, COURIERS.c.image),
            *order_columns(delivered),
        )
        .outerjoin(LAST, LAST.id == ConversationRow.last_message_id)
        .outerjoin(STORES, and_(ConversationRow.peer_kind == "store", STORES.c.id == ConversationRow.peer_id))
        .outerjoin(
            COURIERS, and_(ConversationRow.peer_kind == "courier", COURIERS.c.id == ConversationRow.peer_id)
        )
        .outerjoin(ORDERS, ORDERS.c.id == ConversationRow.order_id)
        .outerjoin(delivered, delivered.c.order_id == ConversationRow.order_id)
    )


def stored_conversation(row: Any) -> StoredConversation:
    found: ConversationRow = row[0]
    last: MessageRow | None = row[1]
    return StoredConversation(
        id=found.id,
        customer_id=found.customer_id,
        peer=Peer(found.peer_kind, found.peer_id, row[2] or "", row[3]),
        order_id=found.order_id,
        unread_count=found.unread_count,
        updated_at=aware(found.updated_at),
        last_message=None if last is None else stored_message(last),
        order=order_facts(row[4:]),
    )

"""The conversations' storage (core's ConversationRepository) on the ORM tables of this context.

Storing a message takes the customer's next seq by upserting their `inboxes` row (`last_seq + 1`,
RETURNING) first in its transaction: on PostgreSQL the row's lock makes writers of one customer take turns
until commit, on SQLite every writer does (BEGIN IMMEDIATE), so seqs increase in commit order. A customer's
client message id is unique: a send that loses the race to the same id rolls back and answers the first.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

import msgspec
from sqlalchemy import func, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import IntegrityError

from adapters.db.conversations.reads import (
    COURIERS,
    ORDERS,
    STORES,
    conversations_query,
    decode_keys,
    delivered_at,
    order_columns,
    order_facts,
    stored_conversation,
    stored_message,
)
from adapters.db.conversations.tables import ConversationRow, InboxRow, MessageRow
from adapters.db.gateway import Database
from adapters.db.locks import begin_write
from core.conversations.model import NewMessage, OrderFacts, Peer, StoredConversation, StoredMessage

_encode = msgspec.json.encode


class SqlConversations:
    """Implements core's ConversationRepository."""

    def __init__(self, database: Database) -> None:
        self._database = database

    async def conversations(
        self, customer_id: int, limit: int, offset: int
    ) -> tuple[int, list[StoredConversation]]:
        mine = ConversationRow.customer_id == customer_id
        page = (
            conversations_query()
            .where(mine)
            .order_by(ConversationRow.updated_at.desc(), ConversationRow.id.desc())
            .limit(limit)
            .offset(offset)
        )
        async with self._database.session() as session:
            total = await session.scalar(select(func.count()).select_from(ConversationRow).where(mine))
            rows = (await session.execute(page)).all()
        return int(total or 0), [stored_conversation(row) for row in rows]

    async def conversation(self, conversation_id: int, customer_id: int | None) -> StoredConversation | None:
        query = conversations_query().where(ConversationRow.id == conversation_id)
        if customer_id is not None:
            query = query.where(ConversationRow.customer_id == customer_id)
        async with self._database.session() as session:
            row = (await session.execute(query)).first()
        return None if row is None else stored_conversation(row)

    async def open(self, customer_id: int, key: str, peer: Peer, order_id: int | None) -> int:
        mine = select(ConversationRow.id).where(
            ConversationRow.customer_id == customer_id, ConversationRow.peer_key == key
        )
        async with self._database.session() as session:
            found = await session.scalar(mine)
            if found is not None:
                return int(found)
            now = dt.datetime.now(dt.UTC)  # written as messages write theirs, so the list sorts them alike
            row = ConversationRow(
                customer_id=customer_id,
                peer_key=key,
                peer_kind=peer.kind,
                peer_id=peer.id,
                order_id=order_id,
                created_at=now,
                updated_at=now,
            )
            session.add(row)
            try:
                await session.commit()
            except IntegrityError:  # opened at the same moment by another request: that one
                await session.rollback()
                found = await session.scalar(mine)
                if found is None:
                    raise
                return int(found)
            return row.id

    async def messages(
        self, conversation_id: int, limit: int, before_id: int | None
    ) -> tuple[list[StoredMessage], bool]:
        query = select(MessageRow).where(MessageRow.conversation_id == conversation_id)
        if before_id is not None:
            query = query.where(MessageRow.id < before_id)
        async with self._database.session() as session:
            rows = list((await session.scalars(query.order_by(MessageRow.id.desc()).limit(limit + 1))).all())
        return [stored_message(row) for row in reversed(rows[:limit])], len(rows) > limit

    async def mark_read(self, conversation_id: int) -> None:
        async with self._database.session() as session:
            await session.execute(
                update(ConversationRow).where(ConversationRow.id == conversation_id).values(unread_count=0)
            )
            await session.commit()

    async def unread(self, customer_id: int, conversation_id: int | None = None) -> tuple[int, int]:
        total = select(func.coalesce(func.sum(ConversationRow.unread_count), 0)).where(
            ConversationRow.customer_id == customer_id
        )
        async with self._database.session() as session:
            everything = int(await session.scalar(total) or 0)
            if conversation_id is None:
                return 0, everything
            one = await session.scalar(
                select(ConversationRow.unread_count).where(ConversationRow.id == conversation_id)
            )
        return int(one or 0), everything

    async def sent(self, customer_id: int, client_message_id: str) -> StoredMessage | None:
        async with self._database.session() as session:
            row = await session.scalar(
                select(MessageRow).where(
                    MessageRow.customer_id == customer_id, MessageRow.client_message_id == client_message_id
                )
            )
        return None if row is None else stored_message(row)

    async def message(self, message_id: int) -> StoredMessage | None:
        async with self._database.session() as session:
            row = await session.get(MessageRow, message_id)
        return None if row is None else stored_message(row)

    async def append(self, message: NewMessage) -> StoredMessage:
        async with self._database.session() as session:
            await begin_write(session)
            seq = await session.scalar(
                self._next_seq(self._database.engine.dialect.name, message.customer_id)
            )
            row = MessageRow(
                conversation_id=message.conversation_id,
                customer_id=message.customer_id,
                seq=seq,
                sender=message.sender,
                body=message.body,
                images=_encode(list(message.images)).decode(),
                client_message_id=message.client_message_id,
                created_at=message.at,
            )
            session.add(row)
            try:
                await session.flush()
            except IntegrityError:
                await session.rollback()
                if message.client_message_id is None:
                    raise
                first = await self.sent(message.customer_id, message.client_message_id)
                if first is None:
                    raise
                return first
            unread = 0 if message.sender == "customer" else 1
            await session.execute(
                update(ConversationRow)
                .where(ConversationRow.id == message.conversation_id)
                .values(
                    last_message_id=row.id,
                    updated_at=message.at,
                    unread_count=ConversationRow.unread_count + unread,
                )
            )
            stored = stored_message(row)
            await session.commit()
        return stored

    @staticmethod
    def _next_seq(dialect: str, customer_id: int) -> Any:
        insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
        statement = insert(InboxRow).values(customer_id=customer_id, last_seq=1)
        return statement.on_conflict_do_update(
            index_elements=[InboxRow.customer_id], set_={"last_seq": InboxRow.last_seq + 1}
        ).returning(InboxRow.last_seq)

    async def picture_keys(self, customer_id: int) -> list[str]:
        query = select(MessageRow.images).where(
            MessageRow.customer_id == customer_id, MessageRow.images != "[]"
        )
        async with self._database.session() as session:
            rows = (await session.scalars(query)).all()
        return [key for images in rows for key in decode_keys(images)]

    async def last_seq(self, customer_id: int) -> int:
        async with self._database.session() as session:
            found = await session.scalar(select(InboxRow.last_seq).where(InboxRow.customer_id == customer_id))
        return int(found or 0)

    async def since(self, customer_id: int, seq: int, limit: int) -> list[StoredMessage]:
        query = (
            select(MessageRow)
            .where(MessageRow.customer_id == customer_id, MessageRow.seq > seq)
            .order_by(MessageRow.seq)
            .limit(limit)
        )
        async with self._database.session() as session:
            rows = (await session.scalars(query)).all()
        return [stored_message(row) for row in rows]

    async def order_facts(self, owner: str, order_id: int) -> OrderFacts | None:
        delivered = delivered_at()
        query = (
            select(*order_columns(delivered))
            .outerjoin(delivered, delivered.c.order_id == ORDERS.c.id)
            .where(ORDERS.c.id == order_id, ORDERS.c.owner == owner)
        )
        async with self._database.session() as session:
            row = (await session.execute(query)).first()
        return None if row is None else order_facts(row)

    async def latest_order_with(self, owner: str, kind: str, peer_id: int) -> OrderFacts | None:
        delivered = delivered_at()
        peer = ORDERS.c.store_id if kind == "store" else ORDERS.c.delivery_man_id
        query = (
            select(*order_columns(delivered))
            .outerjoin(delivered, delivered.c.order_id == ORDERS.c.id)
            .where(ORDERS.c.owner == owner, peer == peer_id)
            .order_by(ORDERS.c.id.desc())
            .limit(1)
        )
        async with self._database.session() as session:
            row = (await session.execute(query)).first()
        return None if row is None else order_facts(row)

    async def peer(self, kind: str, peer_id: int | None) -> Peer | None:
        if peer_id is None:
            return None
        if kind == "store":
            query = select(STORES.c.name, STORES.c.logo).where(STORES.c.id == peer_id)
        else:
            name = func.trim(COURIERS.c.f_name + " " + COURIERS.c.l_name)
            query = select(name, COURIERS.c.image).where(COURIERS.c.id == peer_id)
        async with self._database.session() as session:
            row = (await session.execute(query)).first()
        return None if row is None else Peer(kind, peer_id, row[0], row[1])

"""The customers' conversations, their messages, and each customer's inbox counter.

A message's `seq` increases per customer in commit order: storing one updates the customer's `inboxes` row
(`last_seq = last_seq + 1`) in the same transaction, so writers of one customer queue on that row and a
stream resuming after seq N never misses a message committed later with a smaller number. A customer's
`client_message_id` names one message only: a retried send finds the first one.
"""

from __future__ import annotations

import datetime as dt

from advanced_alchemy.base import DefaultBase
from sqlalchemy import (
    BigInteger,
    DateTime,
    ForeignKey,
    Identity,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
    func,
)
from sqlalchemy.orm import Mapped, mapped_column

from adapters.db.columns import Id


class InboxRow(DefaultBase):
    """The last seq handed to one of the customer's messages."""

    __tablename__ = "inboxes"
    customer_id: Mapped[int] = mapped_column(ForeignKey("customers.id", ondelete="CASCADE"), primary_key=True)
    last_seq: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")


class ConversationRow(DefaultBase):
    """A customer's conversation with one peer: "support", "store:<id>:order:<id>", "courier:<id>:order:<id>"."""

    __tablename__ = "conversations"
    __table_args__ = (
        UniqueConstraint("customer_id", "peer_key"),
        Index("ix_conversations_customer_updated", "customer_id", "updated_at"),
        {"sqlite_autoincrement": True},
    )
    id: Mapped[int] = mapped_column(Id, Identity(), primary_key=True)
    customer_id: Mapped[int] = mapped_column(ForeignKey("customers.id", ondelete="CASCADE"))
    peer_key: Mapped[str] = mapped_column(String(60))
    peer_kind: Mapped[str] = mapped_column(String(10))  # store | courier | support
    peer_id: Mapped[int | None] = mapped_column(BigInteger)
    order_id: Mapped[int | None] = mapped_column(ForeignKey("orders.id", ondelete="SET NULL"))
    unread_count: Mapped[int] = mapped_column(Integer, default=0, server_default="0")  # the customer's
    last_message_id: Mapped[int | None] = mapped_column(BigInteger)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    updated_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class MessageRow(DefaultBase):
    """One message; `images` is a JSON list of storage keys."""

    __tablename__ = "messages"
    __table_args__ = (
        UniqueConstraint("customer_id", "seq", name="uq_messages_customer_seq"),
        UniqueConstraint("customer_id", "client_message_id", name="uq_messages_customer_client_message"),
        Index("ix_messages_conversation_id_id", "conversation_id", "id"),
        {"sqlite_autoincrement": True},
    )
    id: Mapped[int] = mapped_column(Id, Identity(), primary_key=True)
    conversation_id: Mapped[int] = mapped_column(ForeignKey("conversations.id", ondelete="CASCADE"))
    customer_id: Mapped[int] = mapped_column(ForeignKey("customers.id", ondelete="CASCADE"))
    seq: Mapped[int] = mapped_column(BigInteger)
    sender: Mapped[str] = mapped_column(String(10))  # customer | store | courier | support
    body: Mapped[str] = mapped_column(Text)
    images: Mapped[str] = mapped_column(Text, default="[]", server_default="[]")
    client_message_id: Mapped[str | None] = mapped_column(String(64))
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())

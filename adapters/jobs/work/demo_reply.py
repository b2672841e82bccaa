"""The demo responder's reply to a customer's message (core/conversations/responder.py), handed over when a
customer writes to a demo store, a demo courier or support while the demo dispatcher runs.

Idempotent: the reply carries a client message id of its own, so a retry posts nothing more.
"""

from __future__ import annotations

import structlog
from dishka import AsyncContainer

from adapters.jobs.job import Job
from core.conversations.responder import DemoResponder
from core.conversations.sending import REPLY_JOB

log = structlog.get_logger("storefront.conversations")


async def demo_reply(container: AsyncContainer, message_id: int, language: str = "en") -> None:
    """Answer the customer's message `message_id` as its conversation's peer, after the demo's delay."""
    reply = await (await container.get(DemoResponder)).reply(message_id, language)
    if reply is not None:
        log.info("demo reply posted", message_id=message_id, reply_id=reply.id)


JOB = Job(name=REPLY_JOB, run=demo_reply, timeout=60, attempts=3, retry_delay=2.0)

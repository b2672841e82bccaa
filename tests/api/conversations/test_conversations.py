"""Conversations over HTTP, on SQLite and PostgreSQL: who may read and write what (signed-in customers only,
their own conversations, the store's and courier's write window, support always), idempotent sends, the
message limits, paging and unread counts."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

import pytest
from litestar.testing import AsyncTestClient
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.operator_messages import post_message
from adapters.settings import Settings
from tests.api.conversations.chatter import MESSAGE, assign, client_id, delivered, form, picture
from tests.api.conversations.conftest import NewChatter
from tests.api.visitor import error

pytestmark = pytest.mark.anyio
WINDOW = "You can write to them while your order is running and for 48 hours after its delivery."


async def test_a_visitor_not_signed_in_is_refused_401(chat_client: AsyncTestClient) -> None:  # type: ignore[type-arg]
    for path in ("list", "unread", "stream", "details?conversation_id=1"):
        assert (await chat_client.get(f"{MESSAGE}/{path}")).status_code == 401
    opened = await chat_client.post(f"{MESSAGE}/conversation", json={"peer_kind": "support"})
    assert opened.status_code == 401
    fields = {"conversation_id": "1", "message": "hi", "client_message_id": client_id()}
    sent = await chat_client.post(f"{MESSAGE}/send", files=form(fields, []))
    assert sent.status_code == 401


async def test_support_is_always_writable_and_the_list_shows_the_last_message(
    new_chatter: NewChatter,
) -> None:
    customer = await new_chatter()
    support = await customer.opened("support")
    assert support["peer"] == {
        "kind": "support",
        "id": None,
        "name": "Customer support",
        "image_full_url": None,
    }
    assert support["can_write"] is True
    assert support["order_id"] is None
    assert (await customer.opened("support"))["id"] == support["id"]  # found, not opened twice
    sent = await customer.sent(support["id"], "  Where is my parcel?  ")
    assert sent["body"] == "Where is my parcel?"
    assert sent["sender"] == "customer"
    assert sent["seq"] == 1
    listed = (await customer.conversations()).json()
    assert listed["total_size"] == 1
    assert listed["unread_total"] == 0
    assert listed["conversations"][0]["last_message"]["id"] == sent["id"]


async def test_the_store_is_writable_while_the_order_runs_and_48_hours_after_delivery(
    new_chatter: NewChatter, engine: AsyncEngine, ids: dict[str, int]
) -> None:
    customer = await new_chatter()
    order_id = await customer.placed()
    store = await customer.opened("store", order_id=order_id)
    assert store["peer"]["id"] == ids["store"]
    assert store["order_id"] == order_id
    assert store["can_write"]
    # The store page names the store only: the customer's newest order with it is the one talked about.
    assert (await customer.opened("store", peer_id=ids["store"]))["id"] == store["id"]
    # An id sent as a whole-valued float (JSON Schema counts 2.0 as an integer) names the same order.
    assert (await customer.opened("store", order_id=float(order_id)))["id"] == store["id"]
    await customer.sent(store["id"], "Please ring twice")
    await delivered(engine, order_id, hours_ago=47)
    await customer.sent(store["id"], "Thanks, all good")

    other = await customer.placed()
    conversation = await customer.opened("store", order_id=other)
    await delivered(engine, other, hours_ago=49)
    assert error(await customer.send(conversation["id"], "Too late?")) == (403, "window_closed", WINDOW)
    assert error(await customer.open("store", order_id=other)) == (403, "window_closed", WINDOW)
    read = await customer.details(conversation["id"])  # reading is always allowed
    assert read.status_code == 200
    assert read.json()["conversation"]["can_write"] is False


async def test_the_courier_is_reached_once_assigned(
    new_chatter: NewChatter, engine: AsyncEngine, ids: dict[str, int]
) -> None:
    customer = await new_chatter()
    order_id = await customer.placed()
    assert error(await customer.open("courier", order_id=order_id))[0] == 404
    await assign(engine, order_id, ids["courier"])
    courier = await customer.opened("courier", order_id=order_id)
    assert courier["peer"] == {
        "kind": "courier",
        "id": ids["courier"],
        "name": "Sam Rider",
        "image_full_url": None,
    }
    assert (await customer.send(courier["id"], "I'm at the back door")).status_code == 200


async def test_another_customers_conversation_or_order_answers_404(new_chatter: NewChatter) -> None:
    owner, other = await new_chatter(), await new_chatter()
    order_id = await owner.placed()
    conversation = await owner.opened("store", order_id=order_id)
    assert error(await other.details(conversation["id"]))[0] == 404
    assert error(await other.send(conversation["id"], "Hi"))[0] == 404
    assert error(await other.open("store", order_id=order_id))[0] == 404
    assert (await other.conversations()).json()["total_size"] == 0


async def test_the_same_client_message_id_again_answers_the_first_message(new_chatter: NewChatter) -> None:
    customer = await new_chatter()
    support = await customer.opened("support")
    key = client_id()
    first = await customer.sent(support["id"], "Once", key=key)
    again = await customer.sent(support["id"], "Once", key=key)
    assert again == first
    assert first["client_message_id"] == key
    messages = (await customer.details(support["id"])).json()["messages"]
    assert [m["id"] for m in messages] == [first["id"]]


async def test_a_message_holds_1_to_1000_characters_and_up_to_3_good_pictures(
    new_chatter: NewChatter,
) -> None:
    customer = await new_chatter()
    support = (await customer.opened("support"))["id"]
    assert (await customer.send(support, "x" * 1000)).status_code == 200
    too_long = error(await customer.send(support, "x" * 1001))
    assert too_long == (422, "message", "A message may not be longer than 1000 characters.")
    assert error(await customer.send(support, "   "))[:2] == (422, "message")
    assert error(await customer.send(support, "x", key="short"))[0] in (400, 422)
    four = await customer.send(support, "", images=[picture()] * 4)
    assert error(four) == (422, "image", "A message may hold at most 3 pictures.")
    bad = await customer.send(support, "", images=[b"<html>not a picture</html>"])
    assert error(bad)[:2] == (422, "image")
    three = await customer.send(support, None, images=[picture(), picture((10, 90)), picture()])
    assert three.status_code == 200, three.text
    images = three.json()["message"]["images"]
    assert len(images) == 3
    for image in images:  # stored through the storage port, served like every picture
        assert (await customer.client.get(image["url"])).content.startswith(b"\x89PNG")
    # An account deleted takes its conversations' pictures with it, files included.
    removed = await customer.client.delete("/api/v1/customer/remove-account", headers=customer.headers())
    assert removed.status_code == 200, removed.text
    for image in images:
        assert (await customer.client.get(image["url"])).status_code == 404


async def test_the_rules_speak_the_customers_language(new_chatter: NewChatter) -> None:
    customer = await new_chatter()
    support = (await customer.opened("support"))["id"]
    # French: the rules speak the customer's language.
    french = await customer.send(support, "x" * 1001, language="fr")
    assert error(french)[2] == "Un message ne peut pas dépasser 1000 caractères."


async def test_past_20_sends_in_a_window_a_customer_waits(new_chatter: NewChatter) -> None:
    customer = await new_chatter()
    support = (await customer.opened("support"))["id"]
    for n in range(20):
        assert (await customer.send(support, f"message {n}")).status_code == 200
    refused = await customer.send(support, "one more")
    assert refused.status_code == 429
    assert int(refused.headers["retry-after"]) >= 1


async def test_details_pages_back_from_the_newest(new_chatter: NewChatter) -> None:
    customer = await new_chatter()
    support = (await customer.opened("support"))["id"]
    sent = [(await customer.sent(support, f"m{n}"))["id"] for n in range(7)]
    newest = (await customer.details(support, limit=3)).json()
    assert [m["id"] for m in newest["messages"]] == sent[4:]
    assert newest["has_more"] is True
    older = (await customer.details(support, limit=3, before_id=sent[4])).json()
    assert [m["id"] for m in older["messages"]] == sent[1:4]
    assert older["has_more"] is True
    oldest = (await customer.details(support, limit=3, before_id=sent[1])).json()
    assert [m["id"] for m in oldest["messages"]] == sent[:1]
    assert oldest["has_more"] is False


async def test_a_peers_messages_are_unread_until_the_conversation_is_read(
    new_chatter: NewChatter, chat_settings: Settings
) -> None:
    customer = await new_chatter()
    support = (await customer.opened("support"))["id"]
    assert (await post_message(chat_settings, support, "support", "We are on it")).startswith("message ")
    await post_message(chat_settings, support, "support", "Fixed!")
    assert await customer.unread() == 2
    listed = (await customer.conversations()).json()
    assert listed["unread_total"] == 2
    assert listed["conversations"][0]["unread_count"] == 2
    read = (await customer.details(support)).json()
    assert read["conversation"]["unread_count"] == 0
    assert [m["sender"] for m in read["messages"]] == ["support", "support"]
    assert read["messages"][0]["client_message_id"] is None
    assert await customer.unread() == 0
    refused = await post_message(chat_settings, support, "store", "Not the store's")
    assert refused == "not posted: This conversation is not with a store."


async def test_the_operator_command_posts_as_the_store(
    new_chatter: NewChatter, chat_settings: Settings, tmp_path: Path
) -> None:
    customer = await new_chatter()
    order_id = await customer.placed()
    store = (await customer.opened("store", order_id=order_id))["id"]
    env = {
        **os.environ,
        "DATABASE_URL": chat_settings.database_url,
        "MEDIA_DIR": str(tmp_path),
        "LOG_LEVEL": "WARNING",
    }
    command = [sys.executable, "-m", "adapters.cli", "message", "post", "--conversation", str(store)]
    process = await asyncio.create_subprocess_exec(
        *command, "--as", "store", "--text", "Your order is ready", env=env, stdout=asyncio.subprocess.PIPE
    )
    out, _ = await process.communicate()
    assert process.returncode == 0
    assert f"posted in conversation {store} as store" in out.decode()
    messages = (await customer.details(store)).json()["messages"]
    assert [(m["sender"], m["body"]) for m in messages] == [("store", "Your order is ready")]

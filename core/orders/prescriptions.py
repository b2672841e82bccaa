"""Prescription images of pharmacy orders: uploaded before placing, bound to the order when it is placed,
and read back only by the order's owner.

An upload holds 1 to 3 pictures (SPEC.md: 'Maximum 3 images can be send at a time.'), each a JPEG, PNG or
WebP by its real content (its name and declared type are ignored) of at most 2 MB. They are kept through
the storage port under an unguessable name outside the public media folder: nobody reaches them by
address, only through the owner's order.

What waits for an order is bounded three ways: each owner keeps its 6 newest images (12 MB at most); every
owner's together stay under the marketplace's budget (`Budget.waiting_bytes`, PRESCRIPTION_WAITING_MB), past
which uploads are refused until some are ordered or forgotten; and housekeeping forgets an image no order
took within `Budget.waiting` (PRESCRIPTION_WAITING_HOURS). A client's uploads an hour have their own rate
limit (RATE_LIMIT_UPLOADS), so one client making guest after guest cannot fill the budget alone quickly.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass

import msgspec

from core.errors import InvalidInput, NotFound, TooManyRequests
from core.identity.owner import Owner
from core.identity.ports import PictureCleaner
from core.identity.rules import MAX_PICTURE_PIXELS, TOO_MANY_PIXELS
from core.messages import translate

from .ports import OrderRepository, PrescriptionRepository, PrivateFiles

MAX_PRESCRIPTIONS = 3  # images in one upload, and bound to one order
MAX_PRESCRIPTION_BYTES = 2 * 1024 * 1024  # each image
MAX_WAITING = 6  # uploads of one owner not yet bound to an order; older ones are dropped
MAX_SIDE = 2560  # pixels a side an image is stored at, at most: still legible, a larger one is scaled down
FOLDER = "prescriptions"
RETRY_AFTER_SPENT = 3600  # seconds: the budget frees as images are ordered or forgotten
# The real format (as the decoder names it) -> the stored extension and the type it is answered with.
FORMATS = {"JPEG": ("jpg", "image/jpeg"), "PNG": ("png", "image/png"), "WEBP": ("webp", "image/webp")}

PROMPT = "Please upload your prescription image"
TOO_MANY = "Maximum 3 images can be send at a time."
TOO_LARGE = "The image may not be greater than 2 MB."
WRONG_FORMAT = "This file format is not supported. Please upload JPG, PNG or WebP images only."
UNKNOWN = "Prescription image not found."
BUDGET_SPENT = "Too many prescription images are waiting to be ordered right now. Please try again later."
MESSAGES = (PROMPT, TOO_MANY, TOO_LARGE, TOO_MANY_PIXELS, WRONG_FORMAT, UNKNOWN, BUDGET_SPENT)  # sent by name


@dataclass(frozen=True, slots=True)
class Budget:
    """What the images waiting for an order may take: bytes in all, and time each."""

    waiting_bytes: int
    waiting: dt.timedelta


class Uploaded(msgspec.Struct, frozen=True):
    """The answer of an upload: the ids placing takes as `prescription_ids`."""

    prescription_ids: list[int]


@dataclass(frozen=True, slots=True)
class Picture:
    """A stored prescription image, as it is answered."""

    content: bytes
    media_type: str


def owner_name(owner: Owner) -> str:
    """The owner as orders store it ("customer:<id>" or "guest:<id>")."""
    return f"{owner.kind}:{owner.id}"


class PrescriptionService:
    """Upload prescription images and read them back through their order."""

    def __init__(
        self,
        prescriptions: PrescriptionRepository,
        files: PrivateFiles,
        pictures: PictureCleaner,
        orders: OrderRepository,
        budget: Budget,
    ) -> None:
        self._prescriptions = prescriptions
        self._files = files
        self._pictures = pictures
        self._orders = orders
        self._budget = budget

    async def upload(self, owner: Owner, images: Sequence[bytes], language: str) -> Uploaded:
        """Check and keep 1 to 3 images for the owner's next order; their ids."""
        if not images:
            raise InvalidInput("prescription", translate(PROMPT, language))
        if len(images) > MAX_PRESCRIPTIONS:
            raise InvalidInput("prescription", translate(TOO_MANY, language))
        cleaned: list[tuple[str, bytes]] = []
        for content in images:  # every image is checked before any is kept
            if len(content) > MAX_PRESCRIPTION_BYTES:
                raise InvalidInput("prescription", translate(TOO_LARGE, language))
            picture = self._pictures.clean(content, MAX_SIDE, MAX_PICTURE_PIXELS)
            if picture is None or picture.facts.format not in FORMATS:
                raise InvalidInput("prescription", translate(WRONG_FORMAT, language))
            if picture.content is None:
                raise InvalidInput("prescription", translate(TOO_MANY_PIXELS, language))
            cleaned.append((picture.facts.format, picture.content))
        incoming = sum(len(clean) for _, clean in cleaned)
        if await self._prescriptions.waiting_bytes() + incoming > self._budget.waiting_bytes:
            raise TooManyRequests("prescription", translate(BUDGET_SPENT, language), RETRY_AFTER_SPENT)
        kept: list[tuple[str, str, int]] = []
        for kind, clean in cleaned:  # the cleaned picture is kept, never the uploaded bytes
            extension, media_type = FORMATS[kind]
            kept.append((await self._files.save(FOLDER, extension, clean), media_type, len(clean)))
        name = owner_name(owner)
        ids = await self._prescriptions.add(name, kept)
        for path in await self._prescriptions.prune(name, MAX_WAITING):
            await self._files.delete(path)
        return Uploaded(ids)

    async def purge_waiting(self, now: dt.datetime) -> int:
        """Forget the images no order took within the budget's time, files included (housekeeping); how
        many."""
        paths = await self._prescriptions.purge_waiting(now - self._budget.waiting)
        for path in paths:
            await self._files.delete(path)
        return len(paths)

    async def forget_owner(self, owner: Owner) -> int:
        """Forget every image of `owner`, ordered or not, files included (its account is deleted); how many."""
        paths = await self._prescriptions.remove_owner(owner_name(owner))
        for path in paths:
            await self._files.delete(path)
        return len(paths)

    async def image(
        self, owner: Owner, order_id: int, prescription_id: int, contact: str | None, language: str
    ) -> Picture:
        """One prescription image of one of the owner's orders (a guest also gives the order's contact
        number, as tracking asks); anything else answers 404."""
        order = await self._orders.order(owner_name(owner), order_id)
        if order is None or (
            owner.kind == "guest" and order.destination.contact_person_number != (contact or "").strip()
        ):
            raise NotFound("order_id", translate("Order not found.", language))
        found = await self._prescriptions.of_order(order_id, prescription_id)
        content = None if found is None else await self._files.read(found[0])
        if found is None or content is None:
            raise NotFound("prescription_id", translate(UNKNOWN, language))
        return Picture(content, found[1])

    async def ids(self, owner: Owner, order_id: int, contact: str | None, language: str) -> list[int]:
        """The ids of the prescription images of one of the owner's orders."""
        order = await self._orders.order(owner_name(owner), order_id)
        if order is None or (
            owner.kind == "guest" and order.destination.contact_person_number != (contact or "").strip()
        ):
            raise NotFound("order_id", translate("Order not found.", language))
        return await self._prescriptions.ids_of_order(order_id)

"""Prescription images of pharmacy orders: the upload checkout sends before placing (multipart, 1 to 3
images), and each image read back by its order's owner. Answers are personal (no-store)."""

from __future__ import annotations

import dataclasses
import re
from typing import Annotated

from litestar import Controller, Response, get, post
from litestar.datastructures import CacheControlHeader, UploadFile
from litestar.di import NamedDependency
from litestar.enums import RequestEncodingType
from litestar.params import Body, Parameter

from adapters.http.context import AnyRequest, read_context
from adapters.http.desk import Desk
from adapters.http.openapi import errors
from adapters.http.orders import Contact, GuestId, OrderId
from core.errors import InvalidInput
from core.identity.service import GUEST_ID_PATTERN
from core.ids import MAX_ID
from core.messages import translate
from core.orders.prescriptions import (
    MAX_PRESCRIPTION_BYTES,
    MAX_PRESCRIPTIONS,
    TOO_MANY,
    PrescriptionService,
    Uploaded,
)

# Three 2 MB images and the form's own bytes; a larger body is refused (413) before it is read. A fourth
# small image still arrives, so it is answered with SPEC.md's message.
UPLOAD_BODY_BYTES = MAX_PRESCRIPTIONS * MAX_PRESCRIPTION_BYTES + 256 * 1024
READ_LIMIT = MAX_PRESCRIPTION_BYTES + 1  # enough to tell "too large" without holding more
PrescriptionDesk = Desk[PrescriptionService]
_GUEST = re.compile(GUEST_ID_PATTERN)


@dataclasses.dataclass
class PrescriptionUpload:
    """POST /customer/order/prescription, multipart/form-data: `images` repeated, 1 to 3 times."""

    images: list[UploadFile] = dataclasses.field(default_factory=list)
    guest_id: str | None = None


class PrescriptionController(Controller):
    """`/api/v1/customer/order`: prescription images."""

    path = "/api/v1/customer/order"
    tags = ["orders"]
    cache_control = CacheControlHeader(no_store=True)

    @post(
        "/prescription",
        operation_id="uploadPrescription",
        summary="Upload prescription images for the next order",
        status_code=200,
        request_max_body_size=UPLOAD_BODY_BYTES,
        responses=errors(401),
    )
    async def upload(
        self,
        data: Annotated[PrescriptionUpload, Body(media_type=RequestEncodingType.MULTI_PART)],
        request: AnyRequest,
        prescription_desk: NamedDependency[PrescriptionDesk],
    ) -> Uploaded:
        """1 to 3 images (JPEG, PNG or WebP by content, 2 MB each); their ids, which placing the order takes
        as `prescription_ids`."""
        context = read_context(request)
        # A malformed guest id names no guest: without a token that is the 401 of an unknown owner.
        guest_id = data.guest_id if data.guest_id and _GUEST.fullmatch(data.guest_id) else None
        owner = await prescription_desk.owner(context, guest_id)
        files = data.images
        if len(files) > MAX_PRESCRIPTIONS:  # before reading any of them
            raise InvalidInput("prescription", translate(TOO_MANY, context.language))
        images = [content for f in files if (content := await f.read(READ_LIMIT))]
        return await prescription_desk.service.upload(owner, images, context.language)

    @get(
        "/prescription",
        operation_id="getPrescription",
        summary="A prescription image of an order",
        media_type="image/*",
        responses=errors(401, 404),
    )
    async def image(
        self,
        request: AnyRequest,
        prescription_desk: NamedDependency[PrescriptionDesk],
        order_id: OrderId,
        prescription_id: Annotated[int, Parameter(ge=1, le=MAX_ID, description="The image's id")],
        guest_id: GuestId = None,
        contact_number: Contact = None,
    ) -> Response[bytes]:
        """The image, to the order's owner only (a guest also gives the order's contact number)."""
        context = read_context(request)
        owner = await prescription_desk.owner(context, guest_id)
        found = await prescription_desk.service.image(
            owner, order_id, prescription_id, contact_number, context.language
        )
        return Response(found.content, media_type=found.media_type)

    @get(
        "/prescriptions",
        operation_id="listPrescriptions",
        summary="The prescription images of an order",
        responses=errors(401, 404),
    )
    async def ids(
        self,
        request: AnyRequest,
        prescription_desk: NamedDependency[PrescriptionDesk],
        order_id: OrderId,
        guest_id: GuestId = None,
        contact_number: Contact = None,
    ) -> Uploaded:
        """The ids of the order's prescription images (its owner only)."""
        context = read_context(request)
        owner = await prescription_desk.owner(context, guest_id)
        ids = await prescription_desk.service.ids(owner, order_id, contact_number, context.language)
        return Uploaded(ids)

"""Profile endpoints of the accounts contract: the signed-in customer's info, its update (a form with an
optional photo) and the account's removal. Every answer is personal (no-store)."""

from __future__ import annotations

import dataclasses
from typing import Annotated, Literal

from litestar import Controller, delete, get, post
from litestar.datastructures import CacheControlHeader, UploadFile
from litestar.di import NamedDependency
from litestar.enums import RequestEncodingType
from litestar.params import Body

from adapters.http.auth import on_delivery_failed
from adapters.http.auth_bodies import MessageAnswer
from adapters.http.context import AnyRequest, read_context
from adapters.http.openapi import errors
from core.identity.errors import OtpDeliveryFailed
from core.identity.profile import CustomerInfo, ProfileForm, ProfileService, ProfileUpdated
from core.identity.rules import MAX_PHOTO_BYTES

# A 2 MB photo and a few text fields; more is refused (413) before it is read. The rules say 2 MB: a file
# between the two gets the rules' own message.
PROFILE_BODY_BYTES = 3 * 1024 * 1024
READ_LIMIT = MAX_PHOTO_BYTES + 1  # enough to tell "too large" without holding more


@dataclasses.dataclass
class ProfileUpload:
    """POST /customer/update-profile, multipart/form-data."""

    name: str | None = None
    email: str | None = None
    phone: str | None = None
    password: str | None = None
    confirm_password: str | None = None
    button_type: Literal["email", "phone"] | None = None
    image: UploadFile | None = None


async def _form(upload: ProfileUpload) -> ProfileForm:
    content = await upload.image.read(READ_LIMIT) if isinstance(upload.image, UploadFile) else b""
    return ProfileForm(
        name=upload.name,
        email=upload.email,
        phone=upload.phone,
        password=upload.password,
        confirm_password=upload.confirm_password,
        button_type=upload.button_type,
        image=content or None,  # a form sends an empty file part when no photo was chosen
    )


class ProfileController(Controller):
    """`/api/v1/customer`: the signed-in customer's profile."""

    path = "/api/v1/customer"
    tags = ["profile"]
    cache_control = CacheControlHeader(no_store=True)
    exception_handlers = {OtpDeliveryFailed: on_delivery_failed}

    @get(
        "/info",
        operation_id="getCustomerInfo",
        summary="The signed-in customer's profile",
        responses=errors(401),
    )
    async def info(self, request: AnyRequest, profile: NamedDependency[ProfileService]) -> CustomerInfo:
        """Names, email, phone, photo, verification flags and referral code."""
        context = read_context(request)
        return await profile.info(context.bearer, context.language)

    @post(
        "/update-profile",
        operation_id="updateProfile",
        summary="Change the profile",
        status_code=200,
        request_max_body_size=PROFILE_BODY_BYTES,
        responses=errors(401, 502),
    )
    async def update(
        self,
        data: Annotated[ProfileUpload, Body(media_type=RequestEncodingType.MULTI_PART)],
        request: AnyRequest,
        profile: NamedDependency[ProfileService],
    ) -> ProfileUpdated:
        """Name, email, phone, password and photo; a new phone or email may wait for its code."""
        context = read_context(request)
        return await profile.update(context.bearer, await _form(data), context.language)

    @delete(
        "/remove-account",
        operation_id="removeAccount",
        summary="Delete the account",
        status_code=200,
        responses=errors(401),
    )
    async def remove(self, request: AnyRequest, profile: NamedDependency[ProfileService]) -> MessageAnswer:
        """Delete the account and its personal data: sessions, codes, cart, addresses, wishlist, photo."""
        context = read_context(request)
        return MessageAnswer(await profile.remove(context.bearer, context.language))

"""The signed-in customer's profile: reading it, changing it (with codes for a new phone or email), and
deleting the account with its personal data."""

from __future__ import annotations

import datetime as dt

import msgspec

from core.errors import InvalidFields, InvalidInput
from core.messages import translate

from .model import Account, Channel, CleanPicture, Flag, flag
from .ports import (
    CustomerBalances,
    CustomerRecords,
    CustomerRepository,
    PasswordHasher,
    PhotoStore,
    PictureCleaner,
    SessionStore,
    VerificationSettings,
)
from .rules import (
    MAX_PHOTO_BYTES,
    MAX_PICTURE_PIXELS,
    PHOTO_FORMATS,
    PHOTO_MAX_SIDE,
    email_problems,
    name_problems,
    normal_email,
    normal_phone,
    password_problems,
    phone_problems,
    photo_problems,
    split_name,
)
from .service import IdentityService, session_rejected
from .verification import TAKEN, VerificationService

PHOTO_FOLDER = "profile"


class CustomerInfo(msgspec.Struct, frozen=True, kw_only=True):
    """The profile answer (1 = verified)."""

    id: int
    f_name: str
    l_name: str
    email: str
    phone: str
    image_full_url: str | None
    is_phone_verified: Flag
    is_email_verified: Flag
    ref_code: str
    ref_by: int | None  # the referrer's customer id
    wallet_balance: float
    loyalty_point: int
    created_at: dt.datetime  # ISO 8601 with its offset


class ProfileForm(msgspec.Struct, frozen=True, kw_only=True):
    """What a profile update may change; `image` is the uploaded file's content."""

    name: str | None = None
    email: str | None = None
    phone: str | None = None
    password: str | None = None
    confirm_password: str | None = None
    button_type: Channel | None = None
    image: bytes | None = None


class ProfileUpdated(msgspec.Struct, frozen=True):
    """Whether a code was sent to verify a new phone or email, which, and a message."""

    otp_send: bool
    verification_on: Channel | None
    message: str


class ProfileService:
    """Profile use cases of the signed-in customer."""

    def __init__(
        self,
        identity: IdentityService,
        customers: CustomerRepository,
        passwords: PasswordHasher,
        sessions: SessionStore,
        photos: PhotoStore,
        pictures: PictureCleaner,
        settings: VerificationSettings,
        verification: VerificationService,
        records: CustomerRecords,
        balances: CustomerBalances,
    ) -> None:
        self._records = records
        self._balances = balances
        self._identity = identity
        self._customers = customers
        self._passwords = passwords
        self._sessions = sessions
        self._photos = photos
        self._pictures = pictures
        self._settings = settings
        self._verification = verification

    async def info(self, bearer: str | None, language: str) -> CustomerInfo:
        """The profile of the customer `bearer` speaks for."""
        account = await self._account(bearer, language)
        wallet, points = await self._balances.balances(account.id)
        return CustomerInfo(
            id=account.id,
            f_name=account.f_name,
            l_name=account.l_name,
            email=account.email,
            phone=account.phone,
            image_full_url=self._photos.full_url(account.image) or None,
            is_phone_verified=flag(account.is_phone_verified),
            is_email_verified=flag(account.is_email_verified),
            ref_code=account.ref_code,
            ref_by=account.ref_by,
            wallet_balance=wallet,
            loyalty_point=points,
            created_at=account.created_at,
        )

    async def update(self, bearer: str | None, form: ProfileForm, language: str) -> ProfileUpdated:
        """Apply the form: a verified phone cannot change; a new phone or email waits for its code when
        the operator asks for verification; a new password closes every other session."""
        session = await self._identity.current_session(bearer, language)
        account = await self._account_of(session.customer_id, language)
        picture = self._clean(form.image) if form.image is not None else None
        self._check(form, picture, language)
        f_name, l_name = split_name(form.name or "")
        changes: dict[str, object] = {}
        if (f_name, l_name) != (account.f_name, account.l_name):
            changes |= {"f_name": f_name, "l_name": l_name}
        pending = await self._contact_changes(account, form, changes, language)
        if form.password:
            changes["password_hash"] = await self._passwords.hash(form.password)
        if picture is not None and picture.content is not None:
            # What is stored is the cleaned picture, never the uploaded bytes.
            extension = PHOTO_FORMATS[picture.facts.format]
            changes["image"] = await self._photos.save(PHOTO_FOLDER, extension, picture.content)
        if not changes:
            return ProfileUpdated(False, None, translate("No changes found to update.", language))
        taken = await self._customers.update(account.id, changes)
        if taken is not None:
            if "image" in changes:
                await self._photos.delete(str(changes["image"]))  # never stored: no file left behind
            raise InvalidInput(taken, translate(TAKEN[taken], language))
        if "image" in changes and account.image:
            await self._photos.delete(account.image)
        if form.password:
            await self._sessions.close_others(account.id, keep=session.session_id)
        if pending:
            # One code dialog at a time: the button pressed, else the phone; the other can be sent later.
            channel = next((c for c in pending if c == form.button_type), pending[0])
            await self._verification.send_to(await self._account_of(account.id, language), channel, language)
            return ProfileUpdated(True, channel, translate("OTP sent successfully.", language))
        return ProfileUpdated(False, None, translate("Updated successfully.", language))

    async def remove(self, bearer: str | None, language: str) -> str:
        """Delete the account, its sessions, codes, cart and photo; first erase the customer from what other
        contexts keep (orders stay for the books naming no one; prescription images go)."""
        account = await self._account(bearer, language)
        await self._records.forget(account.id)
        # Closed first, through the session store, so every process stops honouring them at once.
        await self._sessions.close_all(account.id)
        await self._customers.remove(account.id)
        if account.image:
            await self._photos.delete(account.image)
        return translate("Account deleted successfully.", language)

    async def _contact_changes(
        self, account: Account, form: ProfileForm, changes: dict[str, object], language: str
    ) -> list[Channel]:
        """Record the phone and email changes in `changes`; the channels now waiting for a code."""
        wanted: dict[Channel, str] = {
            "phone": normal_phone(form.phone or ""),
            "email": normal_email(form.email or ""),
        }
        policy = await self._settings.verification_policy()
        verify = {"phone": policy.phone_verification, "email": policy.email_verification}
        pending: list[Channel] = []
        for channel, value in wanted.items():
            if value == getattr(account, channel):
                if getattr(account, f"pending_{channel}") is not None:
                    changes[f"pending_{channel}"] = None  # changed back: nothing waits any more
                continue
            if channel == "phone" and account.is_phone_verified:
                raise InvalidInput("phone", translate("Not Changeable", language))
            if await self._customers.taken(channel, value, account.id):
                raise InvalidInput(channel, translate(TAKEN[channel], language))
            if verify[channel]:
                changes[f"pending_{channel}"] = value
                pending.append(channel)
            else:
                changes |= {channel: value, f"pending_{channel}": None, f"is_{channel}_verified": False}
        return pending

    def _check(self, form: ProfileForm, picture: CleanPicture | None, language: str) -> None:
        f_name, l_name = split_name(form.name or "")
        problems = [
            *name_problems(f_name, l_name),
            *email_problems(form.email),
            *phone_problems(form.phone),
        ]
        if form.password:
            problems += password_problems(form.password)
            if form.confirm_password != form.password:
                problems.append(("confirm_password", "The password confirmation does not match."))
        if form.image is not None:
            problems += photo_problems(len(form.image), picture)
        if problems:
            raise InvalidFields([(field, translate(message, language)) for field, message in problems])

    def _clean(self, image: bytes) -> CleanPicture | None:
        # An oversized upload is refused by its size: never decoded.
        if len(image) > MAX_PHOTO_BYTES:
            return None
        return self._pictures.clean(image, PHOTO_MAX_SIDE, MAX_PICTURE_PIXELS)

    async def _account(self, bearer: str | None, language: str) -> Account:
        return await self._account_of(await self._identity.current_customer(bearer, language), language)

    async def _account_of(self, customer_id: int, language: str) -> Account:
        account = await self._customers.get(customer_id)
        if account is None:
            raise session_rejected(language)
        return account

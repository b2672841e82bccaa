"""Customer accounts as the identity context sees them, and the claims of a bearer token."""

from __future__ import annotations

import datetime as dt
from typing import Literal

import msgspec

Channel = Literal["phone", "email"]
Flag = Literal[0, 1]  # how answers say yes or no (1 = verified), as the storefront reads them
CHANNELS: tuple[Channel, ...] = ("phone", "email")


def flag(value: bool) -> Flag:
    """1 for yes, 0 for no."""
    return 1 if value else 0


class TokenClaims(msgspec.Struct, frozen=True):
    """A token names a customer and the session it was issued for (revoked by deleting the session)."""

    customer_id: int
    session_id: str


class SessionInfo(msgspec.Struct, frozen=True):
    """One signed-in session as its customer sees it: when it was opened and last used (seconds since the
    epoch), on what device, and whether it is the one asking."""

    id: str  # a handle for the session, not the secret its token carries
    created_at: int
    last_used_at: int
    device: str
    current: bool


class Account(msgspec.Struct, frozen=True, kw_only=True):
    """A stored customer account. `pending_*` hold a profile change waiting for its one-time code."""

    id: int
    f_name: str
    l_name: str
    email: str
    phone: str
    password_hash: str
    image: str | None
    is_phone_verified: bool
    is_email_verified: bool
    ref_code: str
    created_at: dt.datetime
    ref_by: int | None = None  # the customer whose referral code this one signed up with
    pending_email: str | None = None
    pending_phone: str | None = None

    def address(self, channel: Channel) -> str:
        """Where a code for `channel` goes: the pending new value when a change waits, else the current."""
        if channel == "phone":
            return self.pending_phone or self.phone
        return self.pending_email or self.email


class NewAccount(msgspec.Struct, frozen=True, kw_only=True):
    """What sign-up stores: only these fields, whatever else the body held."""

    f_name: str
    l_name: str
    email: str
    phone: str
    password_hash: str
    ref_code: str
    ref_by: int | None


class ImageFacts(msgspec.Struct, frozen=True):
    """What an uploaded picture really is, read from its content (never its name)."""

    format: str  # "JPEG", "PNG", "GIF", ... as the decoder names it
    width: int
    height: int


class CleanPicture(msgspec.Struct, frozen=True):
    """An uploaded picture decoded and encoded anew: `content` holds its pixels only (no metadata such as
    a camera's GPS position, nothing appended after the picture), at most the asked size a side; `facts`
    describe the upload as it came. `content` is None for a picture with more pixels than allowed: it is
    never decoded."""

    facts: ImageFacts
    content: bytes | None


class OtpAttempt(msgspec.Struct, frozen=True):
    """A counted try of a one-time code: where the code went, its hash, and when it ends (epoch seconds)."""

    target: str
    code_hash: str
    expires_at: int


class SocialIdentity(msgspec.Struct, frozen=True):
    """Who a social sign-in provider says signed in: the provider, its id for the person, and what it shares."""

    provider: str
    subject: str
    email: str | None = None
    name: str | None = None

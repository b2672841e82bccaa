"""Request bodies of the sign-in and code endpoints, and the plain message answer.

Only the fields listed here are read: a body adding `id`, `is_phone_verified`, `wallet_balance`, `ref_by` or
anything else has them ignored, never stored (unknown JSON members are skipped while decoding).
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from core.identity.accounts import Login, SignUp, Text


class SignUpBody(SignUp, frozen=True, kw_only=True):
    """POST /auth/sign-up: `name`, or `f_name` and `l_name`; email, phone, password; ref_code, guest_id."""


class LoginBody(Login, frozen=True, kw_only=True):
    """POST /auth/login: `field_type` is accepted for compatibility; the server classifies the identifier."""

    field_type: Text | None = None


class SendOtpBody(msgspec.Struct, frozen=True, kw_only=True):
    """POST /auth/send-otp."""

    verification_on: Literal["phone", "email"]


class VerifyPhoneBody(msgspec.Struct, frozen=True, kw_only=True):
    """POST /auth/verify-phone."""

    phone: Text
    otp: Annotated[str, msgspec.Meta(max_length=32)]


class VerifyEmailBody(msgspec.Struct, frozen=True, kw_only=True):
    """POST /auth/verify-email."""

    email: Text
    otp: Annotated[str, msgspec.Meta(max_length=32)]


class MessageAnswer(msgspec.Struct, frozen=True):
    """A plain success message."""

    message: str

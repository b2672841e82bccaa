"""Verifying a phone or an email with a one-time code, and applying a pending profile change once verified."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import msgspec

from core.errors import InvalidInput, TooManyRequests, Unavailable
from core.messages import translate

from .errors import DELIVERY_FAILED, OtpDeliveryFailed, too_many
from .model import Account, Channel, Flag, flag
from .otp import CODE, MAX_TRIES, code_hash, new_code, same_hash
from .ports import CustomerRepository, OtpSender, OtpStore, Throttle, VerificationSettings
from .rules import normal_email, normal_phone
from .service import IdentityService, session_rejected

NO_MATCH = "OTP does not match."
VERIFIED = {"phone": "Phone number verified successfully.", "email": "Email verified successfully."}
TAKEN = {"email": "The email has already been taken.", "phone": "The phone has already been taken."}


class OtpSent(msgspec.Struct, frozen=True):
    """A code is on its way; another can be asked for after `resend_after` seconds."""

    message: str
    resend_after: int


class Verified(msgspec.Struct, frozen=True):
    """The verification flags after a successful code (1 = verified)."""

    message: str
    is_phone_verified: Flag
    is_email_verified: Flag


class VerificationService:
    """Sends codes to a customer's phone or email (or the pending new one) and checks them."""

    def __init__(
        self,
        identity: IdentityService,
        customers: CustomerRepository,
        otps: OtpStore,
        sender: OtpSender,
        throttle: Throttle,
        settings: VerificationSettings,
        secret: bytes,
        expiry_seconds: int,
        resend_seconds: int,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self._identity = identity
        self._customers = customers
        self._otps = otps
        self._sender = sender
        self._throttle = throttle
        self._settings = settings
        self._secret = secret
        self._expiry = expiry_seconds
        self._resend = resend_seconds
        self._clock = clock

    async def send_otp(self, bearer: str | None, channel: Channel, language: str) -> OtpSent:
        """Send a code to the pending new value of `channel` when a change waits, else the current one."""
        account = await self._account(bearer, language)
        await self.send_to(account, channel, language)
        return OtpSent(translate("OTP sent successfully.", language), self._resend)

    async def send_to(self, account: Account, channel: Channel, language: str) -> None:
        """Issue and deliver a code for `channel`; 429 while the last one to that address is too recent."""
        await self._limit("otp_send", account.id, language)
        target = account.address(channel)
        code = new_code((await self._settings.verification_policy()).demo)
        now = int(self._clock())
        stored = code_hash(self._secret, account.id, channel, target, code)
        wait = await self._otps.issue(
            account.id, channel, target, stored, now, now + self._expiry, self._resend
        )
        if wait is not None:
            raise too_many(wait, language, "Please wait {seconds} seconds before requesting a new OTP.")
        try:
            await self._sender.send(channel, target, code)
        except (OtpDeliveryFailed, Unavailable):
            await self._otps.forget(account.id, channel)  # not delivered: asking again must not wait
            raise OtpDeliveryFailed(translate(DELIVERY_FAILED, language)) from None

    async def verify(
        self, bearer: str | None, channel: Channel, value: str, otp: str, language: str
    ) -> Verified:
        """Check `otp` against the code sent to `value`; on success mark it verified (or apply the change).

        Failed checks are counted per account (RATE_LIMIT_OTP_VERIFY_ACCOUNT, 10 a day by default): once
        they are spent, every check is refused until the window ends, the right code included."""
        customer_id = await self._identity.current_customer(bearer, language)
        held = await self._throttle.held("otp_verify", f"customer:{customer_id}")
        if held is not None:
            raise too_many(held, language)
        try:
            return await self._check(customer_id, channel, value, otp, language)
        except InvalidInput as refused:
            if refused.code == "otp":  # a wrong, expired or unknown code: one failed check
                await self._throttle.hit("otp_verify", f"customer:{customer_id}")
            raise

    async def _check(
        self, customer_id: int, channel: Channel, value: str, otp: str, language: str
    ) -> Verified:
        if CODE.fullmatch(otp) is None:
            raise _no_match(language)
        attempt = await self._otps.attempt(customer_id, channel, MAX_TRIES)
        if attempt is None:
            if await self._otps.exhausted(customer_id, channel, MAX_TRIES):
                message = translate("Too many attempts. Please request a new OTP.", language)
                raise TooManyRequests("otp", message, self._resend)
            raise _no_match(language)
        if int(self._clock()) >= attempt.expires_at:
            raise InvalidInput("otp", translate("OTP has expired.", language))
        wanted = normal_phone(value) if channel == "phone" else normal_email(value)
        expected = code_hash(self._secret, customer_id, channel, wanted, otp)
        if wanted != attempt.target or not same_hash(expected, attempt.code_hash):
            raise _no_match(language)
        if not await self._otps.consume(customer_id, channel, attempt.code_hash):
            raise _no_match(language)  # a parallel request used this code first
        return await self._apply(customer_id, channel, attempt.target, language)

    async def _apply(self, customer_id: int, channel: Channel, target: str, language: str) -> Verified:
        account = await self._customers.get(customer_id)
        if account is None:
            raise session_rejected(language)
        changes: dict[str, Any] = {f"is_{channel}_verified": True}
        if getattr(account, f"pending_{channel}") == target:
            changes |= {channel: target, f"pending_{channel}": None}
        elif getattr(account, channel) != target:
            raise _no_match(language)  # the code went to an address this account no longer asks for
        taken = await self._customers.update(customer_id, changes)
        if taken is not None:
            raise InvalidInput(taken, translate(TAKEN[taken], language))
        phone = account.is_phone_verified or channel == "phone"
        email = account.is_email_verified or channel == "email"
        return Verified(translate(VERIFIED[channel], language), flag(phone), flag(email))

    async def _account(self, bearer: str | None, language: str) -> Account:
        customer_id = await self._identity.current_customer(bearer, language)
        account = await self._customers.get(customer_id)
        if account is None:
            raise session_rejected(language)
        return account

    async def _limit(self, purpose: str, customer_id: int, language: str) -> None:
        wait = await self._throttle.hit(purpose, f"customer:{customer_id}")
        if wait is not None:
            raise too_many(wait, language)


def _no_match(language: str) -> InvalidInput:
    return InvalidInput("otp", translate(NO_MATCH, language))

"""Sign-up, login and logout: accounts open sessions, and a session is what a bearer token stands for."""

from __future__ import annotations

import secrets
import time
from typing import Annotated

import msgspec

from core.errors import InvalidFields, InvalidInput, Unauthorized
from core.messages import translate

from .errors import too_many
from .model import Channel, Flag, NewAccount, TokenClaims, flag
from .owner import Owner
from .ports import (
    CustomerRepository,
    GuestCarts,
    GuestKeepings,
    PasswordHasher,
    ReferralSwitch,
    SessionStore,
    Throttle,
    TokenIssuer,
    VerificationSettings,
)
from .rules import (
    classify,
    email_problems,
    name_problems,
    normal_email,
    normal_phone,
    password_problems,
    phone_problems,
    split_name,
)
from .service import GUEST_ID, IdentityService

WRONG_CREDENTIALS = "Invalid email/phone or password."
INVALID_REFERRAL = "Invalid referral code."
TAKEN = {"email": "The email has already been taken.", "phone": "The phone has already been taken."}


# Far above every rule's own limit: bounds the work a field can cause before the rules word the refusal.
Text = Annotated[str, msgspec.Meta(max_length=1000)]


class SignUp(msgspec.Struct, frozen=True, kw_only=True):
    """What a sign-up may carry; anything else a body holds never reaches the account."""

    email: Text | None = None
    phone: Text | None = None
    password: Text | None = None
    f_name: Text | None = None
    l_name: Text | None = None
    name: Text | None = None
    ref_code: Text | None = None
    guest_id: Text | None = None


class Login(msgspec.Struct, frozen=True, kw_only=True):
    """What a login carries: the identifier is classified here, whatever field_type says."""

    email_or_phone: Text = ""
    password: Text = ""
    login_type: Text = "manual"
    guest_id: Text | None = None


class AuthAnswer(msgspec.Struct, frozen=True):
    """A new session's token and the account's verification flags (1 = verified)."""

    token: str
    is_phone_verified: Flag
    is_email_verified: Flag


class SignUpAnswer(AuthAnswer, frozen=True, omit_defaults=True):
    """A sign-up's session; `verification_on` names the address that waits for its code ("email" when the
    operator asks new accounts to verify their email), absent when nothing waits."""

    verification_on: Channel | None = None


class AccountService:
    """Opens and closes sessions: sign-up, login, logout; a guest's cart follows the guest who signs in."""

    def __init__(
        self,
        identity: IdentityService,
        customers: CustomerRepository,
        passwords: PasswordHasher,
        sessions: SessionStore,
        tokens: TokenIssuer,
        throttle: Throttle,
        carts: GuestCarts,
        keepings: GuestKeepings,
        token_lifetime_seconds: int,
        verification: VerificationSettings,
        referrals: ReferralSwitch,
    ) -> None:
        self._identity = identity
        self._customers = customers
        self._passwords = passwords
        self._sessions = sessions
        self._tokens = tokens
        self._throttle = throttle
        self._carts = carts
        self._keepings = keepings
        self._lifetime = token_lifetime_seconds
        self._verification = verification
        self._referrals = referrals

    async def sign_up(self, form: SignUp, language: str, device: str = "") -> SignUpAnswer:
        """A new account (422 per field, or email/phone taken), signed in at once. With email verification
        on, the answer asks for the email's code: the storefront opens the code entry, which has the code
        sent (POST /auth/send-otp, throttled as every send) and checks it (POST /auth/verify-email), as a
        profile's changed email is verified."""
        f_name, l_name = (form.f_name, form.l_name or "") if form.f_name else split_name(form.name or "")
        problems = [
            *name_problems(f_name, l_name),
            *email_problems(form.email),
            *phone_problems(form.phone),
            *password_problems(form.password),
            *_guest_problems(form.guest_id),
        ]
        if problems:
            raise _invalid(problems, language)
        email, phone = normal_email(form.email or ""), normal_phone(form.phone or "")
        for key in (f"email:{email}", f"phone:{phone}"):
            await self._limit("sign_up", key, language)
        wanted: dict[Channel, str] = {"email": email, "phone": phone}
        taken: list[tuple[str, str]] = [
            (field, TAKEN[field])
            for field, value in wanted.items()
            if await self._customers.taken(field, value, by_other_than=0)  # pending changes count too
        ]
        if taken:
            raise _invalid(taken, language)
        ref_by = await self._referrer(form.ref_code, language)
        account = NewAccount(
            f_name=f_name.strip(),
            l_name=l_name.strip(),
            email=email,
            phone=phone,
            password_hash=await self._passwords.hash(form.password or ""),
            ref_code=secrets.token_hex(5).upper(),
            ref_by=ref_by,
        )
        added = await self._customers.add(account)
        if isinstance(added, str):
            raise InvalidInput(added, translate(TAKEN[added], language))
        session = await self._signed_in(added, False, False, form.guest_id, device)
        policy = await self._verification.verification_policy()
        return SignUpAnswer(
            token=session.token,
            is_phone_verified=session.is_phone_verified,
            is_email_verified=session.is_email_verified,
            verification_on="email" if policy.email_verification else None,
        )

    async def login(self, form: Login, language: str, client: str = "", device: str = "") -> AuthAnswer:
        """A new session for the right password; the same 401 for an unknown account or a wrong password.

        Failed tries are counted per account, whichever of its identifiers is typed. An account that has
        used up its tries is not locked for everyone: a client (`client`, its network address) that has not
        failed on it lately may still try, so its owner signs in with the right password while whoever
        was guessing stays refused until the window ends."""
        if form.login_type != "manual":
            raise InvalidInput("login_type", translate("Only manual login is available.", language))
        kind = classify(form.email_or_phone)
        if kind == "invalid":
            raise InvalidInput("email_or_phone", translate("Enter a valid email or phone number.", language))
        problems = _guest_problems(form.guest_id)
        if problems:
            raise _invalid(problems, language)
        value = normal_email(form.email_or_phone) if kind == "email" else normal_phone(form.email_or_phone)
        account = await self._customers.find(kind, value)
        subject = f"customer:{account.id}" if account else f"{kind}:{value}"
        this_client = f"{subject} from {client}"
        held = await self._throttle.held("login", subject)
        if held is not None and (not client or await self._throttle.seen("login", this_client)):
            raise too_many(held, language)
        matches = await self._passwords.verify(account.password_hash if account else None, form.password)
        if account is None or not matches:
            await self._throttle.hit("login", this_client)
            await self._throttle.hit("login", subject)
            raise Unauthorized("auth-001", translate(WRONG_CREDENTIALS, language))
        return await self._signed_in(
            account.id, account.is_phone_verified, account.is_email_verified, form.guest_id, device
        )

    async def logout(self, bearer: str | None, language: str) -> str:
        """Close the session of `bearer`: its token is refused from now on."""
        session = await self._identity.current_session(bearer, language)
        await self._sessions.close(session.session_id)
        return translate("Logout successful.", language)

    async def _signed_in(
        self,
        customer_id: int,
        phone_verified: bool,
        email_verified: bool,
        guest_id: str | None,
        device: str,
    ) -> AuthAnswer:
        claims = TokenClaims(customer_id, secrets.token_urlsafe(32))
        expires_at = int(time.time()) + self._lifetime
        await self._sessions.open(claims.session_id, customer_id, expires_at, device or None)
        if guest_id:
            # What the guest kept becomes the customer's: the cart first, then what each vertical keeps.
            guest, customer = Owner("guest", guest_id), Owner("customer", str(customer_id))
            await self._carts.move(guest, customer)
            await self._keepings.hand_over(guest, customer)
        return AuthAnswer(
            token=self._tokens.issue(claims, self._lifetime),
            is_phone_verified=flag(phone_verified),
            is_email_verified=flag(email_verified),
        )

    async def _referrer(self, ref_code: str | None, language: str) -> int | None:
        """The customer whose code `ref_code` is (any case, spaces around ignored); 422 for an unknown code.
        While the marketplace runs no referral programme the code is ignored, known or not."""
        if not ref_code or not ref_code.strip() or not await self._referrals.referral_on():
            return None
        referrer = await self._customers.referrer(ref_code.strip().upper())
        if referrer is None:
            raise InvalidInput("ref_code", translate(INVALID_REFERRAL, language))
        return referrer

    async def _limit(self, purpose: str, key: str, language: str) -> None:
        wait = await self._throttle.hit(purpose, key)
        if wait is not None:
            raise too_many(wait, language)


def _guest_problems(guest_id: str | None) -> list[tuple[str, str]]:
    if guest_id and GUEST_ID.fullmatch(guest_id) is None:
        return [("guest_id", "guest_id is not a valid guest id.")]
    return []


def _invalid(problems: list[tuple[str, str]], language: str) -> InvalidFields:
    return InvalidFields([(field, translate(message, language)) for field, message in problems])

"""Sign-in endpoints of the accounts contract: sign-up, login, logout, and one-time codes.

Every answer is personal (no-store). Handlers take one service each: accounts (sessions) or verification
(codes). A code sender that fails answers 502.
"""

from __future__ import annotations

from typing import Any

from litestar import Controller, Request, Response, post
from litestar.datastructures import CacheControlHeader
from litestar.di import NamedDependency
from litestar.params import JSONBody

from adapters.http.auth_bodies import (
    LoginBody,
    MessageAnswer,
    SendOtpBody,
    SignUpBody,
    VerifyEmailBody,
    VerifyPhoneBody,
)
from adapters.http.context import AnyRequest, read_context
from adapters.http.edge.clients import client_address, device_name
from adapters.http.errors import errors_response
from adapters.http.openapi import errors
from core.identity.accounts import AccountService, AuthAnswer, SignUpAnswer
from core.identity.errors import OtpDeliveryFailed
from core.identity.verification import OtpSent, VerificationService, Verified


def on_delivery_failed(_: Request[Any, Any, Any], exc: OtpDeliveryFailed) -> Response[Any]:
    """The email server or text-message gateway failed: 502, nothing to fix on the asker's side."""
    return errors_response(502, [{"code": exc.code, "message": exc.message}])


class AuthController(Controller):
    """`/api/v1/auth`: accounts and their sessions, and verification codes."""

    path = "/api/v1/auth"
    tags = ["auth"]
    cache_control = CacheControlHeader(no_store=True)
    exception_handlers = {OtpDeliveryFailed: on_delivery_failed}

    @post("/sign-up", operation_id="signUp", summary="Create an account", status_code=200)
    async def sign_up(
        self, data: JSONBody[SignUpBody], request: AnyRequest, accounts: NamedDependency[AccountService]
    ) -> SignUpAnswer:
        """A new account, signed in at once; a guest_id moves that guest's cart to it. With email
        verification on, `verification_on: "email"`: the email waits for its code (send-otp, verify-email)."""
        return await accounts.sign_up(data, read_context(request).language, device_name(request.headers))

    @post(
        "/login",
        operation_id="login",
        summary="Sign in with email or phone and password",
        status_code=200,
        responses=errors(401),
    )
    async def login(
        self, data: JSONBody[LoginBody], request: AnyRequest, accounts: NamedDependency[AccountService]
    ) -> AuthAnswer:
        """A new session; 401 auth-001 alike for an unknown account and a wrong password."""
        context = read_context(request)
        return await accounts.login(
            data, context.language, client_address(request.scope), device_name(request.headers)
        )

    @post("/logout", operation_id="logout", summary="Sign out", status_code=200, responses=errors(401))
    async def logout(self, request: AnyRequest, accounts: NamedDependency[AccountService]) -> MessageAnswer:
        """Close the session of the bearer token: the token is refused from now on."""
        context = read_context(request)
        return MessageAnswer(await accounts.logout(context.bearer, context.language))

    # Codes go out through an email server or a text-message gateway: one that fails answers 502.
    @post(
        "/send-otp",
        operation_id="sendOtp",
        summary="Send a verification code",
        status_code=200,
        responses=errors(401, 502),
    )
    async def send_otp(
        self,
        data: JSONBody[SendOtpBody],
        request: AnyRequest,
        verification: NamedDependency[VerificationService],
    ) -> OtpSent:
        """A code to the pending new phone or email when a change waits, else to the current one."""
        context = read_context(request)
        return await verification.send_otp(context.bearer, data.verification_on, context.language)

    @post(
        "/verify-phone",
        operation_id="verifyPhone",
        summary="Verify a phone with its code",
        status_code=200,
        responses=errors(401),
    )
    async def verify_phone(
        self,
        data: JSONBody[VerifyPhoneBody],
        request: AnyRequest,
        verification: NamedDependency[VerificationService],
    ) -> Verified:
        """Check the code sent to `phone`; a pending phone change is applied."""
        context = read_context(request)
        return await verification.verify(context.bearer, "phone", data.phone, data.otp, context.language)

    @post(
        "/verify-email",
        operation_id="verifyEmail",
        summary="Verify an email with its code",
        status_code=200,
        responses=errors(401),
    )
    async def verify_email(
        self,
        data: JSONBody[VerifyEmailBody],
        request: AnyRequest,
        verification: NamedDependency[VerificationService],
    ) -> Verified:
        """Check the code sent to `email`; a pending email change is applied."""
        context = read_context(request)
        return await verification.verify(context.bearer, "email", data.email, data.otp, context.language)

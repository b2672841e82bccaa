"""The code senders and per-account limits chosen by settings (OTP_EMAIL_SENDER, OTP_SMS_SENDER,
RATE_LIMIT_*_ACCOUNT)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import httpx

from adapters.identity.senders import ChannelSenders, LogOtpSender
from adapters.identity.sms import HttpSmsSender
from adapters.identity.smtp import SmtpConfig, SmtpEmailSender
from adapters.limits import Limit
from adapters.settings import Settings
from core.identity.ports import OtpSender


def account_limits(settings: Settings) -> dict[str, Limit]:
    """The per-account limit of each purpose."""
    return {
        "login": Limit.parse(settings.rate_limit_login_account),
        "sign_up": Limit.parse(settings.rate_limit_sign_up_account),
        "otp_send": Limit.parse(settings.rate_limit_otp_send_account),
        "otp_verify": Limit.parse(settings.rate_limit_otp_verify_account),
    }


def _email_sender(settings: Settings, fallback: OtpSender) -> OtpSender:
    if settings.otp_email_sender == "log":
        return fallback
    if settings.otp_email_sender != "smtp" or not settings.smtp_host:
        raise ValueError("OTP_EMAIL_SENDER is log or smtp, and smtp needs SMTP_HOST")
    return SmtpEmailSender(
        SmtpConfig(
            host=settings.smtp_host,
            port=settings.smtp_port,
            username=settings.smtp_username,
            password=settings.smtp_password,
            tls=settings.smtp_tls,
            sender=settings.smtp_from,
            timeout=settings.otp_send_timeout,
            expiry_minutes=max(1, settings.otp_expiry_seconds // 60),
        )
    )


@asynccontextmanager
async def open_otp_sender(settings: Settings) -> AsyncIterator[OtpSender]:
    """The sender of each channel, with the HTTP client of the gateway closed when the process stops."""
    log_sender = LogOtpSender(reveal_codes=settings.otp_log_codes)
    email = _email_sender(settings, log_sender)
    if settings.otp_sms_sender == "log":
        yield ChannelSenders(email=email, phone=log_sender)
        return
    if settings.otp_sms_sender != "http" or not settings.sms_gateway_url:
        raise ValueError("OTP_SMS_SENDER is log or http, and http needs SMS_GATEWAY_URL")
    async with httpx.AsyncClient(timeout=settings.otp_send_timeout) as client:
        phone = HttpSmsSender(
            client,
            settings.sms_gateway_url,
            settings.sms_gateway_token,
            expiry_minutes=max(1, settings.otp_expiry_seconds // 60),
        )
        yield ChannelSenders(email=email, phone=phone)

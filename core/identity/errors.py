"""Failures of an outside code sender, distinct from the asker's mistakes (answered 502)."""

from __future__ import annotations

from core.errors import DomainError

DELIVERY_FAILED = "The code could not be sent, try again later."


class OtpDeliveryFailed(DomainError):
    """The email server or text-message gateway refused the code or could not be reached."""

    def __init__(self, message: str = DELIVERY_FAILED) -> None:
        super().__init__("otp_delivery", message)

"""Identity's own failures: an outside code sender that failed (502, distinct from the asker's mistakes),
and the 429 of a per-account limit."""

from __future__ import annotations

from core.errors import DomainError, TooManyRequests
from core.messages import translate

DELIVERY_FAILED = "The code could not be sent, try again later."


class OtpDeliveryFailed(DomainError):
    """The email server or text-message gateway refused the code or could not be reached."""

    def __init__(self, message: str = DELIVERY_FAILED) -> None:
        super().__init__("otp_delivery", message)


def too_many(
    seconds: int, language: str, message: str = "Too many attempts: try again in {seconds} seconds."
) -> TooManyRequests:
    """The 429 of a per-account limit, with the seconds to wait."""
    return TooManyRequests("too_many_requests", translate(message, language, seconds=seconds), seconds)

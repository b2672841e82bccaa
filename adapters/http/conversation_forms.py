"""The conversation calls' bodies: opening one (JSON) and sending a message (multipart/form-data, the
anchor's field names: `image[]` repeated for pictures)."""

from __future__ import annotations

from typing import Annotated, Literal, NotRequired, TypedDict

import msgspec
from litestar.datastructures import UploadFile
from litestar.params import Parameter

from core.conversations.model import CLIENT_MESSAGE_ID_PATTERN, MAX_IMAGES
from core.identity.rules import MAX_PHOTO_BYTES
from core.ids import MAX_ID, RowId

# Three 2 MB pictures and the form's own bytes; a larger body is refused (413) before it is read. A fourth
# small picture still arrives, so it is answered with the rules' message.
SEND_BODY_BYTES = MAX_IMAGES * MAX_PHOTO_BYTES + 256 * 1024
READ_LIMIT = MAX_PHOTO_BYTES + 1  # enough to tell "too large" without holding more


class OpenBody(msgspec.Struct, frozen=True):
    """The peer to talk to: support, or the store or courier of one of the customer's orders (`order_id`;
    without it, the newest order with `peer_id`)."""

    peer_kind: Literal["store", "courier", "support"]
    peer_id: RowId | None = None
    order_id: RowId | None = None


Text = Annotated[str, msgspec.Meta(description="1 to 1000 characters (trimmed); optional with pictures")]
Pictures = Annotated[
    list[UploadFile], msgspec.Meta(description="Up to 3 pictures: JPEG, PNG or GIF, 2 MB each")
]
# Described twice: msgspec checks a form's fields, and the document reads Litestar's own bounds (it does not
# read msgspec's in a TypedDict).
ClientMessageId = Annotated[
    str,
    msgspec.Meta(pattern=f"^{CLIENT_MESSAGE_ID_PATTERN}$"),
    Parameter(
        pattern=f"^{CLIENT_MESSAGE_ID_PATTERN}$",
        description="The page's own id of the message: sending it again answers the first message",
    ),
]
FormId = Annotated[int, msgspec.Meta(ge=1, le=MAX_ID), Parameter(ge=1, le=MAX_ID)]

# The anchor's field `image[]` is no Python name: the form is a TypedDict in its functional form.
SendUpload = TypedDict(
    "SendUpload",
    {
        "conversation_id": FormId,
        "client_message_id": ClientMessageId,
        "message": NotRequired[Text],
        "image[]": NotRequired[Pictures],
    },
)


async def pictures(upload: SendUpload) -> list[bytes]:
    """The uploaded pictures' bytes: up to one more than allowed is read (so that "too many" is answered with
    the rules' message), and an empty file part (no picture chosen) is no picture."""
    found: object = upload.get("image[]", [])
    files = [found] if isinstance(found, UploadFile) else found if isinstance(found, list) else []
    chosen = [f for f in files if isinstance(f, UploadFile)][: MAX_IMAGES + 1]
    return [content for f in chosen if (content := await f.read(READ_LIMIT))]

"""The review forms (multipart/form-data, the anchor's field names: `image[]` repeated for photos) and how a
handler reads them into core's ReviewForm."""

from __future__ import annotations

from typing import Annotated, NotRequired, Required, TypedDict

import msgspec
from litestar.datastructures import UploadFile
from litestar.params import Parameter

from core.identity.rules import MAX_PHOTO_BYTES
from core.ids import MAX_ID
from core.reviews.rules import MAX_COMMENT, MAX_PHOTOS
from core.reviews.service import ReviewForm

# Three 2 MB photos and the form's own bytes; a larger body is refused (413) before it is read. A fourth
# small photo still arrives, so it is answered with the rules' message.
REVIEW_BODY_BYTES = MAX_PHOTOS * MAX_PHOTO_BYTES + 256 * 1024
READ_LIMIT = MAX_PHOTO_BYTES + 1  # enough to tell "too large" without holding more
# Each field: msgspec's bounds decode it (422 with the field's name), Litestar's `Parameter` documents it.
FormId = Annotated[int, msgspec.Meta(ge=1, le=MAX_ID), Parameter(ge=1, le=MAX_ID)]
Stars = Annotated[int, msgspec.Meta(ge=1, le=5), Parameter(ge=1, le=5, description="1 to 5 stars")]
# The length is the rules' to check (a translated message); documented here.
Comment = Annotated[str, Parameter(max_length=MAX_COMMENT, description="Optional; trimmed")]
Photos = Annotated[
    list[UploadFile], Parameter(description="Up to 3 photos: JPEG, PNG or GIF by their content, 2 MB each")
]
RemovePhotos = Annotated[
    bool, Parameter(description="On edit without new photos: true drops the review's photos (else kept)")
]

# The anchor's field `image[]` is no Python name: the forms are TypedDicts in their functional form.
ItemReviewUpload = TypedDict(
    "ItemReviewUpload",
    {
        "order_id": Required[FormId],
        "item_id": Required[FormId],
        "rating": Required[Stars],
        "comment": NotRequired[Comment],
        "image[]": NotRequired[Photos],
        "remove_images": NotRequired[RemovePhotos],
    },
)
ReviewUpload = TypedDict(
    "ReviewUpload",
    {
        "order_id": Required[FormId],
        "rating": Required[Stars],
        "comment": NotRequired[Comment],
        "image[]": NotRequired[Photos],
        "remove_images": NotRequired[RemovePhotos],
    },
)


async def review_form(upload: ItemReviewUpload | ReviewUpload) -> ReviewForm:
    """The form as core reads it: up to one photo more than allowed is read (so that "too many" is answered
    with the rules' message), and an empty file part (no photo chosen) is no photo."""
    files = [f for f in upload.get("image[]", []) if isinstance(f, UploadFile)][: MAX_PHOTOS + 1]
    photos = [content for f in files if (content := await f.read(READ_LIMIT))]
    item_id = upload.get("item_id")
    return ReviewForm(
        order_id=upload["order_id"],
        rating=upload["rating"],
        comment=upload.get("comment"),
        item_id=item_id if isinstance(item_id, int) else None,
        photos=photos,
        remove_photos=bool(upload.get("remove_images", False)),
    )

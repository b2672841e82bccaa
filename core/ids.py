"""Ids the API decodes: row ids, guest ids and idempotency keys, bounded where a request is decoded.

The HTTP edge refuses any other value, so no use case checks again. Verticals take these through the plugin
contract (core.verticals), so a vertical's bodies and headers are bounded as core's are.
"""

from __future__ import annotations

from typing import Annotated

import msgspec

MAX_ID = 2**63 - 1  # BIGINT: a larger number cannot name a row

# An id field of a request body: msgspec refuses 0, negatives and numbers past MAX_ID while decoding.
RowId = Annotated[int, msgspec.Meta(ge=1, le=MAX_ID)]

# A guest id in a vertical's request body, bounded in length only: its shape is identity's to judge (422
# "guest_id" for a malformed one, as the cart answers), so every route says the same about a bad guest id.
GUEST_ID_LENGTH = 64
GuestId = Annotated[str, msgspec.Meta(max_length=GUEST_ID_LENGTH)]

# An Idempotency-Key header: replaying a key answers what was first placed with it, never a second one.
IDEMPOTENCY_KEY_LENGTH = 64
IDEMPOTENCY_KEY_PATTERN = f"^[A-Za-z0-9_.:-]{{1,{IDEMPOTENCY_KEY_LENGTH}}}$"
IdempotencyKey = Annotated[str, msgspec.Meta(pattern=IDEMPOTENCY_KEY_PATTERN)]

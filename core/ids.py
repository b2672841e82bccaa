"""Row ids: 64-bit database integers from 1. The HTTP edge refuses any other id, so no use case checks again."""

from __future__ import annotations

from typing import Annotated

import msgspec

MAX_ID = 2**63 - 1  # BIGINT: a larger number cannot name a row

# An id field of a request body: msgspec refuses 0, negatives and numbers past MAX_ID while decoding.
RowId = Annotated[int, msgspec.Meta(ge=1, le=MAX_ID)]

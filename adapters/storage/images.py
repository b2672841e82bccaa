"""What an uploaded picture really is, read by Pillow from its bytes (its name and declared type are ignored).

The file is opened and verified (headers and structure), never decoded into pixels, and Pillow's
decompression-bomb guard stays on: a picture claiming more than Pillow's pixel limit is refused as unreadable.
"""

from __future__ import annotations

import io
import warnings

from PIL import Image

from core.identity.model import ImageFacts


class PillowInspector:
    """Implements core's ImageInspector."""

    def inspect(self, content: bytes) -> ImageFacts | None:
        """The real format and size, or None when Pillow cannot read it as a picture."""
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("error", Image.DecompressionBombWarning)
                with Image.open(io.BytesIO(content)) as picture:
                    facts = ImageFacts(picture.format or "", picture.width, picture.height)
                    picture.verify()
        except Exception:  # any unreadable or hostile file is simply not a picture
            return None
        return facts

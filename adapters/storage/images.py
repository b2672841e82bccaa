"""Uploaded pictures read by Pillow from their bytes (their name and declared type are ignored), then encoded
anew: what is stored and published is the picture's pixels and nothing else.

Re-encoding drops what a file carries beside its pixels: EXIF (a phone's GPS position, its serial number),
text chunks, and anything appended after the picture (an HTML page glued to a PNG). A phone's rotation is
applied first, so the picture stays upright without its EXIF. The size is read from the header before any
pixel is decoded: a picture over the caller's pixel limit is never decoded (a 10 kB PNG may claim 81
megapixels, about 240 MB once decoded), and Pillow's decompression-bomb guard stays on beneath that.
"""

from __future__ import annotations

import io
import warnings

from PIL import Image, ImageOps

from core.identity.model import CleanPicture, ImageFacts

# How each kept format is written back; JPEG and WebP at a quality no eye tells from the upload.
_SAVE_OPTIONS: dict[str, dict[str, object]] = {
    "JPEG": {"quality": 88},
    "WEBP": {"quality": 88},
    "PNG": {},
    "GIF": {},  # the first frame only: a profile photo does not move
}
_JPEG_MODES = {"RGB", "L", "CMYK"}


class PillowPictures:
    """Implements core's PictureCleaner."""

    def clean(self, content: bytes, max_side: int, max_pixels: int) -> CleanPicture | None:
        """The picture in its own format, pixels only, at most `max_side` a side (no content past
        `max_pixels`); None when Pillow cannot read it or it is of a format not kept."""
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("error", Image.DecompressionBombWarning)
                with Image.open(io.BytesIO(content)) as upload:
                    facts = ImageFacts(upload.format or "", upload.width, upload.height)
                    if facts.format not in _SAVE_OPTIONS:
                        return None
                    if facts.width * facts.height > max_pixels:
                        return CleanPicture(facts, None)
                    picture = ImageOps.exif_transpose(upload)  # a copy, upright, pixels decoded
                picture.thumbnail((max_side, max_side))  # only ever smaller, proportions kept
                if facts.format == "JPEG" and picture.mode not in _JPEG_MODES:
                    picture = picture.convert("RGB")
                out = io.BytesIO()
                # No exif=, pnginfo= or comment=: nothing but the pixels (and the colour profile) is written.
                icc = picture.info.get("icc_profile")
                picture.save(
                    out, facts.format, **_SAVE_OPTIONS[facts.format], **({"icc_profile": icc} if icc else {})
                )
        except Exception:  # any unreadable or hostile file is simply not a picture
            return None
        return CleanPicture(facts, out.getvalue())

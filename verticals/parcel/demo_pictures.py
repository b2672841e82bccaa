"""The emoji each name of the parcel module's demo catalogue shows as its picture (OpenMoji draws them).

Keys are the English names: the module and its parcel categories. Both sizes of box show the package
(no emoji draws a box larger than another); Fragile shows the wine glass of the "handle with care" label.
"""

from __future__ import annotations

PICTURES: dict[str, str] = {
    "Parcel": "📦",
    "Documents": "✉️",
    "Small box": "📦",
    "Large box": "📦",
    "Fragile": "🍷",
}

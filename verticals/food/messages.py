"""The food vertical's own rule messages in every language the storefront ships besides English.

English texts are the keys (SPEC.md section 5's wording for the first two); core translates a violation the
food rules raise through these first.
"""

from __future__ import annotations

from .rules import MIN_MAX, ONE_ONLY, REQUIRED, UNKNOWN_GROUP, UNKNOWN_LABEL

MESSAGES: dict[str, dict[str, str]] = {
    "fr": {
        REQUIRED: "La variante {name} doit avoir une sélection.",
        MIN_MAX: "La variante {name} doit avoir entre {min} et {max} choix",
        UNKNOWN_GROUP: "Cet article n'a pas d'option {name}.",
        UNKNOWN_LABEL: "{label} n'est pas une option de {name}.",
        ONE_ONLY: "Choisissez une seule option pour {name}.",
    }
}

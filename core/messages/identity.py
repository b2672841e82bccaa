"""Accounts' texts in French, keyed by their English text.

SPEC.md's wording where it gives one ('name is required', 'Must be a valid email', 'Not Changeable' ...),
the accounts contract's otherwise.
"""

from __future__ import annotations

FRENCH: dict[str, str] = {
    "name is required": "Le nom est requis",
    "Email is required": "L'e-mail est requis",
    "Must be a valid email": "Saisissez un e-mail valide",
    "phone number required": "Le numéro de téléphone est requis",
    "Not Changeable": "Non modifiable",
    "The name may not be greater than 100 characters.": "Le nom ne peut pas dépasser 100 caractères.",
    "The email may not be greater than 255 characters.": "L'e-mail ne peut pas dépasser 255 caractères.",
    "Enter a valid phone number.": "Saisissez un numéro de téléphone valide.",
    "The password must be at least 8 characters.": "Le mot de passe doit contenir au moins 8 caractères.",
    "The password may not be greater than 128 characters.": (
        "Le mot de passe ne peut pas dépasser 128 caractères."
    ),
    "The password confirmation does not match.": "La confirmation du mot de passe ne correspond pas.",
    "The email has already been taken.": "Cet e-mail est déjà utilisé.",
    "The phone has already been taken.": "Ce numéro de téléphone est déjà utilisé.",
    "Invalid referral code.": "Code de parrainage invalide.",
    "guest_id is not a valid guest id.": "guest_id n'est pas un identifiant d'invité valide.",
    "Enter a valid email or phone number.": "Saisissez un e-mail ou un numéro de téléphone valide.",
    "Invalid email/phone or password.": "E-mail/téléphone ou mot de passe incorrect.",
    "Logout successful.": "Déconnexion réussie.",
    "Unknown device": "Appareil inconnu",
    "{browser} on {system}": "{browser} sur {system}",
    "This session is not one of yours, or it has ended.": "Cette session n'est pas l'une des vôtres, ou elle a pris fin.",
    "Signed out everywhere.": "Déconnecté partout.",
    "Signed out on that device.": "Déconnecté sur cet appareil.",
    "Only manual login is available.": "Seule la connexion par mot de passe est disponible.",
    "OTP sent successfully.": "Code envoyé.",
    "OTP does not match.": "Le code ne correspond pas.",
    "OTP has expired.": "Le code a expiré.",
    "Too many attempts. Please request a new OTP.": "Trop de tentatives. Demandez un nouveau code.",
    "Please wait {seconds} seconds before requesting a new OTP.": (
        "Attendez {seconds} secondes avant de demander un nouveau code."
    ),
    "Too many attempts: try again in {seconds} seconds.": (
        "Trop de tentatives : réessayez dans {seconds} secondes."
    ),
    "The code could not be sent, try again later.": "Le code n'a pas pu être envoyé, réessayez plus tard.",
    "Phone number verified successfully.": "Numéro de téléphone vérifié.",
    "Email verified successfully.": "E-mail vérifié.",
    "Updated successfully.": "Mis à jour.",
    "No changes found to update.": "Aucune modification à enregistrer.",
    "Account deleted successfully.": "Compte supprimé.",
    "The image may not be greater than 2 MB.": "L'image ne peut pas dépasser 2 Mo.",
    "The image may not be larger than 24 megapixels.": "L'image ne peut pas dépasser 24 mégapixels.",
    "This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.": (
        "Ce format de fichier n'est pas pris en charge. Envoyez une image JPG, PNG, JPEG ou GIF."
    ),
    "The image must be square (1:1).": "L'image doit être carrée (1:1).",
}

"""Addresses of the demo marketplace: real Paris streets and landmarks, each inside one demo zone.

Stores stand at the street addresses, each at its own, and a store named after a quarter in that quarter;
the offline geocoder searches all of them, landmarks included.
"""

from __future__ import annotations

from typing import NamedTuple


class DemoPlace(NamedTuple):
    """A named place with its formatted address and position."""

    name: str
    formatted_address: str
    lat: float
    lng: float
    # The Paris quarters the place lies in, as store names say them ("Pharmacie du Marais").
    quarters: tuple[str, ...] = ()


def _street(number: int, street: str, postcode: str, lat: float, lng: float, *quarters: str) -> DemoPlace:
    return DemoPlace(street, f"{number} {street}, {postcode} Paris, France", lat, lng, quarters)


STREETS: tuple[DemoPlace, ...] = (
    _street(35, "Rue Montorgueil", "75002", 48.8645, 2.3470, "Montorgueil"),
    _street(120, "Rue de Rivoli", "75001", 48.8600, 2.3440, "Rivoli"),
    _street(18, "Rue des Rosiers", "75004", 48.8573, 2.3589, "Marais"),
    _street(52, "Rue Vieille du Temple", "75004", 48.8589, 2.3581, "Marais"),
    _street(39, "Rue de Bretagne", "75003", 48.8633, 2.3620, "Marais"),
    _street(40, "Boulevard Haussmann", "75009", 48.8738, 2.3320, "Opéra"),
    _street(22, "Rue des Martyrs", "75009", 48.8778, 2.3392, "Pigalle"),
    _street(98, "Rue Oberkampf", "75011", 48.8656, 2.3783, "Oberkampf"),
    _street(60, "Rue de la Roquette", "75011", 48.8555, 2.3745, "Bastille"),
    _street(50, "Rue du Faubourg Saint-Denis", "75010", 48.8718, 2.3535),
    _street(85, "Quai de Valmy", "75010", 48.8712, 2.3645, "République", "Canal Saint-Martin"),
    _street(210, "Rue Saint-Honoré", "75001", 48.8640, 2.3330),
    _street(15, "Avenue de l'Opéra", "75001", 48.8655, 2.3345, "Opéra"),
    _street(45, "Rue de Charonne", "75011", 48.8535, 2.3800),
    _street(100, "Rue Saint-Antoine", "75004", 48.8545, 2.3640, "Bastille", "Marais"),
    _street(30, "Rue de Turbigo", "75003", 48.8650, 2.3530),
    _street(80, "Rue La Fayette", "75009", 48.8760, 2.3450),
    _street(70, "Avenue des Champs-Élysées", "75008", 48.8708, 2.3050, "Champs-Élysées"),
    _street(25, "Rue de Lévis", "75017", 48.8832, 2.3094, "Batignolles"),
    _street(12, "Rue Lepic", "75018", 48.8850, 2.3340, "Abbesses", "Montmartre"),
    _street(28, "Rue des Abbesses", "75018", 48.8847, 2.3382, "Abbesses", "Montmartre"),
    _street(44, "Rue de Belleville", "75020", 48.8722, 2.3770, "Belleville"),
    _street(90, "Rue des Pyrénées", "75020", 48.8610, 2.3990),
    _street(16, "Cours de Vincennes", "75012", 48.8475, 2.4030),
    _street(75, "Rue de Lyon", "75012", 48.8480, 2.3720),
    _street(110, "Rue Mouffetard", "75005", 48.8405, 2.3497, "Mouffetard", "Rive Gauche"),
    _street(150, "Boulevard Saint-Germain", "75006", 48.8535, 2.3340, "Saint-Germain", "Rive Gauche"),
    _street(12, "Rue de Buci", "75006", 48.8537, 2.3366, "Saint-Germain", "Rive Gauche"),
    _street(80, "Rue du Bac", "75007", 48.8540, 2.3250, "Saint-Germain", "Rive Gauche"),
    _street(30, "Rue Cler", "75007", 48.8557, 2.3063, "Rive Gauche"),
    _street(90, "Rue de Sèvres", "75007", 48.8474, 2.3166, "Rive Gauche"),
    _street(45, "Rue du Commerce", "75015", 48.8462, 2.2953, "Rive Gauche"),
    _street(250, "Rue de Vaugirard", "75015", 48.8405, 2.3030, "Rive Gauche"),
    _street(40, "Rue Daguerre", "75014", 48.8340, 2.3290, "Montparnasse", "Rive Gauche"),
    _street(60, "Avenue du Général Leclerc", "75014", 48.8285, 2.3270),
    _street(18, "Rue de la Butte aux Cailles", "75013", 48.8275, 2.3500, "Butte-aux-Cailles", "Rive Gauche"),
    _street(30, "Avenue d'Italie", "75013", 48.8240, 2.3580),
    _street(60, "Rue Monge", "75005", 48.8440, 2.3520, "Rive Gauche"),
    _street(100, "Boulevard du Montparnasse", "75014", 48.8425, 2.3285, "Montparnasse", "Rive Gauche"),
    _street(90, "Rue de la Convention", "75015", 48.8390, 2.2900),
    _street(120, "Rue Saint-Charles", "75015", 48.8440, 2.2870),
    _street(60, "Rue de Passy", "75016", 48.8575, 2.2790, "Passy"),
    _street(100, "Avenue Victor Hugo", "75016", 48.8690, 2.2850),
    _street(30, "Rue d'Auteuil", "75016", 48.8475, 2.2650),
    _street(80, "Avenue Mozart", "75016", 48.8530, 2.2690),
    _street(120, "Rue de la Pompe", "75016", 48.8660, 2.2770),
    _street(20, "Rue de l'Annonciation", "75016", 48.8565, 2.2805, "Passy"),
    _street(50, "Avenue Paul Doumer", "75016", 48.8600, 2.2820),
    _street(15, "Rue Chardon-Lagache", "75016", 48.8445, 2.2640),
    _street(40, "Avenue Foch", "75016", 48.8720, 2.2800),
)

# Streets only a store named after their quarter takes: kept apart from STREETS, whose shuffled order
# places every other demo store (adding to it would move them all).
QUARTER_STREETS: tuple[DemoPlace, ...] = (
    _street(32, "Rue des Batignolles", "75017", 48.8852, 2.3203, "Batignolles"),
    _street(10, "Rue du Faubourg du Temple", "75011", 48.8682, 2.3657, "République"),
)

LANDMARKS: tuple[DemoPlace, ...] = (
    DemoPlace("Hôtel de Ville", "Place de l'Hôtel de Ville, 75004 Paris, France", 48.8566, 2.3522),
    DemoPlace("Musée du Louvre", "Rue de Rivoli, 75001 Paris, France", 48.8606, 2.3376),
    DemoPlace("Gare du Nord", "18 Rue de Dunkerque, 75010 Paris, France", 48.8809, 2.3553),
    DemoPlace("Gare de Lyon", "Place Louis-Armand, 75012 Paris, France", 48.8443, 2.3743),
    DemoPlace("Place de la République", "Place de la République, 75003 Paris, France", 48.8674, 2.3636),
    DemoPlace("Place de la Bastille", "Place de la Bastille, 75011 Paris, France", 48.8532, 2.3691),
    DemoPlace("Sacré-Cœur", "35 Rue du Chevalier de la Barre, 75018 Paris, France", 48.8867, 2.3431),
    DemoPlace("Tour Eiffel", "Champ de Mars, 5 Avenue Anatole France, 75007 Paris, France", 48.8584, 2.2945),
    DemoPlace("Gare Montparnasse", "17 Boulevard de Vaugirard, 75015 Paris, France", 48.8412, 2.3206),
    DemoPlace("Jardin du Luxembourg", "Rue de Médicis, 75006 Paris, France", 48.8462, 2.3372),
    DemoPlace("Panthéon", "Place du Panthéon, 75005 Paris, France", 48.8462, 2.3464),
    DemoPlace("Place d'Italie", "Place d'Italie, 75013 Paris, France", 48.8310, 2.3556),
    DemoPlace("Trocadéro", "Place du Trocadéro, 75016 Paris, France", 48.8625, 2.2875),
    DemoPlace("Maison de la Radio", "116 Avenue du Président Kennedy, 75016 Paris, France", 48.8524, 2.2786),
)

DEMO_PLACES: tuple[DemoPlace, ...] = STREETS + LANDMARKS + QUARTER_STREETS

"""The products of the demo shops, with their choice options (size, colour, capacity)."""

from __future__ import annotations

from decimal import Decimal as D
from typing import Any

from core.demo import DemoChoice, DemoItem, demo_item

SIZES = DemoChoice("Size", ("S", "M", "L", "XL"))
SHOE_SIZES = DemoChoice("Size", ("38", "40", "42", "44"))
COLOURS = DemoChoice("Colour", ("White", "Black", "Navy"))
TECH_COLOURS = DemoChoice("Colour", ("Black", "White", "Silver"))
STORAGE = DemoChoice("Storage", ("64GB", "128GB", "256GB"), (D(0), D("40.00"), D("90.00")))
VOLUME = DemoChoice("Volume", ("50ml", "100ml"), (D(0), D("12.00")))
LINEN = DemoChoice("Size", ("Single", "Double", "King"), (D(0), D("20.00"), D("35.00")))
WRAP = ("Gift wrap",)


# The brand a product page names (the item's `extra.brand`); house products have none.
BRANDS = {
    "Organic cotton T-shirt": "Maison Coton",
    "Oxford shirt": "Maison Coton",
    "Selvedge jeans": "Atelier Denim",
    "Canvas sneakers": "Pas de Loup",
    "Running shoes": "Pas de Loup",
    "Wireless earbuds": "Sonora",
    "Bluetooth speaker": "Sonora",
    "Over-ear headphones": "Sonora",
    "Turntable": "Sonora",
    "Smartphone": "Pixelia",
    "Tablet": "Pixelia",
    "Smartwatch": "Pixelia",
    "Power bank": "Voltaire",
    "USB-C charger 65 W": "Voltaire",
    "Face serum": "Belle Peau",
    "Eau de parfum": "Belle Peau",
    "Cast iron casserole": "Fonte & Co",
    "Yoga mat": "Asana",
}


def _product(
    name: str, name_fr: str, category: str, price: str, about: str = "", about_fr: str = "", **details: Any
) -> DemoItem:
    # Shop products show three views in the product slider.
    brand = {"brand": BRANDS[name]} if name in BRANDS else {}
    return demo_item(name, name_fr, category, price, about, about_fr, pictures=3, extra=brand, **details)


# fmt: off
# One item per line, so the list reads like a menu or a price list.
PRODUCTS: tuple[DemoItem, ...] = (
    _product("Organic cotton T-shirt", "T-shirt en coton bio", "Men", "24.90", "Heavyweight jersey, relaxed fit.", "Jersey épais, coupe décontractée.", organic=True, choices=(SIZES, COLOURS)),
    _product("Oxford shirt", "Chemise Oxford", "Men", "49.00", "Button-down collar, washed cotton.", "Col boutonné, coton lavé.", choices=(SIZES, COLOURS)),
    _product("Selvedge jeans", "Jean selvedge", "Men", "89.00", "Raw Japanese denim, straight leg.", "Denim japonais brut, coupe droite.", choices=(SIZES,)),
    _product("Merino crew jumper", "Pull col rond en mérinos", "Men", "79.00", "Fine merino wool.", "Laine mérinos fine.", choices=(SIZES, COLOURS)),
    _product("Canvas sneakers", "Baskets en toile", "Men", "59.00", "Vulcanised sole, made in Portugal.", "Semelle vulcanisée, fabriquées au Portugal.", choices=(SHOE_SIZES, COLOURS)),
    _product("Wrap dress", "Robe portefeuille", "Women", "69.00", "Fluid viscose, printed.", "Viscose fluide imprimée.", choices=(SIZES,)),
    _product("Trench coat", "Trench", "Women", "149.00", "Water-repellent cotton gabardine.", "Gabardine de coton déperlante.", choices=(SIZES,), add_ons=WRAP),
    _product("Silk scarf", "Foulard en soie", "Women", "45.00", "Hand-rolled edges.", "Bords roulottés main.", add_ons=WRAP),
    _product("Leather tote bag", "Sac cabas en cuir", "Women", "129.00", "Vegetable-tanned leather.", "Cuir tanné végétal.", choices=(COLOURS,), add_ons=WRAP),
    _product("Ballet flats", "Ballerines", "Women", "65.00", "Soft lambskin.", "Cuir d'agneau souple.", choices=(SHOE_SIZES,)),
    _product("High-waisted trousers", "Pantalon taille haute", "Women", "59.00", "Pleated wool blend.", "Laine mélangée à pinces.", choices=(SIZES, COLOURS)),
    _product("Wireless earbuds", "Écouteurs sans fil", "Audio", "89.00", "Noise cancelling, 24 h battery.", "Réduction de bruit, 24 h d'autonomie.", choices=(TECH_COLOURS,)),
    _product("Bluetooth speaker", "Enceinte Bluetooth", "Audio", "69.00", "Waterproof, 12 h of music.", "Étanche, 12 h de musique.", choices=(TECH_COLOURS,)),
    _product("Over-ear headphones", "Casque circum-auriculaire", "Audio", "149.00", "Hi-res audio, foldable.", "Audio haute résolution, pliable.", choices=(TECH_COLOURS,)),
    _product("Turntable", "Platine vinyle", "Audio", "229.00", "Belt drive with built-in preamp.", "Entraînement par courroie, préampli intégré."),
    _product("Smartphone", "Smartphone", "Accessories", "399.00", "6.1-inch display, dual camera.", "Écran 6,1 pouces, double capteur.", choices=(STORAGE, TECH_COLOURS)),
    _product("Tablet", "Tablette", "Accessories", "329.00", "10.9-inch screen for work and play.", "Écran de 10,9 pouces pour travailler et se divertir.", choices=(STORAGE,)),
    _product("USB-C charger 65 W", "Chargeur USB-C 65 W", "Accessories", "39.00", "Charges a laptop and a phone together.", "Charge un ordinateur et un téléphone ensemble."),
    _product("Power bank", "Batterie externe", "Accessories", "35.00", "10,000 mAh, fast charging.", "10 000 mAh, charge rapide.", choices=(TECH_COLOURS,)),
    _product("Smartwatch", "Montre connectée", "Accessories", "199.00", "Heart rate, GPS, seven-day battery.", "Cardio, GPS, sept jours d'autonomie.", choices=(TECH_COLOURS,), add_ons=WRAP),
    _product("Laptop sleeve", "Housse pour ordinateur", "Accessories", "29.00", "Felt and leather, 14 inches.", "Feutre et cuir, 14 pouces.", choices=(COLOURS,)),
    _product("Mechanical keyboard", "Clavier mécanique", "Accessories", "119.00", "AZERTY layout, hot-swappable keys.", "Disposition AZERTY, touches remplaçables."),
    _product("Linen bedding set", "Parure de lit en lin", "Home & Living", "119.00", "Washed French linen.", "Lin français lavé.", choices=(LINEN, COLOURS)),
    _product("Ceramic vase", "Vase en céramique", "Home & Living", "39.00", "Hand-thrown stoneware.", "Grès tourné à la main.", add_ons=WRAP),
    _product("Scented candle", "Bougie parfumée", "Home & Living", "28.00", "Fig tree scent, 50 hours.", "Senteur figuier, 50 heures.", add_ons=WRAP),
    _product("Cast iron casserole", "Cocotte en fonte", "Home & Living", "169.00", "24 cm, enamelled.", "24 cm, émaillée.", choices=(COLOURS,)),
    _product("Wool throw", "Plaid en laine", "Home & Living", "79.00", "Soft lambswool, 130 × 180 cm.", "Laine d'agneau douce, 130 × 180 cm."),
    _product("Table lamp", "Lampe à poser", "Home & Living", "89.00", "Brass base, linen shade.", "Pied en laiton, abat-jour en lin."),
    _product("Espresso cups", "Tasses à expresso", "Home & Living", "32.00", "Set of four porcelain cups.", "Lot de quatre tasses en porcelaine."),
    _product("Bath towel set", "Lot de serviettes", "Home & Living", "49.00", "Organic cotton terry.", "Éponge de coton bio.", organic=True, choices=(COLOURS,)),
    _product("Cutting board", "Planche à découper", "Home & Living", "35.00", "Olive wood.", "Bois d'olivier."),
    _product("Face serum", "Sérum visage", "Beauty", "34.00", "Hyaluronic acid and vitamin C.", "Acide hyaluronique et vitamine C.", choices=(VOLUME,)),
    _product("Eau de parfum", "Eau de parfum", "Beauty", "79.00", "Orange blossom and cedar.", "Fleur d'oranger et cèdre.", choices=(VOLUME,), add_ons=WRAP),
    _product("Shea body lotion", "Lait corps au karité", "Beauty", "19.00", "Organic shea butter.", "Beurre de karité bio.", organic=True),
    _product("Solid shampoo", "Shampoing solide", "Beauty", "12.00", "Zero waste, for all hair types.", "Zéro déchet, tous types de cheveux.", organic=True),
    _product("Matte lipstick", "Rouge à lèvres mat", "Beauty", "22.00", "Long-wearing colour.", "Couleur longue tenue.", choices=(DemoChoice("Shade", ("Rouge", "Nude", "Berry")),)),
    _product("Hand cream", "Crème pour les mains", "Beauty", "14.00", "Almond and honey, 75 ml.", "Amande et miel, 75 ml."),
    _product("Bamboo toothbrush", "Brosse à dents en bambou", "Beauty", "5.00", "Soft bristles.", "Poils souples."),
    _product("Clay face mask", "Masque visage à l'argile", "Beauty", "18.00", "Green clay, purifying.", "Argile verte, purifiant."),
    _product("Hair dryer", "Sèche-cheveux", "Beauty", "69.00", "Ionic, 2000 W, three speeds.", "Ionique, 2000 W, trois vitesses."),
    _product("Nail polish set", "Coffret de vernis", "Beauty", "26.00", "Five seasonal shades.", "Cinq teintes de saison.", add_ons=WRAP),
    _product("Beard oil", "Huile à barbe", "Beauty", "17.00", "Argan and cedarwood, 30 ml.", "Argan et cèdre, 30 ml."),
    _product("Yoga mat", "Tapis de yoga", "Sports & Outdoors", "45.00", "Natural rubber, 4 mm.", "Caoutchouc naturel, 4 mm.", choices=(COLOURS,)),
    _product("Running shoes", "Chaussures de running", "Sports & Outdoors", "119.00", "Cushioned, for road running.", "Amorties, pour la route.", choices=(SHOE_SIZES,)),
    _product("Insulated bottle", "Gourde isotherme", "Sports & Outdoors", "29.00", "Keeps drinks cold for 24 hours.", "Garde au frais 24 heures.", choices=(TECH_COLOURS,)),
    _product("Hiking backpack", "Sac de randonnée", "Sports & Outdoors", "89.00", "30 litres, rain cover included.", "30 litres, housse de pluie incluse."),
    _product("Cycling helmet", "Casque de vélo", "Sports & Outdoors", "59.00", "Urban helmet with rear light.", "Casque urbain avec feu arrière.", choices=(DemoChoice("Size", ("M", "L")),)),
    _product("Tennis racket", "Raquette de tennis", "Sports & Outdoors", "99.00", "Graphite frame, 300 g.", "Cadre en graphite, 300 g."),
    _product("Resistance bands", "Bandes élastiques", "Sports & Outdoors", "19.00", "Set of five strengths.", "Lot de cinq résistances."),
    _product("Swim goggles", "Lunettes de natation", "Sports & Outdoors", "15.00", "Anti-fog lenses.", "Verres antibuée."),
    _product("Rain jacket", "Veste de pluie", "Sports & Outdoors", "99.00", "Waterproof and breathable.", "Imperméable et respirante.", choices=(SIZES, COLOURS)),
    _product("Foam roller", "Rouleau de massage", "Sports & Outdoors", "25.00", "For recovery after sport.", "Pour la récupération après le sport."),
    _product("Camping hammock", "Hamac de camping", "Sports & Outdoors", "39.00", "Parachute nylon, with straps.", "Nylon parachute, sangles incluses."),
)
# fmt: on

"""The grocery module's demo catalogue: neighbourhood grocers selling fresh produce and staples."""

from __future__ import annotations

from decimal import Decimal as D

from core.demo import DemoCatalogue, DemoCategory, DemoItem, DemoStore, Text, demo_item

CATEGORIES = (
    DemoCategory(
        Text("Fruits & Vegetables", "Fruits et légumes"),
        (Text("Fruits", "Fruits"), Text("Vegetables", "Légumes")),
    ),
    DemoCategory(Text("Dairy & Eggs", "Crèmerie et œufs")),
    DemoCategory(Text("Bakery", "Boulangerie")),
    DemoCategory(Text("Meat & Fish", "Boucherie et poissonnerie")),
    DemoCategory(Text("Pantry", "Épicerie")),
    DemoCategory(Text("Drinks", "Boissons")),
    DemoCategory(Text("Snacks", "Snacks")),
    DemoCategory(Text("Household", "Entretien")),
)

STORES = tuple(
    DemoStore(name)
    for name in (
        "Marché Montorgueil",
        "Épicerie du Marais",
        "Bio & Co",
        "Le Panier Frais",
        "Primeur Oberkampf",
        "Supérette des Abbesses",
        "La Halle Verte",
        "Épicerie Saint-Germain",
    )
)

# fmt: off
# One item per line, so the list reads like a menu or a price list.
ITEMS: tuple[DemoItem, ...] = (
    demo_item("Gala apples", "Pommes Gala", "Fruits", "3.20", "Crisp and sweet, from the Loire valley.", "Croquantes et sucrées, du Val de Loire.", unit_type="kg", organic=True),
    demo_item("Bananas", "Bananes", "Fruits", "2.10", "Ripe Cavendish bananas.", "Bananes Cavendish mûres.", unit_type="kg"),
    demo_item("Clementines", "Clémentines", "Fruits", "3.90", "Seedless clementines from Corsica.", "Clémentines de Corse sans pépins.", unit_type="kg", organic=True),
    demo_item("Strawberries", "Fraises", "Fruits", "4.50", "Gariguette strawberries, 250 g tray.", "Fraises Gariguette, barquette de 250 g.", unit_type="pack"),
    demo_item("Avocados", "Avocats", "Fruits", "1.20", "Ready to eat Hass avocado.", "Avocat Hass prêt à manger.", unit_type="pc"),
    demo_item("Lemons", "Citrons", "Fruits", "2.90", "Unwaxed lemons.", "Citrons non traités.", unit_type="kg", organic=True),
    demo_item("Vine tomatoes", "Tomates grappe", "Vegetables", "3.50", "Fragrant tomatoes on the vine.", "Tomates parfumées en grappe.", unit_type="kg"),
    demo_item("Carrots", "Carottes", "Vegetables", "1.60", "Sweet carrots, washed.", "Carottes douces, lavées.", unit_type="kg", organic=True),
    demo_item("Baby spinach", "Pousses d'épinard", "Vegetables", "2.40", "Washed and ready, 200 g.", "Lavées et prêtes, 200 g.", unit_type="pack", organic=True),
    demo_item("Courgettes", "Courgettes", "Vegetables", "2.80", "Green courgettes from Provence.", "Courgettes vertes de Provence.", unit_type="kg"),
    demo_item("Potatoes", "Pommes de terre", "Vegetables", "1.90", "All-purpose potatoes, 2.5 kg bag.", "Pommes de terre tous usages, filet de 2,5 kg.", unit_type="pack"),
    demo_item("Brown onions", "Oignons jaunes", "Vegetables", "1.50", unit_type="kg"),
    demo_item("Free-range eggs", "Œufs plein air", "Dairy & Eggs", "3.40", "Six large free-range eggs.", "Six gros œufs de plein air.", unit_type="pack", organic=True),
    demo_item("Whole milk", "Lait entier", "Dairy & Eggs", "1.25", "Fresh whole milk, 1 litre.", "Lait entier frais, 1 litre.", unit_type="L"),
    demo_item("Salted butter", "Beurre demi-sel", "Dairy & Eggs", "2.95", "Butter from Brittany, 250 g.", "Beurre de Bretagne, 250 g.", unit_type="pc"),
    demo_item("Comté 18 months", "Comté 18 mois", "Dairy & Eggs", "6.90", "Aged Comté, 250 g.", "Comté affiné, 250 g.", unit_type="pc"),
    demo_item("Greek yoghurt", "Yaourt à la grecque", "Dairy & Eggs", "2.60", "Four creamy pots.", "Quatre pots onctueux.", unit_type="pack"),
    demo_item("Camembert", "Camembert", "Dairy & Eggs", "3.80", "Raw milk Camembert de Normandie.", "Camembert de Normandie au lait cru.", unit_type="pc"),
    demo_item("Baguette", "Baguette tradition", "Bakery", "1.30", "Baked this morning.", "Cuite ce matin.", unit_type="pc"),
    demo_item("Sourdough loaf", "Pain au levain", "Bakery", "4.20", "Slow-fermented country loaf.", "Pain de campagne à fermentation lente.", unit_type="pc", organic=True),
    demo_item("Butter croissants", "Croissants au beurre", "Bakery", "4.80", "Pack of four.", "Lot de quatre.", unit_type="pack"),
    demo_item("Brioche", "Brioche", "Bakery", "3.90", "Soft Vendée brioche.", "Brioche vendéenne moelleuse.", unit_type="pc"),
    demo_item("Chicken breasts", "Filets de poulet", "Meat & Fish", "8.90", "Free-range chicken, 400 g.", "Poulet fermier, 400 g.", unit_type="pack", is_halal=True),
    demo_item("Minced beef", "Bœuf haché", "Meat & Fish", "6.50", "5 % fat, 350 g.", "5 % de matières grasses, 350 g.", unit_type="pack"),
    demo_item("Salmon fillets", "Pavés de saumon", "Meat & Fish", "9.90", "Two skin-on fillets.", "Deux pavés avec peau.", unit_type="pack"),
    demo_item("Cooked ham", "Jambon blanc", "Meat & Fish", "3.60", "Four slices, no added nitrites.", "Quatre tranches, sans nitrites ajoutés.", unit_type="pack"),
    demo_item("Spaghetti", "Spaghetti", "Pantry", "1.40", "Durum wheat pasta, 500 g.", "Pâtes de blé dur, 500 g.", unit_type="pack"),
    demo_item("Basmati rice", "Riz basmati", "Pantry", "2.90", "1 kg bag.", "Sachet de 1 kg.", unit_type="pack"),
    demo_item("Extra virgin olive oil", "Huile d'olive vierge extra", "Pantry", "8.50", "Cold-pressed, 75 cl.", "Première pression à froid, 75 cl.", unit_type="pc", organic=True),
    demo_item("Tomato passata", "Coulis de tomate", "Pantry", "1.60", "Italian tomatoes, 700 g.", "Tomates italiennes, 700 g.", unit_type="pc"),
    demo_item("Dijon mustard", "Moutarde de Dijon", "Pantry", "2.10", unit_type="pc"),
    demo_item("Red lentils", "Lentilles corail", "Pantry", "2.40", "500 g.", "500 g.", unit_type="pack", organic=True),
    demo_item("Ground coffee", "Café moulu", "Pantry", "5.90", "Arabica blend, 250 g.", "Mélange arabica, 250 g.", unit_type="pack"),
    demo_item("Mineral water", "Eau minérale", "Drinks", "3.20", "Six bottles of 1.5 litres.", "Six bouteilles de 1,5 litre.", unit_type="pack"),
    demo_item("Orange juice", "Jus d'orange", "Drinks", "3.50", "Freshly squeezed, 1 litre.", "Pressé, 1 litre.", unit_type="L"),
    demo_item("Sparkling water", "Eau gazeuse", "Drinks", "0.90", unit_type="L"),
    demo_item("Apple cider", "Cidre brut", "Drinks", "4.20", "Normandy cider, 75 cl.", "Cidre de Normandie, 75 cl.", unit_type="pc"),
    demo_item("Dark chocolate", "Chocolat noir", "Snacks", "2.80", "70 % cocoa, 100 g.", "70 % de cacao, 100 g.", unit_type="pc", organic=True),
    demo_item("Salted crisps", "Chips salées", "Snacks", "1.90", unit_type="pack"),
    demo_item("Butter biscuits", "Petits beurre", "Snacks", "2.20", "Classic butter biscuits.", "Biscuits au beurre classiques.", unit_type="pack"),
    demo_item("Mixed nuts", "Mélange de noix", "Snacks", "4.90", "Roasted and lightly salted.", "Grillées et légèrement salées.", unit_type="pack"),
    demo_item("Washing-up liquid", "Liquide vaisselle", "Household", "2.30", unit_type="pc"),
    demo_item("Paper towels", "Essuie-tout", "Household", "3.10", "Four rolls.", "Quatre rouleaux.", unit_type="pack"),
    demo_item("Laundry detergent", "Lessive liquide", "Household", "9.90", "40 washes.", "40 lavages.", unit_type="pc"),
    demo_item("Bin bags", "Sacs poubelle", "Household", "2.90", "20 bags of 30 litres.", "20 sacs de 30 litres.", unit_type="pack"),
)
# fmt: on


def demo_catalogue() -> DemoCatalogue:
    """Grocers open all day, selling produce by the kilo and staples by the piece."""
    return DemoCatalogue(
        position=2,
        description=Text("Fresh groceries at your door.", "Vos courses fraîches livrées chez vous."),
        color="#3BA55C",
        categories=CATEGORIES,
        stores=STORES,
        items=ITEMS,
        opening_hours=(("08:00", "21:30"),),
        tax=D("5.50"),
        delivery_time="30-45 min",
        per_km_shipping_charge=D("1.00"),
        minimum_shipping_charge=D("2.99"),
        maximum_shipping_charge=D("9.99"),
        scale_weight=3,
    )

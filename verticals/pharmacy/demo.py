"""The pharmacy module's demo catalogue: pharmacies selling over-the-counter care and prescription medicines."""

from __future__ import annotations

from decimal import Decimal as D

from core.demo import DemoCatalogue, DemoCategory, DemoItem, DemoStore, Text, demo_item

CATEGORIES = (
    DemoCategory(Text("Pain & Fever", "Douleur et fièvre")),
    DemoCategory(Text("Cold & Flu", "Rhume et grippe")),
    DemoCategory(Text("Allergy", "Allergies")),
    DemoCategory(Text("Digestive Health", "Digestion")),
    DemoCategory(
        Text("Prescription Medicines", "Médicaments sur ordonnance"),
        (Text("Antibiotics", "Antibiotiques"), Text("Chronic Care", "Traitements chroniques")),
    ),
    DemoCategory(Text("Vitamins & Supplements", "Vitamines et compléments")),
    DemoCategory(Text("Skin Care", "Soins de la peau")),
    DemoCategory(Text("Baby Care", "Bébé")),
    DemoCategory(Text("First Aid", "Premiers secours")),
)

STORES = tuple(
    DemoStore(name)
    for name in (
        "Pharmacie du Marais",
        "Pharmacie de la Bastille",
        "Pharmacie Montparnasse",
        "Grande Pharmacie de l'Opéra",
        "Pharmacie des Batignolles",
        "Pharmacie Mouffetard",
        "Pharmacie de Passy",
        "Pharmacie République",
    )
)

_RX = {"is_prescription_required": True}

# fmt: off
# One item per line, so the list reads like a menu or a price list.
ITEMS: tuple[DemoItem, ...] = (
    demo_item("Paracetamol 1000 mg", "Paracétamol 1000 mg", "Pain & Fever", "2.18", "Eight tablets for pain and fever.", "Huit comprimés contre la douleur et la fièvre.", unit_type="box", generic_name=("paracetamol",)),
    demo_item("Ibuprofen 400 mg", "Ibuprofène 400 mg", "Pain & Fever", "2.90", "Twelve coated tablets.", "Douze comprimés enrobés.", unit_type="box", generic_name=("ibuprofen",)),
    demo_item("Aspirin 500 mg", "Aspirine 500 mg", "Pain & Fever", "3.20", "Twenty effervescent tablets.", "Vingt comprimés effervescents.", unit_type="box", generic_name=("acetylsalicylic acid",)),
    demo_item("Tramadol 50 mg", "Tramadol 50 mg", "Pain & Fever", "4.60", "Prescription painkiller, thirty capsules.", "Antalgique sur ordonnance, trente gélules.", unit_type="box", generic_name=("tramadol",), **_RX),
    demo_item("Throat lozenges", "Pastilles pour la gorge", "Cold & Flu", "5.40", "Honey and lemon, twenty-four lozenges.", "Miel et citron, vingt-quatre pastilles.", unit_type="box"),
    demo_item("Saline nasal spray", "Spray nasal salin", "Cold & Flu", "4.90", "Sea water spray, 100 ml.", "Spray d'eau de mer, 100 ml.", unit_type="pc"),
    demo_item("Cough syrup", "Sirop contre la toux", "Cold & Flu", "6.80", "For dry cough, 200 ml.", "Pour la toux sèche, 200 ml.", unit_type="pc", generic_name=("dextromethorphan",)),
    demo_item("Cold and flu sachets", "Sachets rhume et grippe", "Cold & Flu", "7.50", "Ten hot drink sachets.", "Dix sachets à diluer.", unit_type="box", generic_name=("paracetamol", "phenylephrine")),
    demo_item("Cetirizine 10 mg", "Cétirizine 10 mg", "Allergy", "3.90", "Seven antihistamine tablets.", "Sept comprimés antihistaminiques.", unit_type="box", generic_name=("cetirizine",)),
    demo_item("Eye drops for allergies", "Collyre anti-allergique", "Allergy", "6.20", "Ten single doses.", "Dix unidoses.", unit_type="box", generic_name=("cromoglicic acid",)),
    demo_item("Desloratadine 5 mg", "Desloratadine 5 mg", "Allergy", "5.70", "Thirty tablets.", "Trente comprimés.", unit_type="box", generic_name=("desloratadine",), **_RX),
    demo_item("Probiotic capsules", "Gélules probiotiques", "Digestive Health", "14.90", "Thirty capsules, ten billion cultures.", "Trente gélules, dix milliards de ferments.", unit_type="box"),
    demo_item("Antacid tablets", "Comprimés antiacides", "Digestive Health", "4.50", "Mint flavour, thirty-six tablets.", "Goût menthe, trente-six comprimés.", unit_type="box", generic_name=("calcium carbonate",)),
    demo_item("Oral rehydration salts", "Sels de réhydratation", "Digestive Health", "5.90", "Ten sachets.", "Dix sachets.", unit_type="box"),
    demo_item("Omeprazole 20 mg", "Oméprazole 20 mg", "Digestive Health", "5.10", "Fourteen gastro-resistant capsules.", "Quatorze gélules gastro-résistantes.", unit_type="box", generic_name=("omeprazole",), **_RX),
    demo_item("Amoxicillin 500 mg", "Amoxicilline 500 mg", "Antibiotics", "3.40", "Twelve capsules.", "Douze gélules.", unit_type="box", generic_name=("amoxicillin",), **_RX),
    demo_item("Azithromycin 250 mg", "Azithromycine 250 mg", "Antibiotics", "7.90", "Six tablets.", "Six comprimés.", unit_type="box", generic_name=("azithromycin",), **_RX),
    demo_item("Metformin 850 mg", "Metformine 850 mg", "Chronic Care", "2.70", "Thirty tablets.", "Trente comprimés.", unit_type="box", generic_name=("metformin",), **_RX),
    demo_item("Atorvastatin 20 mg", "Atorvastatine 20 mg", "Chronic Care", "8.20", "Thirty tablets.", "Trente comprimés.", unit_type="box", generic_name=("atorvastatin",), **_RX),
    demo_item("Levothyroxine 75 µg", "Lévothyroxine 75 µg", "Chronic Care", "2.60", "Thirty tablets.", "Trente comprimés.", unit_type="box", generic_name=("levothyroxine",), **_RX),
    demo_item("Amlodipine 5 mg", "Amlodipine 5 mg", "Chronic Care", "3.10", "Thirty capsules.", "Trente gélules.", unit_type="box", generic_name=("amlodipine",), **_RX),
    demo_item("Vitamin D3 drops", "Vitamine D3 en gouttes", "Vitamins & Supplements", "9.90", "1000 IU per drop, 20 ml.", "1000 UI par goutte, 20 ml.", unit_type="pc"),
    demo_item("Magnesium B6", "Magnésium B6", "Vitamins & Supplements", "11.50", "Sixty tablets against tiredness.", "Soixante comprimés contre la fatigue.", unit_type="box"),
    demo_item("Vitamin C 1000 mg", "Vitamine C 1000 mg", "Vitamins & Supplements", "7.90", "Twenty effervescent tablets.", "Vingt comprimés effervescents.", unit_type="box", organic=True),
    demo_item("Omega 3 capsules", "Oméga 3 en capsules", "Vitamins & Supplements", "15.90", "Ninety capsules of fish oil.", "Quatre-vingt-dix capsules d'huile de poisson.", unit_type="box"),
    demo_item("Moisturising cream", "Crème hydratante", "Skin Care", "12.90", "For dry skin, 50 ml.", "Pour peaux sèches, 50 ml.", unit_type="pc"),
    demo_item("Sunscreen SPF 50", "Crème solaire SPF 50", "Skin Care", "16.50", "Very high protection, 50 ml.", "Très haute protection, 50 ml.", unit_type="pc"),
    demo_item("Micellar water", "Eau micellaire", "Skin Care", "8.90", "Gentle cleanser, 400 ml.", "Démaquillant doux, 400 ml.", unit_type="pc"),
    demo_item("Repair lip balm", "Baume lèvres réparateur", "Skin Care", "4.90", unit_type="pc", organic=True),
    demo_item("Baby nappy cream", "Crème pour le change", "Baby Care", "6.90", "Protects and soothes, 100 g.", "Protège et apaise, 100 g.", unit_type="pc"),
    demo_item("Baby formula stage 1", "Lait infantile 1er âge", "Baby Care", "19.90", "From birth to six months, 800 g.", "De la naissance à six mois, 800 g.", unit_type="pc"),
    demo_item("Baby thermometer", "Thermomètre bébé", "Baby Care", "14.90", "Flexible tip, fast reading.", "Embout souple, lecture rapide.", unit_type="pc"),
    demo_item("Plasters assortment", "Assortiment de pansements", "First Aid", "3.90", "Forty plasters in four sizes.", "Quarante pansements en quatre tailles.", unit_type="box"),
    demo_item("Antiseptic spray", "Spray antiseptique", "First Aid", "5.20", "Chlorhexidine, 100 ml.", "Chlorhexidine, 100 ml.", unit_type="pc", generic_name=("chlorhexidine",)),
    demo_item("Elastic bandage", "Bande élastique", "First Aid", "4.40", "7 cm by 4 m.", "7 cm sur 4 m.", unit_type="pc"),
    demo_item("FFP2 masks", "Masques FFP2", "First Aid", "6.90", "Ten masks.", "Dix masques.", unit_type="box"),
)
# fmt: on


def demo_catalogue() -> DemoCatalogue:
    """Pharmacies that accept prescription orders."""
    return DemoCatalogue(
        position=3,
        description=Text(
            "Medicines and care, delivered discreetly.", "Médicaments et soins, livrés en toute discrétion."
        ),
        color="#2A9D8F",
        categories=CATEGORIES,
        stores=STORES,
        items=ITEMS,
        opening_hours=(("08:30", "20:00"),),
        tax=D("2.10"),
        delivery_time="20-30 min",
        prescription_order=True,
        per_km_shipping_charge=D("0.80"),
        minimum_shipping_charge=D("2.49"),
        maximum_shipping_charge=D("6.99"),
        scale_weight=1,
    )

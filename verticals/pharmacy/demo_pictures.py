"""The emoji each name of the pharmacy module's demo catalogue shows as its picture (OpenMoji draws them).

Keys are the English names: the module, its categories and sub-categories, its products. A product shows
its form (💊 for tablets and capsules, 🧴 for a cream, 🩹 for plasters) or, where that says more, what it
treats or holds (🐟 for fish-oil capsules, 🍊 for vitamin C); a category shows the complaint it answers.
"""

from __future__ import annotations

PICTURES: dict[str, str] = {
    "Pharmacy": "⚕️",
    # Categories and sub-categories
    "Pain & Fever": "🤒",
    "Cold & Flu": "🤧",
    "Allergy": "🌼",
    "Digestive Health": "🤢",
    "Prescription Medicines": "📋",
    "Antibiotics": "🦠",
    "Chronic Care": "🫀",
    "Vitamins & Supplements": "💪",
    "Skin Care": "🧴",
    "Baby Care": "👶",
    "First Aid": "⛑️",
    # Pain & Fever
    "Paracetamol 1000 mg": "💊",
    "Ibuprofen 400 mg": "💊",
    "Aspirin 500 mg": "💊",
    "Tramadol 50 mg": "💊",
    # Cold & Flu
    "Throat lozenges": "🍬",
    "Saline nasal spray": "👃",
    "Cough syrup": "🥄",
    "Cold and flu sachets": "🍵",
    # Allergy
    "Cetirizine 10 mg": "💊",
    "Eye drops for allergies": "👁️",
    "Desloratadine 5 mg": "💊",
    # Digestive Health
    "Probiotic capsules": "🧫",
    "Antacid tablets": "💊",
    "Oral rehydration salts": "🫗",
    "Omeprazole 20 mg": "💊",
    # Prescription medicines
    "Amoxicillin 500 mg": "💊",
    "Azithromycin 250 mg": "💊",
    "Metformin 850 mg": "💊",
    "Atorvastatin 20 mg": "💊",
    "Levothyroxine 75 µg": "💊",
    "Amlodipine 5 mg": "💊",
    # Vitamins & Supplements
    "Vitamin D3 drops": "💧",
    "Magnesium B6": "💊",
    "Vitamin C 1000 mg": "🍊",
    "Omega 3 capsules": "🐟",
    # Skin Care
    "Moisturising cream": "🧴",
    "Sunscreen SPF 50": "☀️",
    "Micellar water": "🫧",
    "Repair lip balm": "👄",
    # Baby Care
    "Baby nappy cream": "🧷",
    "Baby formula stage 1": "🍼",
    "Baby thermometer": "🌡️",
    # First Aid
    "Plasters assortment": "🩹",
    "Antiseptic spray": "🧴",
    "Elastic bandage": "🩹",
    "FFP2 masks": "😷",
}

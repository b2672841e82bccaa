"""The emoji each name of the grocery module's demo catalogue shows as its picture (OpenMoji draws them).

Keys are the English names: the module, its categories and sub-categories, its products. Produce shows
itself (🍎, 🥕); a packed product shows what is inside it or what it is for (🫘 for lentils, 🧻 for paper
towels).
"""

from __future__ import annotations

PICTURES: dict[str, str] = {
    "Grocery": "🛒",
    # Categories and sub-categories
    "Fruits & Vegetables": "🧺",
    "Fruits": "🍇",
    "Vegetables": "🥦",
    "Dairy & Eggs": "🐮",
    "Bakery": "🥖",
    "Meat & Fish": "🥩",
    "Pantry": "🥫",
    "Drinks": "🥤",
    "Snacks": "🥨",
    "Household": "🧹",
    # Fruits
    "Gala apples": "🍎",
    "Bananas": "🍌",
    "Clementines": "🍊",
    "Strawberries": "🍓",
    "Avocados": "🥑",
    "Lemons": "🍋",
    # Vegetables
    "Vine tomatoes": "🍅",
    "Carrots": "🥕",
    "Baby spinach": "🥬",
    "Courgettes": "🥒",
    "Potatoes": "🥔",
    "Brown onions": "🧅",
    # Dairy & Eggs
    "Free-range eggs": "🪺",
    "Whole milk": "🥛",
    "Salted butter": "🧈",
    "Comté 18 months": "🧀",
    "Greek yoghurt": "🥣",
    "Camembert": "🧀",
    # Bakery
    "Baguette": "🥖",
    "Sourdough loaf": "🍞",
    "Butter croissants": "🥐",
    "Brioche": "🍞",
    # Meat & Fish
    "Chicken breasts": "🍗",
    "Minced beef": "🥩",
    "Salmon fillets": "🐟",
    "Cooked ham": "🍖",
    # Pantry
    "Spaghetti": "🍝",
    "Basmati rice": "🍚",
    "Extra virgin olive oil": "🫒",
    "Tomato passata": "🥫",
    "Dijon mustard": "🫙",
    "Red lentils": "🫘",
    "Ground coffee": "☕",
    # Drinks
    "Mineral water": "💧",
    "Orange juice": "🧃",
    "Sparkling water": "🫧",
    "Apple cider": "🍾",
    # Snacks
    "Dark chocolate": "🍫",
    "Salted crisps": "🥔",
    "Butter biscuits": "🍪",
    "Mixed nuts": "🥜",
    # Household
    "Washing-up liquid": "🧽",
    "Paper towels": "🧻",
    "Laundry detergent": "🧼",
    "Bin bags": "🗑️",
}

"""The emoji each name of the ecommerce module's demo catalogue shows as its picture (OpenMoji draws them).

Keys are the English names: the module, its categories and sub-categories, its products. A product shows
itself when an emoji does (👖, 🎧, 🪥); otherwise what it is made of or for (🧶 for a wool jumper, 🧖 for a
face mask).
"""

from __future__ import annotations

PICTURES: dict[str, str] = {
    "Shop": "🛍️",
    # Categories and sub-categories
    "Fashion": "👗",
    "Men": "👔",
    "Women": "👚",
    "Electronics": "💻",
    "Audio": "🎵",
    "Accessories": "🖱️",
    "Home & Living": "🏠",
    "Beauty": "🪞",
    "Sports & Outdoors": "⚽",
    # Men
    "Organic cotton T-shirt": "👕",
    "Oxford shirt": "👔",
    "Selvedge jeans": "👖",
    "Merino crew jumper": "🧶",
    "Canvas sneakers": "👟",
    # Women
    "Wrap dress": "👗",
    "Trench coat": "🧥",
    "Silk scarf": "🧣",
    "Leather tote bag": "👜",
    "Ballet flats": "🥿",
    "High-waisted trousers": "👖",
    # Audio
    "Wireless earbuds": "🎧",
    "Bluetooth speaker": "🔊",
    "Over-ear headphones": "🎧",
    "Turntable": "💿",
    # Accessories
    "Smartphone": "📱",
    "Tablet": "📱",
    "USB-C charger 65 W": "🔌",
    "Power bank": "🔋",
    "Smartwatch": "⌚",
    "Laptop sleeve": "💼",
    "Mechanical keyboard": "⌨️",
    # Home & Living
    "Linen bedding set": "🛏️",
    "Ceramic vase": "🏺",
    "Scented candle": "🕯️",
    "Cast iron casserole": "🥘",
    "Wool throw": "🛋️",
    "Table lamp": "💡",
    "Espresso cups": "☕",
    "Bath towel set": "🛁",
    "Cutting board": "🔪",
    # Beauty
    "Face serum": "🧪",
    "Eau de parfum": "🌸",
    "Shea body lotion": "🧴",
    "Solid shampoo": "🧼",
    "Matte lipstick": "💄",
    "Hand cream": "👐",
    "Bamboo toothbrush": "🪥",
    "Clay face mask": "🧖",
    "Hair dryer": "💇",
    "Nail polish set": "💅",
    "Beard oil": "🧔",
    # Sports & Outdoors
    "Yoga mat": "🧘",
    "Running shoes": "👟",
    "Insulated bottle": "🥤",
    "Hiking backpack": "🎒",
    "Cycling helmet": "🚴",
    "Tennis racket": "🎾",
    "Resistance bands": "💪",
    "Swim goggles": "🥽",
    "Rain jacket": "☔",
    "Foam roller": "💆",
    "Camping hammock": "🏕️",
}

"""The emoji each name of the food module's demo catalogue shows as its picture (OpenMoji draws them).

Keys are the English names: the module, its categories and sub-categories, its dishes. A dish shows itself
when an emoji does (🍔, 🍝, 🥐); one whose kind several dishes share shows what sets it apart (the chillies
of a Diavola, the mushrooms of a Regina), so a menu does not repeat one picture down the page.
"""

from __future__ import annotations

PICTURES: dict[str, str] = {
    "Food": "🍽️",
    # Categories and sub-categories
    "Starters": "🍤",
    "Burgers": "🍔",
    "Pizza": "🍕",
    "Red pizzas": "🍅",
    "White pizzas": "🧀",
    "Pasta": "🍝",
    "Sushi": "🍣",
    "Bowls": "🥣",
    "Mezze & Grills": "🥙",
    "Salads": "🥗",
    "Breakfast": "🍳",
    "Desserts": "🍰",
    "Drinks": "🥤",
    "Soft drinks": "🧃",
    "Hot drinks": "☕",
    # Starters
    "Burrata and tomatoes": "🍅",
    "Crispy calamari": "🦑",
    "Chicken wings": "🍗",
    "Onion soup": "🧅",
    "Hummus and crudités": "🥕",
    # Burgers
    "Classic cheeseburger": "🍔",
    "Bacon smash burger": "🥓",
    "Chicken burger": "🐔",
    "Veggie burger": "🥬",
    "Blue cheese burger": "🧀",
    "Halal double burger": "🍔",
    "Kids burger": "🍟",
    # Pizzas
    "Margherita": "🍕",
    "Regina": "🍄‍🟫",
    "Diavola": "🌶️",
    "Vegetariana": "🫑",
    "Quattro formaggi": "🧀",
    "Truffle bianca": "🍕",
    "Savoyarde": "🥔",
    "Calzone": "🥟",
    # Pasta
    "Spaghetti carbonara": "🍝",
    "Penne arrabbiata": "🌶️",
    "Tagliatelle bolognese": "🍝",
    "Pesto gnocchi": "🌿",
    "Lasagne": "🥘",
    "Seafood linguine": "🦐",
    # Sushi
    "Salmon maki": "🍙",
    "California rolls": "🦀",
    "Salmon sashimi": "🐟",
    "Tuna nigiri": "🍣",
    "Veggie rolls": "🥒",
    "Dragon roll": "🐉",
    "Chirashi": "🍱",
    # Bowls
    "Poke salmon bowl": "🍚",
    "Teriyaki chicken bowl": "🍛",
    "Tofu buddha bowl": "🥦",
    "Beef bibimbap": "🍲",
    "Falafel bowl": "🧆",
    "Tuna tataki bowl": "🐟",
    # Mezze & Grills
    "Chicken shawarma plate": "🥙",
    "Lamb kofta": "🍢",
    "Mixed grill": "🍖",
    "Falafel wrap": "🌯",
    "Mezze platter": "🧆",
    "Adana kebab": "🍢",
    "Chicken kebab sandwich": "🥪",
    "Fattoush": "🥗",
    # Salads
    "Caesar salad": "🥗",
    "Goat cheese salad": "🐐",
    "Niçoise salad": "🫛",
    "Greek salad": "🫒",
    "Quinoa salad": "🌾",
    # Breakfast
    "Croissant and coffee": "🥐",
    "Eggs Benedict": "🥚",
    "Avocado toast": "🥑",
    "Pancakes": "🥞",
    "Granola bowl": "🥣",
    # Desserts
    "Tiramisu": "🍰",
    "Chocolate fondant": "🍫",
    "Crème brûlée": "🍮",
    "Lemon tart": "🥧",
    "Mochi ice cream": "🍡",
    "Baklava": "🍯",
    # Drinks
    "Lemonade": "🍋",
    "Cola": "🥤",
    "Sparkling water": "🫧",
    "Iced tea": "🧊",
    "Espresso": "☕",
    "Cappuccino": "☕",
    "Chai latte": "🍵",
}

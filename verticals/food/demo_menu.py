"""The dishes of the demo restaurants, grouped by category, with their variation groups and add-ons."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal as D

from core.demo import DemoItem, demo_item, food_variation

BREAKFAST_HOURS = ("07:00", "11:00")
DINNER_HOURS = ("18:00", "23:00")

PIZZA = (
    food_variation("Size", [("Medium", D(0)), ("Large", D("3.50")), ("XL", D("6.00"))]),
    food_variation("Crust", [("Classic", D(0)), ("Thin", D(0)), ("Stuffed", D("2.00"))], required=False),
    food_variation(
        "Extra toppings",
        [
            ("Mozzarella", D("1.50")),
            ("Mushrooms", D("1.00")),
            ("Spicy salami", D("2.00")),
            ("Rocket", D("1.00")),
            ("Olives", D("0.80")),
        ],
        multi=True,
        required=False,
        minimum=1,
        maximum=4,
    ),
)
PASTA = (food_variation("Portion", [("Regular", D(0)), ("Large", D("3.00"))]),)
BURGER = (
    food_variation("Cooking", [("Rare", D(0)), ("Medium", D(0)), ("Well done", D(0))]),
    food_variation("Side", [("Fries", D(0)), ("Sweet potato fries", D("1.50")), ("Green salad", D(0))]),
    food_variation(
        "Extras",
        [("Bacon", D("1.50")), ("Cheddar", D("1.00")), ("Fried egg", D("1.00")), ("Jalapeños", D("0.80"))],
        multi=True,
        required=False,
        minimum=1,
        maximum=4,
    ),
)
SUSHI = (
    food_variation("Pieces", [("12 pieces", D(0)), ("18 pieces", D("6.00"))]),
    food_variation(
        "Sauces",
        [("Soy", D(0)), ("Sweet soy", D(0)), ("Spicy mayo", D("0.50"))],
        multi=True,
        required=False,
        minimum=1,
        maximum=2,
    ),
)
BOWL = (
    food_variation("Base", [("Sushi rice", D(0)), ("Quinoa", D("1.00")), ("Greens", D(0))]),
    food_variation(
        "Toppings",
        [
            ("Avocado", D("1.50")),
            ("Edamame", D("1.00")),
            ("Mango", D("1.00")),
            ("Pickled onions", D(0)),
            ("Sesame", D(0)),
        ],
        multi=True,
        required=True,
        minimum=1,
        maximum=3,
    ),
    food_variation("Dressing", [("Sesame soy", D(0)), ("Ginger lime", D(0))], required=False),
)
GRILL = (
    food_variation("Bread", [("Pita", D(0)), ("Lavash", D(0)), ("No bread", D(0))]),
    food_variation(
        "Sauces",
        [("Tahini", D(0)), ("Toum garlic", D(0)), ("Harissa", D("0.50"))],
        multi=True,
        required=False,
        minimum=1,
        maximum=2,
    ),
)
SALAD = (food_variation("Dressing", [("Vinaigrette", D(0)), ("Caesar", D(0)), ("Lemon olive oil", D(0))]),)
SOFT = (food_variation("Size", [("33 cl", D(0)), ("50 cl", D("1.00"))]),)
HOT = (food_variation("Milk", [("Whole milk", D(0)), ("Oat milk", D("0.50"))], required=False),)
GLUTEN_MILK = ("Gluten", "Milk")

# fmt: off
# One item per line, so the list reads like a menu or a price list.
MENU: tuple[DemoItem, ...] = (
    demo_item("Burrata and tomatoes", "Burrata et tomates", "Starters", "9.50", "Creamy burrata, heirloom tomatoes, basil oil.", "Burrata crémeuse, tomates anciennes, huile de basilic.", veg=True, allergies=("Milk",)),
    demo_item("Crispy calamari", "Calamars croustillants", "Starters", "8.90", "Fried squid rings with lemon mayonnaise.", "Anneaux d'encornet frits, mayonnaise citronnée.", allergies=("Gluten", "Egg")),
    demo_item("Chicken wings", "Ailes de poulet", "Starters", "7.90", "Six smoky wings with barbecue glaze.", "Six ailes fumées, glaçage barbecue.", is_halal=True, add_ons=("Garlic sauce",)),
    demo_item("Onion soup", "Soupe à l'oignon", "Starters", "7.50", "Slow-cooked onions, croutons, melted Comté.", "Oignons mijotés, croûtons, Comté fondu.", veg=True, allergies=GLUTEN_MILK),
    demo_item("Hummus and crudités", "Houmous et crudités", "Starters", "6.90", "Chickpea hummus with crunchy vegetables.", "Houmous de pois chiches et légumes croquants.", veg=True, is_halal=True),
    demo_item("Classic cheeseburger", "Cheeseburger classique", "Burgers", "13.90", "Beef patty, cheddar, pickles, house sauce.", "Steak de bœuf, cheddar, pickles, sauce maison.", food_variations=BURGER, add_ons=("Fries", "Extra cheese"), allergies=GLUTEN_MILK),
    demo_item("Bacon smash burger", "Smash burger au bacon", "Burgers", "14.90", "Two smashed patties, bacon, onions.", "Deux steaks écrasés, bacon, oignons.", food_variations=BURGER, add_ons=("Fries",)),
    demo_item("Chicken burger", "Burger au poulet", "Burgers", "12.90", "Crispy chicken, coleslaw, spicy mayo.", "Poulet croustillant, coleslaw, mayo épicée.", is_halal=True, food_variations=BURGER[1:], add_ons=("Fries", "Side salad")),
    demo_item("Veggie burger", "Burger végétarien", "Burgers", "12.50", "Black bean patty, avocado, tomato.", "Galette de haricots noirs, avocat, tomate.", veg=True, food_variations=BURGER[1:], add_ons=("Extra avocado",)),
    demo_item("Blue cheese burger", "Burger au bleu", "Burgers", "14.50", "Beef, Fourme d'Ambert, caramelised onions.", "Bœuf, fourme d'Ambert, oignons caramélisés.", food_variations=BURGER, allergies=GLUTEN_MILK),
    demo_item("Halal double burger", "Double burger halal", "Burgers", "15.50", "Two halal beef patties, cheddar, salad.", "Deux steaks halal, cheddar, salade.", is_halal=True, food_variations=BURGER, add_ons=("Fries",)),
    demo_item("Kids burger", "Burger enfant", "Burgers", "8.50", "A small cheeseburger with fries.", "Un petit cheeseburger et ses frites.", food_variations=BURGER[:1]),
    demo_item("Margherita", "Margherita", "Red pizzas", "10.50", "Tomato, mozzarella, fresh basil.", "Tomate, mozzarella, basilic frais.", veg=True, food_variations=PIZZA, add_ons=("Extra cheese",), allergies=GLUTEN_MILK),
    demo_item("Regina", "Regina", "Red pizzas", "12.50", "Tomato, mozzarella, ham, mushrooms.", "Tomate, mozzarella, jambon, champignons.", food_variations=PIZZA, add_ons=("Extra cheese",)),
    demo_item("Diavola", "Diavola", "Red pizzas", "13.00", "Tomato, mozzarella, spicy salami, chilli.", "Tomate, mozzarella, salami piquant, piment.", food_variations=PIZZA),
    demo_item("Vegetariana", "Végétarienne", "Red pizzas", "12.00", "Grilled peppers, courgette, aubergine.", "Poivrons grillés, courgette, aubergine.", veg=True, food_variations=PIZZA),
    demo_item("Quattro formaggi", "Quatre fromages", "White pizzas", "13.50", "Mozzarella, gorgonzola, parmesan, goat cheese.", "Mozzarella, gorgonzola, parmesan, chèvre.", veg=True, food_variations=PIZZA, allergies=GLUTEN_MILK),
    demo_item("Truffle bianca", "Bianca à la truffe", "White pizzas", "15.90", "Cream, mozzarella, truffle, rocket.", "Crème, mozzarella, truffe, roquette.", veg=True, food_variations=PIZZA),
    demo_item("Savoyarde", "Savoyarde", "White pizzas", "14.50", "Cream, potatoes, reblochon, bacon.", "Crème, pommes de terre, reblochon, lardons.", food_variations=PIZZA),
    demo_item("Calzone", "Calzone", "Red pizzas", "13.50", "Folded pizza with ham, egg and mozzarella.", "Pizza pliée au jambon, œuf et mozzarella.", food_variations=PIZZA[:1]),
    demo_item("Spaghetti carbonara", "Spaghetti carbonara", "Pasta", "13.50", "Egg yolk, pecorino, crispy guanciale.", "Jaune d'œuf, pecorino, guanciale croustillant.", food_variations=PASTA, add_ons=("Extra cheese",)),
    demo_item("Penne arrabbiata", "Penne all'arrabbiata", "Pasta", "11.50", "Spicy tomato sauce, garlic, parsley.", "Sauce tomate pimentée, ail, persil.", veg=True, food_variations=PASTA),
    demo_item("Tagliatelle bolognese", "Tagliatelles bolognaise", "Pasta", "13.00", "Slow-cooked beef ragù.", "Ragù de bœuf mijoté.", food_variations=PASTA, add_ons=("Extra cheese",)),
    demo_item("Pesto gnocchi", "Gnocchis au pesto", "Pasta", "12.50", "Potato gnocchi, basil pesto, pine nuts.", "Gnocchis de pomme de terre, pesto, pignons.", veg=True, food_variations=PASTA, allergies=("Nuts",)),
    demo_item("Lasagne", "Lasagnes", "Pasta", "13.90", "Baked layers of ragù and béchamel.", "Couches gratinées de ragù et béchamel."),
    demo_item("Seafood linguine", "Linguine aux fruits de mer", "Pasta", "16.50", "Mussels, prawns, cherry tomatoes.", "Moules, crevettes, tomates cerises.", food_variations=PASTA, available_time=DINNER_HOURS),
    demo_item("Salmon maki", "Makis saumon", "Sushi", "9.90", "Salmon and rice rolled in nori.", "Saumon et riz roulés dans l'algue nori.", food_variations=SUSHI),
    demo_item("California rolls", "California rolls", "Sushi", "10.90", "Crab, avocado, cucumber, sesame.", "Crabe, avocat, concombre, sésame.", food_variations=SUSHI),
    demo_item("Salmon sashimi", "Sashimi de saumon", "Sushi", "14.50", "Twelve slices of fresh salmon.", "Douze tranches de saumon frais."),
    demo_item("Tuna nigiri", "Nigiri thon", "Sushi", "12.90", "Hand-pressed rice topped with tuna.", "Riz façonné à la main, thon.", food_variations=SUSHI),
    demo_item("Veggie rolls", "Rolls végétariens", "Sushi", "9.50", "Avocado, cucumber, mango.", "Avocat, concombre, mangue.", veg=True, food_variations=SUSHI),
    demo_item("Dragon roll", "Dragon roll", "Sushi", "15.90", "Tempura prawn, avocado, eel sauce.", "Crevette tempura, avocat, sauce anguille.", food_variations=SUSHI),
    demo_item("Chirashi", "Chirashi", "Sushi", "17.50", "Assorted fish on seasoned rice.", "Assortiment de poissons sur riz vinaigré."),
    demo_item("Poke salmon bowl", "Poke bowl saumon", "Bowls", "13.90", "Salmon, rice, edamame, mango.", "Saumon, riz, edamame, mangue.", food_variations=BOWL, add_ons=("Extra avocado",)),
    demo_item("Teriyaki chicken bowl", "Bowl poulet teriyaki", "Bowls", "12.90", "Glazed chicken, rice, sesame.", "Poulet laqué, riz, sésame.", food_variations=BOWL),
    demo_item("Tofu buddha bowl", "Buddha bowl au tofu", "Bowls", "11.90", "Crispy tofu, quinoa, greens.", "Tofu croustillant, quinoa, pousses.", veg=True, food_variations=BOWL),
    demo_item("Beef bibimbap", "Bibimbap au bœuf", "Bowls", "14.50", "Korean rice bowl with egg and kimchi.", "Bol de riz coréen, œuf et kimchi.", food_variations=BOWL[:1]),
    demo_item("Falafel bowl", "Bowl falafels", "Bowls", "11.50", "Falafels, hummus, tabbouleh.", "Falafels, houmous, taboulé.", veg=True, is_halal=True, food_variations=BOWL),
    demo_item("Tuna tataki bowl", "Bowl tataki de thon", "Bowls", "15.50", "Seared tuna, avocado, ponzu.", "Thon mi-cuit, avocat, ponzu.", food_variations=BOWL),
    demo_item("Chicken shawarma plate", "Assiette chawarma poulet", "Mezze & Grills", "14.50", "Marinated chicken, garlic cream, salad.", "Poulet mariné, crème d'ail, salade.", is_halal=True, food_variations=GRILL, add_ons=("Pita bread", "Fries")),
    demo_item("Lamb kofta", "Kefta d'agneau", "Mezze & Grills", "15.90", "Grilled minced lamb skewers.", "Brochettes d'agneau haché grillées.", is_halal=True, food_variations=GRILL),
    demo_item("Mixed grill", "Grillade mixte", "Mezze & Grills", "19.50", "Chicken, lamb and kofta skewers.", "Brochettes de poulet, d'agneau et kefta.", is_halal=True, food_variations=GRILL),
    demo_item("Falafel wrap", "Wrap falafels", "Mezze & Grills", "9.50", "Falafels, tahini, pickles.", "Falafels, tahini, pickles.", veg=True, is_halal=True, food_variations=GRILL[1:]),
    demo_item("Mezze platter", "Assortiment de mezzés", "Mezze & Grills", "16.50", "Hummus, moutabal, tabbouleh, fatayer.", "Houmous, moutabal, taboulé, fatayer.", veg=True, is_halal=True, add_ons=("Pita bread",)),
    demo_item("Adana kebab", "Kebab Adana", "Mezze & Grills", "14.90", "Spiced minced beef skewer, bulgur.", "Brochette de bœuf épicée, boulgour.", is_halal=True, food_variations=GRILL),
    demo_item("Chicken kebab sandwich", "Sandwich kebab poulet", "Mezze & Grills", "8.90", "Chicken, salad, tomato, onion.", "Poulet, salade, tomate, oignon.", is_halal=True, food_variations=GRILL, add_ons=("Fries",)),
    demo_item("Fattoush", "Fattouche", "Mezze & Grills", "8.50", "Crunchy salad with toasted bread and sumac.", "Salade croquante, pain grillé et sumac.", veg=True, is_halal=True),
    demo_item("Caesar salad", "Salade César", "Salads", "12.50", "Chicken, romaine, parmesan, croutons.", "Poulet, romaine, parmesan, croûtons.", food_variations=SALAD),
    demo_item("Goat cheese salad", "Salade de chèvre chaud", "Salads", "12.00", "Warm goat cheese toasts, honey, walnuts.", "Toasts de chèvre chaud, miel, noix.", veg=True, food_variations=SALAD, allergies=("Nuts", "Milk")),
    demo_item("Niçoise salad", "Salade niçoise", "Salads", "12.90", "Tuna, egg, olives, green beans.", "Thon, œuf, olives, haricots verts.", food_variations=SALAD),
    demo_item("Greek salad", "Salade grecque", "Salads", "10.90", "Feta, cucumber, tomato, olives.", "Feta, concombre, tomate, olives.", veg=True, food_variations=SALAD),
    demo_item("Quinoa salad", "Salade de quinoa", "Salads", "11.50", "Quinoa, roasted vegetables, herbs.", "Quinoa, légumes rôtis, herbes.", veg=True, organic=True, food_variations=SALAD),
    demo_item("Croissant and coffee", "Croissant et café", "Breakfast", "4.50", "A butter croissant and an espresso.", "Un croissant au beurre et un expresso.", veg=True, available_time=BREAKFAST_HOURS),
    demo_item("Eggs Benedict", "Œufs Bénédicte", "Breakfast", "11.50", "Poached eggs, ham, hollandaise.", "Œufs pochés, jambon, sauce hollandaise.", available_time=BREAKFAST_HOURS),
    demo_item("Avocado toast", "Tartine avocat", "Breakfast", "9.50", "Sourdough, smashed avocado, chilli.", "Pain au levain, avocat écrasé, piment.", veg=True, available_time=BREAKFAST_HOURS),
    demo_item("Pancakes", "Pancakes", "Breakfast", "8.90", "Three pancakes, maple syrup, berries.", "Trois pancakes, sirop d'érable, fruits rouges.", veg=True, available_time=BREAKFAST_HOURS),
    demo_item("Granola bowl", "Bol de granola", "Breakfast", "7.50", "Yoghurt, granola, seasonal fruit.", "Yaourt, granola, fruits de saison.", veg=True, organic=True, available_time=BREAKFAST_HOURS),
    demo_item("Tiramisu", "Tiramisu", "Desserts", "6.50", "Mascarpone, coffee, cocoa.", "Mascarpone, café, cacao.", veg=True, allergies=("Milk", "Egg")),
    demo_item("Chocolate fondant", "Fondant au chocolat", "Desserts", "7.00", "Warm, with a molten heart. Dinner only.", "Tiède, au cœur coulant. Le soir seulement.", veg=True, available_time=DINNER_HOURS),
    demo_item("Crème brûlée", "Crème brûlée", "Desserts", "6.50", "Vanilla custard, caramel crust.", "Crème vanillée, croûte caramélisée.", veg=True),
    demo_item("Lemon tart", "Tarte au citron", "Desserts", "5.90", "Shortcrust, lemon curd, meringue.", "Pâte sablée, crème citron, meringue.", veg=True),
    demo_item("Mochi ice cream", "Mochis glacés", "Desserts", "6.00", "Three mochis: matcha, mango, vanilla.", "Trois mochis : matcha, mangue, vanille.", veg=True),
    demo_item("Baklava", "Baklava", "Desserts", "5.50", "Filo pastry, pistachio, honey.", "Pâte filo, pistache, miel.", veg=True, is_halal=True, allergies=("Nuts",)),
    demo_item("Lemonade", "Citronnade", "Soft drinks", "3.90", "House lemonade with mint.", "Citronnade maison à la menthe.", veg=True, food_variations=SOFT),
    demo_item("Cola", "Cola", "Soft drinks", "2.90", veg=True, food_variations=SOFT),
    demo_item("Sparkling water", "Eau pétillante", "Soft drinks", "2.50", veg=True, food_variations=SOFT),
    demo_item("Iced tea", "Thé glacé", "Soft drinks", "3.50", "Peach iced tea, brewed here.", "Thé glacé à la pêche, infusé ici.", veg=True, food_variations=SOFT),
    demo_item("Espresso", "Expresso", "Hot drinks", "2.20", veg=True),
    demo_item("Cappuccino", "Cappuccino", "Hot drinks", "3.80", veg=True, food_variations=HOT),
    demo_item("Chai latte", "Chai latte", "Hot drinks", "4.20", veg=True, food_variations=HOT),
)
# fmt: on

# What a dish's page lists under Nutrition (`nutritions_name`), for the dishes whose kitchens publish it.
NUTRITION: dict[str, tuple[str, ...]] = {
    "Classic cheeseburger": ("Calories 780 kcal", "Protein 38 g", "Fat 42 g"),
    "Veggie burger": ("Calories 610 kcal", "Protein 21 g", "Fibre 9 g"),
    "Halal double burger": ("Calories 950 kcal", "Protein 55 g", "Fat 56 g"),
    "Margherita": ("Calories 840 kcal", "Protein 32 g", "Carbohydrates 102 g"),
    "Poke salmon bowl": ("Calories 560 kcal", "Protein 32 g", "Omega-3 2.1 g"),
    "Tofu buddha bowl": ("Calories 520 kcal", "Protein 22 g", "Fibre 11 g"),
    "Falafel bowl": ("Calories 640 kcal", "Protein 19 g", "Fibre 14 g"),
    "Greek salad": ("Calories 380 kcal", "Protein 12 g", "Fat 29 g"),
    "Chicken shawarma plate": ("Calories 720 kcal", "Protein 48 g", "Carbohydrates 64 g"),
}
MENU = tuple(
    replace(dish, nutritions=NUTRITION[dish.name.en]) if dish.name.en in NUTRITION else dish for dish in MENU
)

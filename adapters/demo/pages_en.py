"""English text of the demo marketplace's pages: slug -> (title, body); {brand} and {email} are filled in."""

from __future__ import annotations

PAGES: dict[str, tuple[str, str]] = {
    "terms-and-conditions": (
        "Terms and conditions",
        """These terms govern your use of {brand}, its website and its apps. By creating an account or placing
an order you accept them; please read them carefully.

## Orders

An order is a contract between you and the store that prepares it. {brand} takes the order, collects
the payment on the store's behalf and arranges the delivery. Prices, taxes and delivery fees are shown
before you confirm, and the amount you confirm is the amount you pay.

## Your account

Keep your login details to yourself: you are responsible for the orders placed with your account. You
may delete your account at any time from your profile; orders already placed are still delivered.

## Fair use

Do not misuse promotions, coupons or referral rewards, and treat couriers and store staff with respect.
We may suspend accounts that break these rules.

## Contact

Questions about these terms can be sent to {email}.""",
    ),
    "privacy-policy": (
        "Privacy policy",
        """{brand} collects only what it needs to take, deliver and support your orders.

## What we collect

- Your name, phone number and email address
- Delivery addresses and, when you allow it, your position while you choose one
- Your orders, reviews and messages with stores and couriers

## Why

We use this information to deliver your orders, to keep you informed about them, to prevent fraud and to
improve the service. Stores and couriers see only what they need for your order, such as your first name
and delivery address.

## Your rights

You may see, correct or delete your personal data at any time from your profile, or by writing to
{email}. We never sell your data.""",
    ),
    "refund-policy": (
        "Refund policy",
        """If something is wrong with your order, tell us within 24 hours of delivery from the order page.

## When we refund

- An item is missing, damaged or not what you ordered
- The order never arrived
- The store cancelled the order after you paid

Refunds go back to the payment method you used, or to your wallet if you prefer, usually within five
working days. Cash orders are refunded to your wallet.""",
    ),
    "cancellation-policy": (
        "Cancellation policy",
        """You can cancel an order free of charge until the store accepts it, straight from the order page.

Once the store has started preparing your order, cancelling may no longer be possible, because fresh food
and prepared items cannot be sold to someone else. Contact support and we will look for a solution
together.

Scheduled orders can be cancelled at no cost until one hour before the chosen time.""",
    ),
    "shipping-policy": (
        "Shipping policy",
        """{brand} delivers within the zones shown on the map when you choose your address.

## Delivery fees

The delivery fee depends on the distance between the store and you, within the minimum and maximum set
for your zone. Some stores deliver for free above an order amount; the cart shows how much is left to
reach it.

## Delivery times

The time shown before you order is an estimate based on the store's preparation time and on the
distance. You can follow your courier live once the order is on its way.""",
    ),
    "about-us": (
        "About us",
        """{brand} brings the shops of your neighbourhood to your door: restaurants, grocers, pharmacies and
boutiques, plus parcels and vehicle rentals, all in one place.

We started with a simple idea: local stores deserve the same reach as large chains, and their customers
deserve a service that is fast, fair and friendly.

Today hundreds of stores and couriers work with us every day. Every order keeps a local business going.""",
    ),
    "careers": (
        "Careers",
        """We are a small team building a service people use every day. We look for curious, kind people who
like to solve real problems.

## Open roles

- Customer support, in English and French
- Store partnerships
- Courier operations

Send your resume and a few words about yourself to {email}. We answer every application.""",
    ),
    "help-and-support": (
        "Help and support",
        """Need a hand with an order, a payment or your account? We are here every day from 8 am to midnight.

## Questions about an order

Open the order from My Orders to follow it, contact the courier or report a problem. Guests can follow an
order with its number and their phone number on the Track Order page.

## Anything else

Write to us or call us with the details below; we usually answer within the hour.""",
    ),
    "vendor-info": (
        "Sell with {brand}",
        """Reach new customers without opening a new shop. {brand} brings your store online, takes the orders
and delivers them, while you focus on what you do best.

## How it works

- Register your store and upload your menu or catalogue
- Receive orders on the store app and prepare them
- Our couriers pick them up, or you deliver them yourself

You pay a commission on delivered orders only. No subscription, no set-up fee.""",
    ),
    "store-registration": (
        "Register your store",
        """Join the stores that already sell with {brand}. Registration takes a few minutes and our team
checks every request within two working days.

## What you need

- Your business name, address and opening hours
- A contact person with a phone number and an email address
- Your logo and a cover picture
- Your company registration number

Send these details to {email} with the subject "Store registration" and we will set up your store with
you.""",
    ),
    "deliveryman-registration": (
        "Become a courier",
        """Deliver with {brand} when it suits you: choose your hours, your zone and your vehicle.

## Requirements

- Be at least 18 years old and allowed to work
- A bicycle, scooter or car, with the licence and insurance it needs
- A smartphone with mobile data

Send your name, phone number, zone and vehicle type to {email} with the subject "Courier registration".
We will invite you to a short onboarding session.""",
    ),
    "become-parcel-shop": (
        "Become a parcel shop",
        """Turn your counter into a parcel point. Customers drop off and collect their parcels at your shop,
and every visit is a chance to sell them something more.

You receive a fee for each parcel handled and a simple app to scan them in and out. Write to {email} to
join the network.""",
    ),
    "send-package": (
        "Send a package",
        """Send documents, gifts or anything that fits on a bike or in a car, across town in a few hours.

## How to send

- Choose the parcel module and tell us where to pick up and where to deliver
- Pick the parcel category and who pays, the sender or the receiver
- A courier collects the parcel and you follow it live

Prices depend on the distance and on the parcel category and are shown before you confirm.""",
    ),
    "track-package": (
        "Track a package",
        """Every parcel gets a tracking number as soon as it is booked. The sender and the receiver both
receive it by message.

Enter the number on the Track Order page to see where the parcel is, who carries it and when it should
arrive. Logged-in customers find all their parcels in My Orders.""",
    ),
    "find-parcelshop": (
        "Find a parcel shop",
        """Parcel shops keep your parcels until you are ready to collect them, with longer opening hours than
a post office.

Parcel shops are listed in the parcel module: choose your location to see the ones near you, with their
address and opening hours.""",
    ),
    "for-couriers": (
        "For couriers",
        """Couriers are at the heart of {brand}. You are paid for every delivery, plus tips, and see what a
delivery pays before you accept it.

Weekly payouts, insurance while you deliver and a support team that answers day and night. Register as a
courier to get started.""",
    ),
    "for-parcel-shop": (
        "For parcel shops",
        """Already a parcel shop with {brand}? Here is what you need to know.

- Scan every parcel when it arrives and when it leaves
- Keep parcels for seven days; unclaimed parcels go back to the sender
- Fees are paid monthly with a statement of every parcel handled

Questions about your account can be sent to {email}.""",
    ),
    "for-ambassadors": (
        "Ambassador programme",
        """Love your neighbourhood shops? Become a {brand} ambassador and help them join.

For every store you introduce that completes its first month, you receive a reward, and the store gets
reduced commission for its first weeks. Ambassadors also get early access to new features. Apply at
{email}.""",
    ),
    "for-affiliate": (
        "Affiliate programme",
        """Publish content about food, shopping or city life? Earn a commission on the orders you send us.

Affiliates get a personal link, live reporting of clicks and orders, and monthly payments. Write to
{email} with a link to your site or channel to join.""",
    ),
    "marketplace": (
        "{brand} Marketplace",
        """One app for everything your day needs: meals from your favourite restaurants, groceries, medicines,
gifts, parcels and even a car for the weekend.

Browse by module, compare stores near you and pay once, whatever you order. Your addresses, wishlist and
rewards follow you everywhere.""",
    ),
    "express": (
        "{brand} Express",
        """When it cannot wait: Express orders are picked up first and delivered by the nearest courier,
usually in under 30 minutes.

Look for the Express badge on stores near you. The Express fee is shown in the cart before you confirm.""",
    ),
    "plus": (
        "{brand} Plus",
        """Free delivery on every order above the minimum, member-only offers and priority support, for one
small monthly fee.

Plus pays for itself after a few orders, and you can cancel at any time from your profile.""",
    ),
    "ads": (
        "{brand} Ads",
        """Put your store in front of customers at the moment they decide what to order.

Sponsored placements on the home page and in search, with clear reporting of views, clicks and orders. You
set the budget and only pay for results. Contact {email} to start a campaign.""",
    ),
    "postpay": (
        "{brand} Postpay",
        """Order now, pay at the end of the month. Postpay groups your orders into one monthly bill, with no
interest and no fees when you pay on time.

Postpay is available to customers with a verified phone number and a good order history.""",
    ),
    "for-work": (
        "{brand} for Work",
        """Meals for the team, supplies for the office and couriers for your documents, on one company
account.

Set budgets per employee, receive one invoice a month and let everyone order from the stores they like.
Write to {email} to open a company account.""",
    ),
}

"""Reviews: what a customer says of the items, the store and the courier of a delivered order, and the
ratings they add up to."""

"""Cart context: lines, quantity rules and price recomputation."""

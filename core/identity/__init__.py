"""Who is asking: guests and signed-in customers."""

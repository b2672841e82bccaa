"""Field data's table and its adapter."""

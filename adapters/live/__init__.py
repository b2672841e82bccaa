"""The live channel: how something that happened reaches every open stream following it, on any node."""

"""The learn page of the window."""

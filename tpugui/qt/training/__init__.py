"""The training page of the window."""

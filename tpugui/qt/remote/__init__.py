"""The remote page of the window."""

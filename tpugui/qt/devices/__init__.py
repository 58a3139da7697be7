"""The devices page of the window."""

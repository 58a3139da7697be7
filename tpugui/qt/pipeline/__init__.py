"""The pipeline page of the window."""

"""Widgets the pages share: plots, the form builder."""

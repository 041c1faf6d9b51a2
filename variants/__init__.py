"""Variant files shipped with cardwright (data, read through importlib.resources)."""

"""Lark grammars shipped with cardwright."""

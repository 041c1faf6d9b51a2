"""The rules: the compiled form of a variant, as plain data (see :mod:`.ir`)."""

from .ir import (
    ActionSpec,
    BuildRule,
    Condition,
    DealSpec,
    EmptyRule,
    GivesRule,
    Kind,
    Measure,
    Name,
    OptionSpec,
    OptionValue,
    ScoreSpec,
    VariantRules,
    ZoneSpec,
    coerce_option,
)

__all__ = [
    "ActionSpec",
    "BuildRule",
    "Condition",
    "DealSpec",
    "EmptyRule",
    "GivesRule",
    "Kind",
    "Measure",
    "Name",
    "OptionSpec",
    "OptionValue",
    "ScoreSpec",
    "VariantRules",
    "ZoneSpec",
    "coerce_option",
]

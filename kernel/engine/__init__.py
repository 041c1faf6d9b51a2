"""The engine: games compiled from the rules, immutable states, moves, outcomes, records."""

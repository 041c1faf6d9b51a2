"""Searching games: the solver, safe moves, the computer opponent, surveys and benchmarks."""

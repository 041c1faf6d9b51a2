"""The reference engine: the rules carried out in plain Python.

The native core (kernel/native, docs/native.md) runs every shipped variant; this package is the
readable statement of what it must do, move by move: the lookup tables compiled from the build
rules (:mod:`.tables`), the legal-move generators (:mod:`.movegen`) and the reasons a move is
illegal (:mod:`.explain`). The differential tests hold the core to it, and it is the engine of
an install without a Rust toolchain (``engine="python"`` selects it anywhere).
"""

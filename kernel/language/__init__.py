"""The variant language: files parsed with Lark into statements, assembled into the rules.

Three steps, each knowing only the one before it:

1. :func:`parse` (:mod:`.grammar`) turns text into a :class:`Definition`: typed statements with
   positions (:mod:`.statements`), read from Lark's tree by :mod:`.reader`. Lark's tree never
   leaves those modules.
2. :func:`flatten` (:mod:`.assemble`) follows ``extends``, so a variant is its parents'
   statements followed by its own.
3. :func:`assemble` chooses options, keeps the ``when`` blocks that apply, merges statements in
   order (a later zone clause replaces an earlier one of the same kind; :mod:`.zones` builds each
   zone) and checks every reference, raising :class:`VariantError` with file, line and column.

:mod:`.registry` finds variant files: shipped ones by name or alias, others by path.
"""

from .assemble import assemble, flatten
from .grammar import parse
from .statements import Definition

__all__ = ["Definition", "assemble", "flatten", "parse"]

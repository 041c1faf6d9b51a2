"""``python -m cardwright``: the command line, for when the console script is not on PATH."""

import sys

from .frontends.cli import main

sys.exit(main())

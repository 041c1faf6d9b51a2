# Housefly: Gnat with six waste piles.
# Follows PySolFC's "Housefly" (games/numerica.py, class Housefly, which extends its Gnat with six
# rows); otherwise Gnat.
game housefly "Housefly"
extends gnat
source "PySolFC, Housefly (games/numerica.py, class Housefly)"

zone waste: waste, 6 piles                                # six piles

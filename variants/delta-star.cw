# Delta Star: Alpha Star moved one card at a time.
# The Solvitaire benchmark preset delta-star (no common rules page to follow): the Aces start
# the foundations; twelve open columns of four built down in suit; only the top card moves;
# any card fills a space; foundation cards stay.
game delta-star "Delta Star"
extends alpha-star
source "Solvitaire preset delta-star (Blake & Gent, JAIR 85, 2026)"

zone tableau: tableau, 12 piles
  gives top card                                          # the one change from Alpha Star

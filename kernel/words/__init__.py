"""Words for people: a variant described in English, a position drawn as text."""

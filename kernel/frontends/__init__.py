"""Frontends: the command line, the terminal table, the JSON protocol and the web server."""

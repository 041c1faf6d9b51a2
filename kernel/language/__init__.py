"""The variant language: files parsed with Lark into statements, assembled into the rules."""

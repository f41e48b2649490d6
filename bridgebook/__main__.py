"""``python -m bridgebook`` runs the command line."""

from bridgebook.cli import run

run()

"""bridgebook: read bridge hands as the old books print them, check them against
the laws, replay, score and publish them."""

__version__ = "0.1.0"

"""Read a printed book's text as it stands: headings, notes, titles, sentences, box
diagrams and play tables, into the same model deals the notation gives."""

from bridgebook.syntax.printed.book import iter_printed

__all__ = ["iter_printed"]

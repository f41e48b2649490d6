"""Interchange: PBN and LIN in and out, JSON out, BBO handviewer links.

The readers build the same model values the book-notation parser builds, each
with its span in the PBN or LIN file, so the engine checks them the same way.
"""

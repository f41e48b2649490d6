"""Publish: checked deals and lessons to HTML pages and a PDF book.

render is handed checked deals (never a parse tree): see views.py for the data
the templates see, lesson.py for Markdown lessons, pdf.py for WeasyPrint.
"""

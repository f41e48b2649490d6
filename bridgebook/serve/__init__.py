"""``bridgebook serve``: a live preview of a book while it is written.

book.py keeps the pages in memory and makes again only what a saved file touches;
preview.py adds the problems panel and the reload script to a served page (never
to a built one); server.py serves them (the standard library's HTTP server, and
server-sent events); command.py watches the files (watchfiles) and is the command.
"""

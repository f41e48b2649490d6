"""The engine: check the deal, settle the make or auction, replay the play."""

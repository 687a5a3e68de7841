"""canasta_gui: an offline desktop card table for Canasta, Hand and Foot and Cassino."""

__version__ = "0.1.0"

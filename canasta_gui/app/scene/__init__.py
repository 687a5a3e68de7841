"""The card table: a QGraphicsScene laid out in card units."""

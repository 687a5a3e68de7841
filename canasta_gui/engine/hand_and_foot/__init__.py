"""Hand and Foot (docs/rules.md §4): options, state machine, legal actions and scoring.

It runs on the rummy core it shares with Canasta (``engine/rummy``) and reuses
Canasta's action vocabulary (``actions.py``).
"""

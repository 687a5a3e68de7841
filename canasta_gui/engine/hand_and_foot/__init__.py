"""Hand and Foot (docs/rules.md §4): options, state machine, legal actions and scoring.

It runs on the rummy core it shares with Canasta (``engine/rummy``), its action
vocabulary included (``rummy/actions.py``; ``actions.py`` changes one JSON form).
"""

from canasta_gui.engine.errors import add_messages

# The rules, the legal listing and the observation plug themselves into the state's
# ``apply``, ``legal_actions`` and ``observation`` (state.py imports none of them):
# loading the package loads them.
from canasta_gui.engine.hand_and_foot import legal, observation, rules  # noqa: F401
from canasta_gui.engine.hand_and_foot.messages import MESSAGES as _MESSAGES

# The game's refusals join the engine's message table here, as the package loads
# (errors.py imports no game, so any engine module may be the first one imported).
add_messages(_MESSAGES)

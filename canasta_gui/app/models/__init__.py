"""Qt models that expose one seat's observation of the engine to the views."""

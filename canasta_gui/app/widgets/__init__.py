"""Windows and dialogs."""

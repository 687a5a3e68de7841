"""The desktop application: Qt models, the table scene and the windows around them."""

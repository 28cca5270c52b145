"""``python -m llmbda``: the ``llmbda`` command line."""

from .cli import entry

entry()

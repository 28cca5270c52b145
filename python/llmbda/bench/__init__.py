"""Benchmarks of LLMbda agents (AgentDojo)."""

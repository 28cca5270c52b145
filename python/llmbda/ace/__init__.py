"""ACE: abstract planner, concrete planner with static IFC, isolated executor."""

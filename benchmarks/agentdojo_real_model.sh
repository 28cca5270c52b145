#!/usr/bin/env bash
# The real-model AgentDojo banking run (docs/REAL_MODEL_RUN.md): Randori, ACE and the undefended
# baseline with one locally served model, k = 1, every user task without attack and with the chosen
# injection task(s). One `llmbda bench agentdojo` per user task, all three agents in each, so that a
# run stopped at any point has given the three agents the same tasks; every invocation resumes the
# results in OUT (a finished user task costs nothing) and appends to its recording.
#
#   llmbda model serve qwen2.5-coder-1.5b        # prints the base URL
#   BASE=http://127.0.0.1:PORT/v1 benchmarks/agentdojo_real_model.sh
#
# Settings (environment): BASE (the server's base URL, required), MODEL (qwen2.5-coder-1.5b), OUT
# (agentdojo-real-model), INJ (space-separated injection tasks; injection_task_7), UTS (user task
# numbers; all 16), MAX_TOKENS (512). Progress goes to OUT.log, one report per user task to OUT.utN.md.
set -u
: "${BASE:?the server's base URL, e.g. BASE=http://127.0.0.1:PORT/v1 (llmbda model serve prints it)}"
MODEL=${MODEL:-qwen2.5-coder-1.5b}
OUT=${OUT:-agentdojo-real-model}
INJ=${INJ:-injection_task_7}
MAX_TOKENS=${MAX_TOKENS:-512}
injections=()
for it in $INJ; do injections+=(--injection-task "$it"); done
failed=0
for ut in ${UTS:-0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15}; do
  echo "== user_task_$ut $(date -u +%H:%M:%S)"
  if ! llmbda bench agentdojo --agent randori --agent ace --agent baseline --model "$MODEL" \
      --base-url "$BASE" --timeout 900 --max-tokens "$MAX_TOKENS" --k 1 --no-camel --parse-probe \
      --user-task "user_task_$ut" "${injections[@]}" --out "$OUT" > "$OUT.ut$ut.md" 2>> "$OUT.log"; then
    echo "user_task_$ut: the benchmark failed (see $OUT.log)"
    failed=1
  fi
done
echo "== done $(date -u +%H:%M:%S); results: $OUT/results.json, report: $OUT/report.md"
exit "$failed"

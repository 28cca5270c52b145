"""The undefended baseline's LLM for a model without native function calls: AgentDojo's own
prompting-based tool calling for a locally served model (``agentdojo.agent_pipeline.llms.local_llm``).

AgentDojo ships two prompting-based LLM elements. ``PromptingLLM`` (``prompting_llm.py``) is written
for Llama 3 70B on TogetherAI's API: it sends the system prompt with the ``developer`` role and
Python-call syntax in ``<function-call>`` tags. ``LocalLLM`` (``local_llm.py``) is the one meant for
"a locally hosted model" behind "an OpenAI-compatible API server" (vLLM in its docstring; llama.cpp's
llama-server serves the same API): the tools' JSON schemas go into the system prompt, the model calls
a tool by writing ``<function=name>{json arguments}</function>``, and tool results come back as
messages of role ``tool`` (AgentDojo's ``--tool-delimiter``, default ``tool``) carrying
``{"result": …}`` or ``{"error": …}``. That is the one used here (:class:`LocalPromptingLLM`).

:class:`LocalPromptingLLM` is ``LocalLLM`` with the same prompt, message rewriting and reply parser
(AgentDojo's functions, called as they are), and two changes that a benchmark needs:

* a failed request raises (``LocalLLM`` prints ``[debug] error`` and carries on with an empty reply,
  so a dead server would look like a model that answers nothing); the runner records the error, as it
  does for the native baseline;
* the request's ``seed`` is fixed (``LocalLLM`` draws a random one per request, so two runs never send
  the same request); the temperature stays AgentDojo's 0.0 and top-p 0.9.

AgentDojo's parser prints ``[debug] broken JSON`` when the arguments are not JSON; that text is kept
out of the command's output (the reply is then a text answer, as AgentDojo reads it).
"""

from __future__ import annotations

import contextlib
import io
import json
from typing import Any, Optional, Sequence

#: The seed of every request (``LocalLLM`` draws a random one).
SEED = 0


def local_prompting_llm(client: Any, model: str, *, tool_delimiter: str = "tool") -> Any:
    """AgentDojo's ``LocalLLM`` as :class:`LocalPromptingLLM` (see the module doc)."""
    from agentdojo.agent_pipeline.llms import local_llm

    class LocalPromptingLLM(local_llm.LocalLLM):  # type: ignore[misc]
        """``LocalLLM`` whose failed requests raise and whose seed is fixed (see the module doc)."""

        def query(self, query: str, runtime: Any, env: Any = None, messages: Sequence[Any] = (),
                  extra_args: Optional[dict[str, Any]] = None) -> tuple[Any, ...]:
            from agentdojo.functions_runtime import EmptyEnv
            from agentdojo.types import get_text_content_as_str

            env = EmptyEnv() if env is None else env
            rewritten = []
            for m in messages:  # LocalLLM.query's rewriting, as it is
                role, content = m["role"], m["content"]
                if role == "system" and content is not None:
                    content = local_llm._make_system_prompt(get_text_content_as_str(content),
                                                            runtime.functions.values())
                if role == "tool":
                    role = self.tool_delimiter
                    if "error" in m and m["error"] is not None:
                        content = json.dumps({"error": m["error"]})
                    else:
                        result = m["content"]
                        if result == "None":
                            result = "Success"
                        content = json.dumps({"result": result})
                rewritten.append({"role": role, "content": content})
            sent = [{"role": m["role"], "content": local_llm.reformat_message(m)} for m in rewritten]
            response = self.client.chat.completions.create(model=self.model, messages=sent,
                                                           temperature=self.temperature, top_p=self.top_p,
                                                           seed=SEED)
            completion = response.choices[0].message.content if response.choices else None
            if completion is None:
                raise local_llm.InvalidModelOutputError("No response from model")
            with contextlib.redirect_stdout(io.StringIO()):  # its "[debug] broken JSON" lines
                output = local_llm._parse_model_output(completion)
            return query, runtime, env, [*messages, output], extra_args or {}

    return LocalPromptingLLM(client, model, tool_delimiter=tool_delimiter)

// What a host call throws on an evaluation thread when the run was interrupted (Ctrl-C): shared by
// the evaluation threads (python/src/jobs.hpp) and the engines that run on them.
#pragma once

namespace llmbda {

struct Cancelled {};

}  // namespace llmbda

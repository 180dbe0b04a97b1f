// Perft beyond one process: `chimera perft --split` writes the subtrees at a ply as jobs, and
// `chimera perft --sum` adds up their results, refusing an incomplete set.
#pragma once

#include <istream>
#include <string>
#include <vector>

#include "runtime/perft/perft_hash.h"
#include "runtime/board/position.h"
#include "tools/cli/cli.h"

namespace chimera::cli {

// Plays space-separated moves in coordinates; false (error says which move and why) if one is
// not legal, or is written the same as another legal move. The moves played go to `played`.
bool play_moves(Position &pos, const std::string &moves, std::string &error,
                std::vector<Move> *played = nullptr);

// Prints the job file of a perft to `depth` split at ply `plies` (see kJobsFormat in the .cpp).
void write_jobs(Position &pos, const std::string &file, int depth, int plies);

// Counts the jobs of job-file lines read from `in`, from pos as their root, printing one result
// line each; 0, or 2 naming the first line that is not a job.
int run_jobs(Position &pos, std::istream &in, PerftHash *hash);

// chimera perft --sum JOBS [RESULTS]: the total, or exit status 1 naming every job whose result
// is missing, repeated or malformed.
int sum_jobs(const Args &args);

} // namespace chimera::cli

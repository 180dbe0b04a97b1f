#include "tools/cli/perft_jobs.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

#include "runtime/moves/movegen.h"
#include "runtime/notation/notation.h"
#include "runtime/perft/perft.h"
#include "runtime/perft/perft_split.h"

namespace chimera::cli {

namespace {

// The job file: comment lines starting with '#' (among them "# jobs N"), then one line per job,
// tab-separated: its number from 1, the move orders reaching it (its multiplier), the depth
// left, the moves from the root, and its FEN (for people: the moves define the job). A result
// line is a job line's first fields (at least its number) then "Nodes searched: N", which is
// what `parallel --colsep '\t' --tag` prints when it runs a job's `chimera perft`.
std::vector<std::string> split_tabs(const std::string &line) {
  std::vector<std::string> out(1);
  for (char c : line)
    if (c == '\t')
      out.emplace_back();
    else
      out.back() += c;
  return out;
}

bool whole(const std::string &text, uint64_t &out) {
  if (text.empty() || text.size() > 19 || text.find_first_not_of("0123456789") != std::string::npos)
    return false;
  out = std::stoull(text);
  return true;
}

struct Job {
  std::vector<std::string> fields; // as in the job file
  uint64_t paths = 0;
  bool done = false;
  uint64_t nodes = 0;
  int line = 0; // of its result
};

// Reads the job file; false with errors printed if it is not one.
bool read_jobs(const std::string &name, std::vector<Job> &jobs) {
  std::ifstream in(name);
  if (!in) return usage_error("perft", "cannot open '" + name + "'"), false;
  std::string line;
  uint64_t declared = 0;
  bool haveCount = false;
  for (int n = 1; std::getline(in, line); ++n) {
    auto bad = [&](const std::string &why) {
      std::fprintf(stderr, "chimera: error: %s:%d: %s\n", name.c_str(), n, why.c_str());
      return false;
    };
    if (line.rfind("# jobs ", 0) == 0) {
      if (!whole(line.substr(7), declared)) return bad("malformed job count");
      haveCount = true;
    }
    if (line.empty() || line[0] == '#') continue;
    Job job;
    job.fields = split_tabs(line);
    uint64_t id = 0;
    if (job.fields.size() < 4 || !whole(job.fields[0], id) || !whole(job.fields[1], job.paths))
      return bad("not a job line");
    if (id != jobs.size() + 1) return bad("job " + std::to_string(jobs.size() + 1) + " expected here");
    jobs.push_back(job);
  }
  if (!haveCount) return usage_error("perft", "'" + name + "' is not a job file: no '# jobs N' line"), false;
  if (declared != jobs.size())
    return usage_error("perft", "'" + name + "' is cut short: it declares " + std::to_string(declared) +
                                    " jobs and lists " + std::to_string(jobs.size())),
           false;
  return true;
}

} // namespace

bool play_moves(Position &pos, const std::string &moves, std::string &error, std::vector<Move> *played) {
  std::istringstream in(moves);
  std::string text;
  for (int n = 1; in >> text; ++n) {
    MoveList list;
    generate_legal(pos, list);
    Move found = Move::none();
    int matches = 0;
    for (Move m : list)
      if (move_written(pos.variant(), m, text)) found = m, ++matches;
    if (matches != 1) {
      error = "move " + std::to_string(n) + " '" + text + "' " +
              (matches ? "is written the same as another legal move" : "is not legal") + " in " + pos.fen();
      return false;
    }
    pos.do_move(found);
    if (played) played->push_back(found);
  }
  return true;
}

int run_jobs(Position &pos, std::istream &in, PerftHash *hash) {
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> f = split_tabs(line);
    uint64_t id = 0, paths = 0, depth = 0;
    std::string error;
    std::vector<Move> played;
    if (f.size() < 4 || !whole(f[0], id) || !whole(f[1], paths) || !whole(f[2], depth) || depth > 30)
      error = "not a job line";
    else if (!play_moves(pos, f[3], error, &played))
      error = "job " + f[0] + ": " + error;
    if (!error.empty()) return usage_error("perft", "line " + std::to_string(n) + ": " + error);
    const uint64_t nodes = perft(pos, int(depth), hash);
    for (auto m = played.rbegin(); m != played.rend(); ++m) pos.undo_move(*m);
    std::printf("%s\t%s\t%s\t%s\tNodes searched: %llu\n", f[0].c_str(), f[1].c_str(), f[2].c_str(),
                f[3].c_str(), (unsigned long long)nodes);
    std::fflush(stdout);
  }
  return 0;
}

void write_jobs(Position &pos, const std::string &file, int depth, int plies) {
  std::vector<PerftJob> jobs = split_perft(pos, plies);
  uint64_t paths = 0;
  for (const PerftJob &j : jobs) paths += j.paths;
  std::printf("# chimera perft jobs: %s to depth %d, split at ply %d from %s\n", file.c_str(), depth, plies,
              pos.fen().c_str());
  std::printf("# jobs %zu\n# paths %llu\n", jobs.size(), (unsigned long long)paths);
  std::printf("# columns: job, paths (its multiplier), depth, moves, fen\n");
  for (size_t i = 0; i < jobs.size(); ++i) {
    std::string line;
    for (Move m : jobs[i].moves) {
      line += line.empty() ? "" : " ";
      line += move_to_text(pos.variant(), m);
      pos.do_move(m);
    }
    std::printf("%zu\t%llu\t%d\t%s\t%s\n", i + 1, (unsigned long long)jobs[i].paths, depth - plies,
                line.c_str(), pos.fen().c_str());
    for (auto m = jobs[i].moves.rbegin(); m != jobs[i].moves.rend(); ++m) pos.undo_move(*m);
  }
  std::fprintf(stderr, "%zu jobs for %llu move orders at ply %d\n", jobs.size(), (unsigned long long)paths,
               plies);
}

int sum_jobs(const Args &args) {
  if (args.empty() || args.size() > 2)
    return usage_error("perft", "--sum needs a job file and a results file");
  std::vector<Job> jobs;
  if (!read_jobs(args[0], jobs)) return 2;
  const std::string resultsName = args.size() > 1 ? args[1] : "-";
  std::ifstream file;
  if (resultsName != "-") {
    file.open(resultsName);
    if (!file) return usage_error("perft", "cannot open '" + resultsName + "'");
  }
  std::istream &in = resultsName == "-" ? std::cin : file;
  std::vector<std::string> errors;
  std::string line;
  const std::string tag = "Nodes searched: ";
  for (int n = 1; std::getline(in, line); ++n) {
    if (line.empty()) continue;
    const std::string where = resultsName + ":" + std::to_string(n) + ": ";
    std::vector<std::string> f = split_tabs(line);
    uint64_t id = 0, nodes = 0;
    if (f.size() < 2 || !whole(f[0], id) || f.back().rfind(tag, 0) != 0 ||
        !whole(f.back().substr(tag.size()), nodes)) {
      errors.push_back(where + "not a job result: '" + line + "'");
      continue;
    }
    if (id < 1 || id > jobs.size()) {
      errors.push_back(where + "there is no job " + f[0] + " in " + args[0]);
      continue;
    }
    Job &job = jobs[id - 1];
    bool same = f.size() - 1 <= job.fields.size();
    for (size_t i = 1; same && i + 1 < f.size(); ++i) same = f[i] == job.fields[i];
    if (!same) {
      errors.push_back(where + "the result does not match job " + f[0] + " of " + args[0]);
      continue;
    }
    if (job.done && job.nodes != nodes)
      errors.push_back(where + "job " + f[0] + " has another result on line " + std::to_string(job.line));
    job.done = true, job.nodes = nodes, job.line = n;
  }
  unsigned __int128 total = 0;
  size_t missing = 0;
  for (size_t i = 0; i < jobs.size(); ++i) {
    if (jobs[i].done)
      total += (unsigned __int128)jobs[i].paths * jobs[i].nodes;
    else if (++missing)
      errors.push_back("job " + std::to_string(i + 1) + " (moves " + jobs[i].fields[3] + ") has no result");
  }
  if (total >> 64) errors.push_back("the total does not fit in 64 bits");
  if (!errors.empty()) {
    const size_t shown = std::min<size_t>(errors.size(), 20);
    for (size_t i = 0; i < shown; ++i) std::fprintf(stderr, "chimera: error: %s\n", errors[i].c_str());
    if (shown < errors.size())
      std::fprintf(stderr, "chimera: error: ... and %zu more\n", errors.size() - shown);
    std::fprintf(stderr, "chimera: error: no total: %zu of %zu jobs have no result\n", missing, jobs.size());
    return 1;
  }
  std::printf("Nodes searched: %llu\n", (unsigned long long)(uint64_t)total);
  return 0;
}

} // namespace chimera::cli

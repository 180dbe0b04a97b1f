// Iterative-deepening PVS alpha-beta over any compiled variant, Lazy SMP over a shared
// transposition table. The protocols drive it through Engine.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "runtime/board/position.h"
#include "runtime/eval/eval.h"
#include "runtime/search/tt.h"

namespace chimera {

constexpr int MateScore = 32000;
constexpr int MaxPly = 128;
constexpr int MateBound = MateScore - MaxPly; // scores beyond this are mates

struct Limits {
  int depth = 0;      // 0: no limit
  uint64_t nodes = 0; // 0: no limit
  int64_t movetime = 0;
  int64_t time[2] = {-1, -1}, inc[2] = {0, 0}; // remaining clock and increment, ms; -1: no clock
  int movestogo = 0;
  bool infinite = false; // do not stop before `stop`, even when the depth is reached
  bool ponder = false;   // searching on the opponent's time: no clock until Engine::ponderhit()
};

struct SearchInfo {
  int depth = 0, seldepth = 0, score = 0;
  uint64_t nodes = 0;
  int64_t ms = 0;
  int hashfull = 0;
  std::vector<Move> pv;
  bool mate() const { return score > MateBound || score < -MateBound; }
  // Moves to mate, negative when the side to move is mated (UCI "score mate"). A game lost by
  // the loser's own move (the move rule decided by points) is lost in that move: -1, as
  // Fairy-Stockfish counts it, not 0.
  int mate_in() const { return score > 0 ? (MateScore - score + 1) / 2 : -(MateScore + score + 1) / 2; }
};

// The time for a move, in ms: an iteration is begun only within `optimum` (scaled by the best
// move's stability), and the search is cut off at `maximum`; both 0 without a clock. The clock
// is spread over a horizon of 25 moves (or `movestogo`) with the increments they bring, so a
// move takes about 1.5 times the optimum. docs/evaluation.md gives the formula.
struct TimeBudget {
  int64_t optimum = 0, maximum = 0;
};
TimeBudget time_budget(const Limits &limits, Color us);

class Worker;

class Engine {
public:
  Engine();
  ~Engine();
  void set_hash(size_t megabytes) { tt_.resize(megabytes); }
  void set_threads(int n) { threads_ = n < 1 ? 1 : n; }
  // The evaluation's parameters for the variants searched next (null: the defaults).
  void set_params(std::shared_ptr<const EvalParams> params) { params_ = std::move(params); }
  void clear(); // a new game: empties the table and the histories
  // Searches pos (reached through positions with keys `history`, oldest first) and returns
  // the best move (Move::none() if there is no legal move). Blocks until done; stop() may be
  // called from another thread. onInfo is called by the main thread after each iteration.
  Move search(const Position &pos, const std::vector<uint64_t> &history, const Limits &limits,
              const std::function<void(const SearchInfo &)> &onInfo = {});
  void stop() { stop_ = true; }
  // The opponent played the move pondered on: the clock starts now.
  void ponderhit();
  // Forgets a stop request; a caller starting search() on another thread calls it first.
  void clear_stop() { stop_ = false; }
  uint64_t nodes() const;
  const SearchInfo &last() const { return last_; }

private:
  friend class Worker;
  TranspositionTable tt_;
  int threads_ = 1;
  std::atomic<bool> stop_{false};
  std::atomic<bool> pondering_{false};
  std::atomic<int64_t> ponderhitMs_{0}; // when the ponderhit came, from the search's start
  std::chrono::steady_clock::time_point begin_;
  std::vector<std::unique_ptr<Worker>> workers_;
  std::unique_ptr<Evaluator> eval_;
  const Variant *evalFor_ = nullptr;
  std::shared_ptr<const EvalParams> params_;
  const EvalParams *evalParams_ = nullptr; // the parameters eval_ was built with
  SearchInfo last_;
};

} // namespace chimera

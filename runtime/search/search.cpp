#include "runtime/search/search.h"

#include <algorithm>
#include <cmath>
#include <thread>

#include "runtime/bitboard/attacks.h"
#include "runtime/board/large_pages.h"
#include "runtime/moves/capture.h"
#include "runtime/rules/chase.h"
#include "runtime/rules/counting.h"
#include "runtime/rules/draw_points.h"
#include "runtime/rules/goals.h"
#include "runtime/rules/mate.h"
#include "runtime/rules/repetition.h"
#include "runtime/rules/shuttle.h"
#include "runtime/search/movepick.h"
#include "runtime/search/see.h"

namespace chimera {

namespace {

using Clock = std::chrono::steady_clock;
constexpr int Infinite = MateScore + 1;

int to_tt(int s, int ply) { return s > MateBound ? s + ply : s < -MateBound ? s - ply : s; }
int from_tt(int s, int ply) { return s > MateBound ? s - ply : s < -MateBound ? s + ply : s; }

int outcome_score(Outcome o, int ply) {
  return o == Outcome::Draw ? 0 : o == Outcome::Win ? MateScore - ply : -MateScore + ply;
}

// The LMR reduction for a quiet move: grows with depth and with the move's rank.
int reduction(int depth, int moveCount) {
  // A table of the usual depths and move counts: two logarithms per reduced move cost more.
  struct Table {
    int8_t r[64][256];
    Table() {
      for (int d = 1; d < 64; ++d)
        for (int n = 1; n < 256; ++n) r[d][n] = int8_t(0.5 + std::log(double(d)) * std::log(double(n)) / 2.2);
    }
  };
  static const Table table;
  if (depth < 64 && moveCount < 256) return table.r[depth][moveCount];
  return int(0.5 + std::log(double(depth)) * std::log(double(moveCount)) / 2.2);
}

// Plies of quiescence after which only recaptures are tried.
constexpr int QuietRecaptures = 3;

// Quiet moves tried at most at depths 1..4 of a non-PV node before the rest are pruned.
constexpr int LateMoves[5] = {0, 5, 8, 13, 20};

} // namespace

// One search thread: its own position, path, killers, history and move lists.
class Worker {
public:
  Worker(Engine &engine, int id)
      : engine_(engine), id_(id), moves_(MaxPly + 1), hist_(make_large<Histories>()) {
    clear_history();
  }

  void start(const Position &root, const std::vector<uint64_t> &history, const Limits &limits,
             Clock::time_point begin, TimeBudget budget) {
    pos_ = std::make_unique<Position>(root);
    hist_->shape(root.variant().squares(), root.variant().ntypes());
    keys_ = history;
    keys_.push_back(root.key());
    // Perpetual check needs to know who was in check; the game's history is taken as none.
    if (root.variant().rules.perpetualCheck)
      checks_.assign(history.size(), 0), checks_.push_back(root.in_check());
    rootKeys_ = int(keys_.size());
    limits_ = limits;
    begin_ = begin;
    budget_ = budget;
    nodes_ = 0;
    best_ = Move::none();
    // The evaluator may have changed (another variant, other parameters).
    std::fill(evalCache_.begin(), evalCache_.end(), EvalEntry{});
  }

  void iterate(const std::function<void(const SearchInfo &)> &onInfo);
  Move best() const { return best_; }
  uint64_t nodes() const { return nodes_.load(std::memory_order_relaxed); }
  void clear_history() {
    hist_->clear();
    for (auto &k : killers_) k[0] = k[1] = Move::none();
  }

private:
  int search(int alpha, int beta, int depth, int ply, bool nullOk);
  // qply: plies into quiescence; after a few, only recaptures on lastTo are tried, so that a
  // variant whose every move captures (Clobber) still has a bounded quiescence.
  int qsearch(int alpha, int beta, int ply, int qply = 0, Square lastTo = NoSquare);
  bool game_over(int ply, int &score) const;
  bool time_up();
  void make(Move m) {
    pos_->do_move(m);
    engine_.tt_.prefetch(pos_->key());
    __builtin_prefetch(&evalCache_[pos_->key() & (EvalCacheSize - 1)]); // half a megabyte: mostly not cached
    keys_.push_back(pos_->key());
    if (pos_->variant().rules.perpetualCheck) checks_.push_back(pos_->in_check());
  }
  void unmake(Move m) {
    keys_.pop_back();
    if (!checks_.empty()) checks_.pop_back();
    pos_->undo_move(m);
  }
  // The static evaluation through a small cache of whole evaluations: the table keeps only
  // some, and quiescence meets the same positions by other move orders.
  int evaluate(int alpha = -MaxEval, int beta = MaxEval) {
    const uint64_t key = pos_->key();
    EvalEntry &e = evalCache_[key & (EvalCacheSize - 1)];
    if (e.key == uint32_t(key >> 32) && e.used) return e.score;
    bool full = false;
    const int score = ev_->evaluate(*pos_, alpha, beta, &full);
    if (full) e = {uint32_t(key >> 32), int16_t(score), true};
    return score;
  }
  bool stopped() const { return engine_.stop_.load(std::memory_order_relaxed); }
  int elapsed() const {
    return int(std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - begin_).count());
  }
  // The time on our clock: none while pondering, then from the ponderhit.
  int64_t clock_ms() const { return elapsed() - engine_.ponderhitMs_; }

  Engine &engine_;
  int id_;
  std::unique_ptr<Position> pos_;
  const Evaluator *ev_ = nullptr;
  std::vector<uint64_t> keys_;
  std::vector<uint8_t> checks_; // with `perpetual check`: per entry of keys_, the side to move in check
  int rootKeys_ = 0;
  Limits limits_;
  Clock::time_point begin_;
  TimeBudget budget_;
  std::atomic<uint64_t> nodes_{0};
  int seldepth_ = 0, rootDepth_ = 0;
  Move best_;
  std::vector<ScoredMoves> moves_;
  Large<Histories> hist_; // megabytes read at random: large pages
  struct EvalEntry {
    uint32_t key = 0;
    int16_t score = 0;
    bool used = false;
  };
  static constexpr size_t EvalCacheSize = size_t(1) << 16;
  std::vector<EvalEntry> evalCache_ = std::vector<EvalEntry>(EvalCacheSize);
  Move killers_[MaxPly + 1][2];
  uint32_t played_[MaxPly + 2]; // per ply: the context (piece, target) of the move made there
  Move pv_[MaxPly + 1][MaxPly + 1];
  Move excluded_[MaxPly + 1] = {};
  int pvLen_[MaxPly + 1] = {};

  friend class Engine;
};

// Is the game over here by a rule other than having no move: a rule-ended game (two passes),
// the n-move rule or a repetition? The repetition result is for the side to move.
bool Worker::game_over(int ply, int &score) const {
  const Position &pos = *pos_;
  const GameRules &rules = pos.variant().rules;
  // Goals first: a game ended by passing may be decided by one (`both passed and more ...`).
  if (Outcome o; !pos.variant().goals.empty() && goal_reached(*pos_, o))
    return score = outcome_score(o, ply), true;
  // Passing and the move rule draw, unless the variant decides draws by points.
  if (pos.st().ended || (rules.moveRule && pos.rule50() >= 2 * rules.moveRule))
    return score = outcome_score(decide_draw(pos, Outcome::Draw), ply), true;
  if (pos.variant().counting.on && count_expired(pos) && !pos.in_check()) return score = 0, true;
  if (rules.shuttling && shuttled(pos)) // the mover's result
    return score = -outcome_score(rules.shuttle, ply), true;
  if (rules.repetitions) {
    const int last = int(keys_.size()) - 1, back = std::min(pos.rule50(), last);
    for (int i = 4; i <= back; i += 2)
      if (keys_[last - i] == keys_[last]) {
        const Color us = pos.side_to_move();
        const uint8_t *checks = checks_.empty() ? nullptr : checks_.data() + last - i;
        // Chases count from the move that led to the first occurrence, where there is one.
        const int chasers = pos.variant().chase.on
                                ? perpetual_chasers(pos, std::min(i + 1, std::max(pos.moves_played(), i)))
                                : 0;
        const Outcome o = decide_draw(pos, repetition_outcome(pos.variant(), us, checks, i, chasers));
        return score = outcome_score(o, ply), true;
      }
  }
  return false;
}

bool Worker::time_up() {
  if (stopped()) return true;
  if (id_ != 0 || (nodes_ & 1023)) return false;
  if (limits_.nodes && engine_.nodes() >= limits_.nodes) return engine_.stop_ = true;
  if (budget_.maximum && !limits_.infinite && !engine_.pondering_ && clock_ms() >= budget_.maximum)
    return engine_.stop_ = true;
  return false;
}

int Worker::qsearch(int alpha, int beta, int ply, int qply, Square lastTo) {
  Position &pos = *pos_;
  ++nodes_;
  seldepth_ = std::max(seldepth_, ply);
  int over;
  if (game_over(ply, over)) return over;
  const bool inCheck = pos.in_check();
  if (ply >= MaxPly) return inCheck ? 0 : evaluate();
  TTHit hit;
  const bool found = engine_.tt_.probe(pos.key(), hit);
  const Move hashMove = found ? hit.move : Move::none();
  if (found && beta - alpha == 1) {
    const int s = from_tt(hit.score, ply);
    if ((hit.bound == BoundExact) || (hit.bound == BoundLower && s >= beta) ||
        (hit.bound == BoundUpper && s <= alpha))
      return s;
  }
  // Results are stored while quiescence still tries every capture (later it only tries
  // recaptures on one square, a result that depends on the path).
  const bool store = qply < QuietRecaptures;
  int best = -Infinite, standPat = 0, rawEval = 0;
  if (!inCheck) {
    rawEval = found ? hit.eval : evaluate(alpha, beta);
    best = standPat = hist_->correction.corrected(
        pos.side_to_move(), structure_key(pos, ev_->structure_types()), material_key(pos), rawEval);
    if (best >= beta) {
      if (store && !found)
        engine_.tt_.store(pos.key(), Move::none(), to_tt(best, ply), rawEval, 0, BoundLower);
      return best;
    }
    alpha = std::max(alpha, best);
  }
  const int alphaIn = alpha;
  Move bestMove = Move::none();
  const Move noKillers[2] = {Move::none(), Move::none()};
  const uint32_t noContext[2] = {NoContext, NoContext};
  ScoredMoves &sm = moves_[ply];
  sm.generate(pos, *ev_, hashMove, noKillers, Move::none(), noContext, *hist_, !inCheck);
  const CheckInfo ci = sm.legalOnly ? CheckInfo{} : check_info(pos);
  int legalMoves = 0;
  std::vector<Move> walled; // the captures tried with a wall, without it
  for (Move m = sm.pick(pos, *ev_); !m.is_none(); m = sm.pick(pos, *ev_)) {
    if (!sm.legalOnly && !legal(pos, m, ci)) continue;
    ++legalMoves;
    if (!inCheck && qply >= QuietRecaptures && m.to() != lastTo) continue;
    // Delta pruning: a capture that cannot lift the score near alpha is not tried, nor one
    // that loses its exchange (ordered last, runtime/search/movepick.cpp).
    if (!inCheck && m.kind() != MoveKind::Promotion) {
      const Piece victim = captured_piece(pos, m);
      if (victim && standPat + ev_->value(type_of(victim)) + 200 <= alpha) continue;
      if (sm.losing()) continue;
    }
    // A capture that places a wall (Duck chess) is tried with one wall only: quiescence judges
    // the exchange, and some thirty walls to each capture at every ply make it explode.
    if (m.wall() != NoSquare && !inCheck) {
      if (std::find(walled.begin(), walled.end(), m.without_wall()) != walled.end()) continue;
      walled.push_back(m.without_wall());
    }
    make(m);
    const int score = -qsearch(-beta, -alpha, ply + 1, qply + 1, m.to());
    unmake(m);
    if (stopped()) return 0;
    if (score > best) {
      best = score;
      if (score > alpha) {
        alpha = score;
        bestMove = m;
        if (score >= beta) break;
      }
    }
  }
  if (inCheck && !legalMoves) return outcome_score(checkmate_outcome(pos), ply);
  if (store)
    engine_.tt_.store(pos.key(), bestMove, to_tt(best, ply), rawEval, 0,
                      best >= beta     ? BoundLower
                      : best > alphaIn ? BoundExact
                                       : BoundUpper);
  return best;
}

int Worker::search(int alpha, int beta, int depth, int ply, bool nullOk) {
  Position &pos = *pos_;
  const bool pvNode = beta - alpha > 1;
  pvLen_[ply] = ply;
  if (ply > 0) {
    int over;
    if (game_over(ply, over)) return over;
    // A mate already found closer to the root makes this subtree irrelevant.
    alpha = std::max(alpha, -MateScore + ply);
    beta = std::min(beta, MateScore - ply - 1);
    if (alpha >= beta) return alpha;
  }
  if (depth <= 0) return qsearch(alpha, beta, ply);
  if (ply >= MaxPly) return evaluate();
  ++nodes_;
  seldepth_ = std::max(seldepth_, ply);
  if (time_up()) return 0;

  const bool inCheck = pos.in_check();
  const Move excluded = excluded_[ply]; // a singular-extension search: every move but this one
  TTHit hit;
  const bool found = engine_.tt_.probe(pos.key(), hit);
  const Move hashMove = found ? hit.move : Move::none();
  if (found && !pvNode && ply > 0 && hit.depth >= depth && excluded.is_none()) {
    const int s = from_tt(hit.score, ply);
    if ((hit.bound == BoundExact) || (hit.bound == BoundLower && s >= beta) ||
        (hit.bound == BoundUpper && s <= alpha))
      return s;
  }
  const int rawEval = inCheck ? -Infinite : found ? hit.eval : evaluate();
  // The evaluation corrected by what searches found in positions of the same structure.
  const uint64_t structure = inCheck ? 0 : structure_key(pos, ev_->structure_types());
  const uint64_t material = inCheck ? 0 : material_key(pos);
  const int corrected =
      inCheck ? -Infinite : hist_->correction.corrected(pos.side_to_move(), structure, material, rawEval);
  // The table's score, where its bound says the position is worth at least (or at most) that
  // much more (less) than the static evaluation, is the better guess for the pruning below.
  int staticEval = corrected;
  if (found && !inCheck && excluded.is_none() && std::abs(hit.score) < MateBound) {
    const int s = from_tt(hit.score, ply);
    if (hit.bound & (s > corrected ? BoundLower : BoundUpper)) staticEval = s;
  }

  if (!pvNode && !inCheck && ply > 0 && excluded.is_none()) {
    // Reverse futility: far above beta near the leaves.
    if (depth <= 3 && staticEval - 120 * depth >= beta && std::abs(beta) < MateBound) return staticEval;
    // Razoring: far below alpha near the leaves, only a capture can save the node; when
    // quiescence confirms that none does, its score is the node's.
    if (depth <= 2 && staticEval + 250 * depth <= alpha && std::abs(alpha) < MateBound) {
      const int v = qsearch(alpha, alpha + 1, ply);
      if (stopped()) return 0;
      if (v <= alpha) return v;
    }
    // Null move, unless the side to move has only royal and promotable pieces (zugzwang).
    uint64_t officers = 0;
    for (int t = 0; t < pos.variant().ntypes(); ++t)
      if (pos.count(pos.side_to_move(), t)) officers |= uint64_t(1) << t;
    if (nullOk && depth >= 3 && staticEval >= beta && (officers & ev_->officers()) && !pos.st().passes &&
        std::abs(beta) < MateBound) {
      const SquareSet empty = pos.variant().board.without(pos.pieces(White) | pos.pieces(Black));
      const Move null(empty.first(), empty.first(), MoveKind::Pass);
      if (empty.first() != NoSquare) {
        played_[ply] = NoContext;
        make(null);
        const int r = 3 + depth / 4 + std::min(3, (staticEval - beta) / 200);
        const int score = pos.st().ended ? beta - 1 : -search(-beta, -beta + 1, depth - r, ply + 1, false);
        unmake(null);
        if (stopped()) return 0;
        if (score >= beta) return score > MateBound ? beta : score;
      }
    }
  }

  // Without a hash move the ordering is poor here: search it shallower (the next iteration
  // or a re-search fills the table).
  if (hashMove.is_none() && depth >= 4 && !inCheck) --depth;

  // Singular extension: when the hash move is better than every other move by a margin (a
  // shallower search without it fails low), it is searched one ply deeper. When even the
  // others reach beta, the node is cut (multi-cut).
  int singular = 0;
  if (ply > 0 && depth >= 8 && excluded.is_none() && !hashMove.is_none() && hit.depth >= depth - 3 &&
      (hit.bound & BoundLower) && std::abs(hit.score) < MateBound) {
    const int sBeta = from_tt(hit.score, ply) - 2 * depth;
    excluded_[ply] = hashMove;
    const int v = search(sBeta - 1, sBeta, (depth - 1) / 2, ply, false);
    excluded_[ply] = Move::none();
    if (stopped()) return 0;
    if (v < sBeta)
      singular = 1;
    else if (sBeta >= beta)
      return sBeta;
  }

  const uint32_t ctx[2] = {ply >= 1 ? played_[ply - 1] : NoContext, ply >= 2 ? played_[ply - 2] : NoContext};
  const Move counter = ctx[0] == NoContext ? Move::none() : hist_->counter[ctx[0] >> 8][ctx[0] & 255];
  const Histories::Slots slots = hist_->slots(ctx);
  ScoredMoves &sm = moves_[ply];
  sm.generate(pos, *ev_, hashMove, killers_[ply], counter, ctx, *hist_, false);
  const CheckInfo ci = sm.legalOnly ? CheckInfo{} : check_info(pos);
  const Color us = pos.side_to_move();
  int best = -Infinite, moveCount = 0;
  Move bestMove = Move::none();
  Move quiets[64], captures[32];
  int nquiets = 0, ncaptures = 0;
  bool dropped = false; // the quiet moves that give no check are gone from the list
  for (Move m = sm.pick(pos, *ev_); !m.is_none(); m = sm.pick(pos, *ev_)) {
    if (m == excluded || (!sm.legalOnly && !legal(pos, m, ci))) continue;
    ++moveCount;
    const bool quiet = !is_tactical(pos, m);
    // Shallow non-PV nodes: late quiet moves, and quiet moves that cannot reach alpha
    // (futility), are not searched unless they give check.
    const bool prunable = !pvNode && !inCheck && quiet && depth <= 4 && moveCount > 1 && best > -MateBound;
    const bool late = prunable && moveCount > LateMoves[depth];
    const bool futile = prunable && staticEval + 80 + 90 * depth <= alpha;
    // A pruned move is made only where the tables cannot tell whether it checks. Every quiet
    // move after it is pruned too (moveCount and alpha only grow): those that give no check
    // go at once, and the quiet moves left after that check or cannot be told.
    if ((late || futile) && !dropped) {
      dropped = true;
      if (!sm.drop_quiets(pos)) continue;
    }
    const Piece mover = pos.mover(m);
    played_[ply] = context(mover, m.to());
    make(m);
    const bool givesCheck = pos.in_check();
    if ((late || futile) && !givesCheck) {
      unmake(m);
      continue;
    }
    const int newDepth =
        depth - 1 + std::max(int(givesCheck && ply < 2 * rootDepth_), m == hashMove ? singular : 0);
    int score;
    if (moveCount == 1)
      score = -search(-beta, -alpha, newDepth, ply + 1, true);
    else {
      int r = 0;
      if (depth >= 3 && moveCount > (pvNode ? 4 : 2) && quiet && !inCheck && !givesCheck) {
        r = reduction(depth, moveCount) - pvNode + !pvNode;
        if (m == killers_[ply][0] || m == killers_[ply][1]) --r;
        r -= hist_->quiet(us, mover, m, slots) / 8000;
        r = std::clamp(r, 0, newDepth - 1);
      }
      score = -search(-alpha - 1, -alpha, newDepth - r, ply + 1, true);
      if (score > alpha && r) score = -search(-alpha - 1, -alpha, newDepth, ply + 1, true);
      if (score > alpha && score < beta) score = -search(-beta, -alpha, newDepth, ply + 1, true);
    }
    unmake(m);
    if (stopped()) return 0;
    if (score > best) {
      best = score;
      if (score > alpha) {
        bestMove = m;
        alpha = score;
        pv_[ply][ply] = m;
        for (int i = ply + 1; i < pvLen_[ply + 1]; ++i) pv_[ply][i] = pv_[ply + 1][i];
        pvLen_[ply] = std::max(pvLen_[ply + 1], ply + 1);
        if (score >= beta) {
          const int bonus = std::min(40 * depth * depth + 200 * depth - 200, 6000);
          if (quiet) {
            if (killers_[ply][0] != m) killers_[ply][1] = killers_[ply][0], killers_[ply][0] = m;
            if (ctx[0] != NoContext) hist_->counter[ctx[0] >> 8][ctx[0] & 255] = m;
            hist_->update_quiet(us, mover, m, slots, bonus);
            for (int i = 0; i < nquiets; ++i)
              hist_->update_quiet(us, pos.mover(quiets[i]), quiets[i], slots, -bonus);
          } else if (const Piece victim = captured_piece(pos, m))
            hist_->update_capture(mover, m.to(), type_of(victim), bonus);
          for (int i = 0; i < ncaptures; ++i)
            if (const Piece victim = captured_piece(pos, captures[i]))
              hist_->update_capture(pos.mover(captures[i]), captures[i].to(), type_of(victim), -bonus);
          break;
        }
      }
    }
    if (quiet && nquiets < 64) quiets[nquiets++] = m;
    if (!quiet && ncaptures < 32) captures[ncaptures++] = m;
  }
  if (!moveCount) {
    if (!excluded.is_none()) return alpha; // only the excluded move: it is singular
    return outcome_score(inCheck ? checkmate_outcome(pos) : decide_draw(pos, pos.variant().rules.stalemate),
                         ply);
  }
  const Bound bound = best >= beta ? BoundLower : bestMove.is_none() ? BoundUpper : BoundExact;
  // A quiet result the evaluation missed (not a capture's gain, and not a bound on the wrong
  // side of the evaluation) teaches the correction.
  if (!inCheck && excluded.is_none() && std::abs(best) < MateBound &&
      (bestMove.is_none() || !is_tactical(pos, bestMove)) && !(bound == BoundLower && best <= corrected) &&
      !(bound == BoundUpper && best >= corrected))
    hist_->correction.update(pos.side_to_move(), structure, material, corrected, best, depth);
  if (excluded.is_none())
    engine_.tt_.store(pos.key(), bestMove, to_tt(best, ply), rawEval == -Infinite ? 0 : rawEval, depth,
                      bound);
  return best;
}

void Worker::iterate(const std::function<void(const SearchInfo &)> &onInfo) {
  ev_ = engine_.eval_.get();
  const int maxDepth = limits_.depth ? std::min(limits_.depth, MaxPly - 1) : MaxPly - 1;
  int score = 0;
  double instability = 0; // recent changes of the best move, decaying by half per iteration
  for (int depth = 1 + (id_ & 1); depth <= maxDepth; ++depth) {
    rootDepth_ = depth;
    seldepth_ = 0;
    int delta = 40, alpha = -Infinite, beta = Infinite;
    if (depth >= 5) alpha = std::max(score - delta, -Infinite), beta = std::min(score + delta, Infinite);
    int s;
    for (;;) {
      s = search(alpha, beta, depth, 0, false);
      if (stopped()) break;
      if (s <= alpha)
        alpha = std::max(s - delta, -Infinite);
      else if (s >= beta)
        beta = std::min(s + delta, Infinite);
      else
        break;
      delta *= 2;
    }
    if (engine_.stop_.load(std::memory_order_relaxed) && depth > 1) break;
    const Move previous = best_;
    if (pvLen_[0] > 0) best_ = pv_[0][0];
    instability = instability / 2 + (depth > 1 && best_ != previous);
    const bool falling = depth >= 4 && s < score - 25;
    score = s;
    if (id_ != 0) continue;
    SearchInfo info;
    info.depth = depth;
    info.seldepth = seldepth_;
    info.score = s;
    info.nodes = engine_.nodes();
    info.ms = elapsed();
    info.hashfull = engine_.tt_.hashfull();
    info.pv.assign(pv_[0], pv_[0] + pvLen_[0]);
    engine_.last_ = info;
    if (onInfo) onInfo(info);
    if (engine_.stop_) break;
    // Begin no iteration once the optimum is spent, or a mate is proven. An unstable best move
    // or a falling score earns more time.
    const double factor =
        limits_.movetime || depth < 6 ? 1 : std::min(2.5, (1.0 + 0.8 * instability) * (falling ? 1.4 : 1.0));
    const bool timed = !limits_.infinite && !engine_.pondering_;
    if (timed && budget_.optimum && clock_ms() > budget_.optimum * factor) break;
    if (timed && std::abs(s) > MateBound && depth >= 2 * ((MateScore - std::abs(s) + 1) / 2) + 2) break;
  }
}

TimeBudget time_budget(const Limits &limits, Color us) {
  if (limits.movetime) return {limits.movetime, limits.movetime};
  if (limits.time[us] < 0) return {0, 0};
  constexpr int64_t Reserve = 50; // per move, for the protocol's latency
  const int64_t time = limits.time[us], inc = limits.inc[us];
  const int horizon = limits.movestogo ? std::min(limits.movestogo, 25) : 25;
  const int64_t left = std::max<int64_t>(time + inc * (horizon - 1) - Reserve * (horizon + 1), 1);
  const int64_t cap = std::max<int64_t>((time - Reserve) * 3 / 4, 1);
  const int64_t optimum = std::clamp<int64_t>(left / horizon, 1, std::max<int64_t>(cap / 4, 1));
  return {optimum, std::clamp<int64_t>(optimum * 5, 1, cap)};
}

Engine::Engine() = default;
Engine::~Engine() = default;

void Engine::clear() {
  tt_.clear();
  evalFor_ = nullptr; // the variant may be reloaded at the same address
  for (auto &w : workers_) w->clear_history();
}

void Engine::ponderhit() {
  ponderhitMs_ = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - begin_).count();
  pondering_ = false;
}

uint64_t Engine::nodes() const {
  uint64_t n = 0;
  for (const auto &w : workers_) n += w->nodes();
  return n;
}

Move Engine::search(const Position &pos, const std::vector<uint64_t> &history, const Limits &limits,
                    const std::function<void(const SearchInfo &)> &onInfo) {
  const auto begin = Clock::now();
  begin_ = begin;
  ponderhitMs_ = 0;
  pondering_ = limits.ponder;
  // A stop requested before this search began (a GUI's `go infinite` + `stop` racing the
  // thread's start) ends it at once; the request is cleared only when the search returns.
  struct ClearStop {
    std::atomic<bool> &stop;
    ~ClearStop() { stop = false; }
  } clearStop{stop_};
  last_ = SearchInfo();
  if (evalFor_ != &pos.variant() || evalParams_ != params_.get()) {
    eval_ = std::make_unique<Evaluator>(pos.variant(), params_.get());
    evalFor_ = &pos.variant();
    evalParams_ = params_.get();
  }
  while (int(workers_.size()) < threads_)
    workers_.push_back(std::make_unique<Worker>(*this, int(workers_.size())));
  workers_.resize(threads_);
  tt_.new_search();

  const TimeBudget budget = time_budget(limits, pos.side_to_move());
  for (auto &w : workers_) w->start(pos, history, limits, begin, budget);
  Position probe(pos);
  MoveList legalMoves;
  generate_legal(probe, legalMoves);
  if (!legalMoves.size() || pos.st().ended) return Move::none();

  std::vector<std::thread> helpers;
  for (size_t i = 1; i < workers_.size(); ++i) helpers.emplace_back([this, i] { workers_[i]->iterate({}); });
  workers_[0]->iterate(onInfo);
  while ((limits.infinite || pondering_) && !stop_) std::this_thread::sleep_for(std::chrono::milliseconds(2));
  stop_ = true;
  for (auto &t : helpers) t.join();
  Move best = workers_[0]->best();
  if (best.is_none()) best = legalMoves[0];
  return best;
}

} // namespace chimera

#include "tools/game/game.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "runtime/board/shuffle.h"
#include "runtime/eval/eval.h"
#include "runtime/moves/movegen.h"
#include "runtime/notation/notation.h"
#include "runtime/rules/chase.h"
#include "runtime/rules/counting.h"
#include "runtime/rules/draw_points.h"
#include "runtime/rules/goals.h"
#include "runtime/rules/mate.h"
#include "runtime/rules/repetition.h"
#include "runtime/rules/shuttle.h"

namespace chimera {

namespace fs = std::filesystem;

std::string find_definitions(const std::string &argv0) {
  if (const char *env = std::getenv("CHIMERA_DEFINITIONS")) return env;
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec) exe = fs::absolute(argv0, ec);
  for (const fs::path &p :
       {exe.parent_path() / "definitions", exe.parent_path().parent_path() / "definitions",
        exe.parent_path().parent_path() / "share" / "chimera" / "definitions"})
    if (fs::exists(p / "chess.variant", ec)) return p.string();
  return definitions_dir();
}

std::vector<std::string> definition_names(const std::string &dir) {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto &entry : fs::directory_iterator(dir, ec))
    if (entry.path().extension() == ".variant") names.push_back(entry.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

std::shared_ptr<const Variant> compile_variant(const std::string &path, const Options &opts,
                                               std::string &why) {
  Diagnostics diags;
  std::shared_ptr<const Variant> v = compile_file(path, diags, opts);
  if (!v) {
    why = diags.format();
    while (!why.empty() && why.back() == '\n') why.pop_back();
  }
  return v;
}

bool Game::load(const std::string &path, const Options &opts, std::string &why,
                const VariantCompiler &compile) {
  std::shared_ptr<const Variant> v = compile(path, opts, why);
  if (!v) return false;
  std::shared_ptr<EvalParams> tuned;
  // CHIMERA_EVAL=FILE plays with that parameter file instead of the definition's (to compare
  // two fits in a match); CHIMERA_NO_TUNED=1 with the generic defaults, to measure what tuning
  // is worth.
  const char *other = std::getenv("CHIMERA_EVAL");
  const std::string pf = other && *other ? std::string(other) : params_file(path);
  const char *untuned = std::getenv("CHIMERA_NO_TUNED");
  if (other && *other && !std::ifstream(pf)) {
    why = "CHIMERA_EVAL: cannot read '" + pf + "'";
    return false;
  }
  if ((!untuned || std::string(untuned) != "1") && std::ifstream(pf)) {
    tuned = std::make_shared<EvalParams>(default_params(*v));
    if (!read_params(*v, pf, *tuned, why)) return false;
  }
  pos.reset();
  variant = std::move(v);
  initial.clear();
  params = std::move(tuned);
  file = path;
  options = opts;
  return reset();
}

bool Game::reset(const std::string &fen, std::string &why) {
  auto p = std::make_unique<Position>(*variant);
  p->set_chess960(chess960);
  FenError err;
  if (!p->set_fen(fen, err)) {
    why = "invalid FEN at column " + std::to_string(err.column) + ": " + err.message;
    return false;
  }
  pos = std::move(p);
  keys.clear();
  checks.assign(1, pos->in_check());
  moves.clear();
  startFen = fen;
  return true;
}

void Game::new_start(uint64_t seed) { initial = shuffled_start(*variant, seed); }

void Game::play(Move m) {
  keys.push_back(pos->key());
  moves.push_back(m);
  pos->do_move(m);
  checks.push_back(pos->in_check());
}

bool Game::play(const std::string &text) {
  Move m = parse_move(*pos, text);
  if (text == "@@@@") { // XBoard's pass
    MoveList list;
    generate_legal(*pos, list);
    for (Move legal : list)
      if (legal.kind() == MoveKind::Pass) m = legal;
  }
  if (m.is_none()) return false;
  play(m);
  return true;
}

bool Game::undo() {
  if (moves.empty()) return false;
  pos->undo_move(moves.back());
  moves.pop_back();
  keys.pop_back();
  checks.pop_back();
  return true;
}

std::optional<Verdict> Game::verdict() {
  const Variant &v = *variant;
  const Color us = pos->side_to_move();
  auto result = [&](Outcome o, const std::string &why) {
    // The outcome is for the side to move.
    std::string r = o == Outcome::Draw ? "1/2-1/2" : (o == Outcome::Win) == (us == White) ? "1-0" : "0-1";
    return Verdict{r, why};
  };
  // A draw by stalemate, passing, the move rule or a repetition, decided by points instead.
  auto drawn = [&](Outcome o, const std::string &why) {
    const Outcome decided = decide_draw(*pos, o);
    if (decided == o) return result(o, why);
    return result(decided, why + ", points " + points_text(draw_points(*pos, White)) + " to " +
                               points_text(draw_points(*pos, Black)));
  };
  // Goals first: a game ended by passing may be decided by one (`both passed and more ...`).
  const Goal *goal = nullptr;
  if (Outcome o; !v.goals.empty() && goal_reached(*pos, o, &goal)) {
    const std::string why = goal ? "rule '" + goal->text + "'" : "goal answered";
    return goal && goal->byPoints ? drawn(Outcome::Draw, why) : result(o, why);
  }
  if (pos->st().ended) return drawn(Outcome::Draw, "game ended by passing");
  MoveList list;
  generate_legal(*pos, list);
  if (!list.size()) {
    if (pos->in_check())
      return result(checkmate_outcome(*pos), std::string(us == White ? "White" : "Black") + " is checkmated");
    return drawn(v.rules.stalemate, "stalemate");
  }
  if (v.counting.on && count_expired(*pos)) return result(Outcome::Draw, "counting rule");
  if (v.rules.moveRule && pos->rule50() >= 2 * v.rules.moveRule)
    return drawn(Outcome::Draw, std::to_string(v.rules.moveRule) + "-move rule");
  // The rule is the mover's: its result, for the side to move.
  if (shuttled(*pos))
    return result(v.rules.shuttle == Outcome::Draw   ? Outcome::Draw
                  : v.rules.shuttle == Outcome::Loss ? Outcome::Win
                                                     : Outcome::Loss,
                  "shuttling");
  if (v.rules.repetitions) {
    int seen = 1, first = -1;
    const int n = int(keys.size());
    for (int i = n - 2; i >= 0 && i >= n - pos->rule50(); i -= 2)
      if (keys[i] == pos->key()) ++seen, first = i;
    if (seen >= v.rules.repetitions) {
      // The cycle from the first occurrence: a side that checked or chased at every move of it
      // may lose. Chases count from the move that led to the first occurrence, if any.
      const int from = std::max(first - 1, 0);
      const int chasers = v.chase.on ? perpetual_chasers(*pos, n - from) : 0;
      Repeat why;
      const Outcome o = repetition_outcome(v, us, checks.data() + first, n - first, chasers, &why);
      return drawn(o, why == Repeat::PerpetualCheck   ? "perpetual check"
                      : why == Repeat::PerpetualChase ? "perpetual chase"
                                                      : "repetition");
    }
  }
  return std::nullopt;
}

} // namespace chimera

// A game of any compiled variant as the front ends see it: the position, the moves that led
// to it, and the referee's verdict by the variant's own rules.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "compiler/compiler.h"
#include "runtime/eval/eval_params.h"
#include "runtime/moves/movegen.h"
#include "runtime/board/position.h"

namespace chimera {

// The end of a game: "1-0", "0-1" or "1/2-1/2", and why.
struct Verdict {
  std::string result, reason;
};

// Where the shipped definitions are: $CHIMERA_DEFINITIONS, else definitions/ next to the
// executable or one folder up (the build folder inside a checkout), else the source tree's.
std::string find_definitions(const std::string &argv0);
// The names (file stems) of the definitions in that folder, sorted.
std::vector<std::string> definition_names(const std::string &dir);

// Turns a definition file into a variant, or null with the diagnostics in `why`. The default
// compiles it; the fuzz targets pass a cache, as each of their inputs loads a variant anew.
using VariantCompiler =
    std::function<std::shared_ptr<const Variant>(const std::string &file, const Options &, std::string &why)>;
std::shared_ptr<const Variant> compile_variant(const std::string &file, const Options &options,
                                               std::string &why);

class Game {
public:
  // Compiles `file` with `options`; on failure returns false with the diagnostics in `why`.
  bool load(const std::string &file, const Options &options, std::string &why,
            const VariantCompiler &compile = compile_variant);
  // Starts from the variant's start position or a FEN; false (unchanged) on a bad FEN.
  bool reset(const std::string &fen, std::string &why);
  // Starts from the game's start position: the variant's, or the one new_start drew.
  bool reset() {
    std::string why;
    return reset(initial.empty() ? variant->startFen : initial, why);
  }
  // Draws the start position of the next games from the variant's shuffle rule (the same for
  // the same seed); the variant's own start where it has none.
  void new_start(uint64_t seed);
  // Plays a move written in coordinates; false if it is not legal here.
  bool play(const std::string &text); // also XBoard's pass, @@@@
  void play(Move m);
  bool undo();
  std::optional<Verdict> verdict();
  void legal_moves(MoveList &list) { generate_legal(*pos, list); }

  const Position &position() const { return *pos; }
  // The keys of the positions before the current one, oldest first (for repetitions).
  const std::vector<uint64_t> &history() const { return keys; }
  std::string start_fen() const { return startFen; }

  std::shared_ptr<const Variant> variant;
  // The evaluation parameters of the definition's FILE.eval, or null (the defaults).
  std::shared_ptr<const EvalParams> params;
  std::string file;
  std::string initial;   // the start position of `reset()`, if not the variant's
  bool chess960 = false; // UCI_Chess960: every position is read and written as Chess960's
  Options options;
  std::vector<Move> moves;

private:
  std::unique_ptr<Position> pos;
  std::vector<uint64_t> keys;
  std::vector<uint8_t> checks; // per position of `keys` and then this one: the side to move in check
  std::string startFen;
};

} // namespace chimera

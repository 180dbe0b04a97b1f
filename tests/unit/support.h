// Helpers shared by the unit tests.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "compiler/compiler.h"
#include "runtime/board/position.h"

namespace chimera::test {

// Compiles definition text; fails the test with the diagnostics if it does not compile.
std::unique_ptr<Variant> compile(const std::string &text, const std::string &file = "test.variant");
// Compiles a shipped definition, e.g. "chess".
std::unique_ptr<Variant> shipped(const std::string &name);
// The diagnostics of text that must not compile, formatted one per line.
std::string errors(const std::string &text, const std::string &file = "test.variant");

// The legal moves of a position, as sorted move texts.
std::vector<std::string> legal_moves(const Variant &v, const std::string &fen);
// The legal moves of the piece on `square`, as sorted target-square names (promotions and
// other move kinds keep their full move text).
std::vector<std::string> targets(const Variant &v, const std::string &fen, const std::string &square);

// The moves of `all` that start with `prefix` ("P@", "e2e"), in their order.
std::vector<std::string> starting(const std::vector<std::string> &all, const std::string &prefix);

// A minimal definition text on a files x ranks board with the given extra piece lines and
// a start FEN; it has a King (royal, letter K) so that it is a complete variant.
std::string board_with(int files, int ranks, const std::string &pieces, const std::string &fen);

using Pieces = std::map<std::string, char>;
// The FEN of a files x ranks board holding `pieces` ("e5" -> 'X'), side to move `side`.
std::string fen(int files, int ranks, const Pieces &pieces, const std::string &side = "w");
// A position read from a FEN that must be valid.
Position position(const Variant &v, const std::string &fen);
// Plays the moves (in move text) one after the other; each must be legal. Every move is
// also taken back once to check that unmake restores the FEN and the key exactly.
Position play(const Variant &v, const std::string &fen, const std::vector<std::string> &moves);

// Plays `games` random games (random legal moves, from `seed`) of at most `plies` plies from
// the start position and calls at(pos) in every position reached; returns the sum of its results.
int over_random_games(const Variant &v, int games, int plies, unsigned seed,
                      const std::function<int(Position &)> &at);

} // namespace chimera::test

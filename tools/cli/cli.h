// The subcommands of the chimera front end. Each returns the process exit status:
// 0 success, 1 the definition has errors, 2 bad command-line arguments.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "compiler/compiler.h"

namespace chimera::cli {

using Args = std::vector<std::string>;

int check(const Args &args);
int compile(const Args &args);
int perft(const Args &args);
// The start position's FEN, or positions drawn by the definition's shuffle rule.
int start(const Args &args);
int bench(const Args &args, const std::string &argv0);
// The protocol loop (UCI or XBoard, chosen by the first command), optionally on FILE.
int engine(const Args &args, const std::string &argv0);
int match(const Args &args, const std::string &argv0);
// Fits the evaluation's parameters of a definition (tools/tune/tune.cpp).
int tune(const Args &args);
// A game against the engine in the terminal (tools/game/play.cpp).
int play(const Args &args);
// Fairy-Stockfish's variants.ini sections as .variant files (tools/import/import.cpp).
int import_ini(const Args &args);

// Does the argument list ask for help?
bool wants_help(const Args &args);
// Compiles FILE with the chosen options; prints diagnostics and returns null on failure
// (status: 1 for errors in the definition, 2 for a bad argument).
std::unique_ptr<Variant> load(const std::string &command, const std::string &file, int &status,
                              const Options &options = {});

// The value after option args[i], advancing i; false if there is none.
bool next_value(const Args &args, size_t &i, std::string &out);
// A whole finite decimal number ("0.5", "-3", "1e-7"); false otherwise.
bool parse_real(const std::string &text, double &out);

// Prints "chimera: error: MESSAGE" and a hint to stderr; returns 2.
int usage_error(const std::string &command, const std::string &message);

} // namespace chimera::cli

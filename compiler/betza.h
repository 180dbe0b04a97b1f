// Betza notation (following H. G. Muller's XBetza) -> move atoms with explicit vectors.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace chimera::betza {

enum Mode : unsigned {
  Move = 1,      // m: to an empty square
  Capture = 2,   // c: capture an enemy piece
  EnPassant = 4, // e: capture en passant
};

// A multi-leg leap: the points it visits, relative to its origin, the last being the
// target. Each point before the last must be empty, occupied (hopped over) or hold an enemy
// piece, which is captured (a locust capture).
enum Point : uint8_t { Empty, Occupied, Enemy };
struct Path {
  std::vector<std::array<int, 2>> points;
  std::vector<Point> cond; // per intermediate point
};

// A bent rider: one leap to an empty square, then a slide in another direction.
struct Bend {
  std::array<int, 2> first, step;
};

struct Atom {
  std::vector<std::array<int, 2>> vectors; // (file step, rank step), White moving up
  std::vector<Path> paths;                 // multi-leg leaps ('a')
  std::vector<Bend> bends;                 // bent riders ([F-R]); bendRange for the slide
  int bendRange = 0;
  int range = 1; // 1: one leap; 0: unlimited; n: at most n steps
  unsigned modes = Move | Capture;
  bool initial = false;       // i
  bool lame = false;          // n: the leap's intermediate squares must be empty
  bool hop = false;           // p: over exactly one screen
  bool grasshopper = false;   // g: land just beyond the screen
  int offset = 0, length = 0; // where it was written in the string
  std::string text;           // what was written there
};

// Legs of a multi-leg move ('a'): enough for any board, small enough for fixed-size tables.
constexpr size_t MaxLegs = 16;

struct Error {
  int offset = 0; // 0-based character in the string
  std::string message;
};

// Bounds that keep compiling fast (every direction of every atom becomes a ray on every
// square): the longest move description, the most paths one multi-leg atom may expand to,
// the most directions (vectors, paths, bends) all of one piece's atoms may have, and all the
// pieces of a variant together (a few hundred in the largest shipped ones).
constexpr size_t MaxLength = 128;
constexpr size_t MaxPaths = 256;
constexpr size_t MaxPieceDirections = 256;
constexpr size_t MaxVariantDirections = 1024;

// Parses a whole Betza string. Returns false and the first error if it cannot be read.
bool parse(const std::string &text, std::vector<Atom> &atoms, Error &error);

// The squares a lame leap passes, in order, not counting its origin and target.
std::vector<std::array<int, 2>> lame_path(int dx, int dy);

} // namespace chimera::betza

// The model of a board diagram, shared by the terminal, SVG and HTML writers: a board with
// pieces, marks on squares and hands. Piece-move marks come from the real move generator run
// on positions built for the purpose, so a diagram shows what the engine plays.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "runtime/board/position.h"

namespace chimera::view {

// What the piece on the diagram's origin may do on a square (bits).
enum Mark : uint8_t {
  MarkMove = 1,       // go there when it is empty
  MarkCapture = 2,    // capture an enemy standing there
  MarkMoveHop = 4,    // the move needs a piece to jump: without any one screen it is lost
  MarkCaptureHop = 8, // the same for the capture
  MarkVictim = 16,    // an enemy there is captured on the way (a locust move)
  MarkLanding = 32,   // a locust move that captures on the way ends there
  MarkExplode = 64,   // capture an enemy there, and the piece is removed with it (explodes)
};

// One symbol per combination of marks, for the terminal and the legends.
enum class MarkKind : uint8_t {
  None,
  Move,
  Capture,
  Both,
  HopMove,
  HopCapture,
  HopBoth,
  Victim,       // captured on the way, and not a target itself
  VictimTarget, // captured on the way, and a target as well
  Landing,      // only the end of a locust move
  Explode,      // capture only, exploding with the target
  HopExplode,   // the same, jumping a piece
};
constexpr int MarkKinds = 12;

MarkKind mark_kind(uint8_t marks);
// The kind of the target marks alone (Move ... HopBoth, Explode, HopExplode, or None). A square
// that is both a move target and an exploding capture's shows as Both (or HopBoth).
MarkKind target_kind(uint8_t marks);
char mark_char(MarkKind k);
const char *mark_meaning(MarkKind k);

struct Diagram {
  int files = 8, ranks = 8;
  SquareSet holes;            // squares that are not part of the board, drawn as none
  std::vector<Piece> pieces;  // per square
  std::vector<uint8_t> marks; // per square, Mark bits
  bool showHands = false;
  std::array<std::vector<int>, 2> hand; // per colour and type: pieces in hand
  Square origin = NoSquare;             // the piece whose moves are marked
  bool flipped = false;                 // drawn from Black's side (text only)
  std::string caption;

  // The mark kinds the diagram uses, in MarkKind order.
  std::vector<MarkKind> kinds() const;
};

// How each piece is drawn: the chess symbol where one exists and the piece really moves like
// the orthodox piece of its letter, otherwise its letter.
struct Faces {
  std::array<std::vector<std::string>, 2> symbol; // per colour and type: "♘", or "" for a letter
  std::array<std::vector<std::string>, 2> letter; // "N", "n", "+R", "+r"
  const std::string &of(Piece p) const {
    const std::string &s = symbol[color_of(p)][type_of(p)];
    return s.empty() ? letter[color_of(p)][type_of(p)] : s;
  }
  bool promoted(Piece p) const { return letter[color_of(p)][type_of(p)][0] == '+'; }
};
Faces piece_faces(const Variant &v);

// A position as it stands: board, and hands where the variant has them.
Diagram position_diagram(const Position &pos);

// A piece's moves (White's, seen from White's side) from one square: on an empty board, and on
// a board where friendly pieces stand around it as screens and blockers.
struct PieceDiagrams {
  Diagram empty, screened;
  Square origin = NoSquare;
  int blockerType = -1;
  std::vector<Square> blockers;
  // An enemy of `enemyType` put on a piercing line beyond the screens, to show the flight
  // passing it (NoSquare if the piece does not pierce).
  Square enemy = NoSquare;
  int enemyType = -1;
};
PieceDiagrams piece_diagrams(const Variant &v, int type);

// The piece type called `name` (its name in any case, its letter, or "+X"); -1 if none.
int find_piece(const Variant &v, const std::string &name);

} // namespace chimera::view

// The checked model of a variant: names resolved to indices, Betza strings and regions read.
// Sema builds it from declarations; lowering turns it into runtime tables.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "compiler/betza.h"
#include "compiler/diagnostics.h"
#include "runtime/board/squareset.h"
#include "runtime/board/variant.h"

namespace chimera::model {

enum class AtomKind { Move, Check, Confront, Fallback };

struct Piece {
  std::string name;
  char letter = '?';
  bool promoted = false;
  bool royal = false;
  bool royalLast = false;
  bool escapesByCapture = false;
  bool firstLost = false, firstLostAimed = false;
  uint64_t firstLostBy = 0; // type mask, 0: any
  int value = 0;            // centipawns
  std::string betza;
  std::vector<betza::Atom> atoms;
  std::vector<SquareSet> atomFrom;   // per atom: the squares it may start from (White's view)
  std::vector<SquareSet> atomWithin; // per atom: the squares its path must stay in
  std::vector<SquareSet> atomOnto;   // per atom: the squares it may end on (its path may leave them)
  std::vector<AtomKind> atomKind;    // per atom: a move, or an attack on royals only
  std::vector<uint16_t> atomRules;   // per atom: RayPierce, RayExplode, RayFriendScreen, RayEnemyScreen,
                                     // RayFirst, RayNotInCheck
  std::vector<uint64_t> atomStops;   // per atom: the enemy types that stop a piercing flight
  std::vector<uint8_t> atomLine;     // per atom: its `moves` line, counting those lines only
  std::vector<uint8_t> atomColours;  // per atom: the sides that have it, bit 0 White, bit 1 Black
  bool rotated = false;              // Black's moves are White's turned through 180 degrees
  SquareSet confined;                // where it may go (White's view); all squares if unconfined
  // Per screen type, for a friendly [0] and an enemy [1] screen: HopSlide, HopAdjacent, HopNone.
  std::vector<std::array<uint8_t, 2>> screens;
  bool immobile = false;       // it never moves
  uint64_t cannotCapture = 0;  // type mask
  bool takenEnPassant = false; // its double steps leave en-passant squares though it has no `e` move
  SourceLoc takenLoc;
  SourceLoc loc;
};

struct Promotion {
  std::vector<int> pieces;
  SquareSet zone[2];                       // per side, seen from that side (empty: none)
  std::vector<int> choices[2];             // per side
  std::vector<std::pair<int, int>> limits; // type, most of it a side may have after promoting
  bool mandatory = true;
  bool leaving = false;
  bool reverts = false;   // the choices turn back into the piece by the same rule
  bool byCapture = false; // only captures promote
  // A promotion that is a move of its own (Sittuyin): in place, or a non-capturing move of the
  // new piece; the zone is where the piece stands.
  bool inPlace = false;
  bool anywhereWhenLast = false; // the side's only piece of `pieces` may promote from anywhere
  bool notAttacking = false;     // the new piece attacks no enemy piece, and the move gives no check
  SourceLoc loc;
};

struct Drops {
  bool captured = false;
  struct Zone {
    int type = -1;       // -1: `zone pieces`, every type without a zone of its own
    uint8_t colours = 3; // bit 0 White, bit 1 Black
    SquareSet squares;   // seen from the dropping side
  };
  std::vector<Zone> zones;
  std::vector<std::pair<int, int>> perFile; // type, most of it a drop may leave on one file
  uint64_t noMate = 0;                      // type mask
  int pusher = -1, push = 0;                // a drop pushes this friendly piece forward
  uint64_t unlimited = 0;                   // type mask: hands that never run out
  bool adjacent = false, enclosing = false, stacked = false;
  bool stackedEverySide = false; // slid in from any edge of the board (Connect Four from every side)
  int away = 0;              // lines (Condition::Lines) along which no enemy piece may stand next to a drop
  SquareSet opening;         // from White's side
  bool sideOpenings = false; // `white opening`, `black opening`: each from its own side
  SquareSet sideOpening[2];
  uint64_t never[2] = {0, 0};   // type masks per colour: `no-drop`, kept in hand but never dropped
  bool blasted = false;         // with captured: every piece a blast removes goes to its owner's opponent
  uint64_t mustDrop = 0;        // while one of these is in hand, drop one if possible
  uint64_t oppositeColours = 0; // split evenly between light and dark squares
  uint64_t promoted = 0;        // may also be dropped as their +X type
  bool keepPromotions = false;  // captured promoted pieces stay what they became
};

struct CastleSide {
  bool kingside = true;
  int color = 0; // 0 both, 1 White only, 2 Black only
  int kingFile = 0, rookFile = 0;
  SourceLoc loc;
};

struct Castling {
  std::vector<int> with; // the partner types
  int king = -1;         // the piece that castles
  int kingSquare = -1;   // `king NAME on SQUARE` (from White's side), else -1: from the start position
  bool dropped = false;
  bool opposite = false; // `opposite wings`
  std::vector<CastleSide> sides;
  SourceLoc loc;
};

// Random starts: the pieces on `squares` (White's; Black's mirrored) are permuted.
struct Shuffle {
  SquareSet squares;                        // from White's side
  std::vector<uint64_t> bothColours;        // type masks whose pieces stand on both square colours
  std::vector<std::pair<int, int>> between; // (king type, rook type): a king between two rooks
  SourceLoc loc;
};

struct Variant {
  std::string name, title;
  int files = 8, ranks = 8;
  SquareSet holes; // squares that are not part of the board
  // [colour] `move-rule N reset by NAMES`: the types whose moves reset the n-move count
  std::optional<uint64_t> clockTypes[2];
  bool rotated = false; // Black's moves and regions are White's turned through 180 degrees
  std::vector<Piece> pieces;
  std::string startFen;
  SourceLoc startLoc; // first character of the FEN
  std::vector<Promotion> promotions;
  std::optional<Castling> castling;
  std::optional<Shuffle> shuffle;
  std::optional<Drops> drops;
  std::vector<int> gatePieces; // types that may gate
  SquareSet gateZone;          // from White's side
  GameRules rules;
  std::vector<Goal> goals; // regions from White's side in region[White]
  Blast blast;
  WallRules walls; // the zone from White's side in zone[White]
  uint64_t petrify = 0;
  Flip flip = Flip::None;
  Counting counting;
  DrawPoints drawPoints;
  Chase chase;
  std::vector<VariantOption> options;
  SourceLoc loc;
};

} // namespace chimera::model

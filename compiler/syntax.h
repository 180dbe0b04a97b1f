// The declarations of one .variant file, as written: names not yet resolved, strings not yet
// interpreted. Built from the ANTLR parse tree; every part keeps its source location.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "compiler/diagnostics.h"

namespace chimera::syntax {

struct Name {
  std::string text;
  SourceLoc loc;
};

// A string literal. `loc` is the first character inside the quotes, so that an error at
// offset k of the value is at loc.shifted(k) (exact when the string has no escapes).
struct Str {
  std::string value;
  SourceLoc loc;
};

struct Number {
  double value = 0;
  SourceLoc loc;
};

struct RegionTerm {
  enum Kind { Ranks, Files, Square, Rectangle } kind = Square;
  int first = 0, last = 0; // ranks, 1-based
  Name from, to;           // files, the square (or named region), or the rectangle's corners
  SourceLoc loc;
};

struct Moves {
  Str betza;
  std::vector<RegionTerm> from;   // empty: from every square
  std::vector<RegionTerm> within; // empty: anywhere on the board
  std::vector<RegionTerm> onto;   // empty: any target; else targets only there
  SourceLoc ontoLoc;
  enum Kind { Play, Check, Confront, Fallback } kind = Play; // `moves`, `checks`, `confronts`, `fallback`
  int color = 0; // `white moves`, `black moves`: 1 White only, 2 Black only; 0 both
  // Move rules written after the regions: `screen friend|enemy`, `pierces [except ...]`, `explodes`.
  int screenSide = 0; // 0 any, 1 friend, 2 enemy
  bool pierces = false, explodes = false;
  bool first = false;      // only as the piece's first move (a right the FEN carries)
  bool notInCheck = false; // not while its side is in check
  std::vector<Name> pierceStops;
  SourceLoc screenLoc, pierceLoc, explodeLoc, firstLoc;
};

// How a hopper treats a screen: `screen [friend|enemy] PIECE...: none|adjacent|slide;`
struct ScreenDecl {
  int side = 0; // 0 both, 1 friend, 2 enemy
  std::vector<Name> pieces;
  enum How { None, Adjacent, Slide } how = Slide;
  SourceLoc loc;
};

struct PieceDecl {
  Name name;
  Name letter;           // one letter as written
  bool promoted = false; // written "+X"
  std::vector<Moves> moves;
  std::vector<RegionTerm> confined; // empty: the whole board
  bool royal = false;
  bool royalLast = false;        // `royal when last;`
  bool escapesByCapture = false; // `escapes only by capture;`
  bool rotated = false;          // `rotated;`: Black's moves are White's turned through 180 degrees
  std::optional<std::vector<Name>> firstLost; // `first lost when checked|aimed [by NAMES];`
  bool firstLostAimed = false;
  SourceLoc royalLoc, firstLostLoc;
  std::optional<Number> value;
  std::vector<ScreenDecl> screens;
  std::vector<Name> cannotCapture;
  bool immobile = false; // `immobile;`: no moves at all
  SourceLoc immobileLoc;
  bool takenEnPassant = false; // `taken en passant;`
  SourceLoc takenLoc;
  SourceLoc loc;
};

struct PromotionDecl {
  std::vector<Name> pieces;
  std::vector<RegionTerm> zone; // `zone` lines, for both sides
  bool hasZone = false;
  std::vector<Name> choices; // `to` lines, for both sides
  // `white zone`, `white to` [0] and `black zone`, `black to` [1]: one side's, added to the above
  std::vector<RegionTerm> sideZone[2];
  bool hasSideZone[2] = {false, false};
  std::vector<Name> sideChoices[2];
  std::vector<std::pair<Name, int>> limits; // at most N of that piece on the board
  std::optional<bool> mandatory;
  bool leaving = false;          // moves out of the zone promote too
  bool reverts = false;          // the promoted pieces turn back by the same rule
  bool byCapture = false;        // only captures promote
  bool inPlace = false;          // a move of its own: in place, or a non-capturing move of the new piece
  bool anywhereWhenLast = false; // in place: the side's last piece of `pieces` promotes anywhere
  bool notAttacking = false;     // in place: the new piece attacks nothing, and gives no check
  SourceLoc mandatoryLoc, leavingLoc, revertsLoc, byCaptureLoc, inPlaceLoc, anywhereLoc, notAttackingLoc;
  SourceLoc loc;
};

struct DropZoneDecl {
  Name piece;
  std::vector<RegionTerm> region;
  int color = 0; // `white zone`, `black zone`: 1 White only, 2 Black only; 0 both
};

struct DropsDecl {
  bool captured = false;
  std::vector<DropZoneDecl> zones;
  std::vector<std::pair<Name, int>> perFile; // `at most N NAMES per file;` (`one-per-file`: N = 1)
  std::vector<Name> noMate;
  // `[white|black] no-drop NAMES`: kept in hand, never dropped; colour 1 White only, 2 Black
  // only, 0 both
  std::vector<std::pair<Name, int>> never;
  bool blasted = false; // `blasted`: the mover's own blasted pieces go to the opponent's hand
  SourceLoc blastedLoc;
  std::optional<std::pair<Name, int>> push;  // a drop pushes this friendly piece forward N squares
  std::optional<std::vector<Name>> mustDrop; // `must drop [NAMES];` (empty: every type)
  std::vector<Name> oppositeColours, promoted;
  bool keepPromotions = false;
  SourceLoc mustDropLoc, keepLoc;
  std::vector<Name> unlimited; // their hands never run out
  bool adjacent = false, enclosing = false, stacked = false;
  bool stackedEverySide = false;                // `stacked from every side`
  std::optional<std::vector<std::string>> away; // `away from enemy [LINES]`: the line words
  std::vector<RegionTerm> opening;              // while one of these is empty, drops go there only
  std::vector<RegionTerm> sideOpening[2];       // `white opening`, `black opening`
  SourceLoc openingLoc;
  SourceLoc loc;
};

// `walls { place ...; zone ...; moving; instead of a move; }`
struct WallsDecl {
  std::string place = "anywhere"; // anywhere, reachable, behind, edge
  std::vector<RegionTerm> zone;   // empty: the whole board
  bool moving = false, instead = false;
  SourceLoc loc;
};

struct GatingDecl {
  std::vector<Name> pieces;
  std::vector<RegionTerm> zone;
  SourceLoc loc;
};

struct CastleSide {
  bool kingside = true;
  int color = 0; // 0 both, 1 White only, 2 Black only
  Name kingFile, rookFile;
  SourceLoc loc;
};

struct CastlingDecl {
  std::vector<Name> with;         // the partner types; empty: not declared
  std::optional<Name> king;       // the piece that castles; default: the first royal type
  std::optional<Name> kingSquare; // `king NAME on SQUARE`: its start square, from White's side
  bool dropped = false;           // a king or rook dropped onto its square gets the right
  bool opposite = false;          // `opposite wings`: castling takes the opponent's right on that wing
  std::vector<CastleSide> sides;
  SourceLoc loc, withLoc;
};

// `shuffle REGION { constraints }`: random starts permute the pieces on those squares.
struct ShuffleDecl {
  std::vector<RegionTerm> region;
  std::vector<std::vector<Name>> bothColours; // `TYPES on both colours;`
  std::vector<std::pair<Name, Name>> between; // `KING between ROOK;`
  SourceLoc loc;
};

enum class Outcome { Draw, Loss, Win };

// One condition of a goal (`count ...`, `... in REGION`, `checks N`).
struct ConditionDecl {
  enum Kind {
    Count,
    Reach,
    Checks,
    BoardFull,
    RegionFull,
    Castled,
    CastlingLost,
    BothPassed,
    Stalemated,
    More,
    Fewer,
    InRow,
    InLine,
    Block,
    Connect
  } kind = Count;
  bool opponent = false;
  std::vector<Name> pieces;               // `pieces` means every type
  std::string op;                         // Count: = < <= > >=
  int n = 1;                              // Count: the bound; Reach: pieces needed; Checks: checks to give
  std::vector<RegionTerm> region, target; // Reach, Count: region; Connect: from region to target
  bool safe = false;
  std::vector<std::string>
      lines;                 // InRow, InLine, Connect: horizontally, vertically, diagonally, orthogonally
  int width = 0, height = 0; // Block: the square's size as written
  int wing = 0;              // Castled, CastlingLost: 0 either, 1 kingside, 2 queenside
  SourceLoc loc, nLoc;
};

// `[white|black] win|loss|draw when CONDITION [and CONDITION]... [decided by points]
// [after reply|unless answered [by NAMES in REGION]|after moving];`
struct GoalDecl {
  int side = 0;                         // 0 both, 1 White, 2 Black
  std::vector<Name> answer;             // `unless answered by NAMES in REGION`: the pieces,
  std::vector<RegionTerm> answerRegion; // and where they must move to answer
  Outcome result = Outcome::Win;
  std::vector<ConditionDecl> conditions;
  enum Timing { Now, AfterReply, UnlessAnswered, AfterMoving } timing = Now;
  bool byPoints = false; // `decided by points`: the draw goes to the side with more points
  std::string text;      // as written, for the referee's verdicts
  SourceLoc loc, pointsLoc;
};

struct BlastDecl {
  int radius = 1;
  std::vector<Name> except, immune;
  bool petrifies = false; // the pieces it removes turn into walls
  SourceLoc loc;
};

// `counting [without NAMES] { board N [up to M pieces] [with NAMES]; bare N [when ...]; ... }`
struct CountingDecl {
  struct Bare {
    int limit = 0;
    std::vector<ConditionDecl> conditions;
    SourceLoc loc;
  };
  std::vector<Name> without, boardWith;
  std::optional<int> board;
  int boardUpTo = 0;
  std::vector<Bare> bare;
  bool fromZero = false;
  SourceLoc loc, boardLoc;
};

// `draws decided by points { NAMES N; white|black N; ... }`: N as written (a number of up to
// two decimals), checked by sema.
struct DrawPointsDecl {
  struct Line {
    std::vector<Name> pieces; // empty: the bonus of `side`
    int side = -1;            // 0 White, 1 Black
    std::string points;
    SourceLoc loc;
  };
  std::vector<Line> lines;
  SourceLoc loc;
};

// `perpetual chase RESULT { by A > B, C > ...; of NAMES [in REGION]; ... }`
struct ChaseDecl {
  struct Target {
    std::vector<Name> pieces;
    std::vector<RegionTerm> region; // empty: the whole board
    SourceLoc loc;
  };
  Outcome result = Outcome::Loss;
  std::vector<std::vector<Name>> ranks; // strongest first
  std::vector<int> ladders;             // per rank: the `by` line it is on (ranks compare within one)
  std::vector<Target> targets;
  SourceLoc loc;
};

// `checkmate RESULT when given by NAMES;` / `... when no check by NAMES;`
struct MateDecl {
  Outcome result = Outcome::Loss;
  bool givenBy = true; // else: no check of the series before the mate was given by one of them
  std::vector<Name> pieces;
  SourceLoc loc;
};

struct RulesDecl {
  std::optional<Outcome> stalemate, checkmate, perpetual;
  std::optional<Outcome> shuttling; // `shuttling RESULT [by NAMES];`
  std::vector<Name> shuttlingBy;    // empty: every type
  std::optional<int> moveRule;
  std::optional<std::vector<Name>> moveRuleResetBy[2]; // [colour] `reset by NAMES` (`none`: empty)
  std::optional<int> repetitions;
  std::optional<Outcome> repetitionOutcome;
  std::optional<int> repetitionFor; // 0 White, 1 Black: the result is that side's
  // `[white|black] pass [when stalemated];`: the sides that may pass, bit 0 White, bit 1 Black
  uint8_t pass = 0, passWhenStalemated = 0;
  std::optional<std::string> flip; // adjacent, enclosed
  bool flipExceptLone = false;     // `flip adjacent except lone drops`
  SourceLoc flipLoc;
  std::optional<std::vector<Name>> petrify;
  std::optional<bool> checkAll;
  bool mustCapture = false, checksForbidden = false, dropChecksForbidden = false;
  std::optional<BlastDecl> blast;
  std::optional<CountingDecl> counting;
  std::optional<DrawPointsDecl> drawPoints;
  std::optional<ChaseDecl> chase;
  std::vector<GoalDecl> goals;
  std::vector<MateDecl> mates; // in the order written
  SourceLoc moveRuleLoc, repetitionLoc, mustCaptureLoc, checkAllLoc, passLoc;
};

struct BoardDecl {
  int files = 0, ranks = 0;
  SourceLoc loc;
};

struct VariantDecl;

// `option NAME { VALUE { items } ... }`: each value's items are applied like a child's.
struct OptionDecl {
  Name name;
  std::vector<std::pair<Name, std::shared_ptr<VariantDecl>>> values; // the first is the default
};

struct VariantDecl {
  Name name;
  std::optional<Str> parent;
  std::optional<Str> title;
  std::optional<BoardDecl> board;
  std::optional<std::vector<RegionTerm>> holes; // squares that are not part of the board
  bool rotated = false; // `rotated;`: Black's moves and regions are White's turned through 180 degrees
  std::vector<PieceDecl> pieces;
  std::vector<Name> removed;
  // `remove castling|promotion|drops|holes|shuffle|walls;`
  bool noCastling = false, noPromotion = false, noDrops = false, noHoles = false, noShuffle = false;
  bool noWalls = false;
  bool noCounting = false, noChase = false; // `remove counting|perpetual chase;`
  std::optional<Str> start;
  std::vector<std::pair<Name, std::vector<RegionTerm>>> regions;
  std::vector<PromotionDecl> promotions;
  std::optional<CastlingDecl> castling;
  std::optional<ShuffleDecl> shuffle;
  std::optional<DropsDecl> drops;
  std::optional<GatingDecl> gating;
  std::optional<WallsDecl> walls;
  RulesDecl rules;
  std::vector<OptionDecl> options;
  std::map<std::string, std::string> chosen; // option -> value, filled by the loader
  SourceLoc loc;
};

// Parses one file's text. Syntax errors go to diags; the result holds what could be read.
std::optional<VariantDecl> parse(const std::string &text, const std::string &file, Diagnostics &diags);

} // namespace chimera::syntax

// The compiled form of a variant: everything the runtime needs, as flat tables.
//
// The compiler fills these; the runtime reads them and never sees a parse tree. Move tables are
// per colour, piece type and square, so region-dependent moves, initial moves and board edges
// cost nothing at run time.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "runtime/board/squareset.h"
#include "runtime/board/types.h"

namespace chimera {

namespace bitboard {
template <class BB> struct BasicTables;
using Tables = BasicTables<uint64_t>;
using WideTables = BasicTables<unsigned __int128>;
struct Triple;
using TripleTables = BasicTables<Triple>;
} // namespace bitboard

// How the squares of a Ray are visited.
enum class RayKind : uint8_t {
  Leaps,       // every square is an independent leap target
  Slide,       // squares in order until the first occupied one
  Hop,         // the first occupied square is the screen; then slide beyond it
  Grasshopper, // the first occupied square is the screen; land just beyond it
  Lame,        // one target, reached only when the block squares are empty (and the hop
               // squares occupied, the locust square an enemy): lame leaps and multi-leg leaps
  Bent,        // the block squares must be empty; then slide: bent riders such as [F-R]
};

enum RayFlag : uint16_t {
  RayMove = 1,           // may go to an empty square
  RayCapture = 2,        // may capture an enemy piece
  RayEnPassant = 4,      // may capture en passant on the position's en-passant squares
  RayDoubleStep = 8,     // a non-capturing step of 2+ squares leaves en-passant squares behind
  RayFallback = 16,      // only when the piece has no other move (its other rays come first)
  RayPierce = 32,        // the slide passes over enemies (but those in Variant::stopSets[stops]),
                         // each a possible capture; a friendly piece stops it
  RayExplode = 64,       // a capture removes the mover too (MoveKind::Explosion, EnPassantExplosion)
  RayFriendScreen = 128, // a hopper's screen must be friendly
  RayEnemyScreen = 256,  // a hopper's screen must be an enemy
  RayFirst = 512,        // only as the piece's first move: its square holds a right (StateInfo::gates)
  RayNotInCheck = 1024,  // not while the mover's side is in check
  RayHopRule = 2048,     // a hop of a type with screen rules (Variant::hopRules): look the rule up
};

struct Ray {
  uint32_t first = 0; // index of the first square in Variant::pool
  uint8_t len = 0;    // number of squares
  RayKind kind = RayKind::Leaps;
  uint16_t flags = 0;  // RayFlag bits
  uint8_t nblock = 0;  // Lame, Bent: squares that must be empty
  uint8_t nhop = 0;    // Lame: squares after those that must be occupied
  uint8_t nlocust = 0; // Lame: then one square that must hold an enemy, captured on the way
  uint8_t stops = 0;   // RayPierce: index in Variant::stopSets of the enemy types that stop it
  uint32_t block = 0;  // index of the block (then hop) squares in Variant::pool
};

// How an attack on a square is detected: the squares are walked outward from the target.
enum class ProbeKind : uint8_t {
  Line,        // first occupied square at distance j attacks if its type is in masks[j]
  Hop,         // exactly one occupied square (the screen) before the attacker at distance j
  Grasshopper, // the first square is the screen; the attacker is the next occupied one
  Path,        // the squares before the last must be empty (the final `nhop` of them
               // occupied); the last holds the attacker
  Pierce,      // a piercing hopper's line: pieces of the target's side not in `stops` are
               // passed; any piece may be the screen, the attacker is the next one beyond it
  PierceSlide, // a piercing rider's line: passes the target's side's pieces not in `stops`
  Leaps,       // independent squares, each with its own mask: every long leap onto the target
  Bent,        // walk back along a bent rider's slide over empty squares; at distance j the
               // attacker stands on the j-th of `len` further squares (after the line's own)
};

struct Probe {
  uint32_t first = 0; // squares in Variant::pool
  uint8_t len = 0;
  ProbeKind kind = ProbeKind::Line;
  uint8_t nhop = 0;
  uint8_t stops = 0;   // Pierce: index in Variant::stopSets
  uint16_t screen = 0; // Pierce: RayFriendScreen or RayEnemyScreen, if the screen's side is fixed
  uint32_t masks = 0;  // index of its per-distance type masks in ProbeTable::masks
  uint64_t any = 0;    // union of the masks: the probe is skipped when none of these is present
};

// Rays indexed per colour, type and square, for moves that are never played (threats).
struct RayTable {
  std::vector<Ray> rays;
  std::vector<uint32_t> index; // [(colour * types + type) * squares + square], one past: end
};

// Probes indexed per attacking colour and target square.
struct ProbeTable {
  std::vector<Probe> probes;
  std::vector<uint32_t> index; // [colour of the attacker * squares + target], one past: end
  std::vector<uint64_t> masks; // per-distance type masks (Path probes: one mask)
};

// One compiled Betza atom, kept for display (chimera compile) and for the protocols.
struct MoveAtom {
  std::vector<std::array<int, 2>> vectors; // (file step, rank step) from White's side
  int range = 1;                           // squares per direction; 0 = unlimited
  RayKind kind = RayKind::Leaps;
  uint16_t flags = 0;   // RayFlag bits
  bool initial = false; // only from the piece's initial squares
  uint64_t stops = 0;   // RayPierce: enemy types that stop the flight
  uint8_t line = 0;     // which of the piece's `moves` lines it was written on (0 is the first)
  uint8_t colours = 3;  // the sides that have it (`white moves`, `black moves`): bit 0 White, bit 1 Black
  enum Role : uint8_t { Move, Check, Confront } role = Move; // `moves`, `checks`, `confronts`
  std::string source;                                        // the Betza text it came from
};

struct PieceType {
  std::string name;
  char letter = '?';         // upper case; Black's is the lower case
  bool promotedMark = false; // written "+X" in FENs (a promoted piece sharing X's letter)
  bool royal = false;
  bool royalLast = false;        // royal only while its side has one piece of the royalLast types
  bool escapesByCapture = false; // in check, it may move only to capture the checking piece
  bool rotated = false;          // Black's moves are White's turned through 180 degrees (`rotated`)
  // Its first-move right ends when a piece of firstLostBy types (0: any) checks it, or, with
  // firstLostAimed, moves to a square from which it would attack it on an empty board.
  uint64_t firstLostBy = 0;
  bool firstLost = false, firstLostAimed = false;
  int value = 0;               // centipawns
  bool valueEstimated = false; // value computed by the compiler from the moves (compiler/value.h)
  // [colour] its moves reset the n-move counter (the promotable pieces, or `reset by`)
  bool resetsClock[2] = {false, false};
  // resetsClock types: [colour * squares + s], the squares a move from s could reach on an
  // empty board; a move it could so take back (to -> from) does not reset the counter.
  std::vector<SquareSet> returns;
  bool promotionResets = false; // it promotes one way (not `reverts`): its promotions reset the counter
  bool revertedTo = false;      // pieces turn back into it (`reverts`): such moves are written '-'
  std::string betza;
  std::vector<MoveAtom> atoms;
  std::array<SquareSet, 2> initialSquares; // where its 'i' moves are allowed, per colour
};

// One castling move of one side: a line of the castling block. Where the king and the rook end
// is fixed (the side's castling rank); where they start is the position's (Position::
// castling_king, castling_rook: read from the FEN's castling rights, Chess960's rule).
struct CastlingOption {
  Color color = White;
  char fenChar = 'K';   // K, Q, k or q
  int right = 0;        // the castling-rights bit: 0 K, 1 Q, 2 k, 3 q (shared by free castling)
  bool kingside = true; // the rook stands towards the last file from the king
  Square kingTo = 0, rookTo = 0;
  // In the start position (NoSquare where it has none): for display, and to tell whether a
  // position's castling squares are the usual ones.
  Square kingFrom = NoSquare, rookFrom = NoSquare;
  // How a move writes it outside Chess960 positions (language.md §12.1): the king's move, the
  // king taking its rook, or (where both read as another move) the rook taking its king.
  enum Written : uint8_t { KingMove, KingTakesRook, RookTakesKing } written = KingMove;
};

// Random starts (`shuffle`): the pieces on `squares` are permuted, Black's as White's mirror.
struct ShuffleRule {
  SquareSet squares[2];
  std::vector<uint64_t> bothColours; // type masks whose pieces stand on both square colours
  // (type, type): each piece of the first type stands between two of the second
  std::vector<std::pair<int, int>> between;
};

struct PromotionSet {
  std::vector<uint8_t> choices;
  std::vector<uint8_t> limits; // per choice: promote only while the side has fewer; 0 = no limit
  bool mandatory = false;
  bool byCapture = false; // only a capture promotes; other moves there are plain moves
};

// A promotion that is a move of its own (Sittuyin): a piece of `pieces` standing in the zone
// becomes a choice where it stands, or the choice makes one of its non-capturing moves from
// there to an empty square.
struct PlacePromotion {
  uint64_t pieces = 0;
  SquareSet zone[2];
  PromotionSet set[2];           // per side
  bool anywhereWhenLast = false; // the side's only piece of `pieces` promotes from any square
  bool notAttacking = false;     // the new piece may attack no enemy piece, nor the move give check
};

// What a hopper may do beyond a given screen.
enum HopRule : uint8_t { HopSlide = 0, HopAdjacent = 1, HopNone = 2 };

enum class Outcome : uint8_t { Draw, Loss, Win };

// The instance of the move generator a variant takes (runtime/moves/movegen.cpp): Plain
// (Variant::plainRays), PlainHopRules (plain, but some hops obey screen rules: Culverin),
// PlainSpared (plain, but some types may not capture some others, hop rules looked up too:
// Janggi, Atomar), Special (moves only as a first move or not in check), General.
enum class Generator : uint8_t { Plain, PlainHopRules, PlainSpared, Special, General };

// An option of the definition (such as Culverin Chess's "extra"): its values, the first being
// the default, and the one this compilation chose.
struct VariantOption {
  std::string name;
  std::vector<std::string> values;
  std::string value;
};

struct GameRules {
  Outcome stalemate = Outcome::Draw;  // for the stalemated side
  Outcome checkmate = Outcome::Loss;  // for the checkmated side
  int moveRule = 50;                  // in moves of both sides; 0: none
  int repetitions = 3;                // 0: no repetition rule
  Outcome repetition = Outcome::Draw; // for the side to move, or for repetitionFor
  int repetitionFor = -1;             // White or Black: the repetition result is that side's
  uint8_t pass = 0;             // the sides (bit 0 White, 1 Black) that may pass: the royal square twice
  bool checkAll = false;        // in check only when every royal piece is attacked (duple check)
  bool mustCapture = false;     // when a legal capture exists, only captures are legal
  bool checksForbidden = false; // a move that gives check is illegal
  bool dropChecksForbidden = false;
  bool perpetualCheck = false;       // in play: the side that checks in every move of a repetition gets
  Outcome perpetual = Outcome::Loss; // this result
  uint8_t passWhenStalemated = 0;    // the sides that pass when they have no other legal move (Reversi)
  // In play: the side that has just moved one piece of shuttleTypes back and forth
  // (runtime/rules/shuttle.h) gets `shuttle`.
  bool shuttling = false;
  Outcome shuttle = Outcome::Loss;
  uint64_t shuttleTypes = ~uint64_t(0);
  // Checkmates with another result (Shatar), tried in order before `checkmate`: when every
  // piece giving the mate is of `types` (givenBy), or when no check of the unbroken series of
  // checks that ends in the mate was given by a piece of `types`.
  struct Mate {
    bool givenBy = true;
    uint64_t types = 0;
    Outcome result = Outcome::Loss;
  };
  std::vector<Mate> mates;
};

// One condition of a goal, about the side the goal concerns or (opponent) the other side.
struct Condition {
  // BoardFull: no square is empty. BothPassed: the last two moves were passes. Stalemated: that
  // side is to move, not in check, and has no legal move. More, Fewer: it has more (fewer)
  // pieces of `types` on the board than the other side. InRow: n of them on consecutive squares
  // of a line, InLine: n of them on one line, Block: on every square of an n x n square.
  // Connect: a chain of them, each a step along `lines` from the next, from a square of
  // `region` to one of `target`. RegionFull: every square of `region` holds a piece or a wall.
  // Castled: that side's last move castled, on wing n (0 either, 1 kingside, 2 queenside).
  // CastlingLost: that side has no castling right left on wing n.
  enum Kind : uint8_t {
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
  enum Op : uint8_t { Eq, Lt, Le, Gt, Ge } op = Eq;
  bool opponent = false;
  bool safe = false;     // Reach: the pieces that count must not be attacked
  bool inRegion = false; // Count: only the pieces on the squares of `region`
  int n = 0;             // Count: the bound; Reach: pieces needed
  uint64_t types = 0;    // Count, Reach
  SquareSet region[2];   // Reach, Connect, Count: the squares, per colour of the side concerned
  SquareSet target[2];   // Connect: the squares the chain must reach
  uint8_t lines = 7; // InRow, InLine, Connect: the lines that count, LineRanks | LineFiles | LineDiagonals
  enum Lines : uint8_t { LineRanks = 1, LineFiles = 2, LineDiagonals = 4, LineAll = 7 };
};

// A way to end the game: when every condition holds for a side (of `sides`), that side gets
// `result`. Timing: Now, as soon as it holds; AfterReply, it must still hold after the other
// side's reply; UnlessAnswered, the other side may first answer by meeting a goal of its own
// (then the game is drawn if it does); AfterMoving, only for the side that has just moved.
struct Goal {
  uint8_t sides = 3; // bit 0 White, bit 1 Black
  Outcome result = Outcome::Win;
  enum Timing : uint8_t { Now, AfterReply, UnlessAnswered, AfterMoving } timing = Now;
  bool byPoints = false; // a draw that DrawPoints decides (`decided by points`)
  // UnlessAnswered: with answerTypes, the answer is any move of a piece of these types into
  // answerRegion (per colour of the answering side) by a side not in check; else a move that
  // meets a goal of the answering side.
  uint64_t answerTypes = 0;
  SquareSet answerRegion[2];
  std::vector<Condition> conditions;
  std::string text; // as the definition writes it
};

// Captures that explode: the capturer and every piece within `radius` king steps of the target
// square are removed, but pieces of `spared` types that are not on the target itself, and
// pieces of `immune` types anywhere.
struct Blast {
  int radius = 0; // 0: no explosions
  uint64_t spared = 0, immune = 0;
  bool walls = false; // the pieces it removes, but the capturer, turn into walls (`petrifies`)
};

// Walls (language.md §10.4): after his move the player puts a wall on an empty square of his
// zone that the rule allows. Placing one may first lift those on the board (the duck).
struct WallRules {
  enum Place : uint8_t {
    None,      // no walls are placed
    Anywhere,  // any empty square
    Reachable, // a square the moved piece could move to from where it landed (an Amazons arrow)
    Behind,    // the square the moved piece left
    Edge,      // an edge square, or one a wazir step from a wall (Atlantis)
  } place = None;
  SquareSet zone[2];    // per colour, actual squares
  bool moving = false;  // the walls on the board are lifted first: one wall moves (the duck)
  bool instead = false; // a player either moves or places a wall (a pass that places one)
};

// Pieces that change sides after a move (Ataxx, Reversi): the enemy pieces next to the square
// the mover lands on, or those enclosed between it and a piece of the mover's.
// AdjacentUnlessLone: as Adjacent, but a drop with no friendly piece a king step away flips nothing.
enum class Flip : uint8_t { None, Adjacent, Enclosed, AdjacentUnlessLone };
// Makruk's counting rules (runtime/rules/counting.cpp): once a side qualifies, the game is drawn
// after `limit` more moves unless it ends otherwise. Board's honour: a side with more than one
// piece, at most boardUpTo (0: any), counts `board` moves; pieces' honour: a bare side (one
// piece) counts the limit of the first `bare` line whose conditions hold, from the number of
// pieces on the board (from zero with fromZero). No count while a piece of `without` types is
// on the board, but board's honour counts despite the `boardWith` ones.
struct Counting {
  struct Bare {
    int limit = 0; // moves
    std::vector<Condition> conditions;
  };
  bool on = false;
  uint64_t without = 0, boardWith = 0;
  int board = 0, boardUpTo = 0;
  std::vector<Bare> bare;
  bool fromZero = false;
};

// Draws decided by points (runtime/rules/draw_points.cpp): a game that stalemate, the move rule,
// a repetition or passing would draw goes to the side with more points, in hundredths:
// points[t] per piece of type t on the board, bonus[c] to side c beyond its pieces. Equal
// totals stay a draw.
struct DrawPoints {
  bool on = false;
  std::vector<int> points;
  int bonus[2] = {0, 0};
};

// Perpetual chase (runtime/rules/chase.cpp): in a repetition, a side whose every move chased one
// same enemy piece gets `result`. rank[t]: the chaser rank of type t (0 strongest; -1: it never
// chases), on ladder[t] (its `by` line: ranks compare only on one); zone[t][c]: where a piece
// of type t and colour c may be chased (empty: nowhere).
struct Chase {
  bool on = false;
  Outcome result = Outcome::Loss;
  std::vector<int> rank, ladder;
  std::vector<std::array<SquareSet, 2>> zone;
};

class Variant {
public:
  std::string name, title;
  int files = 8, ranks = 8;
  bool rotated = false; // Black's regions (and moves) are White's turned through 180 degrees
  std::vector<PieceType> types;
  std::string startFen;
  GameRules rules;
  bool hands = false; // FENs show hands (even empty ones)
  SquareSet board;    // every square of the board
  // The king steps (orthogonal first), and per step the squares from which it stays on the
  // board: a step of a whole set is one shift of those of its members (step()).
  static constexpr int KingSteps[8][2] = {{1, 0}, {-1, 0}, {0, 1},  {0, -1},
                                          {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  SquareSet stepFrom[8];
  SquareSet step(const SquareSet &s, int d) const {
    return (s & stepFrom[d]).shifted(KingSteps[d][0] + KingSteps[d][1] * files);
  }

  // Royalty and goals (compiler/goals): all empty or off for classic variants, at no cost.
  std::vector<Goal> goals;
  // Kinds of condition (bit 1 << Condition::Kind) that hold for both sides or neither (board
  // full, both passed, stalemated: only the side to move can be), of which every goal has one:
  // where none holds, no goal does (0: no such set, every goal is asked).
  uint32_t goalGate = 0;
  Blast blast;
  Counting counting;
  DrawPoints drawPoints;
  Chase chase;
  uint64_t royalTypes = 0;            // types with `royal`
  uint64_t royalLastTypes = 0;        // types with `royal when last`
  bool needRoyal[2] = {false, false}; // every position must give this side a royal piece
  int checksToWin[2] = {0, 0};        // `checks N` goals: the default counters (0: none)
  bool checkCounting = false;
  bool afterMove = false;    // rules do_move applies once the move is made (check counting, rights)
  bool ruledMoves = false;   // a move's legality test must see escapes, blasts or forbidden checks
  bool squareRights = false; // squares keep rights (gating, first moves)
  bool mayAddRoyal = false;  // a drop or a promotion may put a new royal piece on the board
  bool hasNotInCheck = false, hasFirstMoves = false, hasEscapes = false, hasFirstLost = false;
  SquareSet firstZone[2]; // squares whose piece may hold a first-move right, per colour

  // Drops
  bool drops = false;                // pieces in hand may be dropped
  bool capturesToHand = false;       // captured pieces go to the capturer's hand
  bool blastedToHand = false;        // and every piece a blast removes to its owner's opponent's
  std::vector<SquareSet> dropZone;   // [colour * types + type]: where it may be dropped
  uint64_t perFile = 0;              // types whose drops are limited per file:
  std::vector<uint8_t> perFileMost;  // per type, not onto a file that holds this many of the player's
  uint64_t noMateDrop = 0;           // types whose drop may not give checkmate
  std::vector<int> demotion;         // per type: what a promoted one becomes in hand, its base (-1: itself)
  int dropPusher = -1, dropPush = 0; // a drop needs this friendly piece just in front; it steps on
  uint64_t unlimited = 0;            // types whose hand never runs out (not kept in hands)
  bool dropAdjacent = false;         // only a king step from one of the side's pieces (Ataxx)
  bool dropEnclosing = false;        // only where it encloses a line of enemy pieces (Reversi)
  bool dropStacked = false;          // only on the first rank or on a piece or wall (Connect Four)
  bool dropEverySide = false;        // slid in from an empty edge square until the next is taken
  uint8_t dropAway = 0;              // Condition::Lines: no enemy piece a step along them from a drop
  SquareSet dropOpening[2];          // per colour: while one of these is empty, drops go there only
  bool dropRules = false;            // any of the four above
  // While a side holds one of these in hand it must drop one of them when it can (0: no rule).
  uint64_t mustDrop = 0;
  uint64_t oppositeColours = 0; // types a drop may not keep from standing on both square colours
  std::vector<int> dropAs;      // per hand type: the +X type it may also be dropped as, -1 if none
  std::vector<int> dropBase;    // per type: the hand type it is dropped from as a promoted piece, -1
  bool keepPromotions = false;  // captured promoted pieces go to hand as what they became
  bool tracksPromoted = false;  // pieces promoted in play are marked (~): they go to hand demoted
  std::vector<VariantOption> options;

  // Gating: a piece from hand enters on the square a piece leaves for the first time.
  std::vector<uint8_t> gatePieces; // Move::gate() - 1 indexes this
  SquareSet gateZone[2];           // actual squares per colour

  // Walls, petrification and flips (runtime/moves/walls.cpp, runtime/moves/flips.cpp).
  WallRules walls;
  uint64_t petrify = 0; // types that turn into a wall on the square where they capture
  Flip flip = Flip::None;
  bool reshapes = false; // moves flip pieces or place walls: do_move's last step
  uint64_t immobile = 0; // types that never move (they are dropped or set up)

  std::vector<uint8_t> pool; // squares referenced by rays and probes
  std::vector<Ray> rays;
  std::vector<uint32_t> rayIndex;  // [(colour * types + type) * squares + square], one past: end
  std::vector<uint8_t> rayRepeats; // same index: the rays may produce one move twice
  RayTable checks;                 // attacks on royal pieces that are never played (`checks`)
  RayTable confronts; // confrontations (`confronts`): the player facing one must break it or pass
  ProbeTable attackProbes, confrontProbes;
  // [colour of the attacker * squares + target]: every square the target's attack probes read. A
  // move that changes none of them leaves the target as attacked as it was (resolve_checks).
  std::vector<SquareSet> probeReach;

  std::vector<CastlingOption> castling;
  uint64_t castlingRooks = 0;                         // the types the castling piece castles with
  int castlingKing = -1;                              // the type that castles (a royal one unless declared)
  int castlingRank[2] = {-1, -1};                     // the rank each side castles on (-1: it does not)
  Square castlingKingStart[2] = {NoSquare, NoSquare}; // the king's start square, if fixed
  bool castlingDropped = false;  // a king or rook dropped onto its castling square gets the right
  bool castlingOpposite = false; // castling takes the opponent's right on the same wing
  bool chess960 = false;         // the castling squares vary per game: written as Chess960 writes them
  std::optional<ShuffleRule> shuffle;

  std::vector<PromotionSet> promotionSets; // index 0 is "no promotion"
  std::vector<uint8_t> promotionIndex;     // [(colour * types + type) * squares + target]
  uint64_t promotingTypes[2] = {0, 0};     // types with any promotion square, per colour
  std::vector<uint8_t> leavingIndex;       // like promotionIndex, by origin, for zones left
  bool hasLeaving = false;
  std::vector<PlacePromotion> placePromotions;
  uint64_t quietPromoters = 0; // types whose promotion in place must attack nothing (slow legality)
  // Hop rules: [(mover * types + screen) * 2 + (screen is an enemy)], HopSlide by default.
  std::vector<uint8_t> hopRules;
  bool hasHopRules = false;
  bool hasSpared = false; // some type may not capture some types (`cannot capture`: cannotCapture)
  // No ray explodes, pierces, falls back, needs a first-move right or forbids check; no piece
  // repeats a move; no walls: the generator takes a plain instance, which tests none of these,
  // and looks for hop rules and spared types only where hasHopRules or hasSpared says so (set
  // by compiler/rays.cpp; Variant::generator()).
  bool plainRays = false;
  // En passant: the squares from which a piece of a colour (of the given types) has an
  // en-passant capture onto a square, for [colour * squares + square] the range
  // [epTakerIndex[i], epTakerIndex[i + 1]) of epTakers (compiler/rays.cpp).
  struct EpTaker {
    uint8_t from;
    uint64_t types;
  };
  std::vector<EpTaker> epTakers;
  std::vector<uint32_t> epTakerIndex;
  std::vector<uint64_t> cannotCapture; // per type: the types it may not capture
  std::vector<uint64_t> stopSets{0};   // type masks that stop piercing rays; 0 is "none"
  // The bitboard path's tables (runtime/bitboard/tables.h), set by the compiler where every
  // piece and rule is one that path serves (docs/design.md, "Bitboards"); null: the rays only.
  // bitboards for boards of at most 64 squares, wideBitboards for 65 to 128, tripleBitboards
  // for 129 to 192 (one at most is set).
  std::shared_ptr<const bitboard::Tables> bitboards;
  std::shared_ptr<const bitboard::WideTables> wideBitboards;
  std::shared_ptr<const bitboard::TripleTables> tripleBitboards;
  bool on_bitboards() const { return bitboards || wideBitboards || tripleBitboards; }
  // The tables of the set type BB (null where the variant has another's, or none).
  template <class BB> const bitboard::BasicTables<BB> *tables_of() const {
    if constexpr (sizeof(BB) == 8)
      return bitboards.get();
    else if constexpr (sizeof(BB) == 16)
      return wideBitboards.get();
    else
      return tripleBitboards.get();
  }
  // Where only rules of legality keep the variant on the rays (Janggi: passing, the generals'
  // confrontation) while the tables serve its pieces: the tables all the same, for the
  // evaluation's targets and attacks alone (runtime/eval/eval.cpp). Null where the above are set.
  std::shared_ptr<const bitboard::Tables> evalBitboards;
  std::shared_ptr<const bitboard::WideTables> evalWideBitboards;
  std::shared_ptr<const bitboard::TripleTables> evalTripleBitboards;
  // The tables the evaluation uses: the path's, else its own.
  template <class BB> const bitboard::BasicTables<BB> *eval_tables_of() const {
    if (const bitboard::BasicTables<BB> *tb = tables_of<BB>()) return tb;
    if constexpr (sizeof(BB) == 8)
      return evalBitboards.get();
    else if constexpr (sizeof(BB) == 16)
      return evalWideBitboards.get();
    else
      return evalTripleBitboards.get();
  }
  // The evaluation's set width: 1, 2 or 3 words, 0 without tables.
  int eval_words() const {
    return bitboards || evalBitboards               ? 1
           : wideBitboards || evalWideBitboards     ? 2
           : tripleBitboards || evalTripleBitboards ? 3
                                                    : 0;
  }

  Generator generator() const {
    return plainRays                        ? (hasSpared     ? Generator::PlainSpared
                                               : hasHopRules ? Generator::PlainHopRules
                                                             : Generator::Plain)
           : hasNotInCheck || hasFirstMoves ? Generator::Special
                                            : Generator::General;
  }
  // Can walls arise in play (walls are placed, captures petrify)? Only then does a FEN hold them.
  bool has_walls() const { return walls.place != WallRules::None || petrify || blast.walls; }
  int squares() const { return files * ranks; }
  int ntypes() const { return int(types.size()); }
  Square square(int file, int rank) const { return rank * files + file; }
  int file_of(Square s) const { return s % files; }
  int rank_of(Square s) const { return s / files; }
  bool on_board(int file, int rank) const { return file >= 0 && file < files && rank >= 0 && rank < ranks; }
  // The same square seen from Black's side, as regions are written: ranks mirrored, and files
  // too in a rotated variant.
  Square relative(Color c, Square s) const {
    return c == White ? s : square(rotated ? files - 1 - file_of(s) : file_of(s), ranks - 1 - rank_of(s));
  }

  const Ray *rays_begin(Color c, int type, Square s) const {
    return rays.data() + rayIndex[(size_t(c) * types.size() + type) * squares() + s];
  }
  const Ray *rays_end(Color c, int type, Square s) const {
    return rays.data() + rayIndex[(size_t(c) * types.size() + type) * squares() + s + 1];
  }

  int promotion_leaving(Color c, int type, Square from) const {
    return leavingIndex[(size_t(c) * types.size() + type) * squares() + from];
  }
  HopRule hop_rule(int mover, int screen, bool enemyScreen) const {
    return HopRule(hopRules[(size_t(mover) * types.size() + screen) * 2 + enemyScreen]);
  }
  int promotion_at(Color c, int type, Square to) const {
    return promotionIndex[(size_t(c) * types.size() + type) * squares() + to];
  }
  int type_by_letter(char upper, bool promoted) const;
  // "Rook", "Rook or Chancellor": the castling partner types, for messages.
  std::string castling_rook_names() const;
  // The square of the board (not a hole) nearest its middle, from which most moves are seen.
  Square centre() const;
  std::string square_name(Square s) const;
  // Parses "e4", "a10"; NoSquare if it is not a square of this board.
  Square parse_square(const std::string &text) const;
};

} // namespace chimera

// What the bitboard path knows of a variant: per colour, piece type and square, the piece's
// moves as bitboards, derived once from the compiled ray tables (runtime/bitboard/
// eligibility.cpp), and the variant-wide facts the legal generator needs. In sets of one word
// (Tables, boards of at most 64 squares), two (WideTables, at most 128) or three (TripleTables,
// at most 192).
#pragma once

#include <memory>
#include <vector>

#include "runtime/bitboard/sliders.h"

namespace chimera {
class Variant;
}

namespace chimera::bitboard {

// A non-capturing leap that needs squares empty on the way (a pawn's double step), or one
// square of a short slide that only moves (a pawn's `fmW3`: three steps, each needing the
// squares before it empty).
struct Step {
  static constexpr int MaxBlock = 4;
  uint8_t to = 0;
  bool doubleStep = false; // leaves en-passant squares behind (MoveKind::DoubleStep)
  bool mobile = false;     // a slide's square: the evaluation counts it as mobility
  uint8_t nblock = 0;      // the squares that must be empty, but `to`
  uint8_t block[MaxBlock] = {};
  // Whether the step is open on the board occ.
  template <class BB> bool open(const BB &occ) const {
    bool blocked = has(occ, to);
    for (int k = 0; k < nblock; ++k) blocked |= has(occ, block[k]);
    return !blocked;
  }
};

// One bend of a bent rider (`[F-R]`, `[W-B]`): a leap to the elbow, which must be empty, then a
// slide along the standard line of direction `dir` from it, capturing only at its end. A lame
// leap that captures (the Xiangqi horse's `nN`: one orthogonal step that must be empty, then one
// diagonal) is a bend whose slide ends at `end`: on its first square, or for one a step longer
// (the Janggi elephant's `mafsmafW`: an orthogonal step, then two diagonal ones) on its second,
// the square between, `mid`, empty too.
struct Bend {
  static constexpr uint8_t Open = 255; // the slide goes on up to its first piece
  static constexpr uint8_t NoMid = 255;
  uint8_t elbow = 0, dir = 0, end = Open, mid = NoMid;
};

// What a ray square of Tables::order is reached through, for a piece that reaches one target by
// two rays (Variant::rayRepeats: a Gorgon's `[W-B][F-R]`): a leap (NoVia), a slide from the
// piece's square, or a bend's elbow.
constexpr uint8_t NoVia = 255;

// The moves of one piece type of one colour from one square.
template <class BB> struct PieceMoves {
  BB both = 0;        // leaps that move and capture
  BB quiet = 0;       // leaps that only move
  BB capture = 0;     // leaps that only capture (a pawn's diagonal steps)
  BB ep = 0;          // those of `capture` that also take en passant
  uint8_t nsteps = 0; // its steps: BasicTables::steps[step, step + nsteps), kept apart so that
  uint32_t step = 0;  // the common entry stays small
};

// What a piece type of one colour has anywhere: the generator's per-type branches.
template <class BB> struct TypeFacts {
  bool rook = false, bishop = false; // slides along the orthogonal, the diagonal lines
  // Slides along some directions only (a lance's `fR`): bit d, along the whole line of
  // direction d (sliders.h) from every square; the class's other directions not at all.
  uint8_t lines = 0;
  uint8_t slideFlags = 3;         // those slides move (RayMove), capture (RayCapture) or both
  bool steps = false, ep = false; // has a Step, an en-passant capture on some square
  bool promotes = false;
  BB zone = 0; // the targets where it promotes
  // Hops along all four lines of a class (bit 0: orthogonal, 1: diagonal) over exactly one
  // screen, with the RayMove/RayCapture flags of those rays; hopRule: the screen's type and side
  // may cut the hop short or forbid it (Variant::hop_rule); grass: every hop lands just beyond
  // its screen (a grasshopper's), as a HopAdjacent rule would have it.
  uint8_t hop = 0, hopFlags = 0;
  bool hopRule = false, grass = false;
  // Slides (lines and flags as for hops) made only when the piece has no other move at all
  // (RayFallback: a Basilisk's queen moves).
  uint8_t fallback = 0, fallbackFlags = 0;
  // Shots (a hop that `pierces` over a friendly screen, Gunnery's Scorpion): bit d, along the
  // line of direction d (sliders.h) from every square. Beyond the screen the shot flies over
  // the enemies of types not in Tables::shotStops, each a target, up to the first friend (no
  // target) or stopping enemy (a target); it only captures, and with `explodes` the shooter
  // goes with its victim (MoveKind::Explosion).
  uint8_t shoot = 0;
  bool explodes = false;
  // Bends (Tables::bends), moving and capturing alike; and whether some target is reached by two
  // of its rays (then generate_legal lists each where the first open ray reaches it).
  bool bends = false, repeats = false;
  // Has leaps made only as its first move (BasicTables::firstLeaps).
  bool first = false;
  // May not capture some types (`cannot capture`: Variant::cannotCapture): its captures skip them.
  bool spares = false;
  // It only leaps, slides and bends, to squares it both moves to and captures on (a knight, a queen):
  // counting its moves where nothing pins it, checks or gates needs no more than its targets.
  bool simple = false;
};

template <class BB> struct BasicTables {
  using Set = BB;
  int types = 0, squares = 0;
  // The evaluation's tables only (build_tables with `evaluation`): the types they do not serve,
  // whose rows and facts are empty (the evaluation walks their rays).
  uint64_t unserved = 0;
  std::vector<PieceMoves<BB>> moves; // [(colour * types + type) * squares + square]
  std::vector<Step> steps;
  // [(colour * types + type) * squares + target]: the squares from which a piece of that
  // colour and type attacks the target by a leap (both | capture), for attack detection.
  std::vector<BB> leapers;
  // [(colour * types + type) * squares + square]: leaps that only move, made only as the piece's
  // first move (`first`: its square keeps a first-move right, StateInfo::gates), and those also
  // not made in check (`first not in check`); empty where no type has them.
  std::vector<BB> firstLeaps, firstCalmLeaps;
  BB colours[2] = {0, 0}; // the squares of each colour: (file + rank) even, odd
  // Blasts with royal types (Atomic): per square, the squares within the blast's radius of it
  // (it included); a royal piece there next to an enemy one cannot be taken (Position::royal_safe).
  bool blasts = false;
  std::vector<BB> blastZone;
  // Some rule of the few variants that need it: slides along some directions only, first-move
  // leaps, types that spare types, promotion on leaving a zone, blasts, drops limited per file,
  // not mating, promoted or on both colours. The generator is compiled apart for them.
  bool rich = false;
  std::vector<TypeFacts<BB>> facts; // [colour * types + type]
  uint64_t leapTypes[2] = {0, 0};   // types with a capturing leap, per colour
  // Types that may promote to a royal type, per colour: under `check all` a side that holds one
  // takes the ray path (a new royal piece may leave the others attacked, even in check).
  uint64_t royalMakers[2] = {0, 0};
  uint64_t rookTypes[2] = {0, 0};   // types that capture sliding along the four orthogonal lines
  uint64_t bishopTypes[2] = {0, 0}; // and along the four diagonal ones
  // [colour][0: orthogonal, 1: diagonal] the types that capture by hopping along those lines
  uint64_t hopTypes[2][2] = {{0, 0}, {0, 0}};
  bool hoppers = false; // some type hops: attacks and pins need more than the riders' lines
  // [colour][d] the types whose shots fly along direction d ^ 1, so that they hit a target
  // from the line of direction d (TypeFacts::shoot); [colour] the enemy types that stop its
  // shots (one set per colour).
  uint64_t shootTypes[2][8] = {};
  uint64_t shotStops[2] = {0, 0};
  bool shooters = false; // some type shoots (then `hoppers` too: a shot is a hop)
  // [colour][d] the types whose `checks` slide along direction d ^ 1 (the Xiangqi general's
  // `checks "vR"`): they threaten a royal piece, seen from it along direction d, up to the
  // first piece; never played, never a capture. Whether any type has such a slide.
  // The types that slide, capturing, along some directions only (TypeFacts::lines) are in it
  // too: to a royal piece they are the same threat. lineTypes: those alone, indexed the same
  // way (they capture anything: capturers, the exchanges).
  uint64_t checkTypes[2][8] = {};
  bool checkSliders = false;
  uint64_t lineTypes[2][8] = {};
  bool lineSliders = false;
  bool fallbacks = false; // some type has fallback slides (TypeFacts::fallback)
  // Bent riders: per colour, type and square [bendIndex[i], bendIndex[i + 1]) of bends; per
  // colour and type, [(colour * types + type) * squares + target] the squares from which a
  // bend could reach the target on the empty board (bend_attackers' filter); the types that
  // bend, per colour.
  std::vector<Bend> bends;
  std::vector<uint32_t> bendIndex;
  std::vector<BB> bendReach;
  uint64_t bendTypes[2] = {0, 0};
  bool benders = false;
  // generate_legal lists the moves in the order of the ray generator (runtime/moves/movegen.cpp)
  // so that every consumer of it sees the same list: per colour, type and square the targets in
  // the order its rays reach them, [index[i], index[i + 1]) of order. A square may appear twice:
  // orderKind says whether an entry places the quiet move there (1), the capture (2) or both,
  // since a quiet slide may reach a square before the hop that captures on it. orderVia: what
  // the entry is reached through (NoVia, the piece's square, an elbow), for TypeFacts::repeats.
  std::vector<uint8_t> order, orderKind, orderVia;
  std::vector<uint32_t> orderIndex;
  Sliders<BB> sliders;

  const PieceMoves<BB> &at(int c, int type, Square s) const {
    return moves[(size_t(c) * types + type) * squares + s];
  }
  const TypeFacts<BB> &fact(int c, int type) const { return facts[size_t(c) * types + type]; }
};

using Tables = BasicTables<Bitboard>;
using WideTables = BasicTables<Wide>;
using TripleTables = BasicTables<Triple>;

// The tables when every rule of the variant is one the bitboard path serves and the board fits
// in a BB, else null (the reason, for `chimera compile` and the tests, in *why). With
// `evaluation`, the rules of legality (drops, passing, confrontation, royal pieces) are not asked:
// the tables then serve the evaluation's targets and attacks only.
template <class BB>
std::shared_ptr<const BasicTables<BB>> build_tables(const Variant &v, std::string *why = nullptr,
                                                    bool evaluation = false);

// Sets the tables of the set type the board needs (Variant::bitboards, wideBitboards or
// tripleBitboards), or none where the variant takes the rays; then, where only its rules keep
// it off the path, the evaluation's (Variant::evalBitboards and its kin).
void attach_tables(Variant &v);
// The types the evaluation's tables leave to their rays (BasicTables::unserved); every type
// where it has none.
uint64_t eval_unserved(const Variant &v);
// Why the variant takes the rays (the first rule the path does not serve), or "" if it does not;
// with `evaluation`, why its evaluation does.
std::string ray_reason(const Variant &v, bool evaluation = false);

} // namespace chimera::bitboard

// The evaluation's parameters: which ones a compiled variant has (derived from its tables, so
// every definition has a full set), their defaults, and the readable file `chimera tune`
// writes next to a definition (docs/evaluation.md).
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "runtime/board/variant.h"

namespace chimera {

// Terms with one parameter per piece type.
enum PieceTerm {
  Material,    // a piece on the board
  Hand,        // a piece in hand
  Shape,       // per unit of the square's relative model mobility (the piece-square shape)
  Promotion,   // per unit of progress^2 toward the nearest promotion square
  Mobility,    // per move more than the model board's typical count
  Doubled,     // a promoting piece with a friendly one of its type ahead on its file
  Blocked,     // a promoting piece whose square ahead is occupied
  Supported,   // a promoting piece its own side defends
  HangingUs,   // a piece of the side to move attacked and not defended
  HangingThem, // the same for the other side
  ThreatUs,    // a piece of the side to move attacked by a cheaper enemy piece
  ThreatThem,  // the same for the other side
  Pair,        // two or more of a colour-bound type
  // Royal safety, per attacking type.
  KingAttacker, // a piece attacking the squares next to an enemy royal piece (or its own)
  SafeCheck,    // the type could give check from a square the enemy does not guard
  // Files, for officers: one with no promoting piece at all, one with none of the owner's.
  OpenFile,
  SemiOpenFile,
  // The promoting pieces' structure.
  Isolated,       // no friendly piece of its type on the files next to its own
  Phalanx,        // a friendly piece of its type beside it on the same rank
  PassedKingUs,   // a passed piece: its own royal's distance to the square ahead, x its advance
  PassedKingThem, // the same for the enemy royal
  PassedFree,     // a passed piece whose square ahead is empty and not attacked, x its advance
  Outpost,        // an officer its promoting pieces defend where no enemy promoting piece can attack it
  PieceTerms
};

constexpr int SafetySteps = 10;   // attacked squares around a royal piece: 0..9 (9 or more)
constexpr int AttackerSteps = 8;  // enemy pieces attacking them: 0..7 (7 or more)
constexpr int MobilitySteps = 24; // an officer's move count: 0..23 (23 or more)

// The parameter space of one variant. Parameter i has a middlegame and an endgame weight.
class EvalSpace {
public:
  explicit EvalSpace(const Variant &v);
  int size() const { return size_; }
  int term(int type, PieceTerm t) const { return type * perType_ + t; }
  // Relative rank (0: the owner's first rank), and file distance from the nearer edge.
  int rank(int type, int r) const { return type * perType_ + PieceTerms + r; }
  int file(int type, int d) const { return type * perType_ + PieceTerms + ranks_ + d; }
  // A promoting piece with no enemy piece of its type ahead on its file or the next ones.
  int passed(int type, int r) const { return type * perType_ + PieceTerms + ranks_ + files_ + r; }
  // Standing on relative rank r, d files from the nearer edge (a piece-square table).
  int square(int type, int r, int d) const {
    return type * perType_ + PieceTerms + 2 * ranks_ + files_ + r * files_ + d;
  }
  // An officer with n moves (mobility beyond the linear term).
  int moves(int type, int n) const {
    return type * perType_ + PieceTerms + 2 * ranks_ + files_ * (1 + ranks_) + n;
  }
  int safety(int attacked) const { return globals_ + attacked; }
  int tempo() const { return globals_ + SafetySteps; }
  // Around a royal piece: the owner's promoting pieces on the three squares one rank ahead of
  // it (shelter 1) and two ranks ahead (shelter 2); the files of those three with none of them
  // ahead of it (shelter-open); enemy promoting pieces up to three ranks ahead (storm).
  int shelter(int rankAhead) const { return globals_ + SafetySteps + rankAhead; }
  int shelter_open() const { return globals_ + SafetySteps + 3; }
  int storm() const { return globals_ + SafetySteps + 4; }
  // The number of enemy pieces attacking the squares next to a royal piece.
  int attackers(int n) const { return globals_ + SafetySteps + 5 + n; }
  int file_distance(int file) const { return std::min(file, v_->files - 1 - file); }

  // "material Pawn", "rank Pawn 3", "safety 4", "tempo"; used[i]: can the term ever be
  // non-zero in this variant (only those are written to a file).
  std::vector<std::string> names;
  std::vector<bool> used;

private:
  const Variant *v_;
  int ranks_, files_, perType_, globals_, size_;
};

// Weights in centipawns, indexed as EvalSpace.
struct EvalParams {
  std::vector<int> mg, eg;
};

// Reads a parameter file for v: "chimera-eval 1", then "variant NAME", then lines
// "NAME... MG EG" ('#' comments). Parameters it does not name keep out's values (the defaults
// when out is empty or of another variant's size). False with
// "file:line: reason" on anything else.
bool read_params(const Variant &v, const std::string &file, EvalParams &out, std::string &why);
// The file's text; `header` lines are written as comments after the first line.
std::string write_params(const Variant &v, const EvalParams &p, const std::vector<std::string> &header);

// A definition's parameter file: FILE.variant -> FILE.eval.
std::string params_file(const std::string &definition);

} // namespace chimera

#include "tools/display/diagram.h"

#include <algorithm>
#include <cctype>
#include <tuple>

#include "compiler/compiler.h"
#include "runtime/moves/movegen.h"

namespace chimera::view {

namespace {

// Screens and blockers around the origin, as (file, rank) offsets: a screen two squares
// north and west, one adjacent east (it blocks the first leg of lame and bent pieces going
// east), one two squares north-east and one adjacent south-west. South, north-west and
// south-east stay open, so each diagram shows blocked and free lines side by side.
constexpr int BlockerOffsets[][2] = {{0, 2}, {-2, 0}, {1, 0}, {2, 2}, {-1, -1}};

bool plain_move(Move m) {
  return m.kind() != MoveKind::Pass && m.kind() != MoveKind::Drop && m.kind() != MoveKind::Castling &&
         m.kind() != MoveKind::Locust;
}

uint8_t capture_mark(Move m) { return explodes(m.kind()) ? MarkExplode : MarkCapture; }

// Marks every square the piece on `from` reaches in `pos`: moves to empty squares and captures
// of the enemies already there from one generation, other captures and locust victims by
// standing one enemy of `victimType` on each empty square in turn.
void mark_targets(Position &pos, Square from, int victimType, std::vector<uint8_t> &marks) {
  const Variant &v = pos.variant();
  MoveList list;
  generate_pseudo(pos, list);
  for (Move m : list)
    if (m.from() == from && plain_move(m))
      marks[m.to()] |= pos.at(m.to()) ? capture_mark(m) : uint8_t(MarkMove);
  const Piece victim = make_piece(Black, victimType);
  for (Square t = 0; t < v.squares(); ++t) {
    if (pos.at(t) || !v.board.test(t)) continue;
    pos.set_square(t, victim);
    list.n = 0;
    generate_pseudo(pos, list);
    for (Move m : list) {
      if (m.from() != from) continue;
      if (m.kind() == MoveKind::Locust && m.extra() == t)
        marks[t] |= MarkVictim, marks[m.to()] |= MarkLanding;
      else if (m.to() == t && plain_move(m))
        marks[t] |= capture_mark(m);
    }
    pos.set_square(t, NoPiece);
  }
}

// Does the piece on `from` still reach `to` (by capturing an enemy there, or by moving)?
bool reaches(Position &pos, Square from, Square to, bool capture, int victimType) {
  if (capture) pos.set_square(to, make_piece(Black, victimType));
  MoveList list;
  generate_pseudo(pos, list);
  if (capture) pos.set_square(to, NoPiece);
  for (Move m : list)
    if (m.from() == from && m.to() == to && plain_move(m)) return true;
  return false;
}

// The marks of `type` standing on `from`, with friendly `blockerType` pieces on `blockers` and
// perhaps one enemy of `enemyType` on `enemy`.
std::vector<uint8_t> piece_marks(const Variant &v, int type, Square from, const std::vector<Square> &blockers,
                                 int blockerType, int victimType, Square enemy = NoSquare,
                                 int enemyType = 0) {
  Position pos(v);
  pos.set_square(from, make_piece(White, type));
  for (Square b : blockers) pos.set_square(b, make_piece(White, blockerType));
  if (enemy != NoSquare) pos.set_square(enemy, make_piece(Black, enemyType));
  std::vector<uint8_t> marks(v.squares(), 0);
  mark_targets(pos, from, victimType, marks);
  // A target is a hop when taking away one of the pieces around loses it.
  for (Square b : blockers) {
    pos.set_square(b, NoPiece);
    for (Square t = 0; t < v.squares(); ++t) {
      if ((marks[t] & MarkMove) && !(marks[t] & MarkMoveHop) && !reaches(pos, from, t, false, victimType))
        marks[t] |= MarkMoveHop;
      if ((marks[t] & (MarkCapture | MarkExplode)) && !(marks[t] & MarkCaptureHop) &&
          !reaches(pos, from, t, true, victimType))
        marks[t] |= MarkCaptureHop;
    }
    pos.set_square(b, make_piece(White, blockerType));
  }
  return marks;
}

int targets(const std::vector<uint8_t> &marks) {
  return int(std::count_if(marks.begin(), marks.end(), [](uint8_t m) { return m != 0; }));
}

// The central square; where the piece cannot move from there (a piece confined to a region),
// the square with the most targets, the most central first. Holes are never chosen.
Square choose_origin(const Variant &v, int type, int victimType) {
  const int cf = (v.files - 1) / 2, cr = (v.ranks - 1) / 2;
  auto distance = [&](Square s) {
    int df = v.file_of(s) - cf, dr = v.rank_of(s) - cr;
    return df * df + dr * dr;
  };
  const Square center = v.centre();
  if (targets(piece_marks(v, type, center, {}, 0, victimType))) return center;
  Square best = center;
  int most = 0, nearest = 0;
  v.board.for_each([&](Square s) {
    int n = targets(piece_marks(v, type, s, {}, 0, victimType)), dist = distance(s);
    if (n > most || (n == most && n > 0 && dist < nearest)) best = s, most = n, nearest = dist;
  });
  return best;
}

// A type the piece may capture (not royal if it can be helped): what stands on target squares.
int victim_type(const Variant &v, int type) {
  int any = -1;
  for (int t = 0; t < v.ntypes(); ++t) {
    if (v.cannotCapture[type] >> t & 1) continue;
    if (!v.types[t].royal) return t;
    if (any < 0) any = t;
  }
  return any < 0 ? 0 : any;
}

// Another friendly type the piece may jump like any screen: the cheapest one that is not
// royal, if there is one (a pawn, usually).
int blocker_type(const Variant &v, int type) {
  int best = -1;
  auto rank = [&](int t) { // lower is better
    return std::make_tuple(v.hasHopRules && v.hop_rule(type, t, false) != HopSlide, v.types[t].royal,
                           t == type, v.types[t].value, t);
  };
  for (int t = 0; t < v.ntypes(); ++t)
    if (best < 0 || rank(t) < rank(best)) best = t;
  return best;
}

// The cheapest enemy type a piercing atom of `type` flies over and may capture; -1 if none.
int pierced_type(const Variant &v, int type, const MoveAtom &a) {
  int best = -1;
  for (int t = 0; t < v.ntypes(); ++t) {
    if (v.types[t].royal || (a.stops >> t & 1) || (v.cannotCapture[type] >> t & 1)) continue;
    if (best < 0 || v.types[t].value < v.types[best].value) best = t;
  }
  return best;
}

// Stands an enemy on the screened board where a piercing flight passes it: the first empty
// square of a piercing line (beyond the screen, for a hopper) whose next square the piece
// still reaches with the enemy there. The diagram then shows the flight going on beyond it.
void place_pierced_enemy(const Variant &v, int type, int victim, PieceDiagrams &out) {
  for (const MoveAtom &a : v.types[type].atoms) {
    const int enemyType = pierced_type(v, type, a);
    if (a.role != MoveAtom::Move || !(a.flags & RayPierce) || enemyType < 0) continue;
    for (const auto &[df, dr] : a.vectors) {
      bool screened = a.kind != RayKind::Hop;
      for (int f = v.file_of(out.origin) + df, r = v.rank_of(out.origin) + dr;
           v.on_board(f, r) && v.on_board(f + df, r + dr) && v.board.test(v.square(f, r)); f += df, r += dr) {
        const Square s = v.square(f, r);
        if (out.screened.pieces[s]) {
          if (screened) break;
          screened = true;
          continue;
        }
        if (!screened) continue;
        std::vector<uint8_t> marks =
            piece_marks(v, type, out.origin, out.blockers, out.blockerType, victim, s, enemyType);
        if (!marks[v.square(f + df, r + dr)]) break;
        out.enemy = s, out.enemyType = enemyType;
        out.screened.pieces[s] = make_piece(Black, enemyType);
        out.screened.marks = std::move(marks);
        return;
      }
    }
  }
}

Diagram empty_diagram(const Variant &v) {
  Diagram d;
  d.files = v.files, d.ranks = v.ranks;
  d.pieces.assign(v.squares(), NoPiece);
  d.marks.assign(v.squares(), 0);
  for (Square s = 0; s < v.squares(); ++s)
    if (!v.board.test(s)) d.holes.set(s);
  return d;
}

// The six orthodox pieces on a board of the variant's size and holes, to tell whether a piece
// lettered K, Q, R, B, N or P moves like its namesake.
std::unique_ptr<Variant> orthodox_pieces(const Variant &v) {
  if (v.board.count() < 2) return nullptr; // no room for the kings the start position needs
  const Square whiteKing = v.board.first();
  Square blackKing = whiteKing;
  v.board.for_each([&](Square s) { blackKing = s; });
  std::string fen, holes;
  for (int r = v.ranks - 1; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < v.files; ++f) {
      const Square s = v.square(f, r);
      if (v.board.test(s) && s != whiteKing && s != blackKing) {
        ++empty;
        continue;
      }
      if (empty) fen += std::to_string(empty), empty = 0;
      fen += s == whiteKing ? 'K' : s == blackKing ? 'k' : '*';
      if (!v.board.test(s)) holes += (holes.empty() ? " holes " : ", ") + v.square_name(s);
    }
    if (empty) fen += std::to_string(empty);
    if (r) fen += '/';
  }
  const std::string text = "variant orthodox { board " + std::to_string(v.files) + "x" +
                           std::to_string(v.ranks) + ";" + (holes.empty() ? "" : holes + ";") +
                           " piece King K { moves \"K\"; royal; } piece Queen Q { moves \"Q\"; }"
                           " piece Rook R { moves \"R\"; } piece Bishop B { moves \"B\"; }"
                           " piece Knight N { moves \"N\"; } piece Pawn P { moves \"fmWfcF\"; }"
                           " start \"" +
                           fen + " w - - 0 1\"; }";
  Diagnostics diags;
  return compile_source(text, "<orthodox>", diags);
}

} // namespace

MarkKind target_kind(uint8_t m) {
  const bool move = m & MarkMove, capture = m & (MarkCapture | MarkExplode);
  const bool hop = (!move || (m & MarkMoveHop)) && (!capture || (m & MarkCaptureHop));
  if (move && capture) return hop ? MarkKind::HopBoth : MarkKind::Both;
  if (move) return hop ? MarkKind::HopMove : MarkKind::Move;
  if (capture && !(m & MarkCapture)) return hop ? MarkKind::HopExplode : MarkKind::Explode;
  if (capture) return hop ? MarkKind::HopCapture : MarkKind::Capture;
  return MarkKind::None;
}

MarkKind mark_kind(uint8_t m) {
  const MarkKind target = target_kind(m);
  if (m & MarkVictim) return target == MarkKind::None ? MarkKind::Victim : MarkKind::VictimTarget;
  if (target == MarkKind::None && (m & MarkLanding)) return MarkKind::Landing;
  return target;
}

char mark_char(MarkKind k) { return ".ox*OX#v&+%!"[int(k)]; }

const char *mark_meaning(MarkKind k) {
  static const char *meanings[MarkKinds] = {
      "empty square",
      "move only",
      "capture only",
      "move or capture",
      "move only, jumping a piece",
      "capture only, jumping a piece",
      "move or capture, jumping a piece",
      "an enemy here is captured on the way",
      "an enemy here is captured on the way; also a target",
      "ends here after capturing on the way",
      "capture only; the piece explodes with its target",
      "capture only, jumping a piece; the piece explodes with its target"};
  return meanings[int(k)];
}

std::vector<MarkKind> Diagram::kinds() const {
  bool used[MarkKinds] = {};
  for (uint8_t m : marks) used[int(mark_kind(m))] = true;
  std::vector<MarkKind> out;
  for (int k = 1; k < MarkKinds; ++k)
    if (used[k]) out.push_back(MarkKind(k));
  return out;
}

Faces piece_faces(const Variant &v) {
  static const std::string orthodox = "KQRBNP";
  static const char *symbols[2][6] = {{"♔", "♕", "♖", "♗", "♘", "♙"}, {"♚", "♛", "♜", "♝", "♞", "♟"}};
  Faces f;
  std::unique_ptr<Variant> ref;
  for (int t = 0; t < v.ntypes(); ++t) {
    const PieceType &pt = v.types[t];
    const std::string prefix = pt.promotedMark ? "+" : "";
    f.letter[White].push_back(prefix + pt.letter);
    f.letter[Black].push_back(prefix + char(std::tolower((unsigned char)pt.letter)));
    f.symbol[White].emplace_back(), f.symbol[Black].emplace_back();
    const size_t k = orthodox.find(pt.letter);
    if (pt.promotedMark || k == std::string::npos) continue;
    if (!ref) ref = orthodox_pieces(v);
    if (!ref) continue;
    const PieceDiagrams d = piece_diagrams(v, t);
    const int rv = victim_type(*ref, int(k)), rb = int(k) == 5 ? 4 : 5;
    if (piece_marks(*ref, int(k), d.origin, {}, rb, rv) == d.empty.marks &&
        piece_marks(*ref, int(k), d.origin, d.blockers, rb, rv) == d.screened.marks)
      f.symbol[White][t] = symbols[White][k], f.symbol[Black][t] = symbols[Black][k];
  }
  return f;
}

Diagram position_diagram(const Position &pos) {
  const Variant &v = pos.variant();
  Diagram d = empty_diagram(v);
  for (Square s = 0; s < v.squares(); ++s) d.pieces[s] = pos.at(s);
  d.showHands = v.hands;
  for (Color c : {White, Black})
    for (int t = 0; t < v.ntypes(); ++t) d.hand[c].push_back(pos.hand(c, t));
  return d;
}

PieceDiagrams piece_diagrams(const Variant &v, int type) {
  PieceDiagrams out;
  const int victim = victim_type(v, type);
  out.origin = choose_origin(v, type, victim);
  out.blockerType = blocker_type(v, type);
  const int of = v.file_of(out.origin), orank = v.rank_of(out.origin);
  for (const auto &o : BlockerOffsets)
    if (v.on_board(of + o[0], orank + o[1]) && v.board.test(v.square(of + o[0], orank + o[1])))
      out.blockers.push_back(v.square(of + o[0], orank + o[1]));

  out.empty = empty_diagram(v);
  out.empty.origin = out.origin;
  out.empty.pieces[out.origin] = make_piece(White, type);
  out.empty.marks = piece_marks(v, type, out.origin, {}, out.blockerType, victim);

  out.screened = out.empty;
  for (Square b : out.blockers) out.screened.pieces[b] = make_piece(White, out.blockerType);
  out.screened.marks = piece_marks(v, type, out.origin, out.blockers, out.blockerType, victim);
  place_pierced_enemy(v, type, victim, out);
  return out;
}

int find_piece(const Variant &v, const std::string &name) {
  auto lower = [](std::string s) {
    for (char &c : s) c = char(std::tolower((unsigned char)c));
    return s;
  };
  for (int t = 0; t < v.ntypes(); ++t)
    if (lower(v.types[t].name) == lower(name)) return t;
  const bool promoted = name.size() == 2 && name[0] == '+';
  if (name.size() == 1 || promoted) {
    const char letter = char(std::toupper((unsigned char)name.back()));
    for (int t = 0; t < v.ntypes(); ++t)
      if (v.types[t].letter == letter && v.types[t].promotedMark == promoted) return t;
  }
  return -1;
}

} // namespace chimera::view

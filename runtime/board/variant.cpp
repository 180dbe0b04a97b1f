#include "runtime/board/variant.h"

namespace chimera {

int Variant::type_by_letter(char upper, bool promoted) const {
  for (int t = 0; t < ntypes(); ++t)
    if (types[t].letter == upper && types[t].promotedMark == promoted) return t;
  return -1;
}

std::string Variant::castling_rook_names() const {
  std::string out;
  for (int t = 0; t < ntypes(); ++t)
    if (castlingRooks >> t & 1) out += (out.empty() ? "" : " or ") + types[t].name;
  return out;
}

Square Variant::centre() const {
  const int cf = (files - 1) / 2, cr = (ranks - 1) / 2;
  auto distance = [&](Square s) {
    const int df = file_of(s) - cf, dr = rank_of(s) - cr;
    return df * df + dr * dr;
  };
  Square best = square(cf, cr);
  if (board.test(best)) return best;
  best = board.first();
  board.for_each([&](Square s) {
    if (distance(s) < distance(best)) best = s;
  });
  return best;
}

std::string Variant::square_name(Square s) const {
  return std::string(1, char('a' + file_of(s))) + std::to_string(rank_of(s) + 1);
}

Square Variant::parse_square(const std::string &text) const {
  if (text.size() < 2 || text.size() > 3 || text[0] < 'a' || text[0] > 'z') return NoSquare;
  int file = text[0] - 'a', rank = 0;
  for (size_t i = 1; i < text.size(); ++i) {
    if (text[i] < '0' || text[i] > '9') return NoSquare;
    rank = rank * 10 + (text[i] - '0');
  }
  if (text[1] == '0' || !on_board(file, rank - 1)) return NoSquare;
  return square(file, rank - 1);
}

} // namespace chimera

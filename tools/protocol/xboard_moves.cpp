#include "tools/protocol/xboard_moves.h"

#include <cctype>

namespace chimera {

namespace {
bool is_file(char c) { return c >= 'a' && c <= 'z'; }
bool is_digit(char c) { return std::isdigit((unsigned char)c) != 0; }
} // namespace

std::string to_xboard_move(const std::string &move, int ranks) {
  // A pass, the royal square twice (e2e2), is XBoard's null move.
  const size_t half = move.size() / 2;
  if (move.size() >= 4 && move.size() % 2 == 0 && move.compare(0, half, move, half, half) == 0 &&
      is_file(move[0]))
    return "@@@@";
  if (ranks <= 9) return move;
  std::string out;
  for (size_t i = 0; i < move.size(); ++i) {
    out += move[i];
    if (!is_file(move[i]) || i + 1 >= move.size() || !is_digit(move[i + 1])) continue;
    int rank = 0;
    while (i + 1 < move.size() && is_digit(move[i + 1])) rank = rank * 10 + (move[++i] - '0');
    out += char('0' + rank - 1);
  }
  return out;
}

std::string from_xboard_move(const std::string &text, int ranks) {
  // XBoard marks a declined optional promotion with '=' (shogi: d6d2=); Chimera writes none.
  const std::string move = !text.empty() && text.back() == '=' ? text.substr(0, text.size() - 1) : text;
  if (ranks <= 9) return move;
  std::string out;
  for (size_t i = 0; i < move.size(); ++i) {
    out += move[i];
    // A file letter, then one rank character; anything else (a promotion letter, '@', '+')
    // is copied as it is.
    if (!is_file(move[i]) || i + 1 >= move.size()) continue;
    const int rank = move[i + 1] - '0';
    if (rank < 0 || rank >= ranks) continue;
    out += std::to_string(rank + 1);
    ++i;
  }
  return out;
}

} // namespace chimera

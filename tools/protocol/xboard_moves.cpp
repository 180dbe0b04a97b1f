#include "tools/protocol/xboard_moves.h"

#include <cctype>

namespace chimera {

namespace {
bool is_file(char c) { return c >= 'a' && c <= 'z'; }
bool is_digit(char c) { return std::isdigit((unsigned char)c) != 0; }

// A move with a wall (e7e8q,e8d4): Fairy-Stockfish's XBoard spelling puts the wall before the
// move's suffix, a promotion or gate letter or '+'/'-' (e7e8,e8d4q); UCI puts it after.
std::string suffix_after_wall(const std::string &move) {
  const size_t comma = move.find(',');
  if (comma == std::string::npos) return move;
  size_t end = comma;
  while (end > 0 && !is_digit(move[end - 1])) --end;
  return move.substr(0, end) + move.substr(comma) + move.substr(end, comma - end);
}

// And back: the wall field is two XBoard squares (a file letter and one rank character each);
// what follows them is the move's suffix.
std::string suffix_before_wall(const std::string &move) {
  const size_t comma = move.find(',');
  if (comma == std::string::npos || move.size() <= comma + 5) return move;
  for (size_t i : {comma + 1, comma + 3})
    if (!is_file(move[i])) return move;
  return move.substr(0, comma) + move.substr(comma + 5) + move.substr(comma, 5);
}
} // namespace

std::string to_xboard_move(const std::string &text, int ranks) {
  // A pass, the royal square twice (e2e2), is XBoard's null move.
  const size_t half = text.size() / 2;
  if (text.size() >= 4 && text.size() % 2 == 0 && text.compare(0, half, text, half, half) == 0 &&
      is_file(text[0]))
    return "@@@@";
  const std::string move = suffix_after_wall(text);
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
  const std::string move =
      suffix_before_wall(!text.empty() && text.back() == '=' ? text.substr(0, text.size() - 1) : text);
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

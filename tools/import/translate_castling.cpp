// The castling block.
#include <algorithm>
#include <cctype>
#include <sstream>

#include "tools/import/translate_impl.h"

namespace chimera::import {

namespace {

int file_number(Context &c, const std::string &key) {
  std::string v = c.get(key).value;
  return std::isdigit((unsigned char)v[0]) ? std::stoi(v) : v[0] - 'a' + 1;
}

std::string file_name(int f) { return std::string(1, char('a' + f - 1)); }

// The file of the castling king of a side (0 White) on its castling rank of the FEN's board, 0 if none.
int king_file(Context &c, const std::string &board, char letter, int side) {
  int rank = std::stoi(c.get("castlingRank").value);
  int want = side == 0 ? rank : c.ranks + 1 - rank;
  const char l =
      side == 0 ? char(std::toupper((unsigned char)letter)) : char(std::tolower((unsigned char)letter));
  Squares at = fen_squares(board, c.files, c.ranks, l);
  for (int f = 1; f <= c.files; ++f)
    if (at.has(f, want)) return f;
  return 0;
}

} // namespace

std::string castling(Context &c, const std::string &fen) {
  std::istringstream fields(fen);
  std::string board, side, rights;
  fields >> board >> side >> rights;
  const bool dropped = c.flag("castlingDroppedPiece") && c.flag("pieceDrops");
  if (!c.flag("castling") || (rights == "-" && !dropped)) return "";
  std::vector<int> kw = c.kinds("castlingKingPieceWhite"), kb = c.kinds("castlingKingPieceBlack");
  std::vector<int> rw = c.kinds("castlingRookPiecesWhite"), rb = c.kinds("castlingRookPiecesBlack");
  if (kw.empty() || rw.empty()) return ""; // nothing castles: FSF never castles then
  if (kw != kb || rw != rb || kw.size() != 1 || kw[0] < 0 || in(rw, -2)) {
    c.error(c.get("castlingRookPieces"),
            "castling needs one king type and rook types, the same for both sides");
    return "";
  }
  const ChimeraPiece &king = c.pieces[size_t(c.piece(kw[0]))];
  std::vector<std::string> items = {"king " + king.name + ";", "with " + c.joined(rw) + ";"};
  const int k = file_number(c, "castlingKingsideFile"), q = file_number(c, "castlingQueensideFile");
  // the wings each side may castle on (0 kingside, 1 queenside)
  bool wing[2][2] = {{dropped, dropped}, {dropped, dropped}};
  if (dropped) {
    if (king_file(c, board, king.letter.back(), 0) == 0) // the king starts in hand: where it castles from
      items.push_back("king " + king.name + " on " + file_name(file_number(c, "castlingKingFile")) +
                      c.get("castlingRank").value + ";");
    items.push_back("dropped;");
  }
  for (char r : rights == "-" ? std::string() : rights) {
    int s = std::isupper((unsigned char)r) ? 0 : 1;
    char w = char(std::tolower((unsigned char)r));
    int kf = king_file(c, board, king.letter.back(), s), rf = w - 'a' + 1;
    if (w == 'k' || w == 'q')
      wing[s][w == 'q'] = true;
    else if (rf >= 1 && rf <= c.files && kf > 0 && rf != kf) // Shredder-FEN: the rook's file
      wing[s][rf < kf] = true;
    else {
      c.error(c.get("startFen"),
              std::string("castling right '") + r + "' names no rook of the castling rank");
      return "";
    }
  }
  for (int w = 0; w < 2; ++w) {
    const std::string line = std::string(w ? "queenside" : "kingside") + " king " + file_name(w ? q : k) +
                             " rook " + file_name(w ? q + 1 : k - 1) + ";";
    if (wing[0][w] && wing[1][w])
      items.push_back(line);
    else
      for (int s = 0; s < 2; ++s)
        if (wing[s][w]) items.push_back(std::string(s ? "black " : "white ") + line);
  }
  if (c.flag("oppositeCastling")) items.push_back("opposite wings;");
  return block(items, "castling");
}

} // namespace chimera::import

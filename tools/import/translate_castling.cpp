// The castling block.
#include <algorithm>
#include <cctype>
#include <sstream>

#include "tools/import/translate_impl.h"

namespace chimera::import {

namespace {
std::string file_letter(Context &c, const std::string &key, int shift) {
  std::string v = c.get(key).value;
  int f = std::isdigit((unsigned char)v[0]) ? std::stoi(v) : v[0] - 'a' + 1;
  return std::string(1, char('a' + f - 1 + shift));
}

} // namespace

std::string castling(Context &c, const std::string &fen) {
  std::istringstream in(fen);
  std::string board, side, rights;
  in >> board >> side >> rights;
  if (!c.flag("castling") || rights == "-") return "";
  std::vector<int> kw = c.kinds("castlingKingPieceWhite"), kb = c.kinds("castlingKingPieceBlack");
  std::vector<int> rw = c.kinds("castlingRookPiecesWhite"), rb = c.kinds("castlingRookPiecesBlack");
  if (kw.empty() || rw.empty()) return ""; // nothing castles: FSF never castles then
  if (kw != kb || rw != rb || kw.size() != 1 || rw.size() != 1 || kw[0] < 0 || rw[0] < 0) {
    c.error(c.get("castlingRookPieces"),
            "castling needs one king type and one rook type, the same for both sides");
    return "";
  }
  std::vector<std::string> items = {"king " + c.joined(kw) + ";", "with " + c.joined(rw) + ";"};
  std::string k = file_letter(c, "castlingKingsideFile", 0), kr = file_letter(c, "castlingKingsideFile", -1);
  std::string q = file_letter(c, "castlingQueensideFile", 0), qr = file_letter(c, "castlingQueensideFile", 1);
  bool all = rights.find_first_not_of("KQkq") == std::string::npos && rights.size() == 4;
  for (char r : rights) {
    std::string colour = all ? "" : std::isupper((unsigned char)r) ? "white " : "black ";
    char w = char(std::tolower((unsigned char)r));
    if (w == 'k')
      items.push_back(colour + "kingside king " + k + " rook " + kr + ";");
    else if (w == 'q')
      items.push_back(colour + "queenside king " + q + " rook " + qr + ";");
    else {
      c.error(c.get("startFen"),
              std::string("castling right '") + r + "' is not expressible yet (only K, Q, k, q)");
      return "";
    }
    if (all && items.size() == 4) break;
  }
  return block(items, "castling");
}

} // namespace chimera::import

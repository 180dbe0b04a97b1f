// Shared state of one translation (translate.cpp: pieces and the start; one file per block).
#pragma once

#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "tools/import/options.h"
#include "tools/import/pieces.h"
#include "tools/import/squares.h"
#include "tools/import/translate.h"

namespace chimera::import {

struct ChimeraPiece {
  std::string name, letter;        // "Tokin", "+P"
  int kind;                        // the FSF piece type whose rules it follows (a +X type: what X becomes)
  int from = -1;                   // for a +X type: the kind X
  bool used = true;                // false: only there to lend its moves to a +X type
  std::vector<std::string> lines;  // "moves ...;", "confined ...;", "royal;"
  std::vector<FsfMove> moves;      // FSF's moves that are not initial, for immobility
  std::optional<Squares> confined; // its mobility region (White's view), which limits its drops too
};

struct Context {
  const FsfVariant &v;
  Diagnostics &diags;
  Translation &out;
  int files = 8, ranks = 8;
  std::vector<ChimeraPiece> pieces;
  std::map<int, int> promoted; // kind X -> index of its +X piece
  std::map<std::string, std::string> names_by_letter;

  // The name of the piece with this letter: the one `names_by_letter` gives, else `fallback`
  // (made unique against those names).
  std::string name_for(const std::string &letter, const std::string &fallback) const;
  Setting get(const std::string &key) const { return v.get(key); }
  bool flag(const std::string &key) const { return v.flag(key); }
  Squares squares(const std::string &key) const;
  // A region for both sides: White's and Black's (mirrored) must be the same.
  // A side that never uses the region (`usedBy` false for it) takes the other side's.
  bool both(const std::string &white, const std::string &black, Squares &out,
            std::array<bool, 2> usedBy = {true, true}) const;
  // Can a side ever have a piece of this letter (upper case) on the board or in hand?
  bool side_may_have(const std::string &fen, char letter, int side) const;
  // The kinds of a piece option that are in the variant; -2 ('*') kept.
  std::vector<int> kinds(const std::string &key) const;
  // The Chimera names of the pieces following FSF's piece type `kind` (-2: "pieces").
  std::vector<std::string> names(int kind) const;
  std::string joined(const std::vector<int> &kinds, const char *sep = " ") const;
  int piece(int kind) const; // the index of kind's own piece, -1 if absent
  void error(const Setting &s, const std::string &message) const { diags.error(s.loc, message); }
  void warn(const SourceLoc &loc, const std::string &message) const {
    out.warnings.push_back({loc, message, {}});
  }
  bool on_board_empty(const std::vector<FsfMove> &moves, int file, int rank) const;
  Squares dead(const ChimeraPiece &p) const; // squares it could never move from
};

inline bool in(const std::vector<int> &ks, int k) { return std::find(ks.begin(), ks.end(), k) != ks.end(); }

std::string promotions(Context &c);                       // translate_promotion.cpp
std::string drops(Context &c);                            // translate_drops.cpp
std::string gating(Context &c);                           // translate_drops.cpp
std::string castling(Context &c, const std::string &fen); // translate_castling.cpp
std::string counting_rule(Context &c);                    // translate_play.cpp
std::string chasing_rule(Context &c);                     // translate_play.cpp
std::string draw_points_rule(Context &c);                 // translate_play.cpp
std::string shuttling_rule(Context &c);                   // translate_play.cpp
std::vector<std::string> rules_block(Context &c);         // translate_rules.cpp
bool walled(const Context &c);                            // translate_games.cpp
std::string walls(Context &c);
std::vector<std::string> stone_drops(Context &c);
std::string stalemate_result(Context &c);
void pass_rules(Context &c,
                std::vector<std::string> &rules); // translate_games.cpp: pass, pass when stalemated, per side
void stone_rules(Context &c, std::vector<std::string> &rules);
void stone_goals(Context &c, std::vector<std::string> &goals);
// "    HEAD {\n        ITEM\n ... }\n"
std::string block(const std::vector<std::string> &items, const std::string &head);

} // namespace chimera::import

#include "tools/import/resolve.h"

#include <algorithm>
#include <cctype>
#include <cstring>

#include "tools/import/options.h"
#include "tools/import/pieces.h"

namespace chimera::import {

namespace {

// A fresh section without a parent: FSF's defaults, and no pieces.
FsfVariant blank(const IniSection &s) {
  FsfVariant v;
  v.name = s.name;
  v.loc = s.loc;
  v.pieces.resize(piece_kinds().size());
  return v;
}

bool valid(Kind kind, const std::string &value) {
  auto digits = [&] { return !value.empty() && std::all_of(value.begin(), value.end(), ::isdigit); };
  switch (kind) {
  case Kind::Bool: return value == "true" || value == "false";
  case Kind::Int: return digits();
  case Kind::Rank: return digits() && std::stoi(value) >= 1 && std::stoi(value) <= 16;
  case Kind::File:
    return (digits() && std::stoi(value) >= 1 && std::stoi(value) <= 16) ||
           (value.size() == 1 && value[0] >= 'a' && value[0] <= 'p');
  case Kind::Result: return value == "win" || value == "loss" || value == "draw" || value == "none";
  default: return true;
  }
}

std::string kind_word(Kind kind) {
  switch (kind) {
  case Kind::Bool: return "true or false";
  case Kind::Int: return "a whole number";
  case Kind::Rank: return "a rank number";
  case Kind::File: return "a file (a letter or a number)";
  case Kind::Result: return "win, loss, draw or none";
  default: return "a value";
  }
}

// Piece letters to piece types as FSF reads them: up to the first letter no piece has.
void read_kinds(const FsfVariant &v, Setting &s, Diagnostics &diags) {
  s.kinds.clear();
  for (size_t i = 0; i < s.value.size(); ++i) {
    char c = s.value[i];
    if (c == ' ' || c == '\t') continue;
    if (c == '-') break;
    if (c == '*') {
      s.kinds.push_back(-2);
      continue;
    }
    int k = v.kind_of_letter(c);
    if (k < 0) {
      diags.error(s.loc.shifted(int(i)), std::string("no piece has the letter '") + c + "'");
      break;
    }
    s.kinds.push_back(k);
  }
}

void remove_kind(FsfVariant &v, int kind) {
  v.pieces[kind] = PieceSlot();
  for (const char *key : {"promotionPieceTypesWhite", "promotionPieceTypesBlack"}) {
    auto it = v.settings.find(key);
    if (it == v.settings.end()) continue;
    auto &ks = it->second.kinds;
    ks.erase(std::remove(ks.begin(), ks.end(), kind), ks.end());
  }
}

// "p:g s:g" or "q:1 r:2": letter pairs read type by type into `into`.
void read_pairs(FsfVariant &v, const IniEntry &e, bool counts, std::map<int, int> &into, Diagnostics &diags) {
  for (const auto &[start, t] : words(e.value)) {
    int a = t.size() > 2 && t[1] == ':' ? v.kind_of_letter(t[0]) : -1, b = -1;
    if (a >= 0 && counts && std::all_of(t.begin() + 2, t.end(), ::isdigit)) b = std::stoi(t.substr(2));
    if (a >= 0 && !counts && t.size() == 3) b = t[2] == '-' ? -1 : v.kind_of_letter(t[2]);
    if (a < 0 || (b < 0 && !(!counts && t.size() == 3 && t[2] == '-'))) {
      diags.error(e.valueLoc.shifted(int(start)),
                  "'" + t + "' is not " +
                      (counts ? "a piece letter and a count, like q:1" : "two piece letters, like p:g"));
      continue;
    }
    if (b < 0)
      into.erase(a);
    else
      into[a] = b;
  }
}

void set(FsfVariant &v, const std::string &key, const IniEntry &e, Diagnostics &diags) {
  if (key == "promotedPieceType") return read_pairs(v, e, false, v.promotedTo, diags);
  if (key == "promotionLimit") return read_pairs(v, e, true, v.limits, diags);
  const OptionInfo *info = find_option(key);
  Setting s{e.value, e.valueLoc, {}};
  if (info->kind == Kind::Pieces || info->kind == Kind::Piece) read_kinds(v, s, diags);
  v.settings[key] = s;
}

// Applies one section's entries the way FSF reads them: pieces first (in its piece order, a
// later piece taking the letter from an earlier one), then options for both colours, then the rest.
void apply(FsfVariant &v, const IniSection &sec, bool builtin, Diagnostics &diags) {
  const auto &kinds = piece_kinds();
  auto last = [&](const std::string &key) -> const IniEntry * {
    const IniEntry *found = nullptr;
    for (const IniEntry &e : sec.entries)
      if (e.key == key) found = &e;
    return found;
  };
  for (size_t k = 0; k < kinds.size(); ++k) {
    const IniEntry *e = last(kinds[k].key);
    if (!e || e->value.empty()) continue;
    char c = e->value[0];
    if (!std::isalpha((unsigned char)c)) {
      if (c != '-')
        diags.error(e->valueLoc, "a piece is given a letter ('" + std::string(kinds[k].key) +
                                     " = x') or removed ('" + kinds[k].key + " = -')");
      remove_kind(v, int(k));
      continue;
    }
    char letter = char(std::tolower((unsigned char)c));
    int old = v.kind_of_letter(letter);
    if (old >= 0 && old != int(k)) remove_kind(v, old);
    PieceSlot slot{letter, kinds[k].betza, e->valueLoc};
    if (e->value.size() > 1 && e->value[1] != ':')
      diags.error(e->valueLoc.shifted(1),
                  "write the moves after a colon: '" + std::string(kinds[k].key) + " = " + c + ":BETZA'");
    std::string betza = e->value.size() > 2 ? e->value.substr(2) : "";
    if (is_custom(int(k))) {
      slot.betza = betza;
      slot.loc = e->valueLoc.shifted(2);
      if (betza.empty())
        diags.error(e->valueLoc,
                    "a custom piece needs its moves: '" + std::string(kinds[k].key) + " = " + c + ":BETZA'");
      if (betza.find('e') != std::string::npos)
        for (const char *key : {"enPassantTypesWhite", "enPassantTypesBlack"}) {
          Setting &s = v.settings[key];
          if (s.value.empty() && s.kinds.empty()) s = v.get(key);
          s.kinds.push_back(int(k));
        }
    } else if (int(k) == king_kind()) {
      v.customKing = !betza.empty();
      v.wazirKing = builtin && betza == "W"; // a built-in's king of FSF's wazir type (Janggi)
      slot.betza = betza.empty() ? "K" : betza;
      slot.loc = e->valueLoc.shifted(betza.empty() ? 0 : 2);
    }
    v.pieces[k] = slot;
  }
  for (const IniEntry &e : sec.entries)
    if (e.key.rfind("mobilityRegion", 0) == 0) v.settings[e.key] = {e.value, e.valueLoc, {}};
  for (int pass = 0; pass < 3; ++pass)
    for (const IniEntry &e : sec.entries) {
      if (piece_kind(e.key) >= 0 || e.key.rfind("mobilityRegion", 0) == 0) continue;
      const OptionInfo *info = find_option(e.key);
      if (!info) {
        if (pass == 0) diags.error(e.keyLoc, "unknown option '" + e.key + "'");
        continue;
      }
      int order = e.key == "pawnTypes" ? 0 : !colour_aliases(e.key).empty() ? 1 : 2;
      if (order != pass) continue;
      if (!valid(info->kind, e.value)) {
        diags.error(e.valueLoc, "'" + e.key + "' takes " + kind_word(info->kind) + ", not '" + e.value + "'");
        continue;
      }
      set(v, e.key, e, diags);
      for (const std::string &alias : colour_aliases(e.key)) v.settings[alias] = v.settings[e.key];
    }
}

struct Resolver {
  const IniFile &ini;
  Diagnostics &diags;
  int depth = 0;

  std::optional<FsfVariant> section(const IniFile &file, const IniSection &sec, const SourceLoc *builtinAt) {
    if (++depth > 32) {
      diags.error(sec.loc, "the parents of '" + sec.name + "' go round in a circle");
      return std::nullopt;
    }
    FsfVariant v = blank(sec);
    if (!sec.parent.empty()) {
      const IniSection *p = nullptr;
      const IniFile *pf = &file;
      if (&file == &ini)
        for (const IniSection &s : ini.sections) {
          if (&s == &sec) break;
          if (s.name == sec.parent) p = &s;
        }
      if (!p) p = builtins().find(sec.parent), pf = &builtins();
      if (!p) {
        std::string known;
        for (const IniSection &b : builtins().sections) known += (known.empty() ? "" : ", ") + b.name;
        diags.error(sec.parentLoc,
                    "unknown parent '" + sec.parent +
                        "': neither a section above nor a built-in variant the importer knows (" + known +
                        ")");
        return std::nullopt;
      }
      const SourceLoc *at = pf == &builtins() && !builtinAt ? &sec.parentLoc : builtinAt;
      auto parent = section(*pf, *p, at);
      if (!parent) return std::nullopt;
      v = *parent;
      v.name = sec.name;
      v.loc = sec.loc;
      if (pf == &builtins()) v.builtins.insert(v.builtins.begin(), p->name);
    } else if (&file == &builtins()) {
      v.builtins = {sec.name};
    }
    if (builtinAt) {
      // a built-in's own values are reported at the parent name that brought it in
      IniSection copy = sec;
      for (IniEntry &e : copy.entries) e.keyLoc = e.valueLoc = *builtinAt;
      Diagnostics quiet;
      apply(v, copy, true, quiet);
      for (auto &[key, s] : v.settings)
        if (s.loc.file == "<built-in>") s.loc = *builtinAt;
    } else {
      apply(v, sec, &file == &builtins(), diags);
    }
    --depth;
    return v;
  }
};

} // namespace

Setting FsfVariant::get(const std::string &key) const {
  auto it = settings.find(key);
  if (it != settings.end()) return it->second;
  Setting s{"", loc, {}};
  if (const OptionInfo *o = find_option(key)) {
    s.value = o->fallback;
    if (o->kind == Kind::Pieces || o->kind == Kind::Piece)
      for (char c : s.value) {
        const char *chess = "pnbrq";
        const char *at = std::strchr(chess, c);
        if (c == '*')
          s.kinds.push_back(-2);
        else if (c == 'k')
          s.kinds.push_back(king_kind());
        else if (at && c)
          s.kinds.push_back(int(at - chess));
      }
  }
  return s;
}

int FsfVariant::kind_of_letter(char c) const {
  c = char(std::tolower((unsigned char)c));
  for (size_t k = 0; k < pieces.size(); ++k)
    if (pieces[k].letter == c) return int(k);
  return -1;
}

std::optional<FsfVariant> resolve(const IniFile &ini, const std::string &name, Diagnostics &diags) {
  const IniSection *sec = ini.find(name);
  if (!sec) return std::nullopt;
  Resolver r{ini, diags};
  return r.section(ini, *sec, nullptr);
}

} // namespace chimera::import

#include "tools/import/squares.h"

#include <cctype>

#include "tools/import/ini.h"

namespace chimera::import {

bool Squares::empty() const {
  for (bool b : on)
    if (b) return false;
  return true;
}

bool Squares::full() const {
  for (bool b : on)
    if (!b) return false;
  return true;
}

Squares Squares::mirrored() const {
  Squares m = none(files, ranks);
  for (int r = 1; r <= ranks; ++r)
    for (int f = 1; f <= files; ++f) m.set(f, ranks + 1 - r, has(f, r));
  return m;
}

Squares Squares::operator&(const Squares &o) const {
  Squares m = *this;
  for (size_t i = 0; i < on.size(); ++i) m.on[i] = on[i] && o.on[i];
  return m;
}

Squares Squares::operator|(const Squares &o) const {
  Squares m = *this;
  for (size_t i = 0; i < on.size(); ++i) m.on[i] = on[i] || o.on[i];
  return m;
}

Squares Squares::operator-(const Squares &o) const {
  Squares m = *this;
  for (size_t i = 0; i < on.size(); ++i) m.on[i] = on[i] && !o.on[i];
  return m;
}

Squares read_squares(const std::string &value, const SourceLoc &loc, int files, int ranks,
                     Diagnostics &diags) {
  Squares s = Squares::none(files, ranks);
  if (value == "all") return Squares::all(files, ranks);
  for (const auto &word : words(value)) {
    const auto start = word.first; // lambdas cannot capture structured bindings before C++20
    const std::string &t = word.second;
    if (t == "-") break;
    auto bad = [&](const std::string &why) { diags.error(loc.shifted(int(start)), "'" + t + "' " + why); };
    auto number = [](const std::string &d) {
      if (d.empty() || d.size() > 2) return -1;
      for (char c : d)
        if (!std::isdigit((unsigned char)c)) return -1;
      return std::stoi(d);
    };
    if (t[0] == '*') {
      int r = number(t.substr(1));
      if (r < 1 || r > 16) {
        bad("is not a rank (1 to 16)");
        continue;
      }
      if (r > ranks) continue; // FSF keeps only the board's squares
      for (int f = 1; f <= files; ++f) s.set(f, r);
    } else if (t.size() == 2 && t[1] == '*' && std::isalpha((unsigned char)t[0])) {
      int f = std::tolower((unsigned char)t[0]) - 'a' + 1;
      if (f > 16) {
        bad("is not a file (a to p)");
        continue;
      }
      if (f > files) continue;
      for (int r = 1; r <= ranks; ++r) s.set(f, r);
    } else if (std::isalpha((unsigned char)t[0])) {
      int f = std::tolower((unsigned char)t[0]) - 'a' + 1, r = number(t.substr(1));
      if (r < 0) {
        bad("is not a square (write e4, *8 for a rank, a* for a file)");
        continue;
      }
      if (f > 16 || r < 1 || r > 16) {
        bad("is not a square (files a to p, ranks 1 to 16)");
        continue;
      }
      if (f > files || r > ranks) continue;
      s.set(f, r);
    } else {
      bad("is not a square (write e4, *8 for a rank, a* for a file)");
    }
  }
  return s;
}

std::string region_text(const Squares &s) {
  std::vector<std::string> terms;
  Squares left = s;
  auto fullRank = [&](int r) {
    for (int f = 1; f <= s.files; ++f)
      if (!s.has(f, r)) return false;
    return true;
  };
  for (int r = 1; r <= s.ranks;) {
    if (!fullRank(r)) {
      ++r;
      continue;
    }
    int e = r;
    while (e + 1 <= s.ranks && fullRank(e + 1)) ++e;
    terms.push_back(e == r ? "rank " + std::to_string(r)
                           : "ranks " + std::to_string(r) + " to " + std::to_string(e));
    for (int k = r; k <= e; ++k)
      for (int f = 1; f <= s.files; ++f) left.set(f, k, false);
    r = e + 1;
  }
  for (int f = 1; f <= s.files; ++f) {
    bool full = true;
    for (int r = 1; r <= s.ranks; ++r) full = full && left.has(f, r);
    if (!full) continue;
    terms.push_back(std::string("file ") + char('a' + f - 1));
    for (int r = 1; r <= s.ranks; ++r) left.set(f, r, false);
  }
  for (int r = 1; r <= s.ranks; ++r)
    for (int f = 1; f <= s.files; ++f)
      if (left.has(f, r)) terms.push_back(char('a' + f - 1) + std::to_string(r));
  std::string out;
  for (const std::string &t : terms) out += (out.empty() ? "" : ", ") + t;
  return out;
}

Squares fen_squares(const std::string &fen, int files, int ranks, char token) {
  Squares out = Squares::none(files, ranks);
  int r = ranks, f = 1;
  for (size_t i = 0; i < fen.size() && fen[i] != '[' && fen[i] != ' '; ++i) {
    const char ch = fen[i];
    if (ch == '/')
      --r, f = 1;
    else if (std::isdigit((unsigned char)ch)) {
      int n = 0;
      for (; i < fen.size() && std::isdigit((unsigned char)fen[i]); ++i) n = n * 10 + fen[i] - '0';
      --i, f += n;
    } else if (ch != '+' && ch != '~') {
      if (ch == token && f <= files && r >= 1) out.set(f, r);
      ++f;
    }
  }
  return out;
}

} // namespace chimera::import

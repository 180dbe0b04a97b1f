// Writing a translated definition: whole, or as `extends` of a shipped definition.
#include <algorithm>
#include <sstream>

#include "tools/import/translate_impl.h"

namespace chimera::import {

namespace {

std::string pieces_text(const std::vector<Definition::Piece> &pieces) {
  size_t width = 0;
  for (const auto &p : pieces) width = std::max(width, p.name.size());
  std::string out;
  for (const auto &p : pieces) {
    out += "    piece " + p.name + std::string(width - p.name.size(), ' ') + " " + p.letter + " {";
    for (const std::string &l : p.lines) out += " " + l;
    out += " }\n";
  }
  return out;
}

bool is_pass(const std::string &line) {
  for (const char *start : {"pass", "white pass", "black pass"})
    if (line.rfind(std::string(start) + " ", 0) == 0 || line.rfind(std::string(start) + ";", 0) == 0)
      return true;
  return false;
}

// a goal line; blocks (counting) and passing may say `when` too
bool is_goal(const std::string &line) {
  return line.find(" when ") != std::string::npos && line.find('{') == std::string::npos && !is_pass(line);
}

// The rule a line sets: its first word, or two for the flags ("must capture"), or the whole
// line for passing.
std::string rule_key(const std::string &line) {
  // each side's passing is a flag of its own, which a child cannot take back
  if (is_pass(line)) return line;
  for (const char *two : {"check all", "must capture", "checks forbidden", "drop checks forbidden",
                          "perpetual check", "perpetual chase"})
    if (line.rfind(two, 0) == 0) return two;
  return line.substr(0, line.find_first_of(" ;"));
}

std::map<std::string, std::string> rule_fields(const std::vector<std::string> &rules) {
  std::map<std::string, std::string> f = {{"checkmate", "checkmate loss;"}};
  for (const std::string &l : rules)
    if (!is_goal(l)) f[rule_key(l)] = l;
  return f;
}

std::vector<std::string> goals(const std::vector<std::string> &rules) {
  std::vector<std::string> g;
  for (const std::string &l : rules)
    if (is_goal(l)) g.push_back(l);
  return g;
}

} // namespace

std::string write_definition(const Definition &d) {
  std::string out = "// " + d.comment + ".\nvariant " + d.name + " {\n";
  out += "    board " + std::to_string(d.files) + "x" + std::to_string(d.ranks) + ";\n";
  if (!d.holes.empty()) out += "    holes " + d.holes + ";\n";
  for (const auto &[name, region] : d.regions) out += "    region " + name + " " + region + ";\n";
  out += "\n";
  out += pieces_text(d.pieces);
  out += "\n    start \"" + d.start + "\";\n";
  std::string rest = d.promotions + d.drops + d.gating + d.castling + d.walls;
  if (!d.rules.empty()) rest += block(d.rules, "rules");
  if (!rest.empty()) out += "\n" + rest;
  return out + "}\n";
}

std::string write_extension(const Definition &d, const Definition &parent, const std::string &parentName,
                            const std::vector<std::pair<std::string, std::string>> &shipped,
                            const std::vector<std::string> &initial, const std::string &adjudication) {
  std::string items;
  if (d.files != parent.files || d.ranks != parent.ranks) {
    items += "    board " + std::to_string(d.files) + "x" + std::to_string(d.ranks) + ";\n";
    // the parent's rules of play may not fit the new board: removed unless the child has its own
    auto own = rule_fields(d.rules);
    std::istringstream lines(adjudication);
    for (std::string l; std::getline(lines, l);)
      if (!(l.find("counting") != std::string::npos && own.count("counting")) &&
          !(l.find("perpetual chase") != std::string::npos && own.count("perpetual chase")))
        items += l + "\n";
  }
  if (d.holes != parent.holes)
    items += d.holes.empty() ? "    remove holes;\n" : "    holes " + d.holes + ";\n";
  // a shipped piece goes only when no FSF piece has its letter (an unused one may stay)
  for (const auto &piece : shipped) {
    const auto &name = piece.first, &letter = piece.second; // no structured binding: a lambda captures it
    bool sameBoard = d.files == parent.files && d.ranks == parent.ranks;
    bool kept =
        std::any_of(d.pieces.begin(), d.pieces.end(), [&](const auto &p) { return p.name == name; }) ||
        (sameBoard && std::count(d.letters.begin(), d.letters.end(), letter));
    if (!kept) items += "    remove piece " + name + ";\n";
  }
  // a removed piece may be named by the parent's blocks: restate them all
  const bool removed = items.find("remove piece") != std::string::npos;
  std::vector<Definition::Piece> changed;
  for (const auto &p : d.pieces) {
    auto was = std::find_if(parent.pieces.begin(), parent.pieces.end(),
                            [&](const auto &q) { return q.name == p.name; });
    bool inShipped =
        std::any_of(shipped.begin(), shipped.end(), [&](const auto &s) { return s.first == p.name; });
    bool startSensitive = d.start != parent.start && std::count(initial.begin(), initial.end(), p.name);
    // a region it names is not the parent's
    bool regionChanged = std::any_of(d.regions.begin(), d.regions.end(), [&](const auto &r) {
      bool same = std::count(parent.regions.begin(), parent.regions.end(), r) > 0;
      return !same && std::any_of(p.lines.begin(), p.lines.end(), [&](const std::string &l) {
        return l.find(" " + r.first) != std::string::npos;
      });
    });
    if (!inShipped || was == parent.pieces.end() || was->letter != p.letter || was->lines != p.lines ||
        startSensitive || regionChanged)
      changed.push_back(p);
  }
  items += pieces_text(changed);
  if (d.start != parent.start) items += "    start \"" + d.start + "\";\n";
  if (d.promotions != parent.promotions || removed)
    items += d.promotions.empty() ? "    remove promotion;\n" : d.promotions;
  if (d.drops != parent.drops || removed) items += d.drops.empty() ? "    remove drops;\n" : d.drops;
  if (d.gating != parent.gating) {
    if (d.gating.empty()) return ""; // a child cannot take gating away
    items += d.gating;
  }
  // the parent's castling may name its castling piece by royalty alone: restate it when that
  // piece or the rook changes
  bool castlersChanged = std::any_of(changed.begin(), changed.end(), [&](const auto &p) {
    return d.castling.find(" " + p.name + ";") != std::string::npos;
  });
  if (d.castling != parent.castling || removed || castlersChanged)
    items += d.castling.empty() ? "    remove castling;\n" : d.castling;
  if (d.walls != parent.walls) items += d.walls.empty() ? "    remove walls;\n" : d.walls;
  auto mine = rule_fields(d.rules), theirs = rule_fields(parent.rules);
  std::vector<std::string> rules;
  for (const auto &[key, line] : theirs)
    if (!mine.count(key)) return ""; // a flag the parent sets and a child cannot clear
  for (const std::string &l : d.rules)
    if (!is_goal(l) && theirs[rule_key(l)] != l) rules.push_back(l);
  if (mine["checkmate"] != theirs["checkmate"] && !std::count(rules.begin(), rules.end(), mine["checkmate"]))
    rules.push_back(mine["checkmate"]);
  if (goals(d.rules) != goals(parent.rules) || (removed && !goals(d.rules).empty())) {
    if (goals(d.rules).empty()) return ""; // a child's goals replace the parent's; none keeps them
    for (const std::string &g : goals(d.rules)) rules.push_back(g);
  }
  if (!rules.empty()) items += block(rules, "rules");
  // the regions the items name, before them
  std::string regions;
  for (const auto &[name, region] : d.regions)
    if (items.find(" " + name + " ") != std::string::npos ||
        items.find(" " + name + ";") != std::string::npos)
      regions += "    region " + name + " " + region + ";\n";
  items = regions + items;
  return "// " + d.comment + ".\nvariant " + d.name + " extends \"" + parentName + "\" {\n" + items + "}\n";
}

} // namespace chimera::import

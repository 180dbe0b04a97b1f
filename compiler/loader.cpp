// Loading a definition with everything it extends: files are found, parsed, checked for
// cycles, and merged parent first, the child overriding.
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "compiler/compiler.h"

namespace fs = std::filesystem;

namespace chimera {

#ifndef CHIMERA_DEFINITIONS_DIR
#define CHIMERA_DEFINITIONS_DIR "definitions"
#endif

std::string definitions_dir() {
  if (const char *env = std::getenv("CHIMERA_DEFINITIONS")) return env;
  return CHIMERA_DEFINITIONS_DIR;
}

bool read_file(const std::string &path, std::string &text, std::string &why) {
  std::error_code ec;
  if (fs::is_directory(path, ec)) return why = "is a directory, not a definition file", false;
  std::ifstream in(path, std::ios::binary);
  if (!in) return why = "cannot open file", false;
  auto size = fs::file_size(path, ec);
  if (!ec && size > MaxDefinitionBytes)
    return why = "file is larger than " + std::to_string(MaxDefinitionBytes / 1024) + " KiB", false;
  // Read at most one byte past the size, or past the limit where the size says nothing (a
  // device such as /dev/zero never ends; files in /proc say 0).
  text.assign((ec || size == 0 ? MaxDefinitionBytes : size_t(size)) + 1, '\0');
  in.read(text.data(), std::streamsize(text.size()));
  text.resize(size_t(in.gcount()));
  if (text.size() > MaxDefinitionBytes)
    return why = "file is larger than " + std::to_string(MaxDefinitionBytes / 1024) + " KiB", false;
  return true;
}

namespace {

// Names declared twice in one file are mistakes; across files they are overrides.
void check_duplicates(const syntax::VariantDecl &d, Diagnostics &diags) {
  for (size_t i = 0; i < d.pieces.size(); ++i)
    for (size_t j = 0; j < i; ++j)
      if (d.pieces[i].name.text == d.pieces[j].name.text) {
        diags.error(d.pieces[i].name.loc, "piece '" + d.pieces[i].name.text +
                                              "' is already declared at line " +
                                              std::to_string(d.pieces[j].name.loc.line));
        break;
      }
}

void merge(syntax::VariantDecl &base, const syntax::VariantDecl &child, Diagnostics &diags) {
  if (!child.name.text.empty()) { // an option's fragment has no name of its own
    base.name = child.name;
    base.loc = child.loc;
    base.parent = child.parent;
  }
  for (const syntax::OptionDecl &o : child.options) {
    auto it = std::find_if(base.options.begin(), base.options.end(),
                           [&](const syntax::OptionDecl &q) { return q.name.text == o.name.text; });
    if (it != base.options.end())
      *it = o;
    else
      base.options.push_back(o);
  }
  if (child.title) base.title = child.title;
  if (child.board) base.board = child.board;
  if (child.noHoles) base.holes.reset();
  if (child.holes) base.holes = child.holes;
  base.rotated |= child.rotated;
  if (child.start) base.start = child.start;
  for (const auto &region : child.regions) {
    auto it = std::find_if(base.regions.begin(), base.regions.end(),
                           [&](const auto &r) { return r.first.text == region.first.text; });
    if (it != base.regions.end())
      *it = region;
    else
      base.regions.push_back(region);
  }
  if (child.noCastling) base.castling.reset();
  if (child.noCounting) base.rules.counting.reset();
  if (child.noChase) base.rules.chase.reset();
  if (child.noPromotion) base.promotions.clear();
  if (child.noDrops) base.drops.reset();
  if (child.noWalls) base.walls.reset();
  if (child.walls) base.walls = child.walls;
  if (child.castling) base.castling = child.castling;
  if (child.noShuffle) base.shuffle.reset();
  if (child.shuffle) base.shuffle = child.shuffle;
  if (child.drops) base.drops = child.drops;
  if (child.gating) base.gating = child.gating;
  if (!child.promotions.empty()) base.promotions = child.promotions;
  for (const syntax::Name &r : child.removed) {
    auto it = std::find_if(base.pieces.begin(), base.pieces.end(),
                           [&](const syntax::PieceDecl &p) { return p.name.text == r.text; });
    if (it == base.pieces.end())
      diags.error(r.loc, "cannot remove unknown piece '" + r.text + "'");
    else
      base.pieces.erase(it);
  }
  for (const syntax::PieceDecl &p : child.pieces) {
    auto it = std::find_if(base.pieces.begin(), base.pieces.end(),
                           [&](const syntax::PieceDecl &q) { return q.name.text == p.name.text; });
    if (it != base.pieces.end())
      *it = p;
    else
      base.pieces.push_back(p);
  }
  const syntax::RulesDecl &r = child.rules;
  if (r.stalemate) base.rules.stalemate = r.stalemate;
  if (r.pass) base.rules.passLoc = r.passLoc;
  base.rules.pass |= r.pass;
  base.rules.passWhenStalemated |= r.passWhenStalemated;
  if (r.flip)
    base.rules.flip = r.flip, base.rules.flipExceptLone = r.flipExceptLone, base.rules.flipLoc = r.flipLoc;
  if (r.petrify) base.rules.petrify = r.petrify;
  if (r.moveRule) base.rules.moveRule = r.moveRule, base.rules.moveRuleLoc = r.moveRuleLoc;
  for (int c = 0; c < 2; ++c)
    if (r.moveRuleResetBy[c]) base.rules.moveRuleResetBy[c] = r.moveRuleResetBy[c];
  if (r.repetitions) base.rules.repetitions = r.repetitions, base.rules.repetitionLoc = r.repetitionLoc;
  if (r.repetitionOutcome)
    base.rules.repetitionOutcome = r.repetitionOutcome, base.rules.repetitionFor = r.repetitionFor;
  if (r.checkmate) base.rules.checkmate = r.checkmate;
  if (!r.mates.empty()) base.rules.mates = r.mates; // like goals: a child's replace the parent's
  if (r.perpetual) base.rules.perpetual = r.perpetual;
  if (r.shuttling) base.rules.shuttling = r.shuttling, base.rules.shuttlingBy = r.shuttlingBy;
  if (r.checkAll) base.rules.checkAll = r.checkAll, base.rules.checkAllLoc = r.checkAllLoc;
  if (r.blast) base.rules.blast = r.blast;
  if (r.counting) base.rules.counting = r.counting;
  if (r.drawPoints) base.rules.drawPoints = r.drawPoints;
  if (r.chase) base.rules.chase = r.chase;
  if (r.mustCapture) base.rules.mustCapture = true, base.rules.mustCaptureLoc = r.mustCaptureLoc;
  base.rules.checksForbidden |= r.checksForbidden;
  base.rules.dropChecksForbidden |= r.dropChecksForbidden;
  if (!r.goals.empty()) base.rules.goals = r.goals; // a child's goals replace all of the parent's
}

// The files an `extends "X"` may name, in search order: X as a path from the child's folder,
// then in the shipped definitions, then the same with ".variant" added.
std::vector<fs::path> parent_candidates(const std::string &name, const std::string &childFile) {
  std::vector<fs::path> candidates;
  fs::path dir = fs::path(childFile).parent_path();
  for (std::string n : {name, name + ".variant"}) {
    candidates.push_back(dir / n);
    candidates.push_back(fs::path(definitions_dir()) / n);
  }
  return candidates;
}

// Finds that file; a file never extends itself, so the search goes past the child. Otherwise
// returns nothing and lists the paths tried in `looked`.
std::string find_parent(const std::string &name, const std::string &childFile, std::string &looked) {
  std::error_code ec;
  const fs::path self = fs::weakly_canonical(childFile, ec);
  std::vector<fs::path> tried;
  for (const fs::path &p : parent_candidates(name, childFile)) {
    const fs::path canonical = fs::weakly_canonical(p, ec);
    if (std::find(tried.begin(), tried.end(), canonical) != tried.end()) continue;
    tried.push_back(canonical);
    if (canonical != self && fs::is_regular_file(p, ec)) return p.string();
    looked += (looked.empty() ? "" : ", ") + (p.has_parent_path() ? p : fs::path(".") / p).string() +
              (canonical == self ? " (the file itself)" : "");
  }
  return {};
}

std::optional<syntax::VariantDecl> load_chain(const std::string &text, const std::string &file,
                                              std::vector<std::string> &chain, Diagnostics &diags) {
  std::optional<syntax::VariantDecl> decl = syntax::parse(text, file, diags);
  if (!decl) return std::nullopt;
  check_duplicates(*decl, diags);
  if (!decl->parent) {
    for (const syntax::Name &r : decl->removed)
      diags.error(r.loc, "cannot remove unknown piece '" + r.text + "' (this variant extends nothing)");
    return decl;
  }

  const syntax::Str &ref = *decl->parent;
  SourceLoc at = ref.loc.shifted(-1); // the opening quote
  std::string looked;
  std::string path = find_parent(ref.value, file, looked);
  if (path.empty()) {
    diags.error(at, "cannot find the definition '" + ref.value + "' to extend (looked in: " + looked + ")");
    return std::nullopt;
  }
  std::error_code ec;
  std::string canonical = fs::weakly_canonical(path, ec).string();
  if (std::find(chain.begin(), chain.end(), canonical) != chain.end()) {
    std::string cycle;
    for (const std::string &c : chain) cycle += fs::path(c).filename().string() + " -> ";
    diags.error(at, "cyclic extends: " + cycle + fs::path(canonical).filename().string());
    return std::nullopt;
  }
  if (int(chain.size()) >= MaxExtendsDepth) {
    diags.error(at, "extends chain deeper than " + std::to_string(MaxExtendsDepth) + " files");
    return std::nullopt;
  }
  std::string parentText, why;
  if (!read_file(path, parentText, why)) {
    diags.error(at, "cannot read '" + path + "': " + why);
    return std::nullopt;
  }
  chain.push_back(canonical);
  diags.extended(path, at, ref.value);
  std::optional<syntax::VariantDecl> base = load_chain(parentText, path, chain, diags);
  chain.pop_back();
  if (!base) return std::nullopt;
  merge(*base, *decl, diags);
  return base;
}

} // namespace

std::optional<syntax::VariantDecl> load(const std::string &text, const std::string &file, Diagnostics &diags,
                                        const Options &options) {
  std::error_code ec;
  std::vector<std::string> chain{fs::weakly_canonical(file, ec).string()};
  std::optional<syntax::VariantDecl> decl = load_chain(text, file, chain, diags);
  if (!decl) return decl;
  // Each option's chosen value (or its first) adds its declarations, as a child would.
  const std::vector<syntax::OptionDecl> declared = decl->options;
  for (const auto &chosen : options) {
    const std::string &name = chosen.first; // not a structured binding: C++17 lambdas cannot capture one
    if (std::none_of(declared.begin(), declared.end(), [&](auto &o) { return o.name.text == name; }))
      diags.error({file, 0, 0}, "variant '" + decl->name.text + "' has no option '" + name + "'");
  }
  for (const syntax::OptionDecl &o : declared) {
    auto chosen = options.find(o.name.text);
    const std::string value = chosen != options.end() ? chosen->second : o.values.front().first.text;
    auto it = std::find_if(o.values.begin(), o.values.end(), [&](auto &v) { return v.first.text == value; });
    if (it == o.values.end()) {
      std::string valid;
      for (const auto &v : o.values) valid += (valid.empty() ? "" : ", ") + v.first.text;
      diags.error({file, 0, 0},
                  "option '" + o.name.text + "' has no value '" + value + "' (values: " + valid + ")");
      continue;
    }
    merge(*decl, *it->second, diags);
    decl->chosen[o.name.text] = value;
  }
  return decl;
}

} // namespace chimera

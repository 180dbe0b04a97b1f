#include "runtime/eval/eval_params.h"

#include <fstream>
#include <map>
#include <sstream>

#include "runtime/eval/eval.h"
#include "runtime/eval/mobility.h"

namespace chimera {

namespace {

const char *kTermNames[PieceTerms] = {
    "material",         "hand",           "shape",     "promotion",     "mobility",
    "doubled",          "blocked",        "supported", "hanging-us",    "hanging-them",
    "threat-us",        "threat-them",    "pair",      "king-attacker", "safe-check",
    "open-file",        "semi-open-file", "isolated",  "phalanx",       "passed-king-us",
    "passed-king-them", "passed-free",    "outpost"};

constexpr const char *Magic = "chimera-eval 1";

} // namespace

EvalSpace::EvalSpace(const Variant &v)
    : v_(&v), ranks_(v.ranks), files_((v.files + 1) / 2),
      perType_(PieceTerms + 2 * v.ranks + (v.files + 1) / 2 * (1 + v.ranks) + MobilitySteps),
      globals_(v.ntypes() * perType_), size_(globals_ + SafetySteps + 5 + AttackerSteps) {
  names.resize(size_);
  used.assign(size_, false);
  bool royals = false, promoters = (v.promotingTypes[0] | v.promotingTypes[1]) != 0;
  for (const PieceType &pt : v.types) royals |= pt.royal || pt.royalLast;
  for (int t = 0; t < v.ntypes(); ++t) {
    const PieceType &pt = v.types[t];
    const bool promotes = (v.promotingTypes[0] | v.promotingTypes[1]) >> t & 1;
    for (int k = 0; k < PieceTerms; ++k) {
      names[term(t, PieceTerm(k))] = std::string(kTermNames[k]) + " " + pt.name;
      bool on = true;
      switch (PieceTerm(k)) {
      case Material:
      case Mobility:
      case HangingUs:
      case HangingThem:
      case ThreatUs:
      case ThreatThem: on = !pt.royal; break;
      case Hand: on = v.hands && !pt.royal; break;
      case Shape: on = true; break;
      case Promotion:
      case Doubled:
      case Blocked:
      case Supported: on = promotes; break;
      case Pair: on = !pt.royal && colour_bound(v, t); break;
      case KingAttacker: on = !pt.royal && royals; break;
      case SafeCheck:
      case OpenFile:
      case SemiOpenFile: on = !pt.royal && !promotes && (k == SafeCheck ? royals : promoters); break;
      case Isolated:
      case Phalanx: on = promotes; break;
      case PassedKingUs:
      case PassedKingThem: on = promotes && royals; break;
      case PassedFree: on = promotes; break;
      case Outpost: on = !pt.royal && !promotes && promoters; break;
      default: break;
      }
      used[term(t, PieceTerm(k))] = on;
    }
    for (int r = 0; r < ranks_; ++r) {
      names[rank(t, r)] = "rank " + pt.name + " " + std::to_string(r + 1);
      names[passed(t, r)] = "passed " + pt.name + " " + std::to_string(r + 1);
      used[rank(t, r)] = true;
      used[passed(t, r)] = promotes;
    }
    for (int d = 0; d < files_; ++d) {
      names[file(t, d)] = "file " + pt.name + " " + std::to_string(d + 1);
      used[file(t, d)] = true;
      for (int r = 0; r < ranks_; ++r) {
        names[square(t, r, d)] =
            "square " + pt.name + " " + std::to_string(r + 1) + " " + std::to_string(d + 1);
        used[square(t, r, d)] = true;
      }
    }
    for (int n = 0; n < MobilitySteps; ++n) {
      names[moves(t, n)] = "moves " + pt.name + " " + std::to_string(n);
      used[moves(t, n)] = !pt.royal;
    }
  }
  for (int n = 0; n < SafetySteps; ++n)
    names[safety(n)] = "safety " + std::to_string(n), used[safety(n)] = n > 0;
  names[tempo()] = "tempo";
  used[tempo()] = true;
  const bool sheltered = royals && promoters;
  for (int r = 1; r <= 2; ++r)
    names[shelter(r)] = "shelter " + std::to_string(r), used[shelter(r)] = sheltered;
  names[shelter_open()] = "shelter-open", used[shelter_open()] = sheltered;
  names[storm()] = "storm", used[storm()] = sheltered;
  for (int n = 0; n < AttackerSteps; ++n)
    names[attackers(n)] = "attackers " + std::to_string(n), used[attackers(n)] = royals && n > 0;
}

std::string params_file(const std::string &definition) {
  const std::string ext = ".variant";
  if (definition.size() > ext.size() &&
      definition.compare(definition.size() - ext.size(), ext.size(), ext) == 0)
    return definition.substr(0, definition.size() - ext.size()) + ".eval";
  return definition + ".eval";
}

bool read_params(const Variant &v, const std::string &file, EvalParams &out, std::string &why) {
  const EvalSpace space(v);
  std::map<std::string, int> index;
  for (int i = 0; i < space.size(); ++i) index[space.names[i]] = i;
  // The parameters the file does not name keep out's values: the defaults, if out has none.
  if (out.mg.size() != size_t(space.size()) || out.eg.size() != size_t(space.size())) out = default_params(v);
  std::ifstream in(file);
  if (!in) return why = "cannot open '" + file + "'", false;
  std::string line;
  int lineNo = 0, seen = 0; // seen: 1 after the magic line, 2 after the variant line
  auto fail = [&](const std::string &what) {
    why = file + ":" + std::to_string(lineNo) + ": error: " + what;
    return false;
  };
  while (std::getline(in, line)) {
    ++lineNo;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const size_t hash = line.find('#');
    if (hash != std::string::npos) line.erase(hash);
    std::istringstream words(line);
    std::vector<std::string> w;
    for (std::string x; words >> x;) w.push_back(x);
    if (w.empty()) continue;
    if (seen == 0) {
      if (line.find(Magic) == std::string::npos || w.size() != 2)
        return fail("expected '" + std::string(Magic) + "' (a parameter file of this version)");
      seen = 1;
      continue;
    }
    if (seen == 1) {
      if (w.size() != 2 || w[0] != "variant") return fail("expected 'variant NAME'");
      if (w[1] != v.name) return fail("the parameters are for '" + w[1] + "', not '" + v.name + "'");
      seen = 2;
      continue;
    }
    if (w.size() < 3) return fail("expected a parameter name, then its middlegame and endgame weights");
    std::string name = w[0];
    for (size_t k = 1; k + 2 < w.size(); ++k) name += " " + w[k];
    auto it = index.find(name);
    if (it == index.end()) return fail("no parameter '" + name + "' in " + v.name);
    int mg, eg;
    try {
      size_t a = 0, b = 0;
      mg = std::stoi(w[w.size() - 2], &a), eg = std::stoi(w.back(), &b);
      if (a != w[w.size() - 2].size() || b != w.back().size()) throw std::invalid_argument("");
    } catch (...) {
      return fail("the weights of '" + name + "' must be whole centipawns");
    }
    if (std::abs(mg) > 100000 || std::abs(eg) > 100000)
      return fail("the weights of '" + name + "' are too large");
    out.mg[it->second] = mg, out.eg[it->second] = eg;
  }
  if (seen < 2)
    return lineNo = std::max(lineNo, 1), fail("expected '" + std::string(Magic) + "' and 'variant NAME'");
  return true;
}

std::string write_params(const Variant &v, const EvalParams &p, const std::vector<std::string> &header) {
  const EvalSpace space(v);
  std::ostringstream out;
  out << Magic << "\n";
  for (const std::string &h : header) out << "# " << h << "\n";
  out << "# parameter  middlegame endgame (centipawns; docs/evaluation.md)\n";
  out << "variant " << v.name << "\n";
  // Parameters at their defaults are left out: they read back as the defaults.
  const EvalParams defaults = default_params(v);
  for (int i = 0; i < space.size(); ++i)
    if (space.used[i] && (p.mg[i] != defaults.mg[i] || p.eg[i] != defaults.eg[i]))
      out << space.names[i] << " " << p.mg[i] << " " << p.eg[i] << "\n";
  return out.str();
}

} // namespace chimera

// chimera import FILE.ini [SECTION] [-o DIR]: Fairy-Stockfish variant definitions as .variant files.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>

#include "compiler/compiler.h"
#include "tools/cli/cli.h"
#include "tools/import/ini.h"
#include "tools/import/resolve.h"
#include "tools/import/translate.h"

namespace chimera::cli {

namespace {

const char *kImportHelp =
    "usage: chimera import FILE.ini [SECTION] [-o DIR] [--flat]\n"
    "\n"
    "Translates Fairy-Stockfish variant definitions (its variants.ini format) into .variant\n"
    "files. With SECTION, prints that section's definition on standard output; without it,\n"
    "writes DIR/SECTION.variant for every section (-o DIR is then required). A section's\n"
    "parents, sections above it or Fairy-Stockfish's built-in variants, are merged into it;\n"
    "one built on a built-in variant that Chimera ships (chess, shogi, ...) is written as\n"
    "'extends \"NAME\"' with what it changes, unless --flat asks for the whole definition.\n"
    "Whatever cannot be translated is reported as FILE.ini:LINE:COL: error: MESSAGE and that\n"
    "section is skipped; the others are still written. Rules that only adjudicate games in\n"
    "play (material counting) are left out with a warning. Exit status 1 if any section failed.\n";

// The pieces of the shipped definition NAME, by letter ("K", "+P"); false if there is none.
// `adjudication`: the removal items of its rules that only adjudicate games in play (the
// importer leaves those out, and the parent's regions may not fit a child's board).
bool shipped_pieces(const std::string &name, std::map<std::string, std::string> &byLetter,
                    std::vector<std::pair<std::string, std::string>> &names,
                    std::vector<std::string> &initial, std::string &adjudication) {
  const std::string path = definitions_dir() + "/" + name + ".variant";
  std::string text, why;
  if (!std::filesystem::exists(path) || !read_file(path, text, why)) return false;
  Diagnostics diags;
  auto decl = chimera::load(text, path, diags);
  auto model = decl ? chimera::check(*decl, diags) : std::nullopt;
  if (!model) return false;
  if (model->chase.on) adjudication += "    remove perpetual chase;\n";
  if (model->counting.on) adjudication += "    remove counting;\n";
  for (const model::Piece &p : model->pieces) {
    const std::string letter = (p.promoted ? "+" : "") + std::string(1, p.letter);
    byLetter[letter] = p.name;
    names.push_back({p.name, letter});
    if (p.betza.find('i') != std::string::npos) initial.push_back(p.name);
  }
  return true;
}

// The shipped definition of a Fairy-Stockfish built-in: its own name, but for the shuffled
// starts, which XBoard and Fairy-Stockfish call fischerandom and caparandom.
std::string shipped_name(const std::string &fsf) {
  if (fsf == "fischerandom") return "chess960";
  if (fsf == "caparandom") return "capablanca960";
  return fsf;
}

// Translates one section; prints its diagnostics. True if it translated. A section built on a
// Fairy-Stockfish variant that Chimera ships is written as `extends` of it unless `flat`.
bool one(const import::IniFile &ini, const std::string &name, bool flat, std::string &text) {
  Diagnostics diags;
  auto v = import::resolve(ini, name, diags);
  std::map<std::string, std::string> byLetter;
  std::vector<std::pair<std::string, std::string>> shipped;
  std::vector<std::string> initial;
  std::string adjudication;
  std::string base, fsfBase; // the nearest built-in parent Chimera ships: its file's name and FSF's
  if (v && !flat)
    for (const std::string &b : v->builtins)
      if (shipped_pieces(shipped_name(b), byLetter, shipped, initial, adjudication)) {
        base = shipped_name(b), fsfBase = b;
        break;
      }
  import::Translation t;
  if (v) t = import::translate(*v, ini.path, diags, byLetter);
  for (const Diagnostic &w : t.warnings)
    std::fprintf(stderr, "%s: warning: %s\n", format(w.loc).c_str(), w.message.c_str());
  if (diags.has_errors() || !v) {
    // an error in a parent section (or at a built-in parent's name) says which section it stopped
    const import::IniSection *sec = ini.find(name);
    std::vector<Diagnostic> all = diags.all();
    std::stable_sort(all.begin(), all.end(), [](const Diagnostic &a, const Diagnostic &b) {
      return a.loc.line != b.loc.line ? a.loc.line < b.loc.line : a.loc.col < b.loc.col;
    });
    for (const Diagnostic &d : all) {
      std::string text = format(d);
      bool inside = sec && d.loc.line >= sec->loc.line &&
                    std::none_of(ini.sections.begin(), ini.sections.end(), [&](const import::IniSection &o) {
                      return o.loc.line > sec->loc.line && o.loc.line <= d.loc.line;
                    });
      if (!inside) text += "note: while importing [" + name + "]\n";
      std::fputs(text.c_str(), stderr);
    }
    return false;
  }
  text.clear();
  if (!base.empty()) {
    Diagnostics quiet;
    auto parent = import::resolve(import::builtins(), fsfBase, quiet);
    if (parent) {
      import::Translation p = import::translate(*parent, ini.path, quiet, byLetter);
      if (!quiet.has_errors())
        text = import::write_extension(t.def, p.def, base, shipped, initial, adjudication);
    }
  }
  if (text.empty()) text = import::write_definition(t.def);
  return true;
}

} // namespace

int import_ini(const Args &args) {
  if (wants_help(args)) {
    std::fputs(kImportHelp, stdout);
    return 0;
  }
  std::string file, section, dir;
  bool flat = false;
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--flat")
      flat = true;
    else if (args[i] == "-o") {
      if (!next_value(args, i, dir)) return usage_error("import", "-o needs a folder");
    } else if (!args[i].empty() && args[i][0] == '-')
      return usage_error("import", "unknown option '" + args[i] + "'");
    else if (file.empty())
      file = args[i];
    else if (section.empty())
      section = args[i];
    else
      return usage_error("import", "unexpected argument '" + args[i] + "'");
  }
  if (file.empty()) return usage_error("import", "missing FILE.ini");
  if (section.empty() && dir.empty())
    return usage_error("import", "give a SECTION, or -o DIR to write every section");
  std::string text, why;
  if (!read_file(file, text, why)) {
    std::fprintf(stderr, "%s: error: %s\n", file.c_str(), why.c_str());
    return 1;
  }
  Diagnostics diags;
  import::IniFile ini = import::parse_ini(text, file, diags);
  std::fputs(diags.format().c_str(), stderr);
  bool ok = !diags.has_errors();
  if (!section.empty()) {
    if (!ini.find(section)) {
      std::fprintf(stderr, "%s: error: no section [%s]\n", file.c_str(), section.c_str());
      return 1;
    }
    std::string out;
    if (!one(ini, section, flat, out)) return 1;
    if (dir.empty())
      std::fputs(out.c_str(), stdout);
    else
      std::ofstream(std::filesystem::path(dir) / (section + ".variant")) << out;
    return ok ? 0 : 1;
  }
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  int written = 0, failed = 0;
  for (const import::IniSection &s : ini.sections) {
    std::string out;
    if (!one(ini, s.name, flat, out)) {
      ++failed;
      continue;
    }
    std::ofstream f(std::filesystem::path(dir) / (s.name + ".variant"));
    f << out;
    if (!f) {
      std::fprintf(stderr, "%s: error: cannot write %s.variant\n", dir.c_str(), s.name.c_str());
      ++failed;
      continue;
    }
    ++written;
  }
  std::fprintf(stderr, "imported %d of %zu sections into %s\n", written, ini.sections.size(), dir.c_str());
  return ok && failed == 0 ? 0 : 1;
}

} // namespace chimera::cli

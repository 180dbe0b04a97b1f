// chimera import FILE.ini [SECTION] [-o DIR]: Fairy-Stockfish variant definitions as .variant files.
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "compiler/compiler.h"
#include "tools/cli/cli.h"
#include "tools/import/ini.h"
#include "tools/import/resolve.h"
#include "tools/import/translate.h"

namespace chimera::cli {

namespace {

const char *kImportHelp =
    "usage: chimera import FILE.ini [SECTION] [-o DIR]\n"
    "\n"
    "Translates Fairy-Stockfish variant definitions (its variants.ini format) into .variant\n"
    "files. With SECTION, prints that section's definition on standard output; without it,\n"
    "writes DIR/SECTION.variant for every section (-o DIR is then required). A section's\n"
    "parents, sections above it or Fairy-Stockfish's built-in variants, are merged into it.\n"
    "Whatever cannot be translated is reported as FILE.ini:LINE:COL: error: MESSAGE and that\n"
    "section is skipped; the others are still written. Rules that only adjudicate games in\n"
    "play (counting rules) are left out with a warning. Exit status 1 if any section failed.\n";

// Translates one section; prints its diagnostics. True if it translated.
bool one(const import::IniFile &ini, const std::string &name, std::string &text) {
  Diagnostics diags;
  auto v = import::resolve(ini, name, diags);
  import::Translation t;
  if (v) t = import::translate(*v, ini.path, diags);
  for (const Diagnostic &w : t.warnings)
    std::fprintf(stderr, "%s: warning: %s\n", format(w.loc).c_str(), w.message.c_str());
  if (diags.has_errors() || !v) {
    std::fputs(diags.format().c_str(), stderr);
    return false;
  }
  text = t.text;
  return true;
}

} // namespace

int import_ini(const Args &args) {
  if (wants_help(args)) {
    std::fputs(kImportHelp, stdout);
    return 0;
  }
  std::string file, section, dir;
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "-o") {
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
    if (!one(ini, section, out)) return 1;
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
    if (!one(ini, s.name, out)) {
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

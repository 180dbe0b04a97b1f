#include "tools/import/ini.h"

#include <cctype>

namespace chimera::import {

namespace {

bool blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

// The [first, last) bounds of `s` without surrounding blanks.
void trim(const std::string &s, size_t &first, size_t &last) {
  while (first < last && blank(s[first])) ++first;
  while (last > first && blank(s[last - 1])) --last;
}

} // namespace

std::vector<std::pair<size_t, std::string>> words(const std::string &value) {
  std::vector<std::pair<size_t, std::string>> out;
  for (size_t i = 0; i < value.size();) {
    if (std::isspace((unsigned char)value[i])) {
      ++i;
      continue;
    }
    size_t start = i;
    while (i < value.size() && !std::isspace((unsigned char)value[i])) ++i;
    out.push_back({start, value.substr(start, i - start)});
  }
  return out;
}

const IniSection *IniFile::find(const std::string &name) const {
  for (const IniSection &s : sections)
    if (s.name == name) return &s;
  return nullptr;
}

IniFile parse_ini(const std::string &text, const std::string &path, Diagnostics &diags) {
  IniFile ini{path, {}};
  size_t pos = 0;
  for (int lineNo = 1; pos <= text.size(); ++lineNo) {
    size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    const std::string line = text.substr(pos, end - pos);
    pos = end + 1;
    size_t first = 0, last = line.size();
    trim(line, first, last);
    auto at = [&](size_t i) { return SourceLoc{path, lineNo, int(i) + 1}; };
    if (first == last || line[first] == '#' || line[first] == ';') continue;
    if (line[first] == '[') {
      size_t close = line.find(']', first);
      if (close == std::string::npos || close + 1 != last) {
        diags.error(at(first), "a section header is written [NAME] or [NAME:PARENT]");
        continue;
      }
      IniSection s;
      std::string head = line.substr(first + 1, close - first - 1);
      size_t colon = head.find(':');
      s.name = head.substr(0, colon);
      s.loc = at(first + 1);
      if (colon != std::string::npos) {
        s.parent = head.substr(colon + 1);
        s.parentLoc = at(first + 2 + colon);
      }
      if (s.name.empty() || (colon != std::string::npos && s.parent.empty())) {
        diags.error(at(first + 1), "a section needs a name: [NAME] or [NAME:PARENT]");
        continue;
      }
      if (ini.find(s.name)) {
        diags.error(at(first + 1), "section '" + s.name + "' is already declared");
        continue;
      }
      ini.sections.push_back(s);
      continue;
    }
    size_t eq = line.find('=', first);
    if (eq == std::string::npos || eq >= last) {
      diags.error(at(first), "expected 'option = value'");
      continue;
    }
    if (ini.sections.empty()) {
      diags.error(at(first), "option outside a section: start one with [NAME]");
      continue;
    }
    size_t kf = first, kl = eq, vf = eq + 1, vl = last;
    trim(line, kf, kl);
    trim(line, vf, vl);
    if (kf == kl) {
      diags.error(at(first), "expected an option name before '='");
      continue;
    }
    ini.sections.back().entries.push_back(
        {line.substr(kf, kl - kf), line.substr(vf, vl - vf), at(kf), at(vf == vl ? eq + 1 : vf)});
  }
  return ini;
}

} // namespace chimera::import

#include "tests/fuzz/entries.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <sstream>
#include <vector>

#include "compiler/compiler.h"
#include "runtime/board/invariants.h"
#include "runtime/moves/movegen.h"
#include "runtime/notation/notation.h"
#include "runtime/notation/san.h"
#include "tools/protocol/protocol.h"

namespace chimera::fuzz {

namespace {

// Each definition and option set is compiled once per process: the shipped files do not
// change while the fuzzer runs, and compiling them anew dominated the time of an input.
std::shared_ptr<const Variant> cached_compile(const std::string &path, const Options &options,
                                              std::string &why) {
  static std::map<std::string, std::pair<std::shared_ptr<const Variant>, std::string>> known;
  std::string key = path;
  for (const auto &[name, value] : options) key += '\n' + name + '=' + value;
  auto [slot, fresh] = known.try_emplace(key);
  if (fresh) slot->second.first = compile_variant(path, options, slot->second.second);
  why = slot->second.second;
  return slot->second.first;
}

// The shipped variants with their default options, compiled before fuzzing starts.
const std::vector<std::shared_ptr<const Variant>> &variants() {
  static const std::vector<std::shared_ptr<const Variant>> all = [] {
    std::vector<std::shared_ptr<const Variant>> out;
    for (const std::string &name : variant_names()) {
      std::string why;
      out.push_back(cached_compile(definitions_dir() + "/" + name + ".variant", {}, why));
      check(out.back() != nullptr, "a shipped definition compiles", why);
    }
    return out;
  }();
  return all;
}

const Variant &pick(uint8_t byte) { return variant(byte % variants().size()); }

void check_invariants(Position &pos) {
  std::string e = check_node(pos);
  check(e.empty(), "position invariants", e);
}

// Lines that stay out of a fuzzed command stream: resource settings whose real effect is
// the resource (memory, threads) and paths the engine would open.
bool dropped(const std::string &line) {
  std::istringstream in(line);
  std::string cmd;
  in >> cmd;
  if (cmd == "memory" || cmd == "cores") return true;
  return cmd == "setoption" &&
         (line.find("Hash") != std::string::npos || line.find("Threads") != std::string::npos ||
          line.find("VariantPath") != std::string::npos);
}

void protocol(const uint8_t *data, size_t size, bool isUci) {
  if (size < 1) return;
  std::string output, why;
  Session s(definitions_dir(),
            definitions_dir() + "/" + variant_names()[data[0] % variant_names().size()] + ".variant",
            cached_compile);
  s.capture = &output;
  s.maxNodes = 300;
  check(s.set_hash(1, why), "a 1 MB hash table", why); // the default 16 MB would be cleared per input
  std::istringstream raw(std::string(reinterpret_cast<const char *>(data + 1), size - 1));
  std::string kept, line, first = isUci ? "uci" : "xboard";
  for (int n = 0; std::getline(raw, line) && n < 200; ++n)
    if (!dropped(line)) kept += line + '\n';
  std::istringstream in(kept);
  if (isUci)
    run_uci(s, in, first);
  else
    run_xboard(s, in, first);
  check(!s.searching(), "no search outlives the command stream", output);
}

} // namespace

void uci(const uint8_t *data, size_t size) { protocol(data, size, true); }
void xboard(const uint8_t *data, size_t size) { protocol(data, size, false); }

const std::vector<std::string> &variant_names() {
  // Appending keeps existing corpora meaningful; reordering does not.
  static const std::vector<std::string> names{
      "chess",      "crazyhouse", "shogi",    "xiangqi",           "janggi", "seirawan", "grand",
      "wildebeest", "culverin",   "basilisk", "bentback-bestiary", "shako"};
  return names;
}

const Variant &variant(size_t i) { return *variants().at(i); }

void fail(const char *what, const std::string &detail) {
  std::fprintf(stderr, "fuzz: invariant broken: %s\n%s\n", what, detail.c_str());
  std::abort();
}

void definition(const uint8_t *data, size_t size) {
  const std::string text(reinterpret_cast<const char *>(data), size);
  Diagnostics diags;
  std::unique_ptr<Variant> v = compile_source(text, definitions_dir() + "/fuzz.variant", diags);
  check((v != nullptr) != diags.has_errors(), "a definition either compiles or has errors", diags.format());
  if (!v) return;
  // The compiler checked the start position; the tables it built must then generate moves
  // that keep every invariant.
  Position pos(*v);
  FenError err;
  check(pos.set_fen(v->startFen, err), "the start position of a compiled variant reads", err.message);
  check_invariants(pos);
}

void fen(const uint8_t *data, size_t size) {
  if (size < 1) return;
  const Variant &v = pick(data[0]);
  Position pos(v);
  FenError err;
  const std::string text(reinterpret_cast<const char *>(data + 1), size - 1);
  const std::string before = pos.fen();
  if (!pos.set_fen(text, err)) {
    check(err.column >= 1 && !err.message.empty(), "a rejected FEN names a column and a reason");
    check(pos.fen() == before, "a rejected FEN leaves the position unchanged");
    return;
  }
  check_invariants(pos);
}

void moves(const uint8_t *data, size_t size) {
  if (size < 1) return;
  const Variant &v = pick(data[0]);
  const std::string text(reinterpret_cast<const char *>(data + 1), size - 1);
  const size_t nl = text.find('\n');
  Position pos(v);
  FenError err;
  if (!pos.set_fen(nl == std::string::npos ? v.startFen : text.substr(0, nl), err)) return;
  const std::string start = pos.fen();
  const uint64_t startKey = pos.key();
  std::vector<Move> played;
  const std::string list = nl == std::string::npos ? text : text.substr(nl + 1);
  for (size_t i = 0; i <= list.size() && played.size() < 64;) {
    size_t j = std::min(list.find(' ', i), list.size());
    const std::string word = list.substr(i, j - i);
    i = j + 1;
    Move m = parse_move(pos, word);
    if (m.is_none()) { // then as SAN: the move found writes a SAN that reads back to it
      if ((m = parse_san(pos, word)).is_none()) continue;
      check(parse_san(pos, move_to_san(pos, m)) == m, "parse_san reads back the SAN written", word);
    } else
      check(move_to_text(v, m) == word, "parse_move returns the move written", word);
    pos.do_move(m);
    check(pos.key() == pos.compute_key(), "incremental hash after a parsed move", pos.fen());
    played.push_back(m);
  }
  if (!played.empty()) check_invariants(pos);
  for (auto it = played.rbegin(); it != played.rend(); ++it) pos.undo_move(*it);
  check(pos.fen() == start && pos.key() == startKey, "undoing every parsed move restores the start",
        pos.fen());
}

} // namespace chimera::fuzz

#include "tools/protocol/session.h"

#include <istream>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <map>
#include <mutex>

#include "tools/protocol/protocol.h"

namespace chimera {

Session::Session(std::string definitionsDir, std::string initialFile, VariantCompiler compile)
    : definitions(std::move(definitionsDir)), compile_(std::move(compile)) {
  names = definition_names(definitions);
  // The protocol is not known yet: a FILE that does not load is reported by the loop, and the
  // engine plays the default definition meanwhile.
  if (!initialFile.empty() && load_file(initialFile, startupError)) return;
  std::string why;
  load_name(std::find(names.begin(), names.end(), "chess") != names.end() || names.empty() ? "chess"
                                                                                           : names[0],
            why);
  if (!why.empty()) startupError += (startupError.empty() ? "" : "\n") + why;
}

void Session::say(const std::string &text) {
  std::string out;
  size_t at = 0;
  do {
    const size_t end = std::min(text.find('\n', at), text.size());
    out += (at ? continuation : "") + text.substr(at, end - at) + '\n';
    at = end + 1;
  } while (at < text.size());
  std::lock_guard<std::mutex> lock(out_);
  if (capture) return void(*capture += out);
  std::fputs(out.c_str(), stdout);
  std::fflush(stdout);
}

bool Session::load_name(const std::string &name, std::string &why) {
  if (std::find(names.begin(), names.end(), name) == names.end()) {
    why = "unknown variant '" + name + "'";
    return false;
  }
  return load_file(definitions + "/" + name + ".variant", why);
}

bool Session::load_file(const std::string &path, std::string &why) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) {
    why = "cannot open '" + path + "': no such file";
    return false;
  }
  // Compiled with every option at its default first; again only if a chosen value differs.
  Game fresh;
  if (!fresh.load(path, {}, why, compile_)) return false;
  Options chosen;
  bool differs = false;
  for (const VariantOption &o : fresh.variant->options)
    if (auto it = options.find(o.name);
        it != options.end() && std::find(o.values.begin(), o.values.end(), it->second) != o.values.end()) {
      chosen[o.name] = it->second;
      differs |= it->second != o.values.front();
    }
  if (differs && !fresh.load(path, chosen, why, compile_)) return false;
  game = std::move(fresh);
  engine.clear();
  engine.set_params(game.params);
  variantName = std::filesystem::path(path).stem().string();
  return true;
}

bool Session::set_option(const std::string &name, const std::string &value, std::string &why) {
  const std::vector<VariantOption> &mine = game.variant->options;
  auto it = std::find_if(mine.begin(), mine.end(), [&](const VariantOption &o) { return o.name == name; });
  options[name] = value;
  if (it == mine.end()) return true; // kept for a definition that has it
  if (std::find(it->values.begin(), it->values.end(), value) == it->values.end()) {
    why = "option '" + name + "' has no value '" + value + "'";
    options.erase(name);
    return false;
  }
  return load_file(game.file, why);
}

void Session::go(const Limits &limits, std::function<void(const SearchInfo &)> onInfo,
                 std::function<void(Move)> done) {
  stop();
  Limits bounded = limits;
  if (maxNodes) {
    bounded = Limits{};
    bounded.depth = limits.depth;
    bounded.nodes = limits.nodes ? std::min(limits.nodes, maxNodes) : maxNodes;
  }
  searching_ = true;
  infinite_ = bounded.infinite || bounded.ponder; // neither ends by itself
  finished_ = false;
  engine.clear_stop(); // a `stop` from now on counts, even before the thread starts searching
  thread_ = std::thread([this, limits = bounded, onInfo, done] {
    Move best = engine.search(game.position(), game.history(), limits, onInfo);
    done(best);
    finished_ = true;
  });
}

void Session::stop() {
  if (!thread_.joinable()) return;
  if (!finished_) engine.stop(); // kept until the search returns, even if it has not begun
  thread_.join();
  searching_ = false;
}

bool Session::set_hash(size_t megabytes, std::string &why) {
  try {
    engine.set_hash(megabytes);
    return true;
  } catch (const std::bad_alloc &) {
    why = "cannot allocate " + std::to_string(megabytes) + " MB for the hash table";
    return false;
  }
}

void Session::finish() {
  if (infinite_) return stop();
  if (thread_.joinable()) thread_.join();
  searching_ = false;
}

void run_loop(Session &s, std::istream &in, const std::string &first,
              const std::function<bool(const std::string &)> &command) {
  if (!command(first)) return s.stop();
  std::string line;
  while (std::getline(in, line))
    if (!command(line)) return s.stop();
  s.finish();
}

// Compiles every shipped definition, so it is done once per directory and process (a GUI
// sends `uci` once; the fuzzers build a session per input).
std::vector<VariantOption> shipped_options(const Session &s) {
  static std::mutex guard;
  static std::map<std::string, std::vector<VariantOption>> known;
  std::lock_guard<std::mutex> lock(guard);
  auto [slot, fresh] = known.try_emplace(s.definitions);
  if (!fresh) return slot->second;
  std::vector<VariantOption> &all = slot->second;
  for (const std::string &name : s.names) {
    Game g;
    std::string why;
    if (!g.load(s.definitions + "/" + name + ".variant", {}, why)) continue;
    for (const VariantOption &o : g.variant->options) {
      auto it =
          std::find_if(all.begin(), all.end(), [&](const VariantOption &a) { return a.name == o.name; });
      if (it == all.end()) {
        all.push_back(o);
        continue;
      }
      for (const std::string &v : o.values)
        if (std::find(it->values.begin(), it->values.end(), v) == it->values.end()) it->values.push_back(v);
    }
  }
  return all;
}

} // namespace chimera

// What the protocol loops share: the loaded definition, the game, the engine and its search
// thread, and one locked output stream.
#pragma once

#include <atomic>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "runtime/search/search.h"
#include "tools/game/game.h"

namespace chimera {

class Session {
public:
  Session(std::string definitionsDir, std::string initialFile, VariantCompiler compile = compile_variant);
  ~Session() { stop(); }

  // Writes text to stdout, or to `capture` when set, and flushes it (safe from the search
  // thread). Every line of it after the first goes out after `continuation`, so that a
  // message of several lines (a definition's diagnostics) is still all protocol lines.
  void say(const std::string &text);

  // Loads a shipped definition by name or any file by path, with the current option values;
  // false with the reason otherwise.
  bool load_name(const std::string &name, std::string &why);
  bool load_file(const std::string &path, std::string &why);
  // Sets a definition option (reloading the definition); false if no definition has it.
  bool set_option(const std::string &name, const std::string &value, std::string &why);

  // Starts a search of the current position in the background; `done` gets the best move.
  void go(const Limits &limits, std::function<void(const SearchInfo &)> onInfo,
          std::function<void(Move)> done);
  // Stops a running search and waits for its `done` to have run.
  void stop();
  // Resizes the transposition table; false (the old table kept) when the memory is not there.
  bool set_hash(size_t megabytes, std::string &why);
  // Waits for a running search to end by its own limits (an infinite one is stopped).
  void finish();
  bool searching() const { return searching_; }

  std::string definitions;        // the folder of shipped definitions
  std::vector<std::string> names; // their names
  std::string variantName;        // the name of the loaded definition (its file stem)
  std::string continuation;       // what the protocol puts before a message line: "info string ", "# "
  std::string startupError;       // why the FILE the engine was started with did not load (chess did)
  Options options;                // chosen values of definition options
  Game game;
  Engine engine;
  // For the fuzz targets: output collected here instead of stdout, and every search bounded
  // to this many nodes with no clock, so that no command stream can make it run long.
  std::string *capture = nullptr;
  uint64_t maxNodes = 0;

private:
  VariantCompiler compile_;
  std::mutex out_;
  std::thread thread_;
  bool searching_ = false, infinite_ = false;
  std::atomic<bool> finished_{true}; // the search thread has returned its move
};

// Every option of every shipped definition (union of values, first default), for UCI.
std::vector<VariantOption> shipped_options(const Session &s);

} // namespace chimera

// A child process (an engine) spoken to line by line through pipes.
#pragma once

#include <string>
#include <sys/types.h>

namespace chimera {

class Process {
public:
  // Runs `command` through /bin/sh; false if it cannot be started.
  bool start(const std::string &command);
  ~Process();
  void send(const std::string &line);
  // The next line, or false when none arrives within timeoutMs (or the process has ended).
  bool read_line(std::string &line, int timeoutMs);
  // Has its output closed (the process ended, or closed it)? Then, how it ended:
  // "exit status N", "signal N", or "" if it has not ended yet.
  bool ended() const { return ended_; }
  std::string how_ended();
  void kill();

private:
  pid_t pid_ = -1;
  int in_ = -1, out_ = -1;
  std::string buffer_;
  bool ended_ = false;
  int status_ = -1; // waitpid's, once reaped
};

} // namespace chimera

#include "tools/game/process.h"

#include <chrono>
#include <csignal>
#include <poll.h>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

namespace chimera {

bool Process::start(const std::string &command) {
  int toChild[2], fromChild[2];
  if (pipe(toChild) || pipe(fromChild)) return false;
  pid_ = fork();
  if (pid_ < 0) return false;
  if (pid_ == 0) {
    dup2(toChild[0], 0);
    dup2(fromChild[1], 1);
    close(toChild[1]);
    close(fromChild[0]);
    execl("/bin/sh", "sh", "-c", ("exec " + command).c_str(), (char *)nullptr);
    _exit(127);
  }
  close(toChild[0]);
  close(fromChild[1]);
  in_ = toChild[1];
  out_ = fromChild[0];
  signal(SIGPIPE, SIG_IGN);
  return true;
}

Process::~Process() { kill(); }

std::string Process::how_ended() {
  if (status_ < 0 && pid_ > 0)
    for (int i = 0; i < 50; ++i) { // the output closes just before the process is gone
      if (waitpid(pid_, &status_, WNOHANG) == pid_) {
        pid_ = -1;
        break;
      }
      status_ = -1;
      usleep(10000);
    }
  if (status_ < 0) return "";
  if (WIFEXITED(status_)) return "exit status " + std::to_string(WEXITSTATUS(status_));
  if (WIFSIGNALED(status_)) return "signal " + std::to_string(WTERMSIG(status_));
  return "";
}

void Process::send(const std::string &line) {
  if (in_ < 0) return;
  std::string text = line + "\n";
  for (size_t done = 0; done < text.size();) {
    ssize_t n = write(in_, text.data() + done, text.size() - done);
    if (n <= 0) return;
    done += size_t(n);
  }
}

bool Process::read_line(std::string &line, int timeoutMs) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
  for (;;) {
    if (size_t nl = buffer_.find('\n'); nl != std::string::npos) {
      line = buffer_.substr(0, nl);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      buffer_.erase(0, nl + 1);
      return true;
    }
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0 || out_ < 0) return false;
    pollfd p{out_, POLLIN, 0};
    if (poll(&p, 1, int(left.count())) <= 0) return false;
    char chunk[4096];
    ssize_t n = read(out_, chunk, sizeof chunk);
    if (n <= 0) return ended_ = true, false;
    buffer_.append(chunk, size_t(n));
  }
}

void Process::kill() {
  if (pid_ <= 0) return;
  send("quit");
  close(in_);
  in_ = -1;
  for (int i = 0; i < 50; ++i) { // up to half a second to leave by itself
    if (waitpid(pid_, nullptr, WNOHANG) == pid_) {
      pid_ = -1;
      break;
    }
    usleep(10000);
  }
  if (pid_ > 0) {
    ::kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
  }
  pid_ = -1;
  if (out_ >= 0) close(out_);
  out_ = -1;
}

} // namespace chimera

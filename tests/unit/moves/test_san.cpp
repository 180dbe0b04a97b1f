// SAN (runtime/notation/san.h): the exact text of each move kind in targeted positions, the lenient
// forms the reader accepts, and a round trip over random games of every shipped definition:
// each legal move's SAN is unique in its position and reads back to the same move.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <random>
#include <set>

#include "runtime/moves/movegen.h"
#include "runtime/notation/notation.h"
#include "runtime/notation/san.h"
#include "tests/unit/support.h"

using namespace chimera;

namespace {

const Variant &shipped(const std::string &name) {
  static std::map<std::string, std::unique_ptr<Variant>> cache;
  auto &v = cache[name];
  if (!v) v = test::shipped(name);
  return *v;
}

// The SAN of the move written `coordinates` in the position.
std::string san(const Variant &v, const std::string &fen, const std::string &coordinates) {
  Position pos = test::position(v, fen);
  const Move m = parse_move(pos, coordinates);
  REQUIRE_FALSE(m.is_none());
  const std::string before = pos.fen();
  const std::string text = move_to_san(pos, m);
  CHECK(pos.fen() == before);
  return text;
}
std::string san(const std::string &name, const std::string &fen, const std::string &coordinates) {
  const Variant &v = shipped(name);
  return san(v, fen.empty() ? v.startFen : fen, coordinates);
}

// The coordinates of the legal move a SAN text denotes, or "none".
std::string read(const std::string &name, const std::string &fen, const std::string &text) {
  const Variant &v = shipped(name);
  Position pos = test::position(v, fen.empty() ? v.startFen : fen);
  const Move m = parse_san(pos, text);
  return m.is_none() ? "none" : move_to_text(v, m);
}

} // namespace

TEST_CASE("san: pieces, pawns, captures and FIDE's disambiguation", "[san]") {
  CHECK(san("chess", "", "e2e4") == "e4");
  CHECK(san("chess", "", "g1f3") == "Nf3");
  // The file tells the knights apart; the rank the rooks on one file; queens need both.
  const std::string knights = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
  CHECK(san("chess", knights, "b1d2") == "Nbd2");
  CHECK(san("chess", knights, "f3d2") == "Nfd2");
  CHECK(san("chess", knights, "f3e5") == "Ne5");
  const std::string rooks = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1";
  CHECK(san("chess", rooks, "a1a3") == "R1a3");
  CHECK(san("chess", rooks, "a5a3") == "R5a3");
  const std::string queens = "1k6/8/8/8/K3Q2Q/8/8/7Q w - - 0 1";
  CHECK(san("chess", queens, "h4e1") == "Qh4e1");
  CHECK(san("chess", queens, "e4e1") == "Qee1");
  CHECK(san("chess", queens, "h1e1") == "Q1e1");
  // A pinned knight does not count: only legal moves need telling apart.
  CHECK(san("chess", "4k3/8/8/8/1b6/8/3N4/4K1N1 w - - 0 1", "g1f3") == "Nf3");
  // Pawn captures name the file; en passant is a pawn capture.
  CHECK(san("chess", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5") == "exd5");
  CHECK(san("chess", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6") == "exd6");
}

TEST_CASE("san: promotion, check, mate, castling", "[san]") {
  CHECK(san("chess", "3r4/4P3/k7/8/8/8/8/4K3 w - - 0 1", "e7e8q") == "e8=Q");
  CHECK(san("chess", "3r4/4P3/k7/8/8/8/8/4K3 w - - 0 1", "e7d8n") == "exd8=N");
  CHECK(san("chess", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8") == "Ra8#");
  CHECK(san("chess", "6k1/5pp1/8/8/8/8/8/R5K1 w - - 0 1", "a1a8") == "Ra8+");
  CHECK(san("chess", "k7/8/1Q6/8/8/8/8/7K w - - 0 1", "h1g2") == "Kg2"); // stalemate: no sign
  const std::string castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
  CHECK(san("chess", castle, "e1g1") == "O-O");
  CHECK(san("chess", castle, "e1c1") == "O-O-O");
  CHECK(san("chess", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1") == "O-O+");
  CHECK(san("capablanca", "r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1", "f1i1") == "O-O");
}

TEST_CASE("san: free castling names the king's square", "[san]") {
  const std::string fen = "11/9k1/11/11/11/11/11/11/11/R4K4R w KQ - 0 1";
  CHECK(san("wildebeest", fen, "f1k1") == "O-O-g1"); // one square: the king takes its rook
  CHECK(san("wildebeest", fen, "f1h1") == "O-O-h1");
  CHECK(san("wildebeest", fen, "f1j1") == "O-O-j1");
  CHECK(san("wildebeest", fen, "f1a1") == "O-O-O-e1");
  CHECK(san("wildebeest", fen, "f1b1") == "O-O-O-b1");
  CHECK(san("wildebeest", fen, "f1g1") == "Kg1"); // the king's step
  CHECK(read("wildebeest", fen, "O-O-i1") == "f1i1");
  CHECK(read("wildebeest", fen, "O-O") == "none"); // four kingside castlings
}

TEST_CASE("san: ten ranks and more", "[san]") {
  const std::string file = "R9/9k/10/10/10/10/10/10/9K/R9 w - - 0 1";
  CHECK(san("grand", file, "a1a5") == "R1a5");
  CHECK(san("grand", file, "a10a5") == "R10a5");
  CHECK(san("grand", "8k1/10/10/10/10/10/10/10/K9/R8R w - - 0 1", "a1e1") == "Rae1");
  CHECK(san("grand", "r8k/10/10/10/10/10/10/10/9K/R9 w - - 0 1", "a1a10") == "Rxa10+");
  CHECK(read("grand", file, "R10a5") == "a10a5");
  CHECK(read("grand", file, "R1a5") == "a1a5");
  CHECK(read("grand", file, "Ra5") == "none");
  CHECK(san("xiangqi", "", "h3e3") == "Che3"); // the two cannons stand on rank 3
  CHECK(san("xiangqi", "", "a4a5") == "Pa5");  // Xiangqi's soldier moves as it captures: lettered
  CHECK(san("xiangqi", "", "b1c3") == "Nc3");
}

TEST_CASE("san: drops, pushes, gating, passes", "[san]") {
  CHECK(san("crazyhouse", "4k3/8/8/8/8/8/8/4K3[Pn] w - - 0 1", "P@e4") == "P@e4");
  CHECK(san("crazyhouse", "4k3/8/8/8/8/8/8/4K3[Pn] b - - 0 1", "N@d3") == "N@d3+");
  const std::string culverin = "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R[Uu] w KQkq - 1 1";
  CHECK(san("culverin", culverin, "U@g1") == "U@g1"); // the pawn on g2 steps to g3
  CHECK(read("culverin", culverin, "U@g1") == "U@g1");
  const std::string seirawan = "r3k2r/8/8/8/8/8/8/R3K1NR[H] w KQGkq - 0 1";
  CHECK(san("seirawan", seirawan, "g1f3h") == "Nf3/H");
  CHECK(san("seirawan", seirawan, "g1f3") == "Nf3");
  CHECK(san("seirawan", "r3k2r/8/8/8/8/8/8/R3K2R[H] w KQkq - 0 1", "e1g1h") == "O-O/He1");
  CHECK(san("seirawan", "r3k2r/8/8/8/8/8/8/R3K2R[H] w KQkq - 0 1", "h1e1h") == "O-O/Hh1");
  CHECK(read("seirawan", "r3k2r/8/8/8/8/8/8/R3K2R[H] w KQkq - 0 1", "O-O/Hh1") == "h1e1h");
  // A pass is written as Fairy-Stockfish writes it: the royal piece "moving" to its own square.
  CHECK(san("janggi", "", "e2e2") == "Ke2");
  CHECK(read("janggi", "", "Ke2") == "e2e2");
  CHECK(read("janggi", "", "--") == "e2e2");
  CHECK(san("janggi", "", "a4a5") == "Pa5");
}

TEST_CASE("san: Shogi's promotions and promoted pieces", "[san]") {
  const std::string fen = "4k4/7b1/9/9/9/9/9/1B7/4K4[P] w - - 0 1";
  CHECK(san("shogi", fen, "b2h8+") == "Bxh8=+B");
  CHECK(san("shogi", fen, "b2h8") == "Bxh8");
  CHECK(san("shogi", fen, "P@e5") == "P@e5");
  CHECK(san("shogi", "4k4/9/9/9/9/9/9/1+R7/4K4[] w - - 0 1", "b2b9") == "+Rb9+");
  CHECK(san("shogi", "4k4/9/9/9/4p4/4P4/9/9/4K4[] w - - 0 1", "e4e5") == "Pxe5");
  CHECK(read("shogi", fen, "Bxh8=+B") == "b2h8+");
  CHECK(read("shogi", fen, "Bxh8+") == "b2h8"); // '+' is a check sign, never a promotion
}

TEST_CASE("san: explosions and locust captures", "[san]") {
  // The Scorpion's shot is a pawn's capture; three Scorpions can step to e3.
  CHECK(san("gunnery", "k7/4r3/8/4n3/8/4N3/4P3/4K3 w - - 0 1", "e2e7") == "exe7");
  const std::string three = "k7/8/8/8/8/8/2P1P1P1/4K3 w - - 0 1";
  CHECK(san("gunnery", three, "c2e3") == "ce3");
  CHECK(san("gunnery", three, "e2e3") == "ee3");
  CHECK(san("gunnery", three, "g2e3") == "ge3");
  CHECK(san("gunnery", three, "e2e4") == "e4");
  const auto locusts = test::compile(R"(variant locusts extends "chess" {
    piece Locust L { moves "mK"; moves "cafmfK"; value 3; }
    start "r3k2r/8/8/3pp3/3L4/8/8/R3K2R w KQkq - 0 1";
  })");
  CHECK(san(*locusts, locusts->startFen, "d4f6xe5") == "Lf6xe5");
  CHECK(san(*locusts, locusts->startFen, "d4d6xd5") == "Ld6xd5");
  CHECK(san(*locusts, locusts->startFen, "d4e4") == "Le4");
  Position pos = test::position(*locusts, locusts->startFen);
  CHECK(move_to_text(*locusts, parse_san(pos, "Lf6xe5")) == "d4f6xe5");
  CHECK(move_to_text(*locusts, parse_san(pos, "Ldf6xe5")) == "d4f6xe5");
}

TEST_CASE("san: lenient reading", "[san]") {
  CHECK(read("chess", "", "Ng1-f3") == "g1f3");
  CHECK(read("chess", "", "Ngf3") == "g1f3");
  CHECK(read("chess", "", "Nf3+") == "g1f3");
  CHECK(read("chess", "", "Nf3!?") == "g1f3");
  CHECK(read("chess", "", "e2e4") == "e2e4");
  CHECK(read("chess", "", "Pe4") == "e2e4");
  CHECK(read("chess", "", "nf3") == "none");
  CHECK(read("chess", "", "Nf4") == "none");
  CHECK(read("chess", "", "Nz3") == "none");
  CHECK(read("chess", "", "R100a3") == "none");
  CHECK(read("chess", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "ed5") == "e4d5");
  CHECK(read("chess", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4xd5") == "e4d5");
  CHECK(read("chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "0-0-0") == "e1c1");
  CHECK(read("chess", "3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1", "e8Q") == "e7e8q");
  CHECK(read("chess", "3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1", "e8") == "none"); // four promotions
  CHECK(read("chess", "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "Nd2") == "none");
  Position pos = test::position(shipped("chess"), "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
  MoveList list;
  generate_legal(pos, list);
  const SanMatch both = match_san(pos, list, "Nd2");
  CHECK(both.shaped);
  CHECK(both.moves.size() == 2);
  CHECK_FALSE(match_san(pos, list, "hello").shaped);
}

TEST_CASE("san: every legal move of random games in every shipped definition is unique and reads back",
          "[san]") {
  std::vector<std::string> names;
  for (const auto &entry :
       std::filesystem::directory_iterator(std::string(CHIMERA_SOURCE_DIR) + "/definitions"))
    if (entry.path().extension() == ".variant") names.push_back(entry.path().stem().string());
  std::sort(names.begin(), names.end());
  REQUIRE(names.size() >= 15);
  for (const std::string &name : names) {
    std::mt19937 rng(7); // per definition, so that adding one changes no other's games
    const Variant &v = shipped(name);
    int positions = 0;
    for (int game = 0; game < 3; ++game) {
      Position pos = test::position(v, v.startFen);
      for (int ply = 0; ply < 80; ++ply) {
        MoveList list;
        generate_legal(pos, list);
        if (!list.size()) break;
        ++positions;
        std::set<std::string> seen;
        // Where a wall goes with every move (thousands of moves: the Amazons) a sample of about
        // a hundred, spread over the list, as each SAN is made from the whole list.
        const int step = std::max(1, list.size() / 100);
        for (int i = 0; i < list.size(); i += step) {
          const Move m = list[i];
          const std::string text = move_to_san(pos, m);
          const bool unique = seen.insert(text).second, readsBack = parse_san(pos, text) == m;
          if (!unique || !readsBack)
            FAIL_CHECK(name << " " << pos.fen() << " " << move_to_text(v, m) << ": " << text
                            << (unique ? " does not read back" : " is written twice"));
        }
        pos.do_move(list[int(rng() % unsigned(list.size()))]);
      }
    }
    INFO(name);
    CHECK(positions > 40);
  }
}

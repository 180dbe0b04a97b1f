// Match statistics: the Elo difference with its error bar, and the sequential probability
// ratio test that fishtest and cutechess use to stop a match once it has decided.
#pragma once

namespace chimera {

struct Score {
  double wins = 0, losses = 0, draws = 0; // of the first engine
  double games() const { return wins + losses + draws; }
  double fraction() const { return games() ? (wins + draws / 2) / games() : 0.5; }
};

// The logistic Elo difference for the score and the 95% error bar from the games' variance.
void elo(const Score &s, double &diff, double &error);

// The log-likelihood ratio of H1 (the difference is elo1) against H0 (it is elo0), logistic
// Elo, by the trinomial generalised SPRT of fishtest: N (s1 - s0) (2m - s0 - s1) / (2 var),
// with m the mean score, var its per-game variance, s0 and s1 the scores the two Elo
// differences predict. 0 before the variance is defined (no games, or all of one kind).
double sprt_llr(const Score &s, double elo0, double elo1);

// The LLR bounds for error rates alpha (accepting H1 when H0 holds) and beta.
struct SprtBounds {
  double lower, upper;
};
SprtBounds sprt_bounds(double alpha, double beta);

// The test's verdict, fixed when the ratio first leaves the bounds. Games already under way then
// (concurrent games) still count in the score, but they cannot undo the decision.
struct SprtVerdict {
  int decision = 0; // +1: H1 accepted, -1: H0 accepted, 0: none yet
  int games = 0;    // games counted when it was decided
  double llr = 0;   // the ratio then
  // Takes the ratio after `played` games; true when this decides the test.
  bool update(double llrNow, int played, const SprtBounds &b);
  const char *text() const {
    return decision > 0 ? "H1 accepted" : decision < 0 ? "H0 accepted" : "no decision";
  }
};

} // namespace chimera

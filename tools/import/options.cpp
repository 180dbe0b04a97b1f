#include "tools/import/options.h"

#include "tools/import/pieces.h"

namespace chimera::import {

namespace {

using K = Kind;
using S = Support;

std::vector<OptionInfo> make_table() {
  std::vector<OptionInfo> t = {
      {"variantTemplate", K::Text, "fairy", S::Display},
      {"pieceToCharTable", K::Text, "-", S::Display},
      {"pocketSize", K::Int, "0", S::Display},
      {"pieceValueMg", K::Text, "", S::Display},
      {"pieceValueEg", K::Text, "", S::Display},
      {"maxRank", K::Rank, "8", S::Rule},
      {"maxFile", K::File, "8", S::Rule},
      {"chess960", K::Bool, "false", S::Rule},
      // Fairy-Stockfish plays one board too; the partner's captures reach a hand only by a new
      // FEN (its virtual drops are a device of its search, never in its perft).
      {"twoBoards", K::Bool, "false", S::Partial,
       "the partner's board is not played: captures go where capturesToHand sends them and the hands hold "
       "what the FEN gives, as in Fairy-Stockfish's perft"},
      {"startFen", K::Text, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", S::Rule},
      {"pawnTypes", K::Pieces, "p", S::Rule},
      {"promotionRegionWhite", K::Squares, "*8", S::Rule},
      {"promotionRegionBlack", K::Squares, "*1", S::Rule},
      {"promotionPawnTypes", K::Pieces, "p", S::Rule},
      {"promotionPawnTypesWhite", K::Pieces, "p", S::Rule},
      {"promotionPawnTypesBlack", K::Pieces, "p", S::Rule},
      {"promotionPieceTypes", K::Pieces, "", S::Rule},
      {"promotionPieceTypesWhite", K::Pieces, "", S::Rule},
      {"promotionPieceTypesBlack", K::Pieces, "", S::Rule},
      {"sittuyinPromotion", K::Bool, "false", S::Rule},
      {"promotionLimit", K::Text, "", S::Rule},
      {"promotedPieceType", K::Text, "", S::Rule},
      {"piecePromotionOnCapture", K::Bool, "false", S::Rule},
      {"mandatoryPawnPromotion", K::Bool, "true", S::Rule},
      {"mandatoryPiecePromotion", K::Bool, "false", S::Rule},
      {"pieceDemotion", K::Bool, "false", S::Rule},
      {"blastOnCapture", K::Bool, "false", S::Rule},
      {"blastImmuneTypes", K::Pieces, "", S::Rule},
      {"mutuallyImmuneTypes", K::Pieces, "", S::Rule},
      {"petrifyOnCaptureTypes", K::Pieces, "", S::Rule},
      {"petrifyBlastPieces", K::Bool, "false", S::Rule},
      {"doubleStep", K::Bool, "true", S::Rule},
      {"doubleStepRegionWhite", K::Squares, "*2", S::Rule},
      {"doubleStepRegionBlack", K::Squares, "*7", S::Rule},
      {"tripleStepRegionWhite", K::Squares, "", S::Rule},
      {"tripleStepRegionBlack", K::Squares, "", S::Rule},
      {"enPassantRegion", K::Squares, "", S::Rule},
      {"enPassantRegionWhite", K::Squares, "all", S::Rule},
      {"enPassantRegionBlack", K::Squares, "all", S::Rule},
      {"enPassantTypes", K::Pieces, "p", S::Rule},
      {"enPassantTypesWhite", K::Pieces, "p", S::Rule},
      {"enPassantTypesBlack", K::Pieces, "p", S::Rule},
      {"castling", K::Bool, "true", S::Rule},
      {"castlingDroppedPiece", K::Bool, "false", S::Rule},
      {"castlingKingsideFile", K::File, "g", S::Rule},
      {"castlingQueensideFile", K::File, "c", S::Rule},
      {"castlingRank", K::Rank, "1", S::Rule},
      {"castlingKingFile", K::File, "e", S::Rule},
      {"castlingKingPiece", K::Piece, "k", S::Rule},
      {"castlingKingPieceWhite", K::Piece, "k", S::Rule},
      {"castlingKingPieceBlack", K::Piece, "k", S::Rule},
      {"castlingRookKingsideFile", K::File, "l", S::Rule},
      {"castlingRookQueensideFile", K::File, "a", S::Rule},
      {"castlingRookPieces", K::Pieces, "r", S::Rule},
      {"castlingRookPiecesWhite", K::Pieces, "r", S::Rule},
      {"castlingRookPiecesBlack", K::Pieces, "r", S::Rule},
      {"oppositeCastling", K::Bool, "false", S::Rule},
      {"checking", K::Bool, "true", S::Rule},
      {"dropChecks", K::Bool, "true", S::Rule},
      {"mustCapture", K::Bool, "false", S::Rule},
      {"mustDrop", K::Bool, "false", S::Rule},
      {"mustDropType", K::Piece, "*", S::Rule},
      {"pieceDrops", K::Bool, "false", S::Rule},
      {"freeDrops", K::Bool, "false", S::Rule}, // not read from variants.ini: the built-in ataxx's
      {"dropLoop", K::Bool, "false", S::Rule},
      {"capturesToHand", K::Bool, "false", S::Rule},
      {"firstRankPawnDrops", K::Bool, "false", S::Rule},
      {"promotionZonePawnDrops", K::Bool, "false", S::Rule},
      {"enclosingDrop", K::Choice, "none", S::Rule},
      {"enclosingDropStart", K::Squares, "", S::Rule},
      {"dropRegionWhite", K::Squares, "all", S::Rule},
      {"dropRegionBlack", K::Squares, "all", S::Rule},
      {"sittuyinRookDrop", K::Bool, "false", S::Rule},
      {"dropOppositeColoredBishop", K::Bool, "false", S::Rule},
      {"dropPromoted", K::Bool, "false", S::Rule},
      {"dropNoDoubled", K::Piece, "-", S::Rule},
      {"dropNoDoubledCount", K::Int, "1", S::Rule},
      {"immobilityIllegal", K::Bool, "false", S::Rule},
      {"gating", K::Bool, "false", S::Rule},
      {"wallingRule", K::Choice, "none", S::Rule},
      {"wallingRegion", K::Squares, "", S::Rule},
      {"wallingRegionWhite", K::Squares, "", S::Rule},
      {"wallingRegionBlack", K::Squares, "", S::Rule},
      {"wallOrMove", K::Bool, "false", S::Rule},
      {"seirawanGating", K::Bool, "false", S::Rule},
      {"cambodianMoves", K::Bool, "false", S::Rule},
      {"diagonalLines", K::Squares, "", S::Rule},
      {"pass", K::Bool, "false", S::Rule},
      {"passWhite", K::Bool, "false", S::Rule},
      {"passBlack", K::Bool, "false", S::Rule},
      {"passOnStalemate", K::Bool, "false", S::Rule},
      {"passOnStalemateWhite", K::Bool, "false", S::Rule},
      {"passOnStalemateBlack", K::Bool, "false", S::Rule},
      {"makpongRule", K::Bool, "false", S::Rule},
      {"flyingGeneral", K::Bool, "false", S::Rule},
      {"soldierPromotionRank", K::Rank, "1", S::Rule},
      {"flipEnclosedPieces", K::Choice, "none", S::Rule},
      {"nMoveRuleTypes", K::Pieces, "p", S::Rule},
      {"nMoveRuleTypesWhite", K::Pieces, "p", S::Rule},
      {"nMoveRuleTypesBlack", K::Pieces, "p", S::Rule},
      {"nMoveRule", K::Int, "50", S::Rule},
      {"nFoldRule", K::Int, "3", S::Rule},
      {"nFoldValue", K::Result, "draw", S::Rule},
      {"nFoldValueAbsolute", K::Bool, "false", S::Rule},
      {"perpetualCheckIllegal", K::Bool, "false", S::Rule},
      {"moveRepetitionIllegal", K::Bool, "false", S::Rule},
      {"chasingRule", K::Choice, "none", S::Rule},
      {"stalemateValue", K::Result, "draw", S::Rule},
      {"stalematePieceCount", K::Bool, "false", S::Rule},
      {"checkmateValue", K::Result, "loss", S::Rule},
      {"shogiPawnDropMateIllegal", K::Bool, "false", S::Rule},
      {"shatarMateRule", K::Bool, "false", S::Rule},
      {"bikjangRule", K::Bool, "false", S::Rule},
      {"extinctionValue", K::Result, "none", S::Rule},
      {"extinctionClaim", K::Bool, "false", S::Rule},
      {"extinctionPseudoRoyal", K::Bool, "false", S::Rule},
      {"dupleCheck", K::Bool, "false", S::Rule},
      {"extinctionPieceTypes", K::Pieces, "", S::Rule},
      {"extinctionPieceCount", K::Int, "0", S::Rule},
      {"extinctionOpponentPieceCount", K::Int, "0", S::Rule},
      {"flagPiece", K::Piece, "*", S::Rule},
      {"flagPieceWhite", K::Piece, "*", S::Rule},
      {"flagPieceBlack", K::Piece, "*", S::Rule},
      {"flagRegion", K::Squares, "", S::Rule},
      {"flagRegionWhite", K::Squares, "", S::Rule},
      {"flagRegionBlack", K::Squares, "", S::Rule},
      {"flagPieceCount", K::Int, "1", S::Rule},
      {"flagPieceBlockedWin", K::Bool, "false", S::Rule},
      {"flagMove", K::Bool, "false", S::Rule},
      {"flagPieceSafe", K::Bool, "false", S::Rule},
      {"checkCounting", K::Bool, "false", S::Rule},
      {"connectN", K::Int, "0", S::Rule},
      {"connectPieceTypes", K::Pieces, "*", S::Rule},
      {"connectHorizontal", K::Bool, "true", S::Rule},
      {"connectVertical", K::Bool, "true", S::Rule},
      {"connectDiagonal", K::Bool, "true", S::Rule},
      {"connectRegion1White", K::Squares, "", S::Rule},
      {"connectRegion2White", K::Squares, "", S::Rule},
      {"connectRegion1Black", K::Squares, "", S::Rule},
      {"connectRegion2Black", K::Squares, "", S::Rule},
      {"connectNxN", K::Int, "0", S::Rule},
      {"collinearN", K::Int, "0", S::Rule},
      {"connectValue", K::Result, "win", S::Rule},
      {"materialCounting", K::Choice, "none", S::Rule},
      {"adjudicateFullBoard", K::Bool, "false", S::Rule},
      {"countingRule", K::Choice, "none", S::Rule},
      {"castlingWins", K::Rights, "-", S::Rule},
  };
  return t;
}

} // namespace

const std::vector<OptionInfo> &option_table() {
  static const std::vector<OptionInfo> table = make_table();
  return table;
}

const OptionInfo *find_option(const std::string &name) {
  for (const OptionInfo &o : option_table())
    if (name == o.name) return &o;
  return nullptr;
}

std::vector<std::string> colour_aliases(const std::string &name) {
  static const char *both[] = {"promotionPawnTypes",
                               "promotionPieceTypes",
                               "enPassantRegion",
                               "enPassantTypes",
                               "castlingKingPiece",
                               "castlingRookPieces",
                               "pass",
                               "passOnStalemate",
                               "nMoveRuleTypes",
                               "flagPiece",
                               "flagRegion",
                               "wallingRegion"};
  for (const char *b : both)
    if (name == b) return {name + "White", name + "Black"};
  if (name == "pawnTypes")
    return {"promotionPawnTypesWhite", "promotionPawnTypesBlack", "enPassantTypesWhite",
            "enPassantTypesBlack",     "nMoveRuleTypesWhite",     "nMoveRuleTypesBlack"};
  return {};
}

} // namespace chimera::import
